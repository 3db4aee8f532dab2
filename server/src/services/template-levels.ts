import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import { levelBytes, levelFor, prepareLevel, smallerLevel, type PreparedTemplate } from '../../../core/src/render/prepare';
import type { TemplateLayers } from '../../../core/src/render/types';
import { templateAsset } from '../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import { loadOwnTemplateLayers, type OwnTemplateFiles } from '../own-photo/template-files';
import { nodeAssetReader } from './templates';

/**
 * Prepared template levels on this worker thread, in an LRU bounded by bytes. Every thread has its own heap, so
 * each gets an equal share of RENDER_CACHE_MB (the render service sends it with each task). A render of any width
 * reads one of a template's few levels (core/src/render/prepare.ts), so no width makes a preparation of its own:
 * a 1024² template's level is ~16.8 MB however large the output.
 */
let cache: AsyncByteLru<PreparedTemplate> | undefined;

/** What a level is made from: a cache key, the layers' side and how to load them. */
interface LevelSource {
  key: string;
  size: number;
  load: () => Promise<TemplateLayers>;
}

/**
 * The level a `width` render of template `id` reads, or undefined for an unknown template. An own template comes
 * with its files (`own`), whose key carries its version: a replaced or deleted template is never read from here,
 * as the main thread sends only the files of a template that exists now.
 */
export function templateLevel(id: string, width: number, budgetBytes: number, own?: OwnTemplateFiles): Promise<PreparedTemplate> | undefined {
  let source: LevelSource;
  if (own) source = { key: own.key, size: own.size, load: () => loadOwnTemplateLayers(own) };
  else {
    const asset = templateAsset(id);
    if (!asset) return undefined;
    source = { key: asset.id, size: asset.size, load: () => loadTemplateLayers(asset, nodeAssetReader) };
  }
  cache ??= new AsyncByteLru(budgetBytes, levelBytes);
  return levelOf(cache, source, levelFor(source.size, width));
}

function levelOf(lru: AsyncByteLru<PreparedTemplate>, source: LevelSource, size: number): Promise<PreparedTemplate> {
  return lru.get(`${source.key}@${size}`, async () =>
    size === source.size
      ? prepareLevel(await source.load(), size)
      : // Smaller levels come from the template's own (cached once for all of them), not from the files again.
        smallerLevel(await levelOf(lru, source, source.size), size),
  );
}

/** What this thread keeps now (for tests and logs). */
export const levelCacheStats = () => ({ bytes: cache?.bytes ?? 0, keys: cache?.keys() ?? [] });
