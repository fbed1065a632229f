/**
 * The candidate form's draft: what the family typed, kept in this browser as they go, so a reload,
 * or a switch to another app that makes the phone drop the page, loses nothing. One draft per
 * account and profile (a new profile, or the one being edited); removed after a successful save or
 * when the family discards it, and forgotten after DRAFT_DAYS.
 *
 * A draft holds only the fields the member changed, with the profile's edit version they were typed
 * over: restored onto the profile as it is now, it fills in what this member typed and leaves what
 * another member of the family saved meanwhile (a whole copy of the form would silently put back
 * the older values of every other field).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The field values as the form holds them (a checkbox: 'on' or ''). */
export type DraftValues = Record<string, string>;

const PREFIX = 'rishta.candidateDraft.';
const DRAFT_DAYS = 30;
/** Typing saves once it pauses this long; leaving the page saves at once. */
const SAVE_PAUSE_MS = 400;

export const draftKey = (accountId: string, profileId: string | undefined) => `${PREFIX}${accountId}.${profileId ?? 'new'}`;

/** A kept draft: the changed fields, and the edit version of the profile they were typed over (none for a new profile). */
export interface Draft {
  values: DraftValues;
  baseVersion?: number;
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; values?: unknown; baseVersion?: unknown };
    const fresh = typeof parsed.savedAt === 'number' && Date.now() - parsed.savedAt < DRAFT_DAYS * 86_400_000;
    if (!fresh || typeof parsed.values !== 'object' || parsed.values === null) {
      localStorage.removeItem(key);
      return null;
    }
    const values = Object.fromEntries(Object.entries(parsed.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { values, ...(typeof parsed.baseVersion === 'number' && { baseVersion: parsed.baseVersion }) };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be off (private browsing): there is no draft to clear.
  }
}

function writeDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), ...draft }));
  } catch {
    // Storage full or off: the form works as before, without a draft.
  }
}

/** Every named field of the form as it is now; a chosen file cannot be kept and is left out. */
export function formValues(form: HTMLFormElement): DraftValues {
  const values: DraftValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.type === 'file' || element.type === 'hidden') continue;
    values[element.name] = element instanceof HTMLInputElement && element.type === 'checkbox' ? (element.checked ? 'on' : '') : element.value;
  }
  return values;
}

/** The fields whose values differ from `before` (every field when there is no `before`). */
const changedFrom = (before: DraftValues | null, now: DraftValues): DraftValues =>
  before ? Object.fromEntries(Object.entries(now).filter(([name, value]) => before[name] !== value)) : now;

/**
 * The draft of one form: `restored` is the draft found when the form opened (its values go into the
 * fields), `onEdit` keeps the changed fields after each change, `onSubmit` keeps them as sent (the
 * route's action clears them once saved), `discard` forgets them. `baseVersion`: the edit version of
 * the profile the form shows.
 */
export function useFormDraft(key: string, baseVersion?: number) {
  const [restored, setRestored] = useState<Draft | null>(() => readDraft(key));
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edited = useRef(false);
  // The form as last edited: still readable when the page has already taken it out (unmount).
  const editedForm = useRef<HTMLFormElement | null>(null);
  // The fields as the form opened (a restored draft filled in): what the member changes is told from them.
  const opened = useRef<DraftValues | null>(null);
  useEffect(() => {
    opened.current = form.current ? formValues(form.current) : null;
  }, [restored]);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    const element = form.current ?? editedForm.current;
    if (!edited.current || !element) return;
    // A restored draft's changes stay changes, with the version they were typed over.
    const values = { ...restored?.values, ...changedFrom(opened.current, formValues(element)) };
    const version = restored ? restored.baseVersion : baseVersion;
    writeDraft(key, { values, ...(version !== undefined && { baseVersion: version }) });
  }, [key, restored, baseVersion]);

  // Saved after React has redrawn: a field that another one clears (the state of a new country) is read cleared.
  const onEdit = useCallback(() => {
    edited.current = true;
    editedForm.current = form.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, SAVE_PAUSE_MS);
  }, [saveNow]);

  useEffect(() => {
    // A phone may end a page in the background without warning: save when it is hidden.
    const onHide = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', saveNow);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', saveNow);
      // Leaving the form within the app (Back, a link): what was typed last is kept too.
      saveNow();
    };
  }, [saveNow]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    edited.current = false;
    clearDraft(key);
    setRestored(null);
  }, [key]);

  const onSubmit = useCallback(() => {
    saveNow();
    edited.current = false;
  }, [saveNow]);

  return { form, restored, onEdit, onSubmit, discard };
}
