import { HalfFloatType, Color, UnsignedByteType, WebGLRenderTarget, type Camera, type PerspectiveCamera, type Scene, type WebGLRenderer } from 'three';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';

/**
 * Renders the scene off-screen at an exact size and reads the pixels back: the PNG export and every frame
 * of the turntable video. The scene goes into a multisampled HDR target; an output pass applies the same
 * tone mapping and sRGB conversion as the on-screen canvas into an 8-bit target, which is read back.
 */
export class FrameCapture {
  private readonly hdr: WebGLRenderTarget;
  private readonly ldr: WebGLRenderTarget;
  private readonly output = new OutputPass();
  private readonly raw: Uint8Array;
  /** Top row first, straight (not premultiplied) alpha: what ImageData and VideoFrame expect. */
  readonly pixels: Uint8ClampedArray<ArrayBuffer>;

  constructor(
    private readonly renderer: WebGLRenderer,
    readonly size: number,
  ) {
    this.hdr = new WebGLRenderTarget(size, size, { type: HalfFloatType, samples: 4 });
    this.ldr = new WebGLRenderTarget(size, size, { type: UnsignedByteType });
    this.raw = new Uint8Array(size * size * 4);
    this.pixels = new Uint8ClampedArray(size * size * 4);
  }

  /** Draws one frame. A transparent frame drops the backdrop; the floor's soft shadow stays, half see-through. */
  render(scene: Scene, camera: Camera, options: { transparent?: boolean } = {}): Uint8ClampedArray<ArrayBuffer> {
    const { renderer, size } = this;
    const background = scene.background;
    const clearColour = renderer.getClearColor(new Color());
    const clearAlpha = renderer.getClearAlpha();
    const previousTarget = renderer.getRenderTarget();
    const view = (camera as PerspectiveCamera).clone();
    view.aspect = 1;
    view.updateProjectionMatrix();
    try {
      if (options.transparent) {
        scene.background = null;
        renderer.setClearColor(0x000000, 0);
      }
      renderer.setRenderTarget(this.hdr);
      renderer.clear();
      renderer.render(scene, view);
      this.output.render(renderer, this.ldr, this.hdr, 0, false);
      renderer.readRenderTargetPixels(this.ldr, 0, 0, size, size, this.raw);
    } finally {
      scene.background = background;
      renderer.setClearColor(clearColour, clearAlpha);
      renderer.setRenderTarget(previousTarget);
    }
    this.flipAndStraighten(Boolean(options.transparent));
    return this.pixels;
  }

  /** WebGL reads bottom row first, and blending left colours premultiplied where alpha is partial. */
  private flipAndStraighten(transparent: boolean) {
    const { raw, pixels, size } = this;
    const row = size * 4;
    for (let y = 0; y < size; y++) pixels.set(raw.subarray((size - 1 - y) * row, (size - y) * row), y * row);
    if (!transparent) return;
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
    this.hdr.dispose();
    this.ldr.dispose();
    this.output.dispose();
  }
}

/** The scene as a PNG of `size` × `size` pixels, rendered off-screen at that size. */
export async function renderScenePng(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  size: number,
  transparent: boolean,
): Promise<Blob> {
  const capture = new FrameCapture(renderer, size);
  try {
    const pixels = capture.render(scene, camera, { transparent });
    const canvas = new OffscreenCanvas(size, size);
    canvas.getContext('2d')!.putImageData(new ImageData(pixels, size, size), 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    capture.dispose();
  }
}
