/**
 * Masking of what other members may see of a candidate (spec §6): names, e-mail and employer are partly
 * starred, contact phone numbers keep two characters at each end.
 *
 * Lengths are counted in user-perceived characters (grapheme clusters), so 'Ñandú' is 5 characters
 * whether it is stored composed or decomposed, and no accent or surrogate half is ever split off.
 * Every masked character becomes one '*', so the output length equals the trimmed input length.
 */

type Maybe = string | null | undefined;

// Made on first use: creating a segmenter loads ICU's break rules, which costs a Lambda about
// 8 ms at start-up even when the request masks nothing.
let segmenter: Intl.Segmenter | undefined;

/**
 * Printable Latin-1 (ASCII letters, digits, punctuation, and composed accented letters like 'Ñ'):
 * every character is a grapheme cluster of its own (no combining marks, no surrogates, no CR LF),
 * so such text, most names and addresses, is split without the segmenter: a cold request that
 * masks only such text never pays for it (about 9 ms of a search's first call).
 */
const ONE_CODE_UNIT_GRAPHEMES = /^[\x20-\x7e\xa0-\xff]*$/;

function chars(s: string): string[] {
  if (ONE_CODE_UNIT_GRAPHEMES.test(s)) return s.split('');
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return Array.from(s);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(s), (seg) => seg.segment);
}

/** Keep `keep` characters at each end and star the rest; `starredUpTo` characters or fewer are starred whole. */
function maskEnds(value: Maybe, keep: number, starredUpTo: number): string {
  return maskChars(chars((value ?? '').trim()), keep, starredUpTo);
}

function maskChars(cs: string[], keep: number, starredUpTo: number): string {
  if (cs.length === 0) return '';
  if (cs.length <= starredUpTo) return '*'.repeat(cs.length);
  return cs.slice(0, keep).join('') + '*'.repeat(cs.length - 2 * keep) + cs.slice(cs.length - keep).join('');
}

/** 'Patel' → 'P***l'; 'Li' → '**'; 'De Souza' → 'D******a' (the whole string masked as one). */
export function maskName(s: Maybe): string {
  return maskEnds(s, 1, 2);
}

/** Employer names and other partly starred text: the same rule as `maskName`. */
export function maskPartly(s: Maybe): string {
  return maskName(s);
}

/** 'asha.patel@example.org' → 'a********l@example.org'; 'ab@x.org' → '**@x.org'; no '@' → masked like a name. */
export function maskEmail(s: Maybe): string {
  const v = (s ?? '').trim();
  const at = v.lastIndexOf('@');
  if (at < 0) return maskName(v);
  return maskChars(chars(v.slice(0, at)), 1, 2) + v.slice(at);
}

/** '4165550101' → '41******01'; 4 characters or fewer are starred whole. Every character counts, spaces and dashes too. */
export function maskPhone(s: Maybe): string {
  return maskEnds(s, 2, 4);
}
