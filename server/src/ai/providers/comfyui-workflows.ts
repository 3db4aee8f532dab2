/**
 * The workflows the app sends ComfyUI, in its API format (node id → class and inputs; `[id, n]` is output n of node
 * id): text-to-image, and inpainting around a kept product. Only core nodes, so a fresh ComfyUI with any SD 1.5 or
 * SDXL checkpoint runs them. The node that saves the picture is SAVE_NODE in both.
 */

export const SAVE_NODE = '9';

export interface WorkflowInput {
  checkpoint: string;
  prompt: string;
  negativePrompt: string;
  side: number;
  seed: number;
}

const STEPS = 25;
const CFG = 7;

/** Checkpoint, the two prompts, sampler, decoder and saver around `latent`: what both workflows share. */
function around(input: WorkflowInput, latent: [string, number], extra: Record<string, unknown>) {
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: input.checkpoint } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: input.prompt, clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: input.negativePrompt, clip: ['4', 1] } },
    ...extra,
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: input.seed,
        steps: STEPS,
        cfg: CFG,
        sampler_name: 'dpmpp_2m',
        scheduler: 'karras',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: latent,
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    [SAVE_NODE]: { class_type: 'SaveImage', inputs: { filename_prefix: 'mockup-studio', images: ['8', 0] } },
  };
}

export const textToImageWorkflow = (input: WorkflowInput) =>
  around(input, ['5', 0], { '5': { class_type: 'EmptyLatentImage', inputs: { width: input.side, height: input.side, batch_size: 1 } } });

/**
 * `image` and `mask` are names /upload/image gave back. The mask's red channel is white where the engine paints;
 * VAEEncodeForInpaint blanks those pixels before sampling, so the set is new and the product is kept.
 */
export const inpaintWorkflow = (input: WorkflowInput, image: string, mask: string) =>
  around(input, ['12', 0], {
    '10': { class_type: 'LoadImage', inputs: { image } },
    '11': { class_type: 'LoadImageMask', inputs: { image: mask, channel: 'red' } },
    '12': { class_type: 'VAEEncodeForInpaint', inputs: { pixels: ['10', 0], vae: ['4', 2], mask: ['11', 0], grow_mask_by: 6 } },
  });
