let software: boolean | undefined;

/**
 * True when WebGL is drawn by the CPU (SwiftShader, llvmpipe: machines without a usable GPU, headless
 * browsers). Asked once, of a throw-away context.
 */
export function isSoftwareGl(): boolean {
  if (software !== undefined) return software;
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const name = gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : '';
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  software = /swiftshader|llvmpipe|softpipe|software/i.test(name);
  return software;
}
