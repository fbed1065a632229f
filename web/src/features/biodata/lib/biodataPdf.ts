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

/** The biodata's PDF (A4), as a Blob of type application/pdf. */
export async function biodataPdf(p: CandidateProfileView, photo?: PdfPhoto): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: `Biodata of ${p.firstName}`, creator: 'rishta' });
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.margin;

  const textWidth = photo ? right - left - PHOTO.width - 16 : right - left;
  doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(...BRAND);
  doc.text('BIODATA', left, y + 10);
  doc.setFontSize(24).setTextColor(...INK);
  doc.text(doc.splitTextToSize(p.firstName, textWidth) as string[], left, y + 38);
  doc.setFont('helvetica', 'normal').setFontSize(12).setTextColor(...MUTED);
  const summary = doc.splitTextToSize(summaryOf(p), textWidth) as string[];
  doc.text(summary, left, y + 60);
  let headBottom = y + 60 + summary.length * 15;
  if (photo) {
    try {
      doc.addImage(photo.dataUrl, photo.format, right - PHOTO.width, y, PHOTO.width, PHOTO.height);
      headBottom = Math.max(headBottom, y + PHOTO.height + 6);
    } catch {
      // A photo jsPDF cannot read leaves the biodata without it, as the page would show none.
    }
  }
  y = headBottom;
  doc.setDrawColor(...BRAND).setLineWidth(1.5).line(left, y, right, y);
  y += 22;

  const room = (needed: number) => {
    if (y + needed <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin + 12;
  };
  for (const part of biodataParts(p)) {
    room(44);
    doc.setFont('helvetica', 'bold').setFontSize(13).setTextColor(...BRAND);
    doc.text(part.heading, left, y);
    doc.setDrawColor(214, 211, 218).setLineWidth(0.5).line(left, y + 5, right, y + 5);
    y += 22;
    doc.setFontSize(11).setTextColor(...INK);
    for (const { term, value } of part.rows) {
      const termLines = doc.setFont('helvetica', 'bold').splitTextToSize(term, TERM_WIDTH - 10) as string[];
      const valueLines = doc.setFont('helvetica', 'normal').splitTextToSize(value, right - left - TERM_WIDTH) as string[];
      const height = Math.max(termLines.length, valueLines.length) * 14;
      room(height);
      doc.setFont('helvetica', 'bold').text(termLines, left, y);
      doc.setFont('helvetica', 'normal').text(valueLines, left + TERM_WIDTH, y);
      y += height + 3;
    }
    y += 10;
  }
  return doc.output('blob');
}
