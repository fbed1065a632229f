/**
 * 'Share biodata': the biodata as a PDF made in the browser, handed to the phone's share sheet
 * (WhatsApp, mail, …) where the browser can share files, else saved as a download (a computer).
 * The PDF code (jsPDF) loads on the click, not with the page.
 */
import { useState } from 'react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { biodataTexts } from '#shared/texts.js';
import { Button, buttonLook, type ButtonVariant } from '#web/components/plainControls';

type Outcome = { kind: 'done' | 'error'; text: string } | null;

/** Saves `file` through a download link (the browser's own download). */
function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL when the download starts, after this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands `file` to the share sheet: true when shared (or the family closed the sheet), false when the browser cannot. */
async function shareSheet(file: File, title: string): Promise<boolean> {
  if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [file] })) return false;
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch (e) {
    // Closing the sheet is the family's choice; any other refusal (the click too long ago) falls back to a download.
    return e instanceof DOMException && e.name === 'AbortError';
  }
}

export function ShareBiodataButton({ profile, variant = 'primary' }: { profile: CandidateProfileView; variant?: ButtonVariant }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const share = async () => {
    // Kept enabled while busy (a disabled button would drop the focus): a second press waits for the first.
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { biodataPdf, biodataFileName, readPhoto } = await import('#web/features/biodata/lib/biodataPdf');
      const pdf = await biodataPdf(profile, await readPhoto(profile.photos[0]?.fileURL));
      const file = new File([pdf], biodataFileName(profile), { type: 'application/pdf' });
      if (await shareSheet(file, `Biodata of ${profile.firstName}`)) {
        setOutcome({ kind: 'done', text: biodataTexts.pdfShared });
      } else {
        download(file);
        setOutcome({ kind: 'done', text: biodataTexts.pdfDownloaded(file.name) });
      }
    } catch {
      setOutcome({ kind: 'error', text: biodataTexts.pdfFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button {...buttonLook(variant)} onClick={() => void share()} aria-busy={busy || undefined}>
        {busy ? biodataTexts.makingPdf : biodataTexts.shareBiodata}
      </Button>
      <p role={outcome?.kind === 'error' ? 'alert' : 'status'} className={outcome?.kind === 'error' ? 'share-message share-message--error' : 'share-message'}>
        {outcome?.text}
      </p>
    </>
  );
}
