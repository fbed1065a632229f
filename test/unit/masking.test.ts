import { describe, expect, it, vi } from 'vitest';
import { maskEmail, maskName, maskPartly, maskPhone } from '#shared/domain/masking.js';

const graphemes = (s: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)).length;

describe('maskName', () => {
  it.each([
    ['', ''],
    ['A', '*'],
    ['Li', '**'],
    ['Ram', 'R*m'],
    ['Jain', 'J**n'],
    ['Patel', 'P***l'],
    ['Srinivasan', 'S********n'],
  ])('%j → %j', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });

  it('trims surrounding whitespace before masking', () => {
    expect(maskName('  Patel  ')).toBe('P***l');
    expect(maskName('\tLi\n')).toBe('**');
    expect(maskName('   ')).toBe('');
  });

  it('masks a multi-word name as one string, spaces included', () => {
    expect(maskName('De Souza')).toBe('D******a');
    expect(maskName('Van der Berg')).toBe('V**********g');
  });

  it('treats null and undefined as empty', () => {
    expect(maskName(undefined)).toBe('');
    expect(maskName(null)).toBe('');
  });

  it('counts unicode characters, not bytes or UTF-16 units', () => {
    expect(maskName('Ñandú')).toBe('Ñ***ú');
    // Decomposed form: N + combining tilde, u + combining acute — still 5 characters, accents kept with their letter.
    const nfd = 'Ñandú'.normalize('NFD');
    expect(nfd.length).toBe(7);
    expect(maskName(nfd)).toBe(`${'Ñ'.normalize('NFD')}***${'ú'.normalize('NFD')}`);
    expect(maskName('Ñá')).toBe('**');
    expect(maskName('Zoë')).toBe('Z*ë');
    expect(maskName('𝒜bc𝒵')).toBe('𝒜**𝒵');
    expect(maskName('😀😀')).toBe('**');
    expect(maskName('李小龍')).toBe('李*龍');
  });

  it('never returns a maskable input unchanged and keeps the trimmed length', () => {
    for (const s of ['Ram', 'Patel', 'De Souza', 'Ñandú', 'Bhattacharya']) {
      const m = maskName(s);
      expect(m).not.toBe(s);
      expect(graphemes(m)).toBe(graphemes(s));
      expect(m).toMatch(/\*/);
    }
  });
});

describe('maskPartly (employer names)', () => {
  it('follows the name rule', () => {
    for (const s of ['', 'A', 'HP', 'IBM', 'Infosys', 'Tata Consultancy Services', ' Ñandú ']) {
      expect(maskPartly(s)).toBe(maskName(s));
    }
    expect(maskPartly('Infosys')).toBe('I*****s');
    expect(maskPartly('IBM')).toBe('I*M');
  });
});

describe('maskEmail', () => {
  it.each([
    ['asha.patel@example.org', 'a********l@example.org'],
    ['ab@x.org', '**@x.org'],
    ['a@x.org', '*@x.org'],
    ['abc@x.org', 'a*c@x.org'],
    ['abcd@x.org', 'a**d@x.org'],
    ['abcde@x.org', 'a***e@x.org'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it('keeps the whole domain and trims the value', () => {
    expect(maskEmail('  ravi.kumar@mail.example.co.in ')).toBe('r********r@mail.example.co.in');
  });

  it('masks a value without @ like a name', () => {
    expect(maskEmail('ashapatel')).toBe('a*******l');
    expect(maskEmail('Li')).toBe('**');
    expect(maskEmail(undefined)).toBe('');
  });

  it('splits at the last @ and leaves an empty local part empty', () => {
    expect(maskEmail('"a@b"@x.org')).toBe('"***"@x.org');
    expect(maskEmail('@x.org')).toBe('@x.org');
  });

  it('counts unicode characters in the local part', () => {
    expect(maskEmail('ñandú@example.org')).toBe('ñ***ú@example.org');
    expect(maskEmail('ñá@example.org')).toBe('**@example.org');
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '*'],
    ['12', '**'],
    ['123', '***'],
    ['1234', '****'],
    ['12345', '12*45'],
    ['123456', '12**56'],
    ['4165550101', '41******01'],
    ['+1 416 555 0101', '+1***********01'],
  ])('%j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('trims, then counts every character including spaces and dashes', () => {
    expect(maskPhone('  416-555-0101  ')).toBe('41********01');
    expect(maskPhone(' 12 ')).toBe('**');
    expect(maskPhone(null)).toBe('');
  });

  it('counts multi-byte characters as characters', () => {
    expect(maskPhone('٤١٦٥٥٥٠١٠١')).toBe('٤١******٠١');
  });

  it('never returns a maskable input unchanged', () => {
    for (const s of ['12345', '4165550101', '9876543210']) {
      expect(maskPhone(s)).not.toBe(s);
      expect(maskPhone(s)).toHaveLength(s.length);
    }
  });
});

describe('the grapheme segmenter', () => {
  it('is not created for printable Latin-1 text (a cold request masking such names does not load ICU\'s break rules), and is for other scripts', async () => {
    vi.resetModules();
    // Intl's members are read-only in the types only.
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const Original = intl.Segmenter;
    let created = 0;
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        created++;
      }
    };
    try {
      const fresh = await import('#shared/domain/masking.js');
      expect(fresh.maskName('Ñandú Patel')).toBe('Ñ*********l');
      expect(fresh.maskEmail('asha.patel@example.org')).toBe('a********l@example.org');
      expect(fresh.maskPhone('+1 416-555-0101')).toBe('+1***********01');
      expect(created).toBe(0);
      // Decomposed accents and other scripts still count user-perceived characters.
      expect(fresh.maskName('N\u0303andu\u0301')).toBe('N\u0303***u\u0301');
      expect(fresh.maskName('ਸੰਧੂ')).toBe(maskName('ਸੰਧੂ'));
      expect(created).toBe(1);
    } finally {
      intl.Segmenter = Original;
    }
  });
});
