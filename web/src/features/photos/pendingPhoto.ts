/**
 * A photo chosen on the new-profile form whose upload did not finish (it failed, or the member left
 * the page meanwhile), kept in memory (never stored) so the confirm page can name it and the upload
 * page preselects it: nothing the member chose is dropped silently. A reload forgets it.
 */
let pending: File | null = null;

export function setPendingPhoto(file: File | null): void {
  pending = file;
}

/** The chosen file without taking it (e.g. to name it on the confirm page). */
export function peekPendingPhoto(): File | null {
  return pending;
}

/** The chosen file, once: later calls answer null. */
export function takePendingPhoto(): File | null {
  const file = pending;
  pending = null;
  return file;
}
