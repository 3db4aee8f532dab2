import { SRGBColorSpace, WebGLRenderTarget } from 'three';

/**
 * An off-screen target the scene is drawn into exactly as onto the canvas: tone-mapped and sRGB-encoded in the
 * shaders, stored as plain RGBA8. three.js does that only for the canvas and for XR targets, so the target says
 * it is one (the flag changes nothing else in WebGLRenderer). With MSAA it holds what a multisampled canvas
 * would. Cheaper than an HDR target and an output pass: on software GL the pass alone costs ~25 ms at 618².
 */
export function canvasLikeTarget(width: number, height: number, samples: number): WebGLRenderTarget {
  // The internal format is named: an sRGB colour space alone would store SRGB8_ALPHA8 and encode in hardware.
  const target = new WebGLRenderTarget(width, height, { samples, colorSpace: SRGBColorSpace, internalFormat: 'RGBA8' });
  (target as WebGLRenderTarget & { isXRRenderTarget: boolean }).isXRRenderTarget = true;
  return target;
}
