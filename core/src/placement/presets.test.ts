import { describe, expect, it } from 'vitest';
import { normaliseType, PLACEMENT_PRESETS, presetFor } from './presets';

describe('normaliseType', () => {
  it('lowercases and turns every other character into a hyphen', () => {
    expect(normaliseType('iPhone 15 Pro')).toBe('iphone-15-pro');
    expect(normaliseType('T_Shirt')).toBe('t-shirt');
    expect(normaliseType('Tote Bag!')).toBe('tote-bag-');
    expect(normaliseType('crop-top')).toBe('crop-top');
    expect(normaliseType('Café')).toBe('caf-');
  });
});

describe('presetFor', () => {
  it('covers the types the spec names', () => {
    const named = ['t-shirt', 'tank', 'crop', 'long-sleeve', 'henley', 'polo', 'baseball', 'hoodie', 'sweatshirt',
      'iphone-15', 'iphone-15-pro', 'iphone-se', 'tote-bag', 'poster', 'business-card', 'book', 'box', 'mug'];
    for (const type of named) expect(PLACEMENT_PRESETS[type], type).toBeDefined();
    expect(Object.keys(PLACEMENT_PRESETS).length).toBeGreaterThanOrEqual(30);
  });

  it('finds a preset through normalisation', () => {
    expect(presetFor('Business Card')).toBe(PLACEMENT_PRESETS['business-card']);
    expect(presetFor('MUG')).toBe(PLACEMENT_PRESETS.mug);
  });

  it('falls back to the t-shirt preset for unknown types', () => {
    expect(presetFor('spaceship')).toBe(PLACEMENT_PRESETS['t-shirt']);
    expect(presetFor('')).toBe(PLACEMENT_PRESETS['t-shirt']);
  });

  it('keeps every box inside the picture', () => {
    for (const [type, p] of Object.entries(PLACEMENT_PRESETS)) {
      expect(p.x - p.width / 2, type).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width / 2, type).toBeLessThanOrEqual(100);
      expect(p.y - p.height / 2, type).toBeGreaterThanOrEqual(0);
      expect(p.y + p.height / 2, type).toBeLessThanOrEqual(100);
      expect(Math.abs(p.rotation), type).toBeLessThanOrEqual(360);
    }
  });
});
