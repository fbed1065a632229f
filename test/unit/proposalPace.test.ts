/** The day a paced family may act again (shared/domain/proposals.ts): 30 days on, rounded up to a UTC midnight, named as families read it. */
import { describe, expect, it } from 'vitest';
import { afterCooldown, dayName } from '#shared/domain/proposals.js';

describe('afterCooldown', () => {
  it('is the first UTC midnight at or after 30 days', () => {
    expect(afterCooldown('2026-11-24T15:30:00.000Z')).toBe('2026-12-25T00:00:00.000Z');
    expect(afterCooldown('2026-11-24T00:00:00.001Z')).toBe('2026-12-25T00:00:00.000Z');
    expect(afterCooldown('2026-11-24T00:00:00.000Z')).toBe('2026-12-24T00:00:00.000Z');
    expect(afterCooldown('2026-12-31T23:59:59.999Z')).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('dayName', () => {
  it('names the UTC day as families read it', () => {
    expect(dayName('2026-12-24T00:00:00.000Z')).toBe('24 December 2026');
    expect(dayName('2027-01-01T00:00:00.000Z')).toBe('1 January 2027');
  });
});
