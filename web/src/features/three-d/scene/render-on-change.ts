import { Matrix4, type Object3D, type Scene, type WebGLRenderer } from 'three';

/**
 * The shadow map is redrawn only when the product or the shadow's light has moved, not on every frame:
 * orbiting the camera, the commonest interaction, then costs one pass instead of two. While `paused` says so
 * (software GL's draft frames) the last full frame's shadow stays; the next full frame catches up.
 */
export function updateShadowsWhenMoved(renderer: WebGLRenderer, scene: Scene, watched: () => Object3D[], paused: () => boolean) {
  renderer.shadowMap.autoUpdate = false;
  renderer.shadowMap.needsUpdate = true;
  const last: Matrix4[] = [];
  let lastIds = '';
  scene.onBeforeRender = () => {
    if (paused()) {
      // Until a full frame has drawn the shadow, drafts draw their own (of their coarser mesh), and the full
      // frame redraws it.
      renderer.shadowMap.needsUpdate = lastIds === '';
      return;
    }
    const objects = watched();
    const ids = objects.map((object) => object.id).join(',');
    let moved = ids !== lastIds;
    objects.forEach((object, i) => {
      if (!last[i]) last[i] = new Matrix4();
      if (!last[i].equals(object.matrixWorld)) {
        moved = true;
        last[i].copy(object.matrixWorld);
      }
    });
    lastIds = ids;
    if (moved) renderer.shadowMap.needsUpdate = true;
  };
}

/**
 * Counts the frames drawn on screen in `data-frames`, and says in `data-quality` whether the last one was a
 * draft (software GL, while the user drags) or full quality: tests and the benchmark wait on them.
 */
export function markFrameDrawn(canvas: HTMLCanvasElement, quality: 'draft' | 'full') {
  canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
  canvas.dataset.quality = quality;
}

/** Counts the scene's renders on screen (the renderer draws straight to the canvas: GPUs). */
export function countFrames(scene: Scene, canvas: HTMLCanvasElement) {
  scene.onAfterRender = (renderer) => {
    if (renderer.getRenderTarget() === null) markFrameDrawn(canvas, 'full');
  };
}
