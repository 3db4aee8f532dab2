import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import { levelBytes, levelFor, prepareLevel, smallerLevel, type PreparedTemplate } from '../../../core/src/render/prepare';
import { templateAsset } from '../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import type { TemplateAsset } from '../../../core/src/templates/manifest';
import { nodeAssetReader } from './templates';

/**
 * Prepared template levels on this worker thread, in an LRU bounded by bytes. Every thread has its own heap, so
 * each gets an equal share of RENDER_CACHE_MB (the render service sends it with each task). A render of any width
 * reads one of a template's few levels (core/src/render/prepare.ts), so no width makes a preparation of its own:
 * a 1024² template's level is ~16.8 MB however large the output.
 */
let cache: AsyncByteLru<PreparedTemplate> | undefined;

/** The level a `width` render of template `id` reads, or undefined for an unknown template. */
export function templateLevel(id: string, width: number, budgetBytes: number): Promise<PreparedTemplate> | undefined {
  const asset = templateAsset(id);
  if (!asset) return undefined;
  cache ??= new AsyncByteLru(budgetBytes, levelBytes);
  return levelOf(cache, asset, levelFor(asset.size, width));
}

function levelOf(lru: AsyncByteLru<PreparedTemplate>, asset: TemplateAsset, size: number): Promise<PreparedTemplate> {
  return lru.get(`${asset.id}@${size}`, async () =>
    size === asset.size
      ? prepareLevel(await loadTemplateLayers(asset, nodeAssetReader), size)
      : // Smaller levels come from the template's own (cached once for all of them), not from the files again.
        smallerLevel(await levelOf(lru, asset, asset.size), size),
  );
}

/** What this thread keeps now (for tests and logs). */
export const levelCacheStats = () => ({ bytes: cache?.bytes ?? 0, keys: cache?.keys() ?? [] });
