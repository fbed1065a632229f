/** The one layout of rishta's mails: the same parts make the text and the HTML alike, and the HTML escapes every word. */
import { describe, expect, it } from 'vitest';
import { quoted } from '#functions/lib/mail.js';
import { memberMail, SIGN_OFF, siteUrl, textMail, withFooter } from '#functions/lib/mailLayout.js';
import { sitePaths } from '#shared/sitePaths.js';

describe('a member mail', () => {
  const name = quoted('Ravi <b>& "co"</b>');
  const mail = memberMail('Asha\nSharma', [
    `The family of ${name} sent a proposal.`,
    { intro: 'Waiting:', items: [{ text: `The family of ${name}`, url: 'https://x.test/a?b=1&c=2' }, { text: 'Another' }], after: 'and 2 more' },
    { links: [{ label: 'See My Proposals', url: 'https://x.test/m' }, { label: 'See Received Proposals', url: 'https://x.test/r' }] },
  ]);

  it('greets on one line, writes the parts a blank line apart and signs off', () => {
    expect(mail.text).toBe([
      'Hello Asha Sharma,',
      'The family of “Ravi <b>& "co"</b>” sent a proposal.',
      'Waiting:\n- The family of “Ravi <b>& "co"</b>”: https://x.test/a?b=1&c=2\n- Another\nand 2 more',
      'See My Proposals: https://x.test/m\nSee Received Proposals: https://x.test/r',
      SIGN_OFF,
    ].join('\n\n'));
  });

  it('makes the same parts HTML, escaping the words and the addresses', () => {
    expect(mail.html).toContain('<p>The family of “Ravi &#60;b&#62;&#38; &#34;co&#34;&#60;/b&#62;” sent a proposal.</p>');
    expect(mail.html).toContain('<li><a href="https://x.test/a?b=1&#38;c=2">The family of “Ravi &#60;b&#62;');
    expect(mail.html).toContain('<li>Another</li></ul><p>and 2 more</p>');
    expect(mail.html).toContain('<p><a href="https://x.test/m">See My Proposals</a> · <a href="https://x.test/r">See Received Proposals</a></p>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html.startsWith('<p>Hello Asha Sharma,</p>')).toBe(true);
  });

  it('puts a footer below the mail in both parts', () => {
    const footed = withFooter(mail, [{ line: 'More often?', links: [{ label: 'Daily', url: 'https://x.test/d' }] }, { line: 'Stop:', url: 'https://x.test/u' }]);
    expect(footed.text).toBe(`${mail.text}\n\nMore often?\nDaily: https://x.test/d\n\nStop: https://x.test/u\n`);
    expect(footed.html).toBe(`${mail.html}<p style="font-size:small;color:#555">More often? <a href="https://x.test/d">Daily</a></p>`
      + '<p style="font-size:small;color:#555">Stop: <a href="https://x.test/u">https://x.test/u</a></p>');
  });
});

describe('a plain-text mail and its links', () => {
  it('writes paragraphs a blank line apart, with a final line break when asked', () => {
    expect(textMail(['Namaste!', 'One\nTwo'])).toBe('Namaste!\n\nOne\nTwo');
    expect(textMail(['Namaste!'], { endWithNewline: true })).toBe('Namaste!\n');
  });

  it("puts the SPA's paths on the site's origin", () => {
    expect(siteUrl(sitePaths.matchedProfile('a b'))).toMatch(/^https?:\/\/[^/]+\/dashboard\?profile=a%20b$/);
    expect(siteUrl(sitePaths.signIn)).toMatch(/[^/]\/signin$/);
  });
});
