/**
 * A schema built on its first use, and once. A Lambda's cold request imports the domain modules of
 * its group's whole route table (and the web, those of every form it may show); building every
 * schema there at import made zod the largest cost of a cold request after the AWS SDK, though a
 * request uses a handful. Wrapped in this, a module-level schema is a stand-in that builds the real
 * one when anything first touches it (a parse, `.shape`, `.extend`; `z.infer` is types only) and
 * forwards every later touch to it: readers keep using it as the schema it is.
 *
 * The `@__PURE__` mark at each call lets a bundler drop a schema nothing imports.
 */
import type * as z from 'zod';
// From zod's core alone: reaching it through `z.core` would make a bundle keep all of core (its locales too).
import { processSchema, type ProcessParams, type ToJSONSchemaContext } from 'zod/v4/core';

const standIns = new WeakSet<object>();
/** Whether a value is a stand-in of this module, told without building it. */
export const isLazySchema = (value: unknown): boolean => typeof value === 'object' && value !== null && standIns.has(value);

export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  let internals: T['_zod'] | undefined;
  const schema = () => (built ??= build());
  // The stand-in's own target stays an empty extensible object, so every trap below may report
  // what the built schema has (a proxy's invariants bind only non-configurable properties of its target).
  const standIn: T = new Proxy(Object.create(null) as T, {
    get: (_, key) => (key === '_zod' ? (internals ??= internalsFor(schema(), standIn)) : Reflect.get(schema(), key)),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  standIns.add(standIn);
  return standIn;
}

/**
 * The built schema's internals, read through (parsing runs the built schema's own), except for JSON
 * Schema: zod's generator keys what it has seen by the schema object, while the built schema's
 * hooks name the built schema, not the stand-in; so the stand-in is written as a reference to the
 * built schema, as zod writes a pipe, and the document comes out as if no stand-in were there.
 */
function internalsFor<T extends z.ZodType>(built: T, standIn: T): T['_zod'] {
  return Object.create(built._zod, {
    toJSONSchema: { value: undefined },
    parent: { value: undefined },
    processJSONSchema: {
      value: (ctx: ToJSONSchemaContext, _json: unknown, params: ProcessParams) => {
        processSchema(built, ctx, params);
        ctx.seen.get(standIn)!.ref = built;
      },
    },
  }) as T['_zod'];
}
