import { Color, type Camera, type PerspectiveCamera, type Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three';
import { canvasLikeTarget } from '../scene/canvas-like-target';
import { wearExportDetail } from '../scene/export-detail';
import { drawBackdrop } from '../scene/generated-textures';
import type { LightRig } from '../scene/light-rigs';

/**
 * Renders the scene off-screen at an exact size and reads the pixels back: the PNG export and every frame
 * of the turntable video, with the product dressed for that size (export-detail.ts). The scene goes
 * into a target that holds what the on-screen canvas would (tone-mapped, sRGB, 8-bit; multisampled for a PNG)
 * on a transparent background, which is read back and laid over the rig's backdrop (or left transparent).
 */
export class FrameCapture {
  private readonly target: WebGLRenderTarget;
  private readonly raw: Uint8Array;
  /** Top row first, straight (not premultiplied) alpha: what ImageData and VideoFrame expect. */
  readonly pixels: Uint8ClampedArray<ArrayBuffer>;

  /**
   * `samples`: multisampling of the scene pass; 4× for a PNG (one frame), none for video frames
   * (record-turntable.ts says why).
   */
  constructor(
    private readonly renderer: WebGLRenderer,
    readonly size: number,
    samples = 4,
  ) {
    this.target = canvasLikeTarget(size, size, samples);
    this.raw = new Uint8Array(size * size * 4);
    this.pixels = new Uint8ClampedArray(size * size * 4);
  }

  private backdrop: { rig: LightRig; pixels: Uint8ClampedArray } | null = null;

  /**
   * Draws one frame over the rig's backdrop, or with `backdrop: null` on a transparent background (the floor's
   * soft shadow stays, half see-through).
   */
  render(scene: Scene, camera: Camera, backdrop: LightRig | null): Uint8ClampedArray<ArrayBuffer> {
    const { renderer, size } = this;
    const background = scene.background;
    const clearColour = renderer.getClearColor(new Color());
    const clearAlpha = renderer.getClearAlpha();
    const previousTarget = renderer.getRenderTarget();
    const view = (camera as PerspectiveCamera).clone();
    view.aspect = 1;
    view.updateProjectionMatrix();
    const takeOffDetail = wearExportDetail(scene, size);
    try {
      scene.background = null;
      renderer.setClearColor(0x000000, 0);
      renderer.setRenderTarget(this.target);
      renderer.clear();
      renderer.render(scene, view);
      renderer.readRenderTargetPixels(this.target, 0, 0, size, size, this.raw);
    } finally {
      takeOffDetail();
      scene.background = background;
      renderer.setClearColor(clearColour, clearAlpha);
      renderer.setRenderTarget(previousTarget);
    }
    this.flip();
    if (backdrop) this.overBackdrop(backdrop);
    else this.straighten();
    return this.pixels;
  }

  /** WebGL reads the bottom row first. */
  private flip() {
    const { raw, pixels, size } = this;
    const row = size * 4;
    for (let y = 0; y < size; y++) pixels.set(raw.subarray((size - 1 - y) * row, (size - y) * row), y * row);
  }

  /** Blending left colours premultiplied by alpha: lay them over the backdrop, which makes every pixel opaque. */
  private overBackdrop(rig: LightRig) {
    if (this.backdrop?.rig !== rig) {
      const canvas = new OffscreenCanvas(this.size, this.size);
      const context = canvas.getContext('2d')!;
      drawBackdrop(context, this.size, rig);
      this.backdrop = { rig, pixels: context.getImageData(0, 0, this.size, this.size).data };
    }
    const { pixels } = this;
    const under = this.backdrop.pixels;
    for (let i = 0; i < pixels.length; i += 4) {
      const rest = 1 - pixels[i + 3]! / 255;
      pixels[i] = pixels[i]! + under[i]! * rest;
      pixels[i + 1] = pixels[i + 1]! + under[i + 1]! * rest;
      pixels[i + 2] = pixels[i + 2]! + under[i + 2]! * rest;
      pixels[i + 3] = 255;
    }
  }

  /** For a transparent image, undo the premultiplication where alpha is partial. */
  private straighten() {
    const { pixels } = this;
    for (let i = 0; i < pixels.length; i += 4) {
      const alpha = pixels[i + 3]!;
      if (alpha === 0 || alpha === 255) continue;
      const k = 255 / alpha;
      pixels[i] = pixels[i]! * k;
      pixels[i + 1] = pixels[i + 1]! * k;
      pixels[i + 2] = pixels[i + 2]! * k;
    }
  }

  dispose() {
    this.target.dispose();
  }
}

/** The scene as a PNG of `size` × `size` pixels, rendered off-screen at that size, over the backdrop or transparent. */
export async function renderScenePng(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  size: number,
  backdrop: LightRig | null,
): Promise<Blob> {
  const capture = new FrameCapture(renderer, size);
  try {
    const pixels = capture.render(scene, camera, backdrop);
    const canvas = new OffscreenCanvas(size, size);
    canvas.getContext('2d')!.putImageData(new ImageData(pixels, size, size), 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    capture.dispose();
  }
}
