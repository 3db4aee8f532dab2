import { describe, expect, it } from 'vitest';
import { batchPsdAreaLayers, psdAreaLayers, unknownPsdAreas, unknownPsdAreasMessage } from './psd-areas';

const smartObjects = ['Front', 'Back', 'Front'];
const area = (tag: string) => ({ layers: [tag] });

describe('a request’s areas on a PSD template’s smart objects', () => {
  it('gives each smart object the layers of its name, every one of a repeated name, nothing to the rest', () => {
    expect(psdAreaLayers(smartObjects, { Back: area('b') })).toEqual([undefined, ['b'], undefined]);
    expect(psdAreaLayers(smartObjects, { Front: area('f'), Back: area('b') })).toEqual([['f'], ['b'], ['f']]);
  });

  it('finds names the template does not have, and says which it has', () => {
    expect(unknownPsdAreas(smartObjects, { Front: area('f'), front: area('x'), toString: area('y') })).toEqual(['front', 'toString']);
    expect(unknownPsdAreas(smartObjects, { Back: area('b') })).toEqual([]);
    expect(unknownPsdAreasMessage(smartObjects, ['front'])).toBe(
      "areas: this Photoshop template's print areas are its smart objects 'Front', 'Back'; it has no 'front' (GET /templates lists ownTemplates[].printAreas).",
    );
  });

  it('in a batch, shows the first area in every smart object when the request names none of them', () => {
    expect(batchPsdAreaLayers(smartObjects, { front: area('f'), spine: area('s') })).toEqual([['f'], ['f'], ['f']]);
    expect(batchPsdAreaLayers(smartObjects, { front: area('f'), Back: area('b') })).toEqual([undefined, ['b'], undefined]);
  });

  it('does not take an inherited property for a layer name', () => {
    expect(psdAreaLayers(['constructor'], { Front: area('f') })).toEqual([undefined]);
  });
});
