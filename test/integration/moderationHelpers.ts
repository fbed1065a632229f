/**
 * Helpers for the moderation and audit tests: volunteers made as `npm run admin -- volunteer` makes
 * them (the Cognito group, then a fresh sign-in so the token carries the claim), and a member's
 * pending listing in a fresh category, made through the members' own route.
 */
import { addToGroup } from '#functions/account/entities/identity.js';
import { getListing } from '#functions/directory/entities/listings.js';
import { call, newMember, signIn, type Member } from './helpers.js';
import { freshSubCategory, listingBody } from './directoryHelpers.js';

export async function newVolunteer(): Promise<Member> {
  const m = await newMember();
  await addToGroup(m.email, 'volunteers');
  const { accessToken } = await signIn(m.email, m.password);
  return { ...m, token: accessToken };
}

/** A member's new listing (pending), in a category of its own; answers its id and where it would show. */
export async function pendingListing(owner: Member, title = 'Kapoor Wedding Caterers') {
  const { categoryId, subCategoryId } = await freshSubCategory();
  const res = await call('saveServiceProvider', { token: owner.token, body: listingBody(subCategoryId, { serviceProviderTitle: title }) });
  if (res.status !== 200) throw new Error(`listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { providerId: res.body.id as string, categoryId, subCategoryId };
}

/** The public directory's listing ids of one specific category. */
export async function directoryIds(subCategoryId: string): Promise<string[]> {
  const res = await call('getServiceProviders', { params: { subCategoryId } });
  return (res.body.items as { id: string }[]).map((i) => i.id);
}

/**
 * A volunteer's action on a listing. An approval names the version the volunteer saw: `version`, or
 * the stored one (as the console sends the version of the card it shows).
 */
export async function moderate(action: 'approveListing' | 'rejectListing' | 'hideListing', who: Member, providerId: string, reason?: string, version?: number) {
  if (action !== 'approveListing') return call(action, { token: who.token, params: { providerId }, body: { reason } });
  const seen = version ?? (await getListing(providerId))?.version ?? 1;
  return call(action, { token: who.token, params: { providerId }, body: { version: seen } });
}
