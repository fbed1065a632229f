/**
 * The photo chosen on the new-profile form, kept in memory (never stored) until the upload page
 * takes it: /new hands it over, uploadphotos preselects it. A reload forgets it.
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
