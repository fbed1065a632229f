/**
 * The single DynamoDB table: its design and the helpers every entity shares (see docs/data-model.md
 * for every access pattern). Items carry `pk`/`sk`; `gsi1*`, `gsi2*` and `search*` are set only on
 * items that an index lists. Each entity's own keys are declared in its repository file
 * (`userKeys` in users.ts, `photoKeys` in photos.ts, …), with the index it uses; every entity is
 * declared once with defineEntity (entity.ts), which reads items without a cast.
 */
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config.js';

export const table = () => config.tableName;

/** Every item's primary key. */
export interface ItemKey {
  pk: string;
  sk: string;
}

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
    // Sparse: only listed profiles carry spk ({gender initial}{birth year}) and ssk (updated time).
    // The projection is one packed attribute (searchCard.ts), so a wide search reads ~140 bytes a
    // profile; one partition per gender and birth year spreads load, and a search's years are read
    // in parallel. See docs/data-model.md.
    { name: 'search', partitionKey: 'spk', sortKey: 'ssk', include: ['sc'] },
    // Sparse and keys only, for the scheduled jobs: pending proposals (`PENDING#{shard}` /
    // `{createdDate}#{id}`) and listed profiles by the day they were listed (`LISTED#{day}` /
    // `{listedSince}#{id}`), so the digests read what is waiting or new, never the whole table.
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', keysOnly: true },
  ] as { name: string; partitionKey: string; sortKey: string; include?: string[]; keysOnly?: boolean }[],
  ttlAttribute: 'ttl',
} as const;

/** An item as DynamoDB's document client answers it (each attribute a plain value). */
export type StoredItem = Record<string, NativeAttributeValue>;
