/**
 * The engines that can make an AI tool's image. Every AI function's answer names the one that made it: `engine` for
 * programs, `engineName` for people (the small print under a result), and `warning` when a configured engine failed
 * and the offline one answered instead.
 */
export const ENGINE_IDS = ['offline', 'comfyui', 'sd-webui', 'openai', 'replicate'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

export interface EngineCredit {
  engine: EngineId;
  /** 'Mockup Studio vector engine (offline)', 'ComfyUI sdxl_base.safetensors on http://…' */
  engineName: string;
  /** Why a configured engine did not make this image, when it did not. */
  warning?: string;
}

/** GET /api/functions/engine: what the AI tools page's status line says. */
export interface EngineStatus {
  /** The engine tried first for a new image. */
  engine: EngineId;
  /** 'ComfyUI on http://127.0.0.1:8188', 'Offline design engine'. */
  name: string;
  /** Configured engines that did not pass the check at start, each with its reason. */
  problems: string[];
}
