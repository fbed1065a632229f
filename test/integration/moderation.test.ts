/**
 * The volunteers' side of the directory: approving, rejecting and hiding listings (the
 * owner is mailed each time), domains and categories, races between two volunteers, and members
 * refused on every volunteer route with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '#functions/directory/entities/listings.js';
import { routeList } from '#shared/api/routes/index.js';
import { call, mailsTo, newMember, request, type Member } from './helpers.js';
import { freshSubCategory, listingBody } from './directoryHelpers.js';
import { directoryIds, moderate, newVolunteer, pendingListing } from './moderationHelpers.js';

let volunteer: Member;
let other: Member;
let owner: Member;
/** A family lists at most 5 services: the access tests list theirs under a second family. */
let secondOwner: Member;

beforeAll(async () => {
  [volunteer, other, owner, secondOwner] = await Promise.all([newVolunteer(), newVolunteer(), newMember(), newMember()]);
});

const auditOf = async (kind: string, itemId: string) =>
  ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind } })).body.items as { itemId: string }[])
    .filter((e) => e.itemId === itemId);

describe('listings', () => {
  it('approve makes a pending listing public and mails its owner', async () => {
    const { providerId, subCategoryId } = await pendingListing(owner, 'Sharma Mehndi Arts');
    expect(await directoryIds(subCategoryId)).toEqual([]);
    const pending = await call('listListings', { token: volunteer.token, params: { status: 'pending' } });
    expect(pending.status).toBe(200);
    expect((pending.body.items as { id: string }[]).map((i) => i.id)).toContain(providerId);

    const res = await moderate('approveListing', volunteer, providerId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: providerId, status: 'approved', serviceProviderDisplayFlag: true });
    // The volunteers' answers carry the write version (an approval names it), never who moderated.
    expect(res.body.version).toBe((await getListing(providerId))!.version);
    expect(res.body).not.toHaveProperty('moderatedBy');
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    const approved = await call('listListings', { token: volunteer.token, params: { status: 'approved' } });
    expect((approved.body.items as { id: string }[]).map((i) => i.id)).toContain(providerId);

    const mail = (await mailsTo(owner.email)).find((m) => m.text.includes('Sharma Mehndi Arts'));
    expect(mail?.subject).toBe('Your listing is now in the rishta directory');
    expect(mail?.text).not.toContain(providerId);
  });

  it('reject keeps it out, with the reason mailed and the way to resubmit; a second reject is 409', async () => {
    const { providerId, subCategoryId } = await pendingListing(owner, 'Gill Bhangra DJs');
    const res = await moderate('rejectListing', volunteer, providerId, 'Please add a working phone number.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', statusReason: 'Please add a working phone number.' });
    expect(await directoryIds(subCategoryId)).toEqual([]);
    const mail = (await mailsTo(owner.email)).find((m) => m.text.includes('Gill Bhangra DJs'));
    expect(mail?.subject).toBe('Your listing was not approved');
    expect(mail?.text).toContain('Please add a working phone number.');
    expect(mail?.text).toContain('edit the listing and submit it again');
    expect(mail?.text).not.toContain(providerId);

    const again = await moderate('rejectListing', other, providerId, 'Duplicate.');
    expect(again).toEqual({ status: 409, body: { message: 'This listing was already rejected.' } });
    expect(await auditOf('listing.reject', providerId)).toHaveLength(1);
    // A rejected listing can still be approved (a volunteer changed their mind).
    expect((await moderate('approveListing', other, providerId)).status).toBe(200);
    expect((await getListing(providerId))?.statusReason).toBeUndefined();
  });

  it('hide takes an approved listing out of the directory and mails the reason', async () => {
    const { providerId, subCategoryId } = await pendingListing(owner, 'Toronto Tiffin Co');
    expect((await moderate('approveListing', volunteer, providerId)).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    const res = await moderate('hideListing', volunteer, providerId, 'Families report it has closed.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'hidden', statusReason: 'Families report it has closed.' });
    expect(await directoryIds(subCategoryId)).toEqual([]);
    const mail = (await mailsTo(owner.email)).find((m) => m.subject === 'Your listing was taken out of the directory' && m.text.includes('Toronto Tiffin Co'));
    expect(mail?.text).toContain('Families report it has closed.');
    expect((await moderate('hideListing', other, providerId, 'Again.')).status).toBe(409);
    expect((await moderate('rejectListing', other, providerId, 'Not pending.')).status).toBe(409);
    // As its mail says, the owner may edit it: it goes back to the volunteers, without the old reason.
    const body = listingBody(subCategoryId, { serviceProviderTitle: 'Toronto Tiffin Co', serviceProviderSubTitle: 'Open again, new kitchen' });
    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId }, body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending' });
    expect(edited.body.statusReason).toBeUndefined();
    expect(await directoryIds(subCategoryId)).toEqual([]);
  });

  it('an approved listing\'s edit waits for the volunteers: the directory shows the approved text, and an approval applies to the version seen', async () => {
    const owner = await newMember(); // a family lists at most 5 services: this one lists its own
    const { providerId, subCategoryId } = await pendingListing(owner, 'Verma Wedding Photos');
    expect((await moderate('approveListing', volunteer, providerId)).status).toBe(200);
    const shown = async () => (await call('getServiceProviders', { params: { subCategoryId } })).body.items as Record<string, string>[];
    const approvedVersion = (await getListing(providerId))!.version;

    // The owner rewrites it into a phishing page: the public directory still shows the approved text.
    const phishing = { serviceProviderTitle: 'Verify your rishta account', serviceProviderWebsite: 'https://rishta-verify.example.net/login' };
    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId }, body: listingBody(subCategoryId, phishing) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending', ...phishing, approved: { serviceProviderTitle: 'Verma Wedding Photos' } });
    const [listed] = await shown();
    expect(listed).toMatchObject({ id: providerId, serviceProviderTitle: 'Verma Wedding Photos', serviceProviderWebsite: 'https://example.org/kapoor' });
    expect(JSON.stringify(await shown())).not.toContain('rishta-verify');
    // The volunteers see it in their queue, with the approved copy beside the change.
    const queue = (await call('listListings', { token: volunteer.token, params: { status: 'pending' } })).body.items as { id: string; version: number }[];
    const queued = queue.find((l) => l.id === providerId)!;
    expect(queued).toMatchObject({ serviceProviderTitle: 'Verify your rishta account', approved: { serviceProviderTitle: 'Verma Wedding Photos' } });

    // Approving the version seen before the edit: 409, asking to look again; nothing changes.
    const stale = await moderate('approveListing', volunteer, providerId, undefined, approvedVersion);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: 'This listing was changed since you opened it. Please look at it again.' });
    expect((await shown())[0]!.serviceProviderTitle).toBe('Verma Wedding Photos');

    // A second edit after the volunteer opened the queue: still 409 with the version they saw.
    const second = { ...phishing, serviceProviderTitle: 'Verma Photos and Films' };
    expect((await call('updateServiceProvider', { token: owner.token, params: { providerId }, body: listingBody(subCategoryId, second) })).status).toBe(200);
    expect((await moderate('approveListing', volunteer, providerId, undefined, queued.version)).status).toBe(409);

    // With the version now stored: approved, and the directory shows the new text.
    const fresh = await moderate('approveListing', volunteer, providerId, undefined, (await getListing(providerId))!.version);
    expect(fresh.status).toBe(200);
    expect((await shown())[0]).toMatchObject({ serviceProviderTitle: 'Verma Photos and Films', serviceProviderWebsite: 'https://rishta-verify.example.net/login' });
  });

  it('an owner\'s edit waiting for review keeps the listing\'s place in the directory; its approval moves it up', async () => {
    const owner = await newMember();
    const { providerId: older, subCategoryId } = await pendingListing(owner, 'Older Mehndi Arts');
    const newer = (await call('saveServiceProvider', { token: owner.token, body: listingBody(subCategoryId, { serviceProviderTitle: 'Newer Mehndi Arts' }) })).body.id as string;
    expect((await moderate('approveListing', volunteer, older)).status).toBe(200);
    expect((await moderate('approveListing', volunteer, newer)).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([newer, older]);

    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId: older }, body: listingBody(subCategoryId, { serviceProviderTitle: 'Older Mehndi Arts, now with henna' }) });
    expect(edited.status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([newer, older]);

    expect((await moderate('approveListing', volunteer, older)).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([older, newer]);
  });

  it('a rejected change is set aside: the approved version stays in the directory and is the listing again, and the owner is told so', async () => {
    const owner = await newMember();
    const { providerId, subCategoryId } = await pendingListing(owner, 'Gupta Tent House');
    expect((await moderate('approveListing', volunteer, providerId)).status).toBe(200);
    const body = listingBody(subCategoryId, { serviceProviderTitle: 'Gupta Tent House: send your password' });
    expect((await call('updateServiceProvider', { token: owner.token, params: { providerId }, body })).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    expect((await moderate('rejectListing', volunteer, providerId, 'Asks for passwords.')).status).toBe(200);
    // As the owner was told while the change waited: the directory shows the approved version.
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    const shown = (await call('getServiceProviders', { params: { subCategoryId } })).body.items as Record<string, string>[];
    expect(shown[0]!.serviceProviderTitle).toBe('Gupta Tent House');
    expect(await getListing(providerId)).toMatchObject({ status: 'approved', serviceProviderTitle: 'Gupta Tent House', statusReason: 'Asks for passwords.' });
    const mail = (await mailsTo(owner.email)).find((m) => m.subject === 'Your change to a listing was not approved');
    expect(mail?.text).toContain('Their reason: Asks for passwords.');
    expect(mail?.text).toContain('keeps showing the version they approved before');
    expect((await auditOf('listing.reject', providerId))).toHaveLength(1);
    // A second reject: nothing waits any more.
    expect((await moderate('rejectListing', other, providerId, 'Again.')).status).toBe(409);
    // To take the listing out, a volunteer hides it.
    expect((await moderate('hideListing', volunteer, providerId, 'Asks for passwords.')).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([]);
  });

  it('a changed category waits for review too: the directory keeps the approved version in the approved category', async () => {
    const owner = await newMember();
    const { providerId, subCategoryId: approvedIn } = await pendingListing(owner, 'Joshi Pandit Services');
    const { subCategoryId: movedTo, categoryId: movedDomain } = await freshSubCategory();
    expect((await moderate('approveListing', volunteer, providerId)).status).toBe(200);
    const body = listingBody(movedTo, { serviceProviderTitle: 'Joshi Loans: apply with your bank details' });
    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId }, body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending', subCategoryId: movedTo, categoryId: movedDomain, approved: { subCategoryId: approvedIn } });
    expect(await directoryIds(movedTo)).toEqual([]);
    expect(await directoryIds(approvedIn)).toEqual([providerId]);
    const listed = (await call('getServiceProviders', { params: { subCategoryId: approvedIn } })).body.items[0];
    expect(listed).toMatchObject({ id: providerId, serviceProviderTitle: 'Joshi Pandit Services' });
    // Approved: the listing moves into its new category, with its new text.
    expect((await moderate('approveListing', volunteer, providerId)).status).toBe(200);
    expect(await directoryIds(approvedIn)).toEqual([]);
    expect(await directoryIds(movedTo)).toEqual([providerId]);
  });

  it('two volunteers approving at once: one 200, one 409, one audit entry, one mail', async () => {
    const { providerId } = await pendingListing(owner, 'Raga Music Classes');
    const answers = await Promise.all([moderate('approveListing', volunteer, providerId), moderate('approveListing', other, providerId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: 'This listing was already approved.' });
    expect(await auditOf('listing.approve', providerId)).toHaveLength(1);
    expect((await mailsTo(owner.email)).filter((m) => m.text.includes('Raga Music Classes'))).toHaveLength(1);
  });

  it('an unknown listing is 404', async () => {
    expect((await moderate('approveListing', volunteer, 'no-such-listing-id')).status).toBe(404);
  });
});

describe('domains and categories', () => {
  it('add and rename show in the public directory; names are unique, whatever the case', async () => {
    const tag = Date.now().toString(36);
    const added = await call('addCategory', { token: volunteer.token, body: { categoryName: `Festivals ${tag}` } });
    expect(added.status).toBe(200);
    const categoryId = added.body.id as string;
    const domains = async () => ((await call('getAllCategories')).body.items as { id: string; categoryName: string }[]);
    expect((await domains()).find((c) => c.id === categoryId)?.categoryName).toBe(`Festivals ${tag}`);

    expect((await call('addCategory', { token: other.token, body: { categoryName: `FESTIVALS ${tag}` } })).status).toBe(409);
    const renamed = await call('renameCategory', { token: volunteer.token, params: { categoryId }, body: { categoryName: `Festivals and melas ${tag}` } });
    expect(renamed).toEqual({ status: 200, body: { id: categoryId, categoryName: `Festivals and melas ${tag}` } });
    expect((await domains()).find((c) => c.id === categoryId)?.categoryName).toBe(`Festivals and melas ${tag}`);

    const sub = await call('addSubCategory', { token: volunteer.token, params: { categoryId }, body: { subCategoryName: 'Diwali melas' } });
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({ categoryId, subCategoryName: 'Diwali melas' });
    expect((await call('addSubCategory', { token: other.token, params: { categoryId }, body: { subCategoryName: 'diwali MELAS' } })).status).toBe(409);
    const second = await call('addSubCategory', { token: volunteer.token, params: { categoryId }, body: { subCategoryName: 'Garba nights' } });
    expect((await call('renameSubCategory', { token: volunteer.token, params: { subCategoryId: second.body.id }, body: { subCategoryName: 'Diwali Melas' } })).status).toBe(409);
    expect((await call('renameSubCategory', { token: volunteer.token, params: { subCategoryId: second.body.id }, body: { subCategoryName: 'Garba and dandiya nights' } })).status).toBe(200);
    const subs = await call('getSubCategoriesForCategory', { params: { id: categoryId } });
    expect((subs.body.items as { subCategoryName: string }[]).map((s) => s.subCategoryName).sort()).toEqual(['Diwali melas', 'Garba and dandiya nights']);
  });

  it('an unknown domain or category is 404', async () => {
    expect((await call('addSubCategory', { token: volunteer.token, params: { categoryId: 'no-such-domain' }, body: { subCategoryName: 'Any' } })).status).toBe(404);
    expect((await call('renameSubCategory', { token: volunteer.token, params: { subCategoryId: 'no-such-category' }, body: { subCategoryName: 'Any' } })).status).toBe(404);
  });
});

describe('bad input and access', () => {
  it('refuses an empty reason and a too long name with field messages', async () => {
    const { providerId } = await pendingListing(secondOwner);
    const empty = await moderate('rejectListing', volunteer, providerId, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toEqual(['Please give a short reason']);
    const long = await call('addCategory', { token: volunteer.token, body: { categoryName: 'x'.repeat(61) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.categoryName).toEqual(['Domain name must be at most 60 characters']);
    expect((await getListing(providerId))?.status).toBe('pending');
  });

  it('a member gets 403 on every volunteer route and nothing changes', async () => {
    const { providerId, categoryId, subCategoryId } = await pendingListing(secondOwner, 'Member cannot approve');
    const params: Record<string, string> = {
      providerId, categoryId, subCategoryId, status: 'pending', volunteerId: volunteer.id, kind: 'listing.approve',
      // The console's other routes: any well-formed value, since the group check comes first.
      requestId: randomUUID(), candidateId: randomUUID(), reportId: randomUUID(), userId: volunteer.id, query: 'priya', state: 'open',
    };
    const bodies: Record<string, unknown> = {
      rejectListing: { reason: 'Because.' }, hideListing: { reason: 'Because.' }, addCategory: { categoryName: 'Member domain' },
      renameCategory: { categoryName: 'Member domain' }, addSubCategory: { subCategoryName: 'Member category' },
      renameSubCategory: { subCategoryName: 'Member category' }, issueReferralCode: { email: 'a@example.org' },
      declineReferralRequest: { reason: 'Because.' }, setCandidateEligibility: { ineligible: true, reason: 'Because.' },
      resolveReport: { action: 'dismiss', reason: 'Because.' }, markBranchIneligible: { reason: 'Because.' },
    };
    // Every volunteer route is tried with its path filled (an empty segment would answer 404, not 403).
    for (const route of routeList.filter((r) => r.auth === 'volunteer')) {
      for (const [, k] of route.path.matchAll(/\{(\w+)\}/g)) expect(params[k!], `${route.operation} {${k}}`).toBeDefined();
    }
    const before = await getListing(providerId);
    const trailBefore = (await call('getAuditTrail', { token: volunteer.token })).body.items;
    for (const route of routeList.filter((r) => r.auth === 'volunteer')) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
      const res = await request(route.method, path, { token: secondOwner.token, body: bodies[route.operation] });
      expect(res.status, route.operation).toBe(403);
    }
    expect(await getListing(providerId)).toEqual(before);
    expect((await call('getAuditTrail', { token: volunteer.token })).body.items).toEqual(trailBefore);
    expect(await directoryIds(subCategoryId)).toEqual([]);
  });
});
