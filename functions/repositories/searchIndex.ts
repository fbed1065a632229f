/**
 * Reads of the sparse **search** index (declared in table.ts, written by candidates.ts): one
 * partition per gender and birth year (`F1995`), sorted by the profile's updated time, projecting
 * only the packed card. A search or a matched list reads the partitions of its genders and years
 * in parallel and filters the cards in memory; never a Scan.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { genders } from '#shared/domain/lists.js';
import { ddb } from '../lib/dynamodb.js';
import { candidateKeys, searchPartition } from './candidates.js';
import { table } from './table.js';

/**
 * One listed profile as the index holds it, as the SDK read it: no copy is made of the ~10,000
 * entries a wide search reads (allocation there showed up in the tail latency).
 */
export interface SearchEntry {
  /** The profile's table key, `CAND#{candidateId}`. */
  pk: string;
  /** The profile's updated time (the index's sort key). */
  ssk: string;
  /** The packed card (shared/domain/searchCard.ts). */
  sc: string;
}

/** The partitions a search reads: each gender asked for, each birth year in the range. */
export function searchPartitions(range: { genders?: readonly string[]; minYear: number; maxYear: number }): string[] {
  const out: string[] = [];
  for (const gender of range.genders?.length ? range.genders : genders) {
    for (let year = range.minYear; year <= range.maxYear; year++) out.push(searchPartition(gender, year));
  }
  return out;
}

const CANDIDATE_PREFIX = candidateKeys.candidate('').pk;
export const candidateIdOf = (entry: SearchEntry) => entry.pk.slice(CANDIDATE_PREFIX.length);
/** The entry key of a candidate, to test entries against a set without slicing each. */
export const entryKeyOf = (candidateId: string) => candidateKeys.candidate(candidateId).pk;

async function readPartition(spk: string): Promise<{ entries: SearchEntry[]; consumed: number }> {
  const entries: SearchEntry[] = [];
  let consumed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res: QueryCommandOutput = await ddb().send(
      new QueryCommand({
        TableName: table(), IndexName: 'search',
        KeyConditionExpression: 'spk = :p',
        ExpressionAttributeValues: { ':p': spk },
        ScanIndexForward: false,
        ReturnConsumedCapacity: 'TOTAL',
        ExclusiveStartKey: start,
      }),
    );
    consumed += res.ConsumedCapacity?.CapacityUnits ?? 0;
    for (const item of res.Items ?? []) entries.push(item as SearchEntry);
    start = res.LastEvaluatedKey;
  } while (start);
  return { entries, consumed };
}

/**
 * Every entry of the partitions, read in parallel (each partition's pages in order), with the
 * capacity units consumed (the benchmark reports bytes read from them).
 */
export async function readSearchIndex(partitions: string[]): Promise<{ entries: SearchEntry[]; consumed: number }> {
  const parts = await Promise.all(partitions.map(readPartition));
  return { entries: parts.flatMap((p) => p.entries), consumed: parts.reduce((sum, p) => sum + p.consumed, 0) };
}
