import { Color, type Camera, type PerspectiveCamera, type Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three';
import { canvasLikeTarget } from '../scene/canvas-like-target';
import { wearExportDetail } from '../scene/export-detail';
import { drawBackdrop } from '../scene/generated-textures';
import type { LightRig } from '../scene/light-rigs';
import { FloorPass } from './floor-pass';
import { flipOverBackdrop, flipStraightened } from './read-back';

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

  private readonly floorPass: FloorPass | null;
  private readonly video: boolean;

  /**
   * `samples`: multisampling of the scene pass; 4× for a PNG (one frame), none for video frames
   * (record-turntable.ts says why). `floorScale`: below 1, the floor's shadow is drawn at that fraction of the
   * size in a pass of its own (floor-pass.ts). `video`: a video frame, which may light more of the product per
   * vertex (export-detail.ts).
   */
  constructor(
    private readonly renderer: WebGLRenderer,
    readonly size: number,
    { samples = 4, floorScale = 1, video = false }: { samples?: number; floorScale?: number; video?: boolean } = {},
  ) {
    this.video = video;
    this.target = canvasLikeTarget(size, size, samples);
    this.floorPass = floorScale < 1 ? new FloorPass(size, floorScale) : null;
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
    const takeOffDetail = wearExportDetail(scene, size, this.video);
    let putFloorBack = () => {};
    try {
      scene.background = null;
      renderer.setClearColor(0x000000, 0);
      if (this.floorPass) putFloorBack = this.floorPass.draw(renderer, scene, view);
      renderer.setRenderTarget(this.target);
      renderer.clear();
      renderer.render(scene, view);
      renderer.readRenderTargetPixels(this.target, 0, 0, size, size, this.raw);
    } finally {
      putFloorBack();
      takeOffDetail();
      scene.background = background;
      renderer.setClearColor(clearColour, clearAlpha);
      renderer.setRenderTarget(previousTarget);
    }
    if (backdrop) flipOverBackdrop(this.raw, this.backdropPixels(backdrop), size, this.pixels);
    else flipStraightened(this.raw, size, this.pixels);
    return this.pixels;
  }

  private backdropPixels(rig: LightRig): Uint8ClampedArray {
    if (this.backdrop?.rig !== rig) {
      const canvas = new OffscreenCanvas(this.size, this.size);
      const context = canvas.getContext('2d')!;
      drawBackdrop(context, this.size, rig);
      this.backdrop = { rig, pixels: context.getImageData(0, 0, this.size, this.size).data };
    }
    return this.backdrop.pixels;
  }

  dispose() {
    this.target.dispose();
    this.floorPass?.dispose();
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
