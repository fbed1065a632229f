import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { photoFileProblems, photoTexts } from '#shared/domain/candidate.js';
import { api, isApiError } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { planPhoto } from './phonePhoto';
import { NotAnImageError, PhotoTooLargeError, reencodePhoto, type ReencodedPhoto } from './reencode';
import { uploadWithProgress } from './uploadWithProgress';

interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

/**
 * The original and its copies, each to its own presigned form, at once; the progress is of all
 * their bytes together (the copies are a few percent of the original).
 */
async function uploadPhotoFiles(
  ticket: PresignedForm & { copies: { thumb: PresignedForm; view: PresignedForm } },
  photo: ReencodedPhoto,
  fileName: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  const parts = [
    { form: ticket, blob: photo.original, name: fileName },
    { form: ticket.copies.thumb, blob: photo.thumb, name: 'thumb.jpg' },
    { form: ticket.copies.view, blob: photo.view, name: 'view.jpg' },
  ];
  const total = parts.reduce((n, p) => n + p.blob.size, 0);
  const sent = parts.map(() => 0);
  await Promise.all(parts.map((p, i) => uploadWithProgress(p.form.url, p.form.fields, p.blob, p.name, (percent) => {
    sent[i] = (percent / 100) * p.blob.size;
    onProgress(Math.min(100, Math.floor((sent.reduce((a, b) => a + b, 0) / total) * 100)));
  }, signal)));
}

export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'confirming';

/** What went wrong: the spec's failure text, and the reasons (the server's or the browser's). */
export interface UploadFailure {
  message: string;
  reasons: string[];
}

class RefusedPhoto extends Error {
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons.join(' '));
    this.reasons = reasons;
  }
}

const GENERIC_422 = 'Please correct the highlighted fields.';

function failureOf(e: unknown): UploadFailure {
  if (e instanceof RefusedPhoto) return { message: photoTexts.failed, reasons: e.reasons };
  if (isApiError(e) && e.status < 500) {
    const reasons = [...Object.values(e.errors ?? {}).flat(), e.message].filter((m) => m && m !== GENERIC_422 && m !== photoTexts.failed);
    return { message: photoTexts.failed, reasons: [...new Set(reasons)] };
  }
  console.error(e);
  return { message: photoTexts.failed, reasons: [] };
}

export const LEAVE_WHILE_SENDING = 'The photo is still being uploaded. Leave this page and stop the upload?';

/**
 * While a photo goes up, leaving the page (Back, a link, a reload, closing the tab) would stop it
 * and lose the photo without a word: the member is asked first. The upload's own move on, once the
 * server has the photo, is not asked about (`current` is false by then).
 */
function useKeptWhileSending() {
  const sending = useRef(false);
  const blocker = useBlocker(() => sending.current);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WHILE_SENDING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (sending.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return sending;
}

export interface UploadHandlers {
  /** The server kept the photo: refresh the session (the first photo sets the photo flag) and move on. */
  onDone: () => Promise<void> | void;
  /** The photo was refused or the upload failed (the hook's `failure` holds the same). */
  onFailed?: (failure: UploadFailure) => Promise<void> | void;
}

/**
 * The upload: re-encode in the browser (no metadata leaves the device), under 5 MB and under a
 * short name (phonePhoto.ts), with the photo's thumbnail and view copy, ask for presigned POSTs, send the three files with real progress events, let the
 * server check and keep them, then call `onDone` (or `onFailed`). Used by the upload page and by
 * the new-profile form's submit.
 */
export function usePhotoUpload(candidateId: string, { onDone, onFailed }: UploadHandlers) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const sending = useKeptWhileSending();

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const plan = planPhoto(file);
      if (!plan.ok) {
        const refused = { message: photoTexts.failed, reasons: [plan.problem] };
        setFailure(refused);
        await onFailed?.(refused);
        return;
      }
      controller.current?.abort();
      const aborter = new AbortController();
      controller.current = aborter;
      const { signal } = aborter;
      const { name: fileName, type: contentType } = plan;
      setFailure(null);
      setPercent(0);
      setPhase('preparing');
      sending.current = true;
      try {
        let photo: ReencodedPhoto;
        try {
          photo = await reencodePhoto(file, contentType);
        } catch (e) {
          if (e instanceof NotAnImageError) throw new RefusedPhoto([photoTexts.unreadable]);
          throw e instanceof PhotoTooLargeError ? new RefusedPhoto([photoTexts.fileSize]) : e;
        }
        // What is sent, checked with the server's own rule before asking it.
        const problems = photoFileProblems({ name: fileName, size: photo.original.size });
        if (problems.length > 0) throw new RefusedPhoto(problems);

        const ticket = await api('requestPhotoUpload', {
          params: { candidateId },
          body: { fileName, contentType, size: photo.original.size },
          signal,
        });
        setPhase('uploading');
        await uploadPhotoFiles(ticket, photo, fileName, setPercent, signal);
        setPhase('confirming');
        await api('confirmPhotoUpload', {
          params: { candidateId, photoId: ticket.photoId },
          body: { fileName },
          signal,
        });
        sending.current = false;
        await onDone();
      } catch (e) {
        sending.current = false;
        if (signal.aborted) return;
        if (e instanceof Response) {
          // The client's redirect to sign-in (the session ended).
          void navigate(e.headers.get('Location') ?? paths.signIn);
          return;
        }
        const failed = failureOf(e);
        setFailure(failed);
        setPhase('idle');
        await onFailed?.(failed);
      }
    },
    [candidateId, navigate, onDone, onFailed],
  );

  // Another file chosen: the last one's failure no longer speaks of what is on screen.
  const clearFailure = useCallback(() => setFailure(null), []);

  return { phase, percent, failure, upload, clearFailure, busy: phase !== 'idle' };
}
