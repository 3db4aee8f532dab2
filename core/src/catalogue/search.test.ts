import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category } from './categories';
import { filterCategories, parseGroup, showingLine } from './search';

const sample: Category[] = [
  { slug: 't-shirts', title: 'T-Shirts', blurb: 'Classic tees on models.', group: 'Apparel' },
  { slug: 'mugs', title: 'Mugs', blurb: 'Ceramic mugs in kitchen scenes.', group: 'Home & Lifestyle' },
  { slug: 'hoodies', title: 'Hoodies', blurb: 'Zip hoodies in street scenes.', group: 'Apparel' },
];

describe('filterCategories', () => {
  it('returns everything for an empty query, in order', () => {
    expect(filterCategories(sample, { term: '', group: null }).map((c) => c.slug)).toEqual(['t-shirts', 'mugs', 'hoodies']);
  });

  it('matches the title case-insensitively', () => {
    expect(filterCategories(sample, { term: 'MUG', group: null }).map((c) => c.slug)).toEqual(['mugs']);
  });

  it('matches the blurb and ignores surrounding spaces', () => {
    expect(filterCategories(sample, { term: '  street scenes ', group: null }).map((c) => c.slug)).toEqual(['hoodies']);
  });

  it('filters by group and combines group with the search term', () => {
    expect(filterCategories(sample, { term: '', group: 'Apparel' }).map((c) => c.slug)).toEqual(['t-shirts', 'hoodies']);
    expect(filterCategories(sample, { term: 'scenes', group: 'Apparel' }).map((c) => c.slug)).toEqual(['hoodies']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterCategories(sample, { term: 'spaceship', group: null })).toEqual([]);
  });

  it('finds the seven apparel categories of the real list', () => {
    expect(filterCategories(CATEGORIES, { term: '', group: 'Apparel' })).toHaveLength(7);
  });
});

describe('parseGroup', () => {
  it('accepts a known group and treats anything else as All Categories', () => {
    expect(parseGroup('Tech & Devices')).toBe('Tech & Devices');
    expect(parseGroup('Other')).toBeNull();
    expect(parseGroup('apparel')).toBeNull();
    expect(parseGroup(null)).toBeNull();
  });
});

describe('showingLine', () => {
  it('says how many are shown of how many', () => {
    expect(showingLine(46, 46, { term: '', group: null })).toBe('Showing 46 of 46 categories');
  });

  it('adds the search term and the group', () => {
    expect(showingLine(2, 46, { term: ' shirt ', group: null })).toBe('Showing 2 of 46 categories for "shirt"');
    expect(showingLine(7, 46, { term: '', group: 'Apparel' })).toBe('Showing 7 of 46 categories in Apparel');
    expect(showingLine(1, 46, { term: 'tee', group: 'Apparel' })).toBe('Showing 1 of 46 categories for "tee" in Apparel');
  });
});
