/**
 * The scheduled digests' mails. Each kind of digest can be turned off on its own, from the mail
 * itself, without signing in: a signed, expiring unsubscribe link (visible in the mail) and the
 * RFC 8058 one-click headers, both carrying a token for this person and this digest's flag. Beside
 * the stop, one signed link per other frequency of the digest's topic sets that frequency, without signing in.
 */
import { frequencyLabels, topicFrequencies, type DigestFlag, type MailTopic } from '#shared/domain/user.js';
import { sitePaths } from '#shared/sitePaths.js';
import { signFrequencyToken } from '../lib/frequencyToken.js';
import { sendMail, type MailResult } from '../lib/mail.js';
import { siteUrl, withFooter, type MailLink } from '../lib/mailLayout.js';
import { signUnsubscribeToken } from '../lib/unsubscribeToken.js';

export type DigestKind = 'pendingProposals' | 'newMatches';

/** The notification flag each digest honours (and its unsubscribe link turns off). */
export const digestFlag: Record<DigestKind, DigestFlag> = {
  pendingProposals: 'emailNotifyPendingProposalsFlag',
  newMatches: 'emailNotifyExpectMatchedProfileFlag',
};

/** The topic whose frequency each digest follows. */
export const digestTopic: Record<DigestKind, MailTopic> = { pendingProposals: 'proposals', newMatches: 'matches' };

/**
 * One link per frequency of the topic but the current one and 'never' (the unsubscribe link is the
 * stop), each to the visible page of a frequency link: like the unsubscribe page, it asks before it writes.
 */
function frequencyLinks(userId: string, memberId: string, kind: DigestKind, current?: string): MailLink[] {
  const topic = digestTopic[kind];
  return topicFrequencies[topic]
    .filter((f) => f !== 'never' && f !== current)
    .map((frequency) => ({ label: frequencyLabels[topic][frequency]!, url: siteUrl(sitePaths.mailFrequency(signFrequencyToken({ userId, memberId, topic, frequency }))) }));
}

export interface DigestMail {
  /** The family's id. */
  userId: string;
  /** The person mailed: their links change only their own settings. */
  memberId: string;
  to: string;
  kind: DigestKind;
  subject: string;
  text: string;
  html: string;
  /** The member's frequency of the digest's topic now (its link is left out). */
  frequency?: string;
}

/**
 * The two addresses of one token. The visible link opens the SPA page, which asks before it writes:
 * mail scanners fetch every link in a mail, and a GET must never unsubscribe anyone. The header's
 * address is the API itself, which mail clients POST to (RFC 8058), never GET.
 */
export function unsubscribeLinks(token: string): { page: string; oneClick: string } {
  return {
    page: siteUrl(sitePaths.unsubscribe(token)),
    oneClick: siteUrl(`/api/usermgmt/unsubscribe/${encodeURIComponent(token)}`),
  };
}

const unsubscribeLine = 'Do not want these e-mails? Unsubscribe:';
const frequencyLine = 'Want them more or less often? One click, no sign-in needed:';

/** Sends one digest mail with its frequency and unsubscribe links and headers; throws when the send fails (the job gives the marker back). */
export async function sendDigestMail(mail: DigestMail): Promise<MailResult> {
  const links = unsubscribeLinks(signUnsubscribeToken({ userId: mail.userId, memberId: mail.memberId, flag: digestFlag[mail.kind] }));
  return sendMail({
    to: mail.to,
    subject: mail.subject,
    ...withFooter(mail, [
      { line: frequencyLine, links: frequencyLinks(mail.userId, mail.memberId, mail.kind, mail.frequency) },
      { line: unsubscribeLine, url: links.page },
    ]),
    headers: [
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  });
}
