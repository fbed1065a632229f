import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Category, SubCategory } from '#shared/domain/classified.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, str, type AttributesOf } from '../../store/entity.js';
import { table, type StoredItem } from '../../store/table.js';

/*
 * Entity DirectoryCategory: a directory domain (the spec's "category": Weddings, Professional, …).
 * Key: `DIRCAT#{categoryId}` / `CATEGORY`. Index: **gsi1** `DIRCATS` / `{name, lower case}#{id}`:
 * every domain under one key, so the public list is one Query already sorted by name.
 *
 * Entity DirectorySubCategory: a specific category of one domain (the spec's "sub-category").
 * Key: `DIRSUB#{subCategoryId}` / `SUBCATEGORY`. Index: **gsi1** `DIRCAT#{categoryId}` /
 * `{name, lower case}#{id}`: a domain's categories by name. (The same `DIRSUB#` value names the
 * category's public listings on gsi2, see listings.ts; the indexes are separate.)
 *
 * Ids are stable ids of the names for the seeded ones (directorySeed.ts), random for those added by
 * volunteers; a rename changes only the name and the sort key, never the id listings point to.
 */
export const directoryKeys = {
  category: (id: string) => ({ pk: `DIRCAT#${id}`, sk: 'CATEGORY' }),
  subCategory: (id: string) => ({ pk: `DIRSUB#${id}`, sk: 'SUBCATEGORY' }),
  allCategories: () => ({ gsi1pk: 'DIRCATS' }),
  subCategoriesOf: (categoryId: string) => ({ gsi1pk: `DIRCAT#${categoryId}` }),
};
const sortKey = (name: string, id: string) => `${name.toLowerCase()}#${id}`;

/**
 * The records are shared/domain/classified.ts's `Category` and `SubCategory`: the compiler checks
 * these declarations against them. Their keys are declared apart (the `...Items` below), read only
 * by the writes, so that a Lambda that only reads the directory (its public page) carries none of them.
 */
const categoryEntity = /* @__PURE__ */ (() => defineEntity('DirectoryCategory', { id: str, categoryName: str } satisfies AttributesOf<Category>))();
const subCategoryEntity = /* @__PURE__ */ (() => defineEntity('DirectorySubCategory', { id: str, categoryId: str, subCategoryName: str } satisfies AttributesOf<SubCategory>))();
const categoryItems = /* @__PURE__ */ (() => categoryEntity.keyedBy({
  key: (c) => directoryKeys.category(c.id),
  indexes: (c) => ({ ...directoryKeys.allCategories(), gsi1sk: sortKey(c.categoryName, c.id) }),
}))();
const subCategoryItems = /* @__PURE__ */ (() => subCategoryEntity.keyedBy({
  key: (s) => directoryKeys.subCategory(s.id),
  indexes: (s) => ({ ...directoryKeys.subCategoriesOf(s.categoryId), gsi1sk: sortKey(s.subCategoryName, s.id) }),
}))();

/** Every item on one gsi1 partition, each read into its record. */
const onGsi1 = <T>(pk: string, read: (item: StoredItem) => T) =>
  queryAll({ TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': pk } }, read);

/** Adds a domain; false when one with that id exists already (so the seed can run again). */
export async function putCategory(c: Category): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: categoryItems.toItem(c),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

/** Adds a specific category; false when one with that id exists already. */
export async function putSubCategory(s: SubCategory): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: subCategoryItems.toItem(s),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

async function rename(key: { pk: string; sk: string }, field: string, id: string, name: string): Promise<boolean> {
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: key,
      UpdateExpression: 'SET #n = :n, gsi1sk = :sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#n': field },
      ExpressionAttributeValues: { ':n': name, ':sk': sortKey(name, id) },
    }),
  ));
}

/** Renames a domain; false when there is no such domain. */
export const renameCategory = (id: string, categoryName: string) => rename(directoryKeys.category(id), 'categoryName', id, categoryName);
/** Renames a specific category; false when there is no such category. */
export const renameSubCategory = (id: string, subCategoryName: string) =>
  rename(directoryKeys.subCategory(id), 'subCategoryName', id, subCategoryName);

export async function getCategory(id: string): Promise<Category | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: directoryKeys.category(id) }));
  return res.Item ? categoryEntity.fromItem(res.Item) : undefined;
}

export async function getSubCategory(id: string): Promise<SubCategory | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: directoryKeys.subCategory(id) }));
  return res.Item ? subCategoryEntity.fromItem(res.Item) : undefined;
}

/** Every domain, by name. */
export async function listCategories(): Promise<Category[]> {
  return onGsi1(directoryKeys.allCategories().gsi1pk, categoryEntity.fromItem);
}

/** A domain's specific categories, by name. */
export async function listSubCategories(categoryId: string): Promise<SubCategory[]> {
  return onGsi1(directoryKeys.subCategoriesOf(categoryId).gsi1pk, subCategoryEntity.fromItem);
}
