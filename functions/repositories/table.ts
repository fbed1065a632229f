/**
 * The single DynamoDB table and its key layout (see docs/data-model.md for every access pattern).
 * Items carry `pk`/`sk`; `gsi1*`, `gsi2*` and `search*` are set only on items that an index lists.
 */
import { config } from '../lib/config.js';

export const table = () => config.tableName;

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  notify: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' }),
  referral: (referralId: string) => ({ pk: `REFERRAL#${referralId}`, sk: 'REFERRAL' }),
  referralCodeIndex: (code: string) => ({ gsi1pk: `REFCODE#${code}`, gsi1sk: 'REFERRAL' }),
  referralRequest: (id: string) => ({ pk: `REFREQ#${id}`, sk: 'REFREQ' }),
};

/** Strips key and index attributes before an item leaves the repository layer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withoutKeys(item: Record<string, any>): any {
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...rest } = item;
  return rest;
}
