/**
 * The audit trail: every volunteer action is written once (who, what, which item, when,
 * why), listed newest first, by volunteer and by kind, and no route can change or remove it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/domain/audit.js';
import { routeList } from '#shared/api/routes/index.js';
import { now } from '#functions/lib/ids.js';
import { getUser } from '#functions/members/entities/users.js';
import { authenticate } from '#functions/http/auth.js';
import { recordAudit } from '#functions/members/audit.js';
import { call, newMember, type Member } from './helpers.js';
import { moderate, newVolunteer, pendingListing } from './moderationHelpers.js';

let volunteer: Member;
let owner: Member;
const tag = Date.now().toString(36);
let providerA: string;
let providerB: string;
let categoryId: string;

beforeAll(async () => {
  [volunteer, owner] = await Promise.all([newVolunteer(), newMember()]);
  providerA = (await pendingListing(owner, `Audit caterers ${tag}`)).providerId;
  providerB = (await pendingListing(owner, `Audit priests ${tag}`)).providerId;
  // Five actions, one after another.
  expect((await moderate('approveListing', volunteer, providerA)).status).toBe(200);
  expect((await moderate('rejectListing', volunteer, providerB, 'Not a service.')).status).toBe(200);
  categoryId = (await call('addCategory', { token: volunteer.token, body: { categoryName: `Audit domain ${tag}` } })).body.id;
  expect((await call('renameCategory', { token: volunteer.token, params: { categoryId }, body: { categoryName: `Audit domain renamed ${tag}` } })).status).toBe(200);
  expect((await moderate('hideListing', volunteer, providerA, 'Closed for good.')).status).toBe(200);
});

const page = async (op: 'getAuditTrail' | 'getAuditTrailOfVolunteer' | 'getAuditTrailOfKind', params?: Record<string, string>) => {
  const res = await call(op, { token: volunteer.token, params });
  expect(res.status).toBe(200);
  return res.body.items as AuditEntry[];
};
const summary = (e: AuditEntry) => [e.kind, e.itemLabel, e.reason];
const isNewestFirst = (items: AuditEntry[]) => items.every((e, i) => i === 0 || items[i - 1]!.createdDate >= e.createdDate);

describe('the audit trail', () => {
  it('lists every action newest first with who, what, which item, when and why', async () => {
    const mine = (await page('getAuditTrail')).filter((e) => e.volunteerId === volunteer.id);
    expect(mine.map(summary)).toEqual([
      ['listing.hide', `Audit caterers ${tag}`, 'Closed for good.'],
      ['category.rename', `Audit domain renamed ${tag}`, `Was: Audit domain ${tag}`],
      ['category.add', `Audit domain ${tag}`, undefined],
      ['listing.reject', `Audit priests ${tag}`, 'Not a service.'],
      ['listing.approve', `Audit caterers ${tag}`, undefined],
    ]);
    for (const e of mine) {
      expect(e.volunteerEmail).toBe(volunteer.email);
      expect(Date.parse(e.createdDate)).toBeGreaterThan(Date.now() - 120_000);
    }
    expect(mine.map((e) => e.itemId)).toEqual([providerA, categoryId, categoryId, providerB, providerA]);
    expect(isNewestFirst(await page('getAuditTrail'))).toBe(true);
  });

  it('filters by volunteer and by kind', async () => {
    const byVolunteer = await page('getAuditTrailOfVolunteer', { volunteerId: volunteer.id });
    expect(byVolunteer.map((e) => e.kind)).toEqual(['listing.hide', 'category.rename', 'category.add', 'listing.reject', 'listing.approve']);
    const someoneElse = await newVolunteer();
    expect(await page('getAuditTrailOfVolunteer', { volunteerId: someoneElse.id })).toEqual([]);

    const approvals = await page('getAuditTrailOfKind', { kind: 'listing.approve' });
    expect(approvals.every((e) => e.kind === 'listing.approve')).toBe(true);
    expect(isNewestFirst(approvals)).toBe(true);
    expect(approvals.filter((e) => e.itemId === providerA)).toHaveLength(1);
  });

  it('writes a change once: recording the same change again adds nothing', async () => {
    const caller = await authenticate(`Bearer ${volunteer.token}`);
    const action = { kind: 'eligibility.set', itemType: 'candidate', itemId: `cand-${tag}`, itemLabel: 'A profile', reason: 'Fake', at: now() } as const;
    expect(await recordAudit(caller, action)).toBe(true);
    expect(await recordAudit(caller, action)).toBe(false);
    const entries = (await page('getAuditTrailOfKind', { kind: 'eligibility.set' })).filter((e) => e.itemId === `cand-${tag}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.volunteerEmail).toBe((await getUser(volunteer.id))!.userEmail);
  });

  it('has no route that changes or removes an entry', () => {
    const auditRoutes = routeList.filter((r) => r.path.includes('/auditTrail'));
    expect(auditRoutes.map((r) => r.operation).sort()).toEqual(['getAuditTrail', 'getAuditTrailOfKind', 'getAuditTrailOfVolunteer']);
    expect(auditRoutes.every((r) => r.method === 'GET' && r.auth === 'volunteer')).toBe(true);
  });

  it('refuses members and an unknown kind', async () => {
    expect((await call('getAuditTrail', { token: owner.token })).status).toBe(403);
    expect((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind: 'listing.delete' } })).status).toBe(422);
  });
});
