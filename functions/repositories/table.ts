/**
 * The single DynamoDB table and its key layout (see docs/data-model.md for every access pattern).
 * Items carry `pk`/`sk`; `gsi1*`, `gsi2*` and `search*` are set only on items that an index lists.
 */
import { config } from '../lib/config.js';

export const table = () => config.tableName;

/**
 * The table's design, shared by the CDK stack and the local bootstrap so both build the same table.
 * Every index is declared from the start: CloudFormation adds only one GSI per stack update.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    // Lookups by a second key: referral code -> referral, referral requests by date, and more to come.
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // A second inverted view, e.g. proposals by receiver (gsi1 holds them by sender).
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // Sparse: only visible profiles with a photo carry searchPk (gender), searchSk (birth year#id).
    {
      name: 'search',
      partitionKey: 'searchPk',
      sortKey: 'searchSk',
      include: [
        'candidateId', 'userProfileId', 'gender', 'dobYear', 'heightInches', 'gotra', 'marriageStatus',
        'foodHabits', 'profession', 'education', 'nativeLanguage', 'immiStatus', 'country', 'state',
        'birthCountry', 'broughtUpCountry', 'searchText', 'updatedDate',
      ],
    },
  ] as { name: string; partitionKey: string; sortKey: string; include?: string[] }[],
  ttlAttribute: 'ttl',
} as const;

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  notify: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' }),
  referral: (referralId: string) => ({ pk: `REFERRAL#${referralId}`, sk: 'REFERRAL' }),
  referralCodeIndex: (code: string) => ({ gsi1pk: `REFCODE#${code}`, gsi1sk: 'REFERRAL' }),
  referralRequest: (id: string) => ({ pk: `REFREQ#${id}`, sk: 'REFREQ' }),
  candidate: (candidateId: string) => ({ pk: `CAND#${candidateId}`, sk: 'PROFILE' }),
  photo: (candidateId: string, photoId: string) => ({ pk: `CAND#${candidateId}`, sk: `PHOTO#${photoId}` }),
  /** One expectation per candidate profile. */
  expectation: (candidateId: string) => ({ pk: `CAND#${candidateId}`, sk: 'EXPECT' }),
  statusReason: (candidateId: string, createdDate: string, id: string) => ({ pk: `CAND#${candidateId}`, sk: `STATUS#${createdDate}#${id}` }),
  publicUrl: (url: string) => ({ pk: `PUBURL#${url}`, sk: 'PUBURL' }),
  /** One of the few slots of open presigned uploads a candidate may hold. */
  uploadTicket: (candidateId: string, slot: number | string) => ({ pk: `CAND#${candidateId}`, sk: `TICKET#${slot}` }),
  /** A per-e-mail cooldown of one kind (referral requests, password resets). */
  cooldown: (kind: string, email: string) => ({ pk: `COOLDOWN#${kind}#${email.toLowerCase()}`, sk: 'COOLDOWN' }),
};

/** Strips key and index attributes before an item leaves the repository layer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withoutKeys(item: Record<string, any>): any {
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, searchPk: _e, searchSk: _f, type: _t, ...rest } = item;
  return rest;
}
