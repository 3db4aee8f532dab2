import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sceneHash } from '../physical/blender';
import { portableModelScene, PRODUCT_MODELS } from './product-models';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = JSON.parse(fs.readFileSync(path.join(here, 'built-hashes.json'), 'utf8')) as Record<string, string>;

describe('the 3D products made in Blender', () => {
  it('are committed as made from their scenes and scripts today (else: npm run models:build)', () => {
    for (const model of PRODUCT_MODELS) {
      expect(fs.existsSync(path.join(here, '../../../web/public/models', `${model.product}.glb`)), model.product).toBe(true);
      expect(built[model.product], model.product).toBe(sceneHash(portableModelScene(model.scene())));
    }
    expect(Object.keys(built).sort()).toEqual(PRODUCT_MODELS.map((model) => model.product).sort());
  });

  it('hash a scene without the machine’s drape cache, and change with what makes it', () => {
    const tee = PRODUCT_MODELS.find((model) => model.product === 't-shirt')!.scene() as { garment: { drapeFile: string } };
    expect(path.isAbsolute(tee.garment.drapeFile)).toBe(true);
    expect(sceneHash(portableModelScene({ ...tee, garment: { drapeFile: '/elsewhere/drapes/' + path.basename(tee.garment.drapeFile) } }))).toBe(
      sceneHash(portableModelScene(tee)),
    );
    expect(sceneHash(portableModelScene({ ...tee, samples: 64 }))).not.toBe(sceneHash(portableModelScene(tee)));
  });
});
