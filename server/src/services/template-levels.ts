import { createHash } from 'node:crypto';
import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import { levelBytes, levelFor, prepareLevel, PREPARED_LEVEL_VERSION, smallerLevel, type PreparedTemplate } from '../../../core/src/render/prepare';
import type { TemplateLayers } from '../../../core/src/render/types';
import { templateAsset } from '../../../core/src/templates/assets';
import { clipKeyframeAsset } from '../../../core/src/video/clip-library';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import type { TemplateAsset } from '../../../core/src/templates/manifest';
import { loadOwnTemplateLayers, type OwnTemplateFiles } from '../own-photo/template-files';
import { createLevelStore, type LevelStore } from './render-level-store';
import { nodeAssetReader } from './templates';

/**
 * Prepared template levels on this worker thread, in an LRU bounded by bytes. Every thread has its own heap, so
 * each gets an equal share of RENDER_CACHE_MB (the render service sends it with each task). A render of any width
 * reads one of a template's few levels (core/src/render/prepare.ts), so no width makes a preparation of its own:
 * a 1024² template's level is ~16.8 MB however large the output.
 *
 * Behind it, the library's levels are kept on disk (render-level-store.ts), shared by the threads and kept across
 * restarts: a level this thread does not hold is read from there before it is prepared from the template's files.
 */
let cache: AsyncByteLru<PreparedTemplate> | undefined;

/** Where and how much of the prepared levels are kept on disk (render.ts levelStoreFor). */
export interface LevelStoreSettings {
  dir: string;
  maxBytes: number;
}

let store: { dir: string; store: LevelStore } | undefined;

/** What a level is made from: a cache key, the layers' side, how to load them and its name on disk, if it has one. */
interface LevelSource {
  key: string;
  size: number;
  load: () => Promise<TemplateLayers>;
  diskName?: (size: number) => string;
}

/**
 * The level a `width` render of template `id` reads, or undefined for an unknown template. An own template comes
 * with its files (`own`), whose key carries its version: a replaced or deleted template is never read from here,
 * as the main thread sends only the files of a template that exists now. Own templates are not kept on disk (a
 * deleted one leaves nothing behind).
 */
export function templateLevel(
  id: string,
  width: number,
  budgetBytes: number,
  own?: OwnTemplateFiles,
  disk?: LevelStoreSettings,
): Promise<PreparedTemplate> | undefined {
  let source: LevelSource;
  if (own) source = { key: own.key, size: own.size, load: () => loadOwnTemplateLayers(own) };
  else {
    const asset = templateAsset(id);
    if (!asset) return undefined;
    source = librarySource(asset);
  }
  cache ??= new AsyncByteLru(budgetBytes, levelBytes);
  return levelOf(cache, diskFor(disk, source), source, levelFor(source.size, width));
}

/**
 * The level of library template (or clip keyframe) `id` for a `width` render, from the disk store or the template's
 * files, and not kept in this thread's cache: for a caller that keeps what it needs of it (a video's keyframe windows,
 * video/keyframe-windows.ts), so a video's keyframes do not push the templates' levels out.
 */
export function uncachedLevel(id: string, width: number, disk?: LevelStoreSettings): Promise<PreparedTemplate> | undefined {
  // A video clip's keyframes are templates too (core/src/video/clips.ts).
  const asset = templateAsset(id) ?? clipKeyframeAsset(id);
  if (!asset) return undefined;
  const source = librarySource(asset);
  return levelOf(undefined, diskFor(disk, source), source, levelFor(source.size, width));
}

const librarySource = (asset: TemplateAsset): LevelSource => ({
  key: asset.id,
  size: asset.size,
  load: () => loadTemplateLayers(asset, nodeAssetReader),
  diskName: levelFileName(asset),
});

function diskFor(disk: LevelStoreSettings | undefined, source: LevelSource): LevelStore | undefined {
  if (!disk || !source.diskName) return undefined;
  if (store?.dir !== disk.dir) store = { dir: disk.dir, store: createLevelStore(disk) };
  return store.store;
}

/** A level of `source` from `lru` (when given), the disk store or the source's files. */
function levelOf(lru: AsyncByteLru<PreparedTemplate> | undefined, disk: LevelStore | undefined, source: LevelSource, size: number): Promise<PreparedTemplate> {
  const load = async () => {
    const name = source.diskName?.(size);
    const stored = name && disk ? await disk.read(name) : undefined;
    if (stored && stored.size === size && stored.templateSize === source.size) return stored;
    const level =
      size === source.size
        ? prepareLevel(await source.load(), size)
        : // Smaller levels come from the template's own (cached once for all of them), not from the files again.
          smallerLevel(await levelOf(lru, disk, source, source.size), size);
    // Written once this thread is free again (the render comes first); a render never waits for the disk.
    if (name && disk) void disk.write(name, level);
    return level;
  };
  return lru ? lru.get(`${source.key}@${size}`, load) : load();
}

/**
 * A library level's file name: the template, the level's size and a hash of everything its bytes come from — the
 * assets' content-hashed URLs, the template's size and print aspect, its further areas, and the preparation's version.
 */
export function levelFileName(asset: TemplateAsset): (size: number) => string {
  const version = createHash('sha256')
    .update(JSON.stringify([PREPARED_LEVEL_VERSION, asset.scene, asset.maps, asset.mesh, asset.size, asset.printAspect, ...(asset.areas ? [asset.areas] : [])]))
    .digest('hex')
    .slice(0, 16);
  return (size) => `${asset.id}@${size}-${version}`;
}

/** What this thread keeps now (for tests and logs). */
export const levelCacheStats = () => ({ bytes: cache?.bytes ?? 0, keys: cache?.keys() ?? [] });
