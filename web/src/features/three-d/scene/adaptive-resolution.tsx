import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';

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

/**
 * On software GL, frames drawn while the user is moving something use half the resolution; the full-resolution
 * frame follows a moment after the last change. `changes` is anything that changes with each user action.
 */
export function AdaptiveResolution({ changes }: { changes: unknown }) {
  const regress = useThree((state) => state.performance.regress);
  const current = useThree((state) => state.performance.current);
  const initialDpr = useThree((state) => state.viewport.initialDpr);
  const setDpr = useThree((state) => state.setDpr);
  const first = useRef(true);
  const enabled = isSoftwareGl();

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) regress();
  }, [changes, enabled, regress]);

  useEffect(() => {
    if (enabled) setDpr(current * initialDpr);
  }, [enabled, current, initialDpr, setDpr]);
  return null;
}
