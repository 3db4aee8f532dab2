import { Matrix4, type Object3D, type Scene, type WebGLRenderer } from 'three';

/**
 * The shadow map is redrawn only when the product or the shadow's light has moved, not on every frame:
 * orbiting the camera, the commonest interaction, then costs one pass instead of two.
 */
export function updateShadowsWhenMoved(renderer: WebGLRenderer, scene: Scene, watched: () => Object3D[]) {
  renderer.shadowMap.autoUpdate = false;
  renderer.shadowMap.needsUpdate = true;
  const last: Matrix4[] = [];
  let lastIds = '';
  scene.onBeforeRender = () => {
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

/** Counts the frames drawn on screen in `data-frames`: tests and the benchmark wait on it to know a change is visible. */
export function countFrames(scene: Scene, canvas: HTMLCanvasElement) {
  let frames = 0;
  scene.onAfterRender = (renderer) => {
    if (renderer.getRenderTarget() === null) canvas.dataset.frames = String(++frames);
  };
}
