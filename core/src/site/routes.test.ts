import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalogue/categories';
import { resolveCategoryParam } from '../catalogue/category-aliases';
import { templatesFor } from '../templates/library';
import { isAppPath, SHORTCUT_SLUGS } from './routes';
import { editorPath, findTemplate, templatePath } from './template-routes';

describe('isAppPath', () => {
  it('knows the fixed routes, every category slug and /mockups/:category', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/pricing')).toBe(true);
    expect(isAppPath('/pricing/')).toBe(true);
    expect(isAppPath('/mockups/hoodie')).toBe(true);
    expect(isAppPath('/3d-mockup/t-shirt')).toBe(true);
    expect(isAppPath('/3d-mockup/book')).toBe(true);
    expect(isAppPath('/3d-mockup/box/')).toBe(true);
    for (const category of CATEGORIES) expect(isAppPath(`/${category.slug}`)).toBe(true);
  });

  it('knows the detail view and the editor of every template, under both category routes', () => {
    const template = templatesFor('t-shirts')[2]!;
    for (const base of ['/t-shirts', '/mockups/t-shirt', '/mockups/t-shirts']) {
      expect(isAppPath(templatePath(base, template.id))).toBe(true);
      expect(isAppPath(editorPath(base, template.id))).toBe(true);
      expect(isAppPath(`${editorPath(base, template.id)}/`)).toBe(true);
    }
    for (const category of CATEGORIES) {
      for (const { id } of templatesFor(category.slug)) expect(isAppPath(`/${category.slug}/${id}/edit`)).toBe(true);
    }
  });

  it('knows /own-photo and the editor of an own template (whether it may be opened is the API’s to say)', () => {
    expect(isAppPath('/own-photo')).toBe(true);
    expect(isAppPath('/my-templates/own-AbCdEfGh_-123456/edit')).toBe(true);
    expect(isAppPath('/my-templates/own-AbCdEfGh_-123456/edit/')).toBe(true);
    expect(isAppPath('/my-templates/own-short/edit')).toBe(false);
    expect(isAppPath('/my-templates/t-shirts-1/edit')).toBe(false);
    expect(isAppPath('/my-templates/own-AbCdEfGh_-123456')).toBe(false);
    expect(isAppPath('/my-templates')).toBe(false);
  });

  it('rejects anything else', () => {
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/mockups/a/b')).toBe(false);
    expect(isAppPath('/t-shirts/extra')).toBe(false);
    expect(isAppPath('/3d-mockup/pillow')).toBe(false);
    // A template of another category, an unknown id, a made-up action, a fixed route used as a category.
    expect(isAppPath('/hoodies/t-shirts-1')).toBe(false);
    expect(isAppPath('/mockups/hoodie/t-shirts-1/edit')).toBe(false);
    expect(isAppPath('/t-shirts/t-shirts-99')).toBe(false);
    expect(isAppPath('/t-shirts/t-shirts-1/delete')).toBe(false);
    expect(isAppPath('/t-shirts/t-shirts-1/edit/more')).toBe(false);
    expect(isAppPath('/pricing/pricing-1')).toBe(false);
    expect(isAppPath('/t-shirts/%E0%A4%A')).toBe(false);
  });

  it('every shortcut route is a category', () => {
    const slugs = new Set(CATEGORIES.map((category) => category.slug));
    for (const shortcut of SHORTCUT_SLUGS) expect(slugs.has(shortcut)).toBe(true);
  });
});

describe('findTemplate', () => {
  it('finds library templates by id and nothing else', () => {
    const template = templatesFor('mugs')[4]!;
    expect(findTemplate(template.id)).toBe(template);
    expect(findTemplate('mugs-99')).toBeUndefined();
    expect(findTemplate('mugs')).toBeUndefined();
    expect(findTemplate('')).toBeUndefined();
  });
});

describe('resolveCategoryParam', () => {
  it('maps the home card values to their categories', () => {
    expect(resolveCategoryParam('t-shirt').slug).toBe('t-shirts');
    expect(resolveCategoryParam('hoodie').slug).toBe('hoodies');
    expect(resolveCategoryParam('tote-bag').slug).toBe('tote-bags');
    expect(resolveCategoryParam('iphone').slug).toBe('phone-cases');
  });

  it('takes real slugs as they are and falls back to the first category', () => {
    expect(resolveCategoryParam('mugs').slug).toBe('mugs');
    expect(resolveCategoryParam('spaceships').slug).toBe(CATEGORIES[0]!.slug);
  });
});
