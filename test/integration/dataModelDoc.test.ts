/**
 * docs/data-model.md must stay true: the attributes it lists for the user, candidate, held mail,
 * tabs seen and matches sent items are exactly what the real handlers store, and every key pattern and index in the code is documented.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { candidateFields } from '#shared/domain/candidate.js';
import { candidateKeys } from '#functions/candidates/entities/candidates.js';
import { tableDesign } from '#functions/store/table.js';
import { userKeys } from '#functions/members/entities/users.js';
import { addMatchesSent } from '#functions/mail/entities/digestMarkers.js';
import { call, mailsTo, newEligibleMember, newMember, propose, uniqueEmail } from './helpers.js';

const doc = readFileSync('docs/data-model.md', 'utf8');
const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const item = async (key: { pk: string; sk: string }) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key, ConsistentRead: true }))).Item ?? {};

/** The items of a partition whose sort key begins with `prefix` (strongly consistent). */
const itemsIn = async (pk: string, prefix: string) => (await db().send(new QueryCommand({
  TableName: process.env.TABLE_NAME, ConsistentRead: true,
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
}))).Items ?? [];

type KeyBuilder = (...a: string[]) => Record<string, string>;

/**
 * Every entity's key builders, by name: each entity file (a module's entities/ folder, and the store's
 * generic items) declares its own in an export named `…Keys`.
 */
async function entityKeyBuilders(): Promise<Record<string, KeyBuilder>> {
  const builders: Record<string, KeyBuilder> = {};
  const entityFolders = readdirSync('functions', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`functions/${d.name}/entities`))
    .map((d) => `${d.name}/entities`);
  for (const folder of [...entityFolders, 'store']) {
    for (const file of readdirSync(`functions/${folder}`).filter((f) => f.endsWith('.ts'))) {
      const module = (await import(`../../functions/${folder}/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (name.endsWith('Keys') && value && typeof value === 'object') Object.assign(builders, value);
      }
    }
  }
  return builders;
}

/** The back-quoted names on a line starting with `label` in one entity's section. */
function documented(heading: string, label: string): string[] {
  const section = doc.split(/^### /m).find((s) => s.startsWith(heading));
  const line = section?.split('\n').find((l) => l.startsWith(label));
  if (!line) return [];
  return [...line.matchAll(/`([A-Za-z0-9]+)`/g)].map((m) => m[1]!).sort();
}

/** Every attribute stored is documented; every attribute documented as always there is stored. */
function expectDocumented(heading: string, stored: string[]) {
  const always = documented(heading, 'Attributes:');
  const optional = documented(heading, 'Set when needed:');
  expect(always.length, `an "Attributes:" line under ### ${heading}`).toBeGreaterThan(0);
  expect(stored.filter((a) => !always.includes(a) && !optional.includes(a)), `undocumented attributes of ${heading}`).toEqual([]);
  expect(always.filter((a) => !stored.includes(a)), `documented but not stored on ${heading}`).toEqual([]);
}

describe('docs/data-model.md', () => {
  it('lists exactly the attributes stored on the user and candidate items', async () => {
    const m = await newEligibleMember();
    const user = await item(userKeys.user(m.id));
    expectDocumented('UserProfile', Object.keys(user));

    // The candidate item: the form's fields plus bookkeeping; the doc lists the bookkeeping.
    const candidate = await item(candidateKeys.candidate(m.candidateId));
    const formFields = new Set(Object.keys(candidateFields.shape));
    expectDocumented('CandidateProfile', Object.keys(candidate).filter((k) => !formFields.has(k)));
  });

  it('lists exactly the attributes stored on a held proposal mail, and on the family activity entry (its ttl 90 days on)', async () => {
    const [from, to] = await Promise.all([newEligibleMember({ gender: 'Female' }), newEligibleMember({ gender: 'Male' })]);
    expect((await propose(from, to.candidateId)).status).toBe(200);
    const held = await itemsIn(`USER#${to.id}`, 'HELD#');
    expect(held).toHaveLength(1);
    expectDocumented('Held mail', Object.keys(held[0]!));
    const acts = await itemsIn(`USER#${from.id}`, 'ACT#');
    expect(acts).toHaveLength(1);
    expectDocumented('Family activity', Object.keys(acts[0]!));
    expect(acts[0]!.ttl).toBe(Math.floor(Date.parse(String(acts[0]!.at)) / 1000) + 90 * 86_400);
  });

  it('lists exactly the attributes stored on an e-mail change, waiting and done', async () => {
    const { emailChangeKeys } = await import('#functions/members/entities/emailChanges.js');
    const { emailChangeTexts } = await import('#shared/texts.js');
    const m = await newMember();
    const newEmail = uniqueEmail('doc');
    expect((await call('requestEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { newEmail } })).status).toBe(200);
    expectDocumented('E-mail change', Object.keys(await item(emailChangeKeys.change(m.id))));
    const mail = (await mailsTo(newEmail)).find((x) => x.subject === emailChangeTexts.codeMailSubject);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await call('confirmEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { code } })).status).toBe(200);
    expectDocumented('E-mail change', Object.keys(await item(emailChangeKeys.change(m.id))));
  });

  it('lists exactly the attributes stored on tabs seen and matches sent, each with a ttl (a write racing deletion leaves no orphan)', async () => {
    const seeker = await newEligibleMember({ gender: 'Female' });
    expect((await call('getMatchingProfiles', { token: seeker.token, params: { candidateId: seeker.candidateId } })).status).toBe(200);
    const seen = await item({ pk: `USER#${seeker.id}`, sk: 'SEEN' });
    expectDocumented('Tabs seen', Object.keys(seen));
    expect(seen.ttl).toBeGreaterThan(Date.now() / 1000 + 30 * 86_400);

    // The repository's write, as the match digest makes it after a mail.
    const at = new Date();
    await addMatchesSent({ familyId: seeker.id, sub: seeker.id }, undefined, ['some-candidate'], at, new Date(at.getTime() - 86_400_000));
    const sent = await item({ pk: `USER#${seeker.id}`, sk: 'MATCHSENT' });
    expectDocumented('Matches sent', Object.keys(sent));
    expect(sent.ttl).toBeGreaterThan(at.getTime() / 1000 + 30 * 86_400);
  });

  it('documents every key pattern and index of the table', async () => {
    const keys = await entityKeyBuilders();
    // Every key the table held when the builders were gathered in one place is still found.
    expect(Object.keys(keys)).toEqual(expect.arrayContaining([
      'user', 'email', 'notify', 'referral', 'referralCodeIndex', 'referralRequest', 'candidate', 'photo',
      'expectation', 'statusReason', 'publicUrl', 'uploadTicket', 'cooldown',
    ]));
    const sample = Object.values(keys).map((make) => make('x', 'y', 'z'));
    for (const key of sample) {
      for (const value of Object.values(key)) {
        const prefix = value.split('#')[0]!;
        expect(doc, `key ${value}`).toContain(value.includes('#') ? `${prefix}#` : value);
      }
    }
    for (const index of tableDesign.indexes) {
      expect(doc).toContain(`**${index.name}**`);
      expect(doc).toContain(`\`${index.partitionKey}\``);
    }
  });
});
