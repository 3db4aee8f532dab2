import { describe, expect, it } from 'vitest';
import { SCENE_LIGHTS } from './lighting';
import { BACKGROUND_SCENES, type SceneRecipe } from './photo-scenes';
import { applySceneWords, colourIn } from './scene-words';

/** The studio style's recipe (a bare sweep, the form's default), changed by `prompt`. */
function studioWith(prompt: string): SceneRecipe {
  const recipe = BACKGROUND_SCENES.studio();
  applySceneWords(recipe, prompt);
  return recipe;
}

describe('colourIn', () => {
  it('finds the colour a prompt names, lightened or darkened', () => {
    expect(colourIn('a red backdrop')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourIn('dark red')).not.toBe(colourIn('red'));
    expect(colourIn('no colour at all')).toBeUndefined();
  });

  it("finds no colour in the names of Object's own properties (they were looked up in a plain object)", () => {
    for (const word of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'dark constructor']) {
      expect(colourIn(word), word).toBeUndefined();
    }
  });
});

describe('scene words', () => {
  it.each([
    ['in a cafe', 'cafe', 'wood'],
    ['kitchen', 'tiles', 'marble'],
    ['on the beach', 'sea', 'sand'],
    ['office', 'office', 'wood'],
    ['forest', 'forest', 'moss'],
  ])('the place "%s" sets its own wall (%s) and surface (%s)', (prompt, wall, floor) => {
    const recipe = studioWith(prompt);
    expect([recipe.wallKind, recipe.floorKind]).toEqual([wall, floor]);
    expect(recipe.stage.horizon).toBeLessThan(1);
    expect(recipe.stage.floor).toBeDefined();
  });

  it('"studio" turns a room back into a seamless sweep', () => {
    const recipe = BACKGROUND_SCENES.lifestyle();
    expect(recipe.floorKind).toBe('wood');
    applySceneWords(recipe, 'studio');
    expect([recipe.wallKind, recipe.floorKind, recipe.stage.horizon, recipe.lighting]).toEqual(['sweep', undefined, 1, 'studio']);
  });

  it.each([
    ['wood', 'wood'],
    ['white marble', 'marble'],
    ['concrete', 'concrete'],
    ['linen', 'linen'],
    ['sand', 'sand'],
    ['grass', 'grass'],
  ])('the surface "%s" lays a %s floor', (prompt, floor) => {
    const before = BACKGROUND_SCENES.studio();
    const recipe = studioWith(`on ${prompt}`);
    expect(recipe.floorKind).toBe(floor);
    expect(recipe.stage.floor).toBeDefined();
    expect(recipe.stage.floor).not.toBe(before.stage.floor);
  });

  it('a surface changes the floor of a place and keeps its wall', () => {
    const recipe = studioWith('concrete office desk');
    expect([recipe.wallKind, recipe.floorKind]).toEqual(['office', 'concrete']);
  });

  it.each([
    ['morning sunlight', 'morning'],
    ['at golden hour', 'golden'],
    ['neon', 'neon'],
    ['window light', 'window'],
  ] as const)('the light words "%s" light the set by the %s recipe', (prompt, light) => {
    const recipe = studioWith(prompt);
    expect(recipe.lighting).toBe(light);
    expect(SCENE_LIGHTS[recipe.lighting]).not.toEqual(SCENE_LIGHTS[BACKGROUND_SCENES.studio().lighting]);
  });

  it('reads a whole prompt: place, surface and light together', () => {
    const recipe = BACKGROUND_SCENES.studio();
    expect(applySceneWords(recipe, 'wooden cafe table with morning sunlight')).toMatchObject({ place: 'cafe', surface: 'wood', light: 'morning' });
    expect([recipe.wallKind, recipe.floorKind, recipe.lighting]).toEqual(['cafe', 'wood', 'morning']);
    expect(applySceneWords(BACKGROUND_SCENES.studio(), 'white marble kitchen counter, window light')).toMatchObject({ place: 'kitchen', surface: 'marble', light: 'window' });
    expect(applySceneWords(BACKGROUND_SCENES.studio(), 'neon night city')).toMatchObject({ place: 'nightCity', light: 'neon' });
    expect(applySceneWords(BACKGROUND_SCENES.studio(), 'outdoors on grass in a forest')).toMatchObject({ place: 'forest', surface: 'grass' });
  });

  it('the light morning and window give what they promise: a warm low key, a soft one falling off across the room', () => {
    const { morning, window } = SCENE_LIGHTS;
    expect(morning.key.colour[0]).toBeGreaterThan(morning.key.colour[2]);
    expect(morning.ambient.colour[2]).toBeGreaterThan(morning.ambient.colour[0]);
    expect(window.softness).toBeGreaterThan(SCENE_LIGHTS.natural.softness);
    expect(window.falloff).toBeGreaterThan(0.3);
  });
});
