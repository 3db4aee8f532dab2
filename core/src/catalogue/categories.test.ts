import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_GROUPS, groupOf } from './categories';

describe('the category list', () => {
  it('has 46 categories with unique slugs, titles and blurbs', () => {
    expect(CATEGORIES).toHaveLength(46);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(46);
    for (const category of CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9-]+$/);
      expect(category.title.length).toBeGreaterThan(1);
      expect(category.blurb.length).toBeGreaterThan(10);
    }
  });

  it('groups slugs as the spec lists them, anything else as Other', () => {
    expect(groupOf('t-shirts')).toBe('Apparel');
    expect(groupOf('phone-cases')).toBe('Tech & Devices');
    expect(groupOf('cd-covers')).toBe('Print & Publishing');
    expect(groupOf('medical')).toBe('Packaging');
    expect(groupOf('logos')).toBe('Marketing Materials');
    expect(groupOf('stickers')).toBe('Home & Lifestyle');
    expect(groupOf('vehicles')).toBe('Other');
    const grouped = CATEGORIES.filter((c) => c.group !== 'Other').length;
    expect(grouped).toBe(38);
    expect(CATEGORY_GROUPS).toHaveLength(6);
  });
});
