/**
 * The volunteers' audit trail: every volunteer action is recorded once, by the service that made
 * the change and only after the change happened, and read newest first. Nothing here (or in the
 * repository) updates or deletes an entry.
 */
import type { AuditEntry, AuditKind } from '#shared/domain/audit.js';
import type { Caller } from '../lib/caller.js';
import { now, stableId } from '../lib/ids.js';
import { listAuditOfKind, listAuditOfVolunteer, listAuditTrail, putAuditEntry } from './entities/audit.js';

export interface AuditAction {
  kind: AuditKind;
  /** What the action was on: 'listing', 'category', 'subCategory', … */
  itemType: string;
  itemId: string;
  /** A few words naming the item for people (a listing's title, a category's name). */
  itemLabel: string;
  reason?: string;
  /**
   * When the change happened (ISO time), as stored on the item it changed where it is (a
   * listing's `moderatedAt`). The entry's id and date come from it and `transition`, so recording
   * the same change again — a retried request, a repair after a crash — finds the entry already
   * written and adds nothing.
   */
  at: string;
  /** Names the change further when needed (a rename: its old and new names). */
  transition?: string;
}

/** Records one volunteer action; true when this call wrote it (false: it was recorded already). */
export async function recordAudit(volunteer: Caller, action: AuditAction): Promise<boolean> {
  const { kind, itemType, itemId, itemLabel, reason, at, transition = '' } = action;
  const entry: AuditEntry = {
    id: stableId('audit', kind, itemType, itemId, at, transition),
    volunteerId: volunteer.userId,
    // The address the volunteer had at the time: the trail keeps it even if the account changes.
    volunteerEmail: volunteer.user.userEmail,
    kind, itemType, itemId, itemLabel,
    ...(reason ? { reason } : {}),
    createdDate: at,
  };
  return putAuditEntry(entry);
}

/** The newest 100 entries of the whole trail. */
export async function auditTrail(): Promise<{ items: AuditEntry[] }> {
  return { items: await listAuditTrail(now()) };
}

/** The newest 100 actions of one volunteer. */
export async function auditTrailOfVolunteer(volunteerId: string): Promise<{ items: AuditEntry[] }> {
  return { items: await listAuditOfVolunteer(volunteerId) };
}

/** The newest 100 actions of one kind. */
export async function auditTrailOfKind(kind: AuditKind): Promise<{ items: AuditEntry[] }> {
  return { items: await listAuditOfKind(kind) };
}
