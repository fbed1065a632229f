/**
 * A save refused because another member of the family saved the profile meanwhile (409): the page
 * shows the newer version (the route's loader reads it again) with the server's kind message, and
 * lists what this member had typed that differs from it, so they can make their change again and
 * nothing they typed is lost silently.
 */
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { formLabelOf, type ProfileField } from '#shared/domain/profileFields.js';
import { api, isApiError } from '#web/lib/api/client';
import type { FormResult } from '#web/lib/api/failure';

export interface TypedValue {
  label: string;
  value: string;
}
export type EditResult = FormResult & { typed?: TypedValue[] };

/** The profile's edit version as the page loaded it: a hidden field, so the draft never keeps it. */
export function EditVersionField({ initial }: { initial: Partial<CandidateProfileView> }) {
  return initial.editVersion === undefined ? null : <input type="hidden" name="editVersion" value={initial.editVersion} />;
}

/** The loaded edit version the save sends back (none from a form without it: nothing is checked). */
export function editVersionOf(form: FormData): { editVersion?: number } {
  const raw = form.get('editVersion');
  const n = typeof raw === 'string' && raw !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) ? { editVersion: n } : {};
}

const shown = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'boolean' ? (v ? 'on' : '') : String(v));

/** The 409's answer for the page, or undefined for any other failure. */
export async function editConflict(
  e: unknown, form: FormData, candidateId: string, fields: readonly ProfileField[], request: Request,
): Promise<EditResult | undefined> {
  if (!isApiError(e) || e.status !== 409) return undefined;
  const newer = await api('getCandidateProfile', { params: { candidateId }, request }).catch(() => undefined);
  const stored = (newer ?? {}) as Record<string, unknown>;
  const typed = fields.flatMap((f) => {
    const value = form.get(f.key);
    if (typeof value !== 'string' || value === shown(stored[f.key])) return [];
    return [{ label: formLabelOf(f.key), value: f.input === 'checkbox' ? (value === 'on' ? 'Yes' : 'No') : value || '(left empty)' }];
  });
  return { message: e.message, typed };
}

/** What the member typed that the newer version does not have, to make the change again. */
export function TypedValues({ typed }: { typed: readonly TypedValue[] | undefined }) {
  if (!typed?.length) return null;
  return (
    <div className="cand-typed" role="status">
      <p>What you typed, not saved yet (the form below now shows the newer version):</p>
      <ul>
        {typed.map((t) => (
          <li key={t.label}>
            <strong>{t.label}:</strong> {t.value}
          </li>
        ))}
      </ul>
    </div>
  );
}
