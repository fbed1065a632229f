/**
 * 'Share biodata': the PDF is made in the browser from the same view as the page (its bytes a PDF
 * carrying the candidate's name and the rows the viewer may see), handed to the share sheet where
 * the browser can share files, and saved as a download where it cannot.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { biodataTexts } from '#shared/texts.js';
import { biodataRoutes } from '#web/features/biodata/routes';
import { biodataFileName, biodataPdf } from '#web/features/biodata/lib/biodataPdf';
import { candidateBody } from '../../sampleData.js';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const { candidateContactDetailsVisibilityFlag: _, religion: __, ...details } = candidateBody();
const view = candidateProfileView.parse({
  ...details, id: 'cand-0042', firstName: 'Neha', age: 30, height: `5'4"`, contactDetailsMasked: false, ownProfile: false, connected: true,
  fatherName: 'Ramesh Sharma', birthTime: '06:45', photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
});
const profilePath = '/api/profilemgmt/getProfileDetails/cand-0042';

const text = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

beforeAll(async () => {
  await import('#web/features/biodata/pages/printBiodata');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the biodata's PDF", () => {
  it("is a PDF with the candidate's name and the rows of the view", async () => {
    const pdf = await biodataPdf(view);
    expect(pdf.type).toBe('application/pdf');
    const bytes = await text(pdf);
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain('(Neha)');
    expect(bytes).toContain('(Ramesh Sharma)');
    expect(bytes).toContain('(Family Details)');
    // Religion is in no one else's view, so in no one else's file.
    expect(bytes).not.toContain('Jainism');
  }, 30_000);

  it('keeps a full profile, long texts included, on one page (its type made smaller)', async () => {
    const long = 'We are a close family of teachers and doctors who love music, food and travel. '.repeat(6);
    const full = candidateProfileView.parse({ ...view, aboutFamily: long, aboutMe: long, hobbies: long.slice(0, 300) });
    const bytes = await text(await biodataPdf(full));
    const pages = bytes.match(/\/Type \/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    expect(bytes).toContain('(Family Details)');
  }, 30_000);

  it('is named after the candidate, in letters a file name keeps', () => {
    expect(biodataFileName({ firstName: 'Neha' })).toBe('Neha-biodata.pdf');
    expect(biodataFileName({ firstName: "Zoë Anne-Marie O'Neil" })).toBe('Zoe-Anne-Marie-O-Neil-biodata.pdf');
  });
});

describe('Share biodata', () => {
  it("hands the PDF to the phone's share sheet", async () => {
    signedIn();
    answer('GET', profilePath, view);
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    // A phone's browser: it can share files.
    Object.defineProperties(navigator, {
      canShare: { value: (data: ShareData) => Boolean(data.files?.length), configurable: true },
      share: { value: share, configurable: true },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    });
    const { user } = renderRoutes(biodataRoutes, '/biodata/cand-0042');

    await user.click(await screen.findByRole('button', { name: biodataTexts.shareBiodata }));
    expect(await screen.findByText(biodataTexts.pdfShared)).toBeTruthy();
    expect(share).toHaveBeenCalledOnce();
    const [file] = share.mock.calls[0]![0].files!;
    expect(file!.name).toBe('Neha-biodata.pdf');
    expect(file!.type).toBe('application/pdf');
    expect((await text(file!)).startsWith('%PDF-')).toBe(true);
  }, 30_000);

  it('downloads the PDF where the browser cannot share files (a computer)', async () => {
    signedIn();
    answer('GET', profilePath, view);
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:biodata');
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const { user } = renderRoutes(biodataRoutes, '/biodata/cand-0042');

    await user.click(await screen.findByRole('button', { name: biodataTexts.shareBiodata }));
    expect(await screen.findByText(biodataTexts.pdfDownloaded('Neha-biodata.pdf'))).toBeTruthy();
    expect(clicked).toEqual([{ href: 'blob:biodata', download: 'Neha-biodata.pdf' }]);
    const file = made.mock.calls[0]![0] as File;
    expect((await text(file)).startsWith('%PDF-')).toBe(true);
  }, 30_000);
});
