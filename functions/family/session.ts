/**
 * The family's narrow face: what every signed-in request needs to know who is calling (the member
 * and their family's account, in one read). Beside index.ts so that the HTTP layer, which every
 * route loads, does not carry the family's other services into each route's chunks.
 */
export { activeMember, readCallerRecords } from './entities/members.js';
export type { ActiveMember, MemberRecord } from './entities/members.js';
export { founderOf } from './founders.js';
