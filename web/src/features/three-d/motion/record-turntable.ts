import type { Camera, Group, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import type { MotionStyle } from '../../../../../core/src/three-d/editor-state';
import { FrameCapture } from '../export/frame-capture';
import type { LightRig } from '../scene/light-rigs';
import type { FrameEncoder } from './frame-encoder';

export interface TurntableOptions {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: Camera;
  /** The group the product spins in; its rotation is restored afterwards. */
  spin: Group;
  backdrop: LightRig;
  style: MotionStyle;
  seconds: number;
  fps: number;
  size: number;
  encoder: FrameEncoder;
  /** After each frame: how many are done, of how many, and the frame's pixels (for a live preview). */
  onFrame?: (done: number, total: number, pixels: Uint8ClampedArray<ArrayBuffer>) => void;
  signal?: AbortSignal;
}

/**
 * Video frames are drawn without multisampling: on software GL any MSAA (2× costs as much as 4×) more than
 * doubles each frame, and a 5 s turn is 150 frames; H.264 at 720 px softens the edges anyway. The floor's soft
 * shadow is drawn at half the size (floor-pass.ts), and the book and box are lit per vertex (product-view.tsx).
 */
const VIDEO_FRAMES = { samples: 0, floorScale: 0.5, video: true };

/** Places the scene for a moment of the turn: the product spins, or the camera circles it (angle in radians). */
export function poseTurntable(style: MotionStyle, angle: number, spin: Group, camera: PerspectiveCamera, base: PerspectiveCamera) {
  if (style === 'spin') {
    spin.rotation.y = angle;
    return;
  }
  const { x, y, z } = base.position;
  camera.position.set(x * Math.cos(angle) + z * Math.sin(angle), y, -x * Math.sin(angle) + z * Math.cos(angle));
  camera.lookAt(0, 0, 0);
}

/** Renders one seamless 360° turn, frame by frame off-screen, into the encoder; resolves with the MP4. */
export async function recordTurntable(options: TurntableOptions): Promise<Blob> {
  const { renderer, scene, spin, backdrop, style, seconds, fps, size, encoder, onFrame, signal } = options;
  // A copy taken now: the user may still drag the view on screen while the video renders.
  const base = (options.camera as PerspectiveCamera).clone();
  const camera = base.clone();
  const capture = new FrameCapture(renderer, size, VIDEO_FRAMES);
  const total = Math.round(seconds * fps);
  const spinBefore = spin.rotation.y;
  try {
    for (let i = 0; i < total; i++) {
      if (signal?.aborted) throw new DOMException('The video was cancelled.', 'AbortError');
      poseTurntable(style, (2 * Math.PI * i) / total, spin, camera, base);
      const pixels = capture.render(scene, camera, backdrop);
      await encoder.addFrame({ data: pixels, width: size, height: size, timestamp: i / fps, duration: 1 / fps });
      onFrame?.(i + 1, total, pixels);
      // Let the page paint the progress now and then.
      if (i % 4 === 3) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // The server's encoder takes a while after the last frame: Cancel still works then.
    const stop = () => void encoder.cancel().catch(() => {});
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await encoder.finish();
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  } catch (error) {
    await encoder.cancel().catch(() => {});
    throw error;
  } finally {
    spin.rotation.y = spinBefore;
    capture.dispose();
  }
}
