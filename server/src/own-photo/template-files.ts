import sharp from 'sharp';
import type { TemplateLayers } from '../../../core/src/render/types';
import { loadTemplateLayers, type AssetReader } from '../../../core/src/templates/load';
import type { TemplateAsset } from '../../../core/src/templates/manifest';

/** The stored files of an own template, in storage under its folder. */
export const OWN_TEMPLATE_FILES = { scene: 'scene.webp', maps: 'maps.png', mesh: 'mesh.json', thumb: 'thumb.webp' } as const;
export type OwnTemplateFileName = keyof typeof OWN_TEMPLATE_FILES;

/**
 * An own template's encoded layers as a render task receives them: the main thread reads them from storage (the
 * worker threads have no storage) and the thread decodes and prepares them once per `key` (`<id>@<version>`).
 */
export interface OwnTemplateFiles {
  key: string;
  size: number;
  printAspect: number;
  scene: Uint8Array;
  maps: Uint8Array;
  mesh: string;
}

export const ownTemplateFilesBytes = (files: OwnTemplateFiles) => files.scene.byteLength + files.maps.byteLength + files.mesh.length * 2;

/** The files as the renderer's loader reads library assets: decoded by sharp to exact RGBA. */
function readerOf(files: OwnTemplateFiles): AssetReader {
  return {
    async image(url) {
      const bytes = url === 'scene' ? files.scene : files.maps;
      const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
    },
    text: async () => files.mesh,
  };
}

/** Decodes an own template's files into the renderer's layers (worker threads only: sharp decodes). */
export function loadOwnTemplateLayers(files: OwnTemplateFiles): Promise<TemplateLayers> {
  const asset: TemplateAsset = {
    id: files.key,
    category: 'own',
    type: 'own',
    style: '',
    size: files.size,
    printAspect: files.printAspect,
    thumbnail: '',
    scene: 'scene',
    maps: 'maps',
    mesh: 'mesh',
  };
  return loadTemplateLayers(asset, readerOf(files));
}
