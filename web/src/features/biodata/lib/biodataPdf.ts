/**
 * The biodata as a PDF file, made in the browser with jsPDF: the same summary, sections and rows as
 * the page (biodataContent.ts) and the first photo where it could be read. jsPDF is imported here
 * only, and this module only on the click that shares (ShareBiodataButton), so no page pays for it.
 * jsPDF's built-in Helvetica covers Latin text (WinAnsi); that is what the profile form takes.
 */
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { biodataParts, summaryOf } from './biodataContent';

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const TERM_WIDTH = 150;
const BRAND: [number, number, number] = [138, 21, 56];
const INK: [number, number, number] = [31, 31, 36];
const MUTED: [number, number, number] = [85, 85, 95];
const PHOTO = { width: 96, height: 120 };

/** A photo ready for the PDF: a data: URL of a JPEG or PNG. */
export type PdfPhoto = { dataUrl: string; format: 'JPEG' | 'PNG' };

/** The file's name: the candidate's first name, kept to letters, digits and dashes. */
export const biodataFileName = (p: Pick<CandidateProfileView, 'firstName'>) =>
  `${p.firstName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'candidate'}-biodata.pdf`;

/** Reads the first photo for the PDF; undefined when it cannot be read (the PDF is made without it). */
export async function readPhoto(url: string | undefined): Promise<PdfPhoto | undefined> {
  if (!url) return undefined;
  try {
    const res = await fetch(url);
    if (!res.ok) return undefined;
    const blob = await res.blob();
    const format = blob.type === 'image/png' ? 'PNG' : blob.type === 'image/jpeg' ? 'JPEG' : undefined;
    if (!format) return undefined;
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    return { dataUrl, format };
  } catch {
    return undefined;
  }
}

/** The smallest the type is made to keep the biodata on one page; a longer one goes on to a second. */
const MIN_SCALE = 0.72;

type Doc = InstanceType<(typeof import('jspdf'))['jsPDF']>;

/**
 * Lays the biodata out at `scale` (type sizes and spacing) and answers where it ends. `draw` false
 * only measures, on one endless page; drawn, a part that no longer fits starts a new page.
 */
function layOut(doc: Doc, p: CandidateProfileView, photo: PdfPhoto | undefined, scale: number, draw: boolean): number {
  const s = (n: number) => n * scale;
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.margin;

  const textWidth = photo ? right - left - PHOTO.width - 16 : right - left;
  doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(...BRAND);
  if (draw) doc.text('BIODATA', left, y + 10);
  doc.setFontSize(s(24)).setTextColor(...INK);
  if (draw) doc.text(doc.splitTextToSize(p.firstName, textWidth) as string[], left, y + s(38));
  doc.setFont('helvetica', 'normal').setFontSize(s(12)).setTextColor(...MUTED);
  const summary = doc.splitTextToSize(summaryOf(p), textWidth) as string[];
  if (draw) doc.text(summary, left, y + s(60));
  let headBottom = y + s(60) + summary.length * s(15);
  if (photo) {
    try {
      if (draw) doc.addImage(photo.dataUrl, photo.format, right - PHOTO.width, y, PHOTO.width, PHOTO.height);
      headBottom = Math.max(headBottom, y + PHOTO.height + 6);
    } catch {
      // A photo jsPDF cannot read leaves the biodata without it, as the page would show none.
    }
  }
  y = headBottom;
  if (draw) doc.setDrawColor(...BRAND).setLineWidth(1.5).line(left, y, right, y);
  y += s(22);

  const room = (needed: number) => {
    if (!draw || y + needed <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin + 12;
  };
  for (const part of biodataParts(p)) {
    room(s(44));
    doc.setFont('helvetica', 'bold').setFontSize(s(13)).setTextColor(...BRAND);
    if (draw) {
      doc.text(part.heading, left, y);
      doc.setDrawColor(214, 211, 218).setLineWidth(0.5).line(left, y + s(5), right, y + s(5));
    }
    y += s(22);
    doc.setFontSize(s(11)).setTextColor(...INK);
    for (const { term, value } of part.rows) {
      const termLines = doc.setFont('helvetica', 'bold').splitTextToSize(term, TERM_WIDTH - 10) as string[];
      const valueLines = doc.setFont('helvetica', 'normal').splitTextToSize(value, right - left - TERM_WIDTH) as string[];
      const height = Math.max(termLines.length, valueLines.length) * s(14);
      room(height);
      if (draw) {
        doc.setFont('helvetica', 'bold').text(termLines, left, y);
        doc.setFont('helvetica', 'normal').text(valueLines, left + TERM_WIDTH, y);
      }
      y += height + s(3);
    }
    y += s(10);
  }
  return y;
}

/**
 * The biodata's PDF (A4), as a Blob of type application/pdf: on one page, as families hand a
 * biodata on, its type made smaller as far as MIN_SCALE when the profile is long.
 */
export async function biodataPdf(p: CandidateProfileView, photo?: PdfPhoto): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: `Biodata of ${p.firstName}`, creator: 'rishta' });
  // The largest type, in steps of 4 %, that ends on the first page (measured: the photo and the
  // heading keep their size, and smaller type wraps into fewer lines).
  let scale = 1;
  while (scale > MIN_SCALE && layOut(doc, p, photo, scale, false) > PAGE.height - PAGE.margin) scale = Math.max(MIN_SCALE, scale - 0.04);
  layOut(doc, p, photo, scale, true);
  return doc.output('blob');
}
