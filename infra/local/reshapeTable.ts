/**
 * A data folder from an older checkout holds the table as that version designed it. Nothing is
 * deployed, so the design may still change (docs/data-model.md); when the local table's indexes
 * differ from `tableDesign`, the table is rebuilt with the family data kept: every item is read,
 * the table re-created, and the items written back — candidate profiles through `candidateItem`, so
 * their index keys and search card follow today's design. Runs only when the designs differ.
 */
import { DeleteTableCommand, DescribeTableCommand, type DynamoDBClient, type TableDescription } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { tableDesign } from '#functions/store/table.js';
import { candidateItem } from '#functions/candidates/entities/candidates.js';
import { pendingKeys, type ProposalRecord } from '#functions/candidates/entities/proposals.js';

/** The index layout as a comparable string: name, keys and projection of each index. */
export function indexLayout(indexes: { name: string; partitionKey: string; sortKey: string; include?: readonly string[]; keysOnly?: boolean }[]): string {
  return indexes
    .map((i) => `${i.name}:${i.partitionKey}/${i.sortKey}:${i.keysOnly ? 'KEYS' : i.include ? [...i.include].sort().join(',') : 'ALL'}`)
    .sort()
    .join(';');
}

function layoutOf(table: TableDescription): string {
  return indexLayout(
    (table.GlobalSecondaryIndexes ?? []).map((g) => ({
      name: g.IndexName ?? '',
      partitionKey: g.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '',
      sortKey: g.KeySchema?.find((k) => k.KeyType === 'RANGE')?.AttributeName ?? '',
      include: g.Projection?.ProjectionType === 'INCLUDE' ? g.Projection.NonKeyAttributes ?? [] : undefined,
      keysOnly: g.Projection?.ProjectionType === 'KEYS_ONLY',
    })),
  );
}

/** Index attributes of any earlier design, dropped before a candidate item is rebuilt. */
const OLD_INDEX_ATTRIBUTES = ['pk', 'sk', 'type', 'candidateId', 'heightInches', 'searchPk', 'searchSk', 'searchText', 'spk', 'ssk', 'sc', 'gsi3pk', 'gsi3sk'];

function rebuilt(item: Record<string, unknown>): Record<string, unknown> {
  // A pending proposal of an older design joins the pending list of gsi3.
  if (item.type === 'Interaction' && item.interactionType === 'proposal' && item.responseType === 'pending' && !item.revoked) {
    return { ...item, ...pendingKeys(item as unknown as ProposalRecord) };
  }
  if (item.type !== 'Candidate') return item;
  const record = Object.fromEntries(Object.entries(item).filter(([k]) => !OLD_INDEX_ATTRIBUTES.includes(k)));
  return candidateItem(record as unknown as CandidateRecord);
}

/**
 * Answers the items to write back after the caller re-creates the table, or undefined when the
 * table already has today's design. Deletes the table when it does not.
 */
export async function takeOutIfReshaped(client: DynamoDBClient, tableName: string): Promise<Record<string, unknown>[] | undefined> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table || layoutOf(Table) === indexLayout(tableDesign.indexes)) return undefined;
  const doc = DynamoDBDocumentClient.from(client);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await doc.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  // The emulator deletes asynchronously (as AWS does): create again only once it is gone.
  await waitForTable(client, tableName, 'gone');
  console.log(`The local table's indexes changed with this version: rebuilding it with its ${items.length} items.`);
  return items.map(rebuilt);
}

/** Polls until the table is gone, or active. */
async function waitForTable(client: DynamoDBClient, tableName: string, until: 'gone' | 'active'): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if (until === 'active' && Table?.TableStatus === 'ACTIVE') return;
    } catch (e) {
      if ((e as Error).name !== 'ResourceNotFoundException') throw e;
      if (until === 'gone') return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`The local table ${tableName} did not become ${until}.`);
}

export async function putBack(client: DynamoDBClient, tableName: string, items: Record<string, unknown>[]): Promise<void> {
  await waitForTable(client, tableName, 'active');
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  for (let i = 0; i < items.length; i += 25) {
    let batch: { PutRequest: { Item: Record<string, unknown> } }[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (batch?.length) {
      const res = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
      batch = res.UnprocessedItems?.[tableName] as typeof batch;
    }
  }
}
