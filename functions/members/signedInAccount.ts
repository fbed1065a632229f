/**
 * The account behind a verified token, in a module of its own (not access.ts, whose guards read
 * candidate profiles and bring their schemas): authentication runs on every member call of every
 * group, and needs only this one read.
 */
import { getUser, type UserRecord } from './entities/users.js';

/**
 * One strongly consistent read, which authentication checks (disabled, deleting, sessions older
 * than a password change) and the services reuse (`caller.user`).
 */
export const signedInAccount = (userId: string): Promise<UserRecord | undefined> => getUser(userId);
