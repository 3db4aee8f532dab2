import { Vector2, type Camera, type Scene, type WebGLRenderTarget, type WebGLRenderer } from 'three';
import { canvasLikeTarget } from './canvas-like-target';
import { wearDraftLook } from './draft-look';

/** A draft frame's resolution, as a fraction of the full frame's in each direction. */
export const DRAFT_SCALE = 0.4;

/**
 * How software GL puts frames on the canvas, whose context has no multisampling of its own. A draft shrinks the
 * canvas's drawing buffer (CSS stretches it back) and draws straight onto it: no copy, no MSAA. A full frame
 * restores the buffer's size, draws into a 4× multisampled target and copies that onto the canvas with one
 * blit: the picture a multisampled canvas gives.
 */
export class ScreenPasses {
  private readonly full = canvasLikeTarget(1, 1, 4);
  private readonly canvasSize = new Vector2();

  constructor(private readonly renderer: WebGLRenderer) {}

  /** `dpr`: the canvas's device pixel ratio for full frames. */
  draw(scene: Scene, camera: Camera, quality: 'draft' | 'full', dpr: number) {
    const { renderer } = this;
    const ratio = quality === 'full' ? dpr : dpr * DRAFT_SCALE;
    // Setting the ratio resizes (and clears) the canvas even when nothing changes: only when it does.
    if (renderer.getPixelRatio() !== ratio) renderer.setPixelRatio(ratio);
    if (quality === 'draft') {
      const undress = wearDraftLook(scene);
      try {
        renderer.setRenderTarget(null);
        renderer.render(scene, camera);
      } finally {
        undress();
      }
      return;
    }
    const size = renderer.getDrawingBufferSize(this.canvasSize);
    if (this.full.width !== size.x || this.full.height !== size.y) this.full.setSize(size.x, size.y);
    renderer.setRenderTarget(this.full);
    try {
      renderer.render(scene, camera);
    } finally {
      renderer.setRenderTarget(null);
    }
    this.present(this.full, size);
  }

  /** Copies the (resolved) target onto the canvas. */
  private present(target: WebGLRenderTarget, size: Vector2) {
    const { renderer } = this;
    const gl = renderer.getContext() as WebGL2RenderingContext;
    const framebuffer = (renderer.properties.get(target) as { __webglFramebuffer: WebGLFramebuffer }).__webglFramebuffer;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, framebuffer);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    gl.blitFramebuffer(0, 0, target.width, target.height, 0, 0, size.x, size.y, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    // Raw GL calls: three.js's record of the bound framebuffers is stale now.
    renderer.resetState();
  }

  dispose() {
    this.full.dispose();
  }
}
