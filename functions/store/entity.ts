/**
 * An entity declared once: its attributes (each with a small reader that checks the stored value's
 * kind), its key and index attributes derived from a record, and its item type name. From that one
 * declaration come the record type (`RecordOf`), the item written (`toItem`), the record read back
 * (`fromItem`: only the declared attributes, each checked, so no cast where an entity reads) and the
 * projection that reads just those attributes. The readers are a `typeof` each, not a schema parse:
 * search and the matched list read many items, and zod must stay out of chunks that leave it out
 * (test/infra/bundles.test.ts). ElectroDB does the same, but would not fit the Lambda bundle budget.
 *
 * Every declaration is written `const x = /* @__PURE__ *\/ (() => defineEntity(…))()`: esbuild keeps
 * any call at a module's top level, used or not, so without the mark every Lambda that reaches a
 * module's index would carry every entity of that module (and the lists its readers name).
 */
import type { ItemKey, StoredItem } from './table.js';

/** Reads one stored attribute, throwing when it is not of the declared kind (the item is ours: a bug). */
export type Reader<T> = (value: unknown, attribute: string) => T;
/** A reader of an attribute an item may lack (the record's property is then absent, never `undefined`). */
export type OptionalReader<T> = Reader<T> & { readonly optional: true };
type Attributes = Record<string, Reader<unknown>>;

const wrong = (attribute: string, kind: string, value: unknown): Error =>
  new Error(`stored attribute ${attribute} is not ${kind}: ${typeof value}`);

export const str: Reader<string> = (v, a) => { if (typeof v === 'string') return v; throw wrong(a, 'a string', v); };
export const num: Reader<number> = (v, a) => { if (typeof v === 'number') return v; throw wrong(a, 'a number', v); };
export const bool: Reader<boolean> = (v, a) => { if (typeof v === 'boolean') return v; throw wrong(a, 'a boolean', v); };

/** One of these string values (a status, a kind). */
export function oneOf<const V extends string>(...values: V[]): Reader<V> {
  return (v, a) => {
    const found = values.find((value) => value === v);
    if (found === undefined) throw wrong(a, values.join('|'), v);
    return found;
  };
}

/** A list whose every element `each` reads. */
export function list<T>(each: Reader<T>): Reader<T[]> {
  return (v, a) => { if (Array.isArray(v)) return v.map((e, i) => each(e, `${a}[${i}]`)); throw wrong(a, 'a list', v); };
}

/** A map attribute holding these attributes (what it holds beside them is left out). */
export function map<const A extends Attributes>(attributes: A): Reader<RecordOf<A>> {
  return (v, a) => {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return readAttributes(attributes, Object.fromEntries(Object.entries(v)), a);
    throw wrong(a, 'a map', v);
  };
}

function readAttributes<A extends Attributes>(attributes: A, item: Record<string, unknown>, path: string): RecordOf<A> {
  const record: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(attributes)) {
    const value = item[name];
    if (value === undefined && 'optional' in read) continue;
    record[name] = read(value, `${path}.${name}`);
  }
  // Every declared attribute was read by its reader just above (optional ones only when present),
  // which is what RecordOf<A> says; TypeScript cannot follow a loop over a mapped type.
  return record as RecordOf<A>;
}

/** An attribute items written before it existed lack: those read as `fallback()` (a new value each read, so a list is never shared). */
export function orElse<T>(read: Reader<T>, fallback: () => T): Reader<T> {
  return (v, a) => (v === undefined ? fallback() : read(v, a));
}

/**
 * An attribute a record always names but may leave `undefined` (a schema's transform clears it), so
 * the item lacks it: read as `undefined` when absent.
 */
export function orUndefined<T>(read: Reader<T>): Reader<T | undefined> {
  return (v, a) => (v === undefined ? undefined : read(v, a));
}

/** An attribute an item may lack. */
export function optional<T>(read: Reader<T>): OptionalReader<T> {
  return Object.assign((v: unknown, a: string) => read(v, a), { optional: true as const });
}

type Read<R> = R extends Reader<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The record an entity's attributes declare. */
export type RecordOf<A extends Attributes> = Simplify<
  { [K in keyof A as A[K] extends { optional: true } ? never : K]: Read<A[K]> }
  & { [K in keyof A as A[K] extends { optional: true } ? K : never]?: Read<A[K]> }
>;

/**
 * The readers a record type in shared/ asks for: `satisfies AttributesOf<R>` makes the compiler
 * check that a declaration names every property of `R`, optional exactly where `R`'s is.
 */
export type AttributesOf<R> = {
  [K in keyof R]-?: {} extends Pick<R, K> ? OptionalReader<Exclude<R[K], undefined>> : Reader<R[K]>;
};

/** The index attributes an item may carry (table.ts declares the indexes), and its expiry. */
export interface IndexAttributes {
  gsi1pk?: string; gsi1sk?: string; gsi2pk?: string; gsi2sk?: string; gsi3pk?: string; gsi3sk?: string;
  /** Epoch seconds after which DynamoDB may delete the item (the table's TTL attribute). */
  ttl?: number;
}

/** How an entity's items are keyed and indexed, each derived from its record. */
export interface EntityKeys<A extends Attributes> {
  key: (r: RecordOf<A>) => ItemKey;
  /** The index attributes of an item listed in an index (an absent one keeps it out of that index), and its TTL. */
  indexes?: (r: RecordOf<A>) => IndexAttributes;
}

/** What the attributes alone give: the record read from an item, and projections. */
export interface EntityAttributes<A extends Attributes> {
  readonly type: string;
  readonly attributes: A;
  /** The record of a stored item: its declared attributes, each read; keys, indexes and `type` left out. */
  fromItem: (item: StoredItem) => RecordOf<A>;
  /** A projection reading only these attributes (all declared ones when none are named). */
  projection: (...names: (keyof A & string)[]) => { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> };
  /** Adds the key and index builders (an entity whose key holds more than its record, e.g. an owner's id, goes without). */
  keyedBy: (k: EntityKeys<A>) => Entity<A>;
}

export interface Entity<A extends Attributes> extends Omit<EntityAttributes<A>, 'keyedBy'> {
  key: (r: RecordOf<A>) => ItemKey;
  /** The stored item: the key and index attributes, `type`, then the record. */
  toItem: (r: RecordOf<A>) => StoredItem;
}

/**
 * `defineEntity(type, attributes).keyedBy({ key, indexes })`: two calls, so that TypeScript has the
 * record type (from the attributes, whose readers may be generic calls) before it reads the key builders.
 */
export function defineEntity<A extends Attributes>(type: string, attributes: A): EntityAttributes<A> {
  const names = Object.keys(attributes);
  const declared: Omit<EntityAttributes<A>, 'keyedBy'> = {
    type,
    attributes,
    fromItem: (item) => readAttributes(attributes, item, type),
    projection: (...picked) => {
      const chosen = picked.length ? picked : names;
      return {
        ProjectionExpression: chosen.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(chosen.map((n, i) => [`#a${i}`, n])),
      };
    },
  };
  return {
    ...declared,
    keyedBy: ({ key, indexes }) => ({ ...declared, key, toItem: (r) => ({ ...key(r), ...indexes?.(r), type, ...r }) }),
  };
}
