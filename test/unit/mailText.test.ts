/** Member words in rishta's mails: one line, delimited; and the schemas' single-line rule. */
import { describe, expect, it } from 'vitest';
import { oneLine, quoted } from '#functions/lib/mail.js';
import { candidateFields } from '#shared/domain/candidate.js';
import { serviceProviderInput } from '#shared/domain/classified.js';
import { SINGLE_LINE } from '#shared/domain/user.js';
import { candidateBody } from '../sampleData.js';

const breakers = ['\n', '\r\n', '\t', '\u0000', '\u0085', '\u2028', '\u2029', '\u202E', '\u2066'];

describe('one line of member text', () => {
  it.each(breakers.map((b) => [JSON.stringify(b), b]))('%s never survives into a mail line', (_, b) => {
    const text = `Sanjay${b}${b}URGENT: verify at https://evil.example.net${b}`;
    expect(oneLine(text)).toBe('Sanjay URGENT: verify at https://evil.example.net');
    expect(quoted(text)).toBe('“Sanjay URGENT: verify at https://evil.example.net”');
    expect(SINGLE_LINE.test(text)).toBe(false);
  });

  it('leaves ordinary names, accents and scripts alone', () => {
    for (const name of ['Priya', "D'Souza", 'Zoë Müller-Ålund', 'प्रिया', 'ਪ੍ਰੀਆ']) {
      expect(oneLine(name)).toBe(name);
      expect(SINGLE_LINE.test(name)).toBe(true);
    }
  });

  it('every single-line candidate and listing field refuses them with a field message', () => {
    const candidate = candidateFields.safeParse(candidateBody({ firstName: 'A\u2028B', lastName: 'C\u202ED', city: 'E\nF', employerName: 'G\tH', contactPersonName: 'I\u0085J' }));
    const errors = Object.fromEntries((candidate.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(errors).toMatchObject({
      firstName: 'First Name must not contain line breaks or control characters',
      lastName: 'Last Name must not contain line breaks or control characters',
      city: 'City must not contain line breaks or control characters',
      employerName: 'Employer name must not contain line breaks or control characters',
      contactPersonName: 'Contact person name must not contain line breaks or control characters',
    });
    const listing = serviceProviderInput.safeParse({
      subCategoryId: 'sub-000001', serviceProviderTitle: 'Verify\nnow', serviceProviderSubTitle: 'a\u2029b', serviceProviderDescription: 'Line one\nLine two is fine here.',
      serviceProviderContactName: 'Raj\rKapoor', serviceProviderPhoneCountryCode: '+1', serviceProviderPhone: '4165550199', serviceProviderEmail: 'a@example.org',
    });
    expect((listing.error?.issues ?? []).map((i) => i.path.join('.')).sort()).toEqual(['serviceProviderContactName', 'serviceProviderSubTitle', 'serviceProviderTitle']);
  });
});
