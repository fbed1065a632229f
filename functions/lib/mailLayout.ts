/**
 * The one layout of rishta's mails: a mail is written as its parts (a greeting, paragraphs, lists,
 * links, the sign-off, a digest's footer) and this builds its text part and, for members' mails, the
 * simple HTML part beside it, so every mail reads alike and escapes alike. Another family's words
 * come in already quoted (./mail.ts `quoted`); every word put in the HTML is escaped here.
 * Links are the SPA's pages (shared/sitePaths.ts) on this site's origin (`siteUrl`).
 */
import { config } from './config.js';
import { escapeHtml, oneLine } from './mail.js';

/** An SPA path (shared/sitePaths.ts) as the address a mail links: on the site's origin. */
export const siteUrl = (path: string) => `${config.appUrl.replace(/\/+$/, '')}${path}`;

export interface MailLink {
  label: string;
  url: string;
}

/**
 * One part of a mail's body: a paragraph (its text may hold line breaks), a list under its intro
 * (each item may link; `after` is a line below it), or a row of links (the mail's buttons).
 */
export type MailPart =
  | string
  | { intro: string; items: { text: string; url?: string }[]; after?: string }
  | { links: MailLink[] };

/** The words every member's mail ends with. */
export const SIGN_OFF = '— rishta, run by community volunteers';

export interface MailBody {
  text: string;
  html: string;
}

function partText(part: MailPart): string {
  if (typeof part === 'string') return part;
  if ('links' in part) return part.links.map((l) => `${l.label}: ${l.url}`).join('\n');
  const items = part.items.map((i) => `- ${i.text}${i.url ? `: ${i.url}` : ''}`).join('\n');
  return `${part.intro}\n${items}${part.after ? `\n${part.after}` : ''}`;
}

const anchor = (l: MailLink) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;

function partHtml(part: MailPart): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('links' in part) return `<p>${part.links.map(anchor).join(' · ')}</p>`;
  const items = part.items.map((i) => `<li>${i.url ? anchor({ label: i.text, url: i.url }) : escapeHtml(i.text)}</li>`).join('');
  return `<p>${escapeHtml(part.intro)}</p><ul>${items}</ul>${part.after ? `<p>${escapeHtml(part.after)}</p>` : ''}`;
}

/**
 * A member's mail: 'Hello {first name},', the parts, and the sign-off, as text (parts a blank line
 * apart) and as HTML (a paragraph each).
 */
export function memberMail(firstName: string, parts: MailPart[]): MailBody {
  const all = [`Hello ${oneLine(firstName)},`, ...parts, SIGN_OFF];
  return { text: all.map(partText).join('\n\n'), html: all.map(partHtml).join('') };
}

/**
 * A line of a digest's footer, in small print below the mail: its words, then either the links it
 * offers (one a line in the text) or one address written out.
 */
export type FooterLine = { line: string; links: MailLink[] } | { line: string; url: string };

const SMALL = '<p style="font-size:small;color:#555">';

/** A mail with its footer below it (the digests' frequency and unsubscribe links). */
export function withFooter(body: MailBody, footer: FooterLine[]): MailBody {
  const text = footer.map((f) => ('url' in f ? `${f.line} ${f.url}` : `${f.line}\n${f.links.map((l) => `${l.label}: ${l.url}`).join('\n')}`));
  const html = footer.map((f) => `${SMALL}${escapeHtml(f.line)} ${'url' in f ? anchor({ label: f.url, url: f.url }) : f.links.map(anchor).join(' · ')}</p>`);
  return { text: `${body.text.trimEnd()}\n\n${text.join('\n\n')}\n`, html: `${body.html}${html.join('')}` };
}

/**
 * A plain-text mail (a code, a notice, a volunteer's word): its paragraphs a blank line apart (a
 * paragraph may hold line breaks), ending in a line break when `endWithNewline`.
 */
export function textMail(paragraphs: string[], { endWithNewline = false } = {}): string {
  return `${paragraphs.join('\n\n')}${endWithNewline ? '\n' : ''}`;
}
