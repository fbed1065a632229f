/**
 * Reads of the sparse **search** index (declared in table.ts, written by candidates.ts): one
 * partition per gender and birth year (`F1995`), sorted by the profile's updated time, projecting
 * only the packed card. A search or a matched list reads the partitions of its genders and years
 * in parallel and filters the cards in memory; never a Scan. Only the match digest, which weighs
 * every listed card, reads the whole index, and does it with a Scan of the sparse index (same
 * bytes, a request per MB instead of one per partition, empty ones included).
 */
import { QueryCommand, ScanCommand, type QueryCommandOutput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { genders } from '#shared/domain/lists.js';
import { ddb } from '../../lib/dynamodb.js';
import { candidateKeys, searchPartition } from './candidates.js';
import { table } from '../../store/table.js';

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

/** An entry as a Scan returns it: with its partition (`spk`), which a Query names instead. */
export type ScannedEntry = SearchEntry & { spk: string };

/**
 * Segments of the whole-index Scan, read in parallel: a request each while the index is small, and
 * a page (1 MB, some 7,000 cards) at a time each when it is large.
 */
const SCAN_SEGMENTS = 4;

/**
 * Every entry of the index: a parallel Scan of the sparse index, each segment's pages in order,
 * with the capacity units consumed and the requests made.
 */
export async function scanSearchIndex(): Promise<{ entries: ScannedEntry[]; consumed: number; requests: number }> {
  const segments = await Promise.all(Array.from({ length: SCAN_SEGMENTS }, async (_, segment) => {
    const entries: ScannedEntry[] = [];
    let consumed = 0;
    let requests = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const res: ScanCommandOutput = await ddb().send(new ScanCommand({
        TableName: table(), IndexName: 'search', Segment: segment, TotalSegments: SCAN_SEGMENTS,
        ReturnConsumedCapacity: 'TOTAL', ExclusiveStartKey: start,
      }));
      consumed += res.ConsumedCapacity?.CapacityUnits ?? 0;
      requests++;
      for (const item of res.Items ?? []) entries.push(item as ScannedEntry);
      start = res.LastEvaluatedKey;
    } while (start);
    return { entries, consumed, requests };
  }));
  return {
    entries: segments.flatMap((s) => s.entries),
    consumed: segments.reduce((sum, s) => sum + s.consumed, 0),
    requests: segments.reduce((sum, s) => sum + s.requests, 0),
  };
}
