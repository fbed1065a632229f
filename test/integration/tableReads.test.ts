/**
 * Typed repositories: the two shared multi-request reads (functions/store/reads.ts)
 * and `landedWith` on the local DynamoDB. `queryAll` follows every page (a page size of one forces
 * a page per item) and reads each item into its record; `batchGetAll` asks more keys than one
 * request may name (100), leaves out missing items and those its reader declines; a conditional
 * write that loses answers undefined and changes nothing, any other error is thrown.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '#functions/lib/dynamodb.js';
import { landedWith } from '#functions/lib/errors.js';
import { newId } from '#functions/lib/ids.js';
import { batchGetAll, queryAll } from '#functions/store/reads.js';
import { table } from '#functions/store/table.js';
import { getUser, userEntity, userKeys } from '#functions/members/entities/users.js';
import { newMember, type Member } from './helpers.js';

let member: Member;
beforeAll(async () => {
  member = await newMember();
});

const ownPartition = () => ({
  TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userKeys.user(member.id).pk }, ConsistentRead: true,
});

describe('the shared reads', () => {
  it('queryAll reads every page of a partition, each item into its record', async () => {
    const onePage = (await ddb().send(new QueryCommand(ownPartition()))).Items ?? [];
    expect(onePage.length).toBeGreaterThan(1);
    const paged = await queryAll({ ...ownPartition(), Limit: 1 }, (i) => String(i.sk));
    expect(paged).toEqual(onePage.map((i) => String(i.sk)));
  });

  it('batchGetAll reads more keys than one request names, leaving out missing items and declined ones', async () => {
    const keys = [userKeys.user(member.id), ...Array.from({ length: 149 }, () => userKeys.user(newId()))];
    const found = await batchGetAll(keys, (i) => userEntity.fromItem(i), { ConsistentRead: true });
    expect(found).toEqual([await getUser(member.id)]);
    expect(found[0]).not.toHaveProperty('pk');
    expect(await batchGetAll(keys, () => undefined)).toEqual([]);
  });

  it('landedWith answers undefined for a lost condition, changing nothing, and throws any other error', async () => {
    const before = await getUser(member.id);
    const put = (TableName: string) =>
      ddb().send(new PutCommand({ TableName, Item: { ...userKeys.user(member.id), firstName: 'Overwritten' }, ConditionExpression: 'attribute_not_exists(pk)' }));
    expect(await landedWith(put(table()))).toBeUndefined();
    expect(await getUser(member.id)).toEqual(before);
    await expect(landedWith(put(`${table()}-missing`))).rejects.toThrow();
  });
});
