import type { EngineStatus } from '../../../../core/src/ai/engines';
import type { Logger } from '../../logger';
import { checkComfyUi } from './comfyui';
import type { ProviderConfig } from './config';
import { checkSdWebUi } from './sd-webui';

/** How long each self-hosted engine may take to answer the check at start. */
const CHECK_MS = 5_000;
/** While a check fails, the status is checked again when asked, at most this often. */
const RECHECK_MS = 10_000;

export const OFFLINE_STATUS_NAME = 'Offline design engine';

/**
 * Checks the configured engines once (at start): the self-hosted ones must answer and have their checkpoint; hosted
 * ones are taken as configured (checking them would spend the operator's credits). The answer names the engine tried
 * first for a new image, for the AI tools page's status line; a failed check is logged and listed.
 */
export async function checkEngines(config: ProviderConfig, logger: Pick<Logger, 'warn' | 'info'>): Promise<EngineStatus> {
  const problems: string[] = [];
  const passes = async (check: () => Promise<void>) => {
    try {
      await check();
      return true;
    } catch (error) {
      problems.push((error as Error).message);
      return false;
    }
  };
  let status: Omit<EngineStatus, 'problems'> = { engine: 'offline', name: OFFLINE_STATUS_NAME };
  if (config.sdWebUi && (await passes(() => checkSdWebUi(config.sdWebUi!, AbortSignal.timeout(CHECK_MS))))) {
    status = { engine: 'sd-webui', name: `SD WebUI on ${config.sdWebUi.baseUrl}` };
  }
  // ComfyUI is tried before the SD web UI (config.ts), so it names the status when both pass.
  if (config.comfyui && (await passes(() => checkComfyUi(config.comfyui!, AbortSignal.timeout(CHECK_MS))))) {
    status = { engine: 'comfyui', name: `ComfyUI on ${config.comfyui.baseUrl}` };
  }
  if (status.engine === 'offline' && config.openai) status = { engine: 'openai', name: `OpenAI ${config.openai.model}` };
  else if (status.engine === 'offline' && config.replicate) status = { engine: 'replicate', name: `Replicate ${config.replicate.model}` };
  for (const problem of problems) logger.warn({ problem }, 'AI engine check failed at start; the next engine (or the offline one) answers');
  logger.info({ engine: status.engine }, `AI tools: ${status.name}`);
  return { ...status, problems };
}

/**
 * The engines' status for the status line: checked at start, and again when asked (at most every 10 s) while a check
 * fails, so an engine started after the app, or a check starved by a busy start, is picked up without a restart.
 */
export function engineStatusKeeper(config: ProviderConfig, logger: Pick<Logger, 'warn' | 'info'>): () => Promise<EngineStatus> {
  let checkedAt = Date.now();
  let status = checkEngines(config, logger);
  return async () => {
    const current = await status;
    if (!current.problems.length || Date.now() - checkedAt < RECHECK_MS) return current;
    checkedAt = Date.now();
    status = checkEngines(config, logger);
    return status;
  };
}
