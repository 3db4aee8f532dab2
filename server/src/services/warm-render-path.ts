import sharp from 'sharp';
import { allTemplates } from '../../../core/src/templates/assets';
import type { TemplateAsset } from '../../../core/src/templates/manifest';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { WorkPool } from '../work/pool';
import { rasterDesign, renderMockupOnPool } from './render';

/** Small, and not a level's own size, so it goes the way a large render goes (a level resampled band by band). */
const WARM_SIDE = 96;
/** A start never waits longer than this for the warm-up (a busy machine): the server listens regardless. */
const WARM_LIMIT_MS = 5_000;

/**
 * Renders a small mockup of a library template on every render thread, as a request does (the design checked by its
 * bytes, decoded, composited, encoded): a thread's first render pays for compiling the render code and starting its
 * libraries, which a user's first request should not.
 */
export async function warmRenderPath(work: WorkPool, config: Config, logger: Logger): Promise<void> {
  // The smallest picture: its layers decode fastest (a fresh DATA_DIR has no prepared level on disk yet).
  const template = allTemplates().reduce<TemplateAsset | undefined>((best, t) => (best && best.size <= t.size ? best : t), undefined);
  if (!template) return;
  const started = performance.now();
  const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#f97316' } }).png().toBuffer();
  const design = await rasterDesign(work, new Uint8Array(png));
  const job = { templateId: template.id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ffffff', width: WARM_SIDE };
  const renders = Promise.all(Array.from({ length: config.renderWorkers }, () => renderMockupOnPool(work, config, job))).then(
    () => 'warmed' as const,
    (error: unknown) => {
      logger.warn({ err: error }, 'render warm-up failed');
      return 'failed' as const;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), WARM_LIMIT_MS)));
  const outcome = await Promise.race([renders, limit]);
  clearTimeout(timer);
  logger.info({ ms: Math.round(performance.now() - started), outcome }, 'render path warm-up');
}
