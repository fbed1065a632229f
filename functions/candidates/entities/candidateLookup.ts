/**
 * The volunteers' lookup of candidate profiles (the console's Eligibility): by a name's prefix, on
 * the two name keys every profile carries (written by `candidateItem` in candidates.ts), never a
 * Scan. By e-mail and by public URL name the existing claim items answer (emailClaims.ts,
 * publicUrls.ts); this file holds only the name Queries.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { candidateKeys, lookupName } from './candidates.js';
import { table } from '../../store/table.js';

/**
 * Ids of the profiles whose first name (gsi2) or last name (gsi1) starts with `prefix`
 * (case-insensitive; a prefix with a space matches "first last" on gsi2 and "last first" on gsi1),
 * at most `limit` from each index, first-name matches first, each id once.
 */
export async function candidateIdsByNamePrefix(prefix: string, limit: number): Promise<string[]> {
  const name = lookupName(prefix);
  if (name.length < 2) return [];
  const byIndex = async (index: 'gsi1' | 'gsi2', partition: string) => {
    const res = await ddb().send(
      new QueryCommand({
        TableName: table(), IndexName: index,
        KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :prefix)`,
        ExpressionAttributeValues: { ':pk': partition, ':prefix': name },
        ProjectionExpression: `${index}sk`, Limit: limit,
      }),
    );
    return (res.Items ?? []).map((i) => String(i[`${index}sk`]).split('#').pop()!);
  };
  const [first, last] = await Promise.all([
    byIndex('gsi2', candidateKeys.byFirstName(name).gsi2pk),
    byIndex('gsi1', candidateKeys.byLastName(name).gsi1pk),
  ]);
  return [...new Set([...first, ...last])];
}
