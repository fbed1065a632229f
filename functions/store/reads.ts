/**
 * The two multi-request reads every repository shares: a Query followed page after page (DynamoDB
 * answers at most 1 MB a request), and a BatchGet of any number of keys (100 a request) whose
 * unprocessed keys are asked again with a growing pause. Each repository passes how one of its
 * items becomes its record, so the answers are typed where the entity is declared.
 */
import {
  BatchGetCommand, QueryCommand, type BatchGetCommandOutput, type QueryCommandInput, type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { table, type ItemKey, type StoredItem } from './table.js';

type QueryInput = Omit<QueryCommandInput, 'ExclusiveStartKey'>;

/** Every item the Query finds, each read into its record. */
export const queryAll = <T>(input: QueryInput, read: (item: StoredItem) => T): Promise<T[]> => queryPages(input, read);

/** The first `limit` items the Query finds (each request asks only for as many as are still missing). */
export const queryUpTo = <T>(input: QueryInput, limit: number, read: (item: StoredItem) => T): Promise<T[]> => queryPages(input, read, limit);

async function queryPages<T>(input: QueryInput, read: (item: StoredItem) => T, limit?: number): Promise<T[]> {
  const found: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res: QueryCommandOutput = await ddb().send(
      new QueryCommand({ ...input, ...(limit === undefined ? {} : { Limit: limit - found.length }), ExclusiveStartKey: start }),
    );
    for (const item of res.Items ?? []) found.push(read(item));
    start = res.LastEvaluatedKey;
  } while (start && (limit === undefined || found.length < limit));
  return found;
}

/** A BatchGet request's own options (the keys are given, 100 at a time). */
interface BatchGetOptions {
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ConsistentRead?: boolean;
}

/**
 * The items of these keys, each read into its record (or left out when `read` answers undefined);
 * missing items are left out, in no particular order. The keys must be distinct (BatchGet refuses
 * a request that names one twice).
 */
export async function batchGetAll<T>(
  keys: ItemKey[], read: (item: StoredItem) => T | undefined, options: BatchGetOptions = {},
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + 100).map((k) => ({ pk: k.pk, sk: k.sk }));
    for (let attempt = 0; pending?.length; attempt++) {
      const res: BatchGetCommandOutput = await ddb().send(new BatchGetCommand({ RequestItems: { [table()]: { ...options, Keys: pending } } }));
      for (const item of res.Responses?.[table()] ?? []) {
        const record = read(item);
        if (record !== undefined) found.push(record);
      }
      pending = res.UnprocessedKeys?.[table()]?.Keys;
      if (pending?.length) await new Promise((r) => setTimeout(r, 20 * 2 ** Math.min(attempt, 5)));
    }
  }
  return found;
}
