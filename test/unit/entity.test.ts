import { describe, expect, expectTypeOf, it } from 'vitest';
import { bool, defineEntity, list, map, num, oneOf, optional, orElse, str, type AttributesOf, type RecordOf } from '../../functions/store/entity.js';

const note = defineEntity('Note', { id: str, ownerId: str, size: num, kind: oneOf('a', 'b'), tags: list(str), doneAt: optional(str) }).keyedBy({
  key: (n) => ({ pk: `USER#${n.ownerId}`, sk: `NOTE#${n.id}` }),
  indexes: (n) => ({ gsi1pk: `KIND#${n.kind}`, gsi1sk: n.id }),
});
type Note = RecordOf<typeof note.attributes>;
const record: Note = { id: 'n1', ownerId: 'u1', size: 3, kind: 'a', tags: ['x'] };

describe('defineEntity', () => {
  it('writes the declared key, index attributes and type with the record', () => {
    expect(note.toItem(record)).toStrictEqual({
      pk: 'USER#u1', sk: 'NOTE#n1', gsi1pk: 'KIND#a', gsi1sk: 'n1', type: 'Note', ...record,
    });
  });

  it('reads back only the declared attributes: no key, index or type attribute, nothing undeclared', () => {
    const read = note.fromItem({ ...note.toItem(record), stray: 1, gsi2pk: 'X' });
    expect(read).toStrictEqual(record);
    expect(Object.keys(read)).not.toContain('pk');
    expect('doneAt' in read).toBe(false);
    expect(note.fromItem({ ...note.toItem(record), doneAt: 't' }).doneAt).toBe('t');
  });

  it('refuses a stored attribute of another kind, or a missing required one', () => {
    expect(() => note.fromItem({ ...note.toItem(record), size: '3' })).toThrow(/Note\.size/);
    expect(() => note.fromItem({ ...note.toItem(record), kind: 'c' })).toThrow(/Note\.kind/);
    const { ownerId: _o, ...withoutOwner } = note.toItem(record);
    expect(() => note.fromItem(withoutOwner)).toThrow(/Note\.ownerId/);
  });

  it('fills an attribute older items lack with its fallback, and reads a nested map by its own declaration', () => {
    const settings = defineEntity('Settings', { id: str, on: orElse(bool, () => true), who: optional(map({ name: str })) });
    expect(settings.fromItem({ pk: 'p', sk: 's', id: 'a' })).toStrictEqual({ id: 'a', on: true });
    expect(settings.fromItem({ id: 'a', on: false, who: { name: 'n', extra: 1 } })).toStrictEqual({ id: 'a', on: false, who: { name: 'n' } });
    expect(() => settings.fromItem({ id: 'a', who: { name: 2 } })).toThrow(/Settings\.who\.name/);
  });

  it('projects the declared attributes, or those named', () => {
    expect(note.projection('id', 'size')).toStrictEqual({ ProjectionExpression: '#a0, #a1', ExpressionAttributeNames: { '#a0': 'id', '#a1': 'size' } });
    expect(Object.values(note.projection().ExpressionAttributeNames)).toEqual(['id', 'ownerId', 'size', 'kind', 'tags', 'doneAt']);
  });

  it('derives the record type from the declaration, and checks a declaration against a record type', () => {
    expectTypeOf<Note>().toEqualTypeOf<{ id: string; ownerId: string; size: number; kind: 'a' | 'b'; tags: string[]; doneAt?: string }>();
    expectTypeOf(note.fromItem).returns.toEqualTypeOf<Note>();
    interface Shared { id: string; at?: string }
    expectTypeOf({ id: str, at: optional(str) }).toExtend<AttributesOf<Shared>>();
    expectTypeOf({ id: str, at: str }).not.toExtend<AttributesOf<Shared>>();
    expectTypeOf({ id: str }).not.toExtend<AttributesOf<Shared>>();
  });
});
