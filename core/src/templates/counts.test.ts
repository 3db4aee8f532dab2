import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_GROUPS } from '../catalogue/categories';
import { allTemplates } from './assets';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL, templateCountIn, templateCountInGroup } from './counts';

describe('library counts', () => {
  // The manifest is the renderer's list; the counts come from the pages' summaries: the two must agree.
  const manifest = allTemplates();

  it('count what the manifest holds', () => {
    expect(TEMPLATE_TOTAL).toBe(manifest.length);
    expect(CATEGORIES_WITH_TEMPLATES).toBe(new Set(manifest.map((t) => t.category)).size);
    for (const category of CATEGORIES) {
      expect(templateCountIn(category.slug), category.slug).toBe(manifest.filter((t) => t.category === category.slug).length);
    }
    const grouped = [...CATEGORY_GROUPS, 'Other' as const].reduce((sum, group) => sum + templateCountInGroup(group), 0);
    expect(grouped).toBe(manifest.length);
  });

  it('are the library as built today: 45 categories of 8 or more, a folded ninth sweatshirt, twelve business cards, stickers, books, boxes and devices', () => {
    expect(TEMPLATE_TOTAL).toBe(381);
    expect(CATEGORIES_WITH_TEMPLATES).toBe(45);
    expect(templateCountIn('t-shirts')).toBe(8);
    expect(templateCountIn('sweatshirts')).toBe(9);
    expect(templateCountIn('business-cards')).toBe(12);
    expect(templateCountIn('stickers')).toBe(12);
    expect(templateCountIn('books')).toBe(12);
    expect(templateCountIn('packaging')).toBe(12);
    expect(templateCountIn('devices')).toBe(12);
    expect(templateCountIn('video-mockups')).toBe(0);
  });

  it('label a count rounded down, never up', () => {
    expect([0, 1, 8, 9].map(countLabel)).toEqual(['0', '1', '8', '9']);
    expect([10, 45, 99, 360, 369, 1234, 10_999].map(countLabel)).toEqual(['10+', '45+', '99+', '360+', '360+', '1,200+', '10,000+']);
  });
});
