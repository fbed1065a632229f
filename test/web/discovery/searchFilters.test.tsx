/** The folded filters' words: how many options are set and what they are. */
import { describe, expect, it } from 'vitest';
import { filterSummary, optionsSet } from '#web/features/discovery/components/SearchFilters';

describe('the folded filters', () => {
  it('count each option set once, a multi-select with several values too', () => {
    expect(optionsSet({})).toBe(0);
    expect(optionsSet({ minAge: 25, maxAge: 32, foodHabits: ['Vegan', 'Vegetarian'] })).toBe(3);
  });

  it('say the ages, then the other choices in the form’s words', () => {
    expect(filterSummary({ minAge: 25, maxAge: 32, foodHabits: ['Vegan', 'Vegetarian'], searchText: 'Guelph' })).toBe('Ages 25–32 · Vegan · Vegetarian · “Guelph”');
    expect(filterSummary({ minAge: 30, gender: 'Female', excludeOwnGotra: 'true' })).toBe('Ages 30 and up · Female · Not my gotra');
    expect(filterSummary({ maxAge: 40 })).toBe('Ages up to 40');
  });
});
