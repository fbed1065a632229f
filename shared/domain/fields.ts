/**
 * The field schemas several forms share (an e-mail, a phone, one line of text, an id): the
 * account's (user.ts, which re-exports them) and a directory listing's (classified.ts).
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { texts } from '../texts.js';

/**
 * A deliberately strict e-mail grammar. Addresses end up in mails to volunteers and in their
 * terminals, so nothing a shell treats specially may pass: the local part is letters, digits and
 * `._%+-` (no leading, trailing or doubled dot), the domain is dot-separated labels of letters,
 * digits and inner hyphens, ending in a top-level domain of 2+ letters.
 */
const LOCAL_PART = String.raw`[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*`;
const DOMAIN_LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?`;
export const EMAIL_PATTERN = new RegExp(String.raw`^(?=[^@]{1,64}@)${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+[A-Za-z]{2,63}$`);

/** The strict pattern above (254 characters at most); the spec's message when it does not match. */
export const email = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .trim()
    .max(254, texts.emailInvalid)
    .regex(EMAIL_PATTERN, texts.emailInvalid)
    .transform((s) => s.toLowerCase()));

/**
 * One line of text, as mails quote it: no control characters (C0 and C1, so no line breaks or tabs),
 * no Unicode line or paragraph separators and no bidirectional overrides or isolates (which can make
 * a quoted value read as something else).
 */
export const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
/** The one field message for SINGLE_LINE, naming the field where the form's label is not beside it. */
export const singleLineMessage = (label = 'This field') => `${label} must not contain line breaks or control characters`;
/** A trimmed string refused with the field message when it is not one line (every member-written single-line field). */
export const singleLine = (label?: string) => z.string().trim().regex(SINGLE_LINE, singleLineMessage(label));

export const phoneCountryCode = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'Country code must look like +1 or +91')
    // Typed without its plus ('1'), it is still the code: stored as shown everywhere else ('+1').
    .overwrite((v) => (v.startsWith('+') ? v : `+${v}`)));
/**
 * A phone number as people write it: digits with spaces, dots, dashes or brackets between, a `+`
 * in front; 4 to 15 digits (E.164's most). Spaces, not any whitespace: the number is quoted in
 * mails, where a line break could forge a line.
 */
const PHONE_CHARACTERS = /^\+?[\d ().-]*$/;
export const PHONE_CHARACTERS_MESSAGE = 'Use only digits, spaces and + ( ) - .';
export const PHONE_DIGITS_MESSAGE = 'Phone number must have 4 to 15 digits';
/** A number beside its own Country Code box: a code typed again would be dialled twice. */
export const PHONE_CODE_BESIDE_MESSAGE = 'Leave out the country code here: choose it in the Country Code box';
/** 4 to 15 digits, a bracket in front and up to two separators between them (`(416) 555-0101`); `+` in front only where no Country Code box is beside it. */
const PHONE_BESIDE_CODE = /^\(?(?:\d[ ().-]{0,2}){4,15}$/;
const PHONE_WITH_CODE = /^\+?\(?(?:\d[ ().-]{0,2}){4,15}$/;
/**
 * The checks of a phone number, on a schema that has trimmed it (the candidate form adds its own
 * required message). `besideCode`: the form has a Country Code box, so a `+` in front is refused.
 * Each refusal says its own reason; the last rule is the whole pattern, which the route fuzzer
 * (test/integration/fuzzArbitraries.ts) draws numbers from.
 */
export const phoneChecks = (s: z.ZodString, { besideCode }: { besideCode: boolean }) => {
  const characters = s.max(40, PHONE_DIGITS_MESSAGE).refine((v) => PHONE_CHARACTERS.test(v), { message: PHONE_CHARACTERS_MESSAGE, abort: true });
  return (besideCode ? characters.refine((v) => !v.startsWith('+'), { message: PHONE_CODE_BESIDE_MESSAGE, abort: true }) : characters)
    .regex(besideCode ? PHONE_BESIDE_CODE : PHONE_WITH_CODE, PHONE_DIGITS_MESSAGE);
};
/** A phone number beside its Country Code box (sign-up, user profile, a listing). */
export const phoneNumber = /* @__PURE__ */ lazySchema(() => phoneChecks(z.string().trim(), { besideCode: true }));
/** A phone number with no Country Code box beside it (the referral request): it may start with its `+` code. */
export const phoneNumberWithCode = /* @__PURE__ */ lazySchema(() => phoneChecks(z.string().trim(), { besideCode: false }));

export const id = /* @__PURE__ */ lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9-]{6,64}$/, 'Not a valid id'));

/** A member's own referral code as they see it (the account's and the console's routes answer it). */
export const referral = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), referralCode: z.string() }));
