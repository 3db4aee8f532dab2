import { useThree } from '@react-three/fiber';
import { useEffect, type RefObject } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/** Drag to orbit the camera round the product, scroll or pinch to zoom; no panning, so it stays centred. */
export function Orbit({ controlsRef, enabled }: { controlsRef: RefObject<OrbitControls | null>; enabled: boolean }) {
  const { camera, gl, invalidate } = useThree();
  useEffect(() => {
    const controls = new OrbitControls(camera, gl.domElement);
    controls.enablePan = false;
    controls.minDistance = 1.3;
    controls.maxDistance = 4;
    controls.maxPolarAngle = Math.PI * 0.62;
    const redraw = () => invalidate();
    controls.addEventListener('change', redraw);
    controls.saveState();
    controlsRef.current = controls;
    return () => {
      controls.removeEventListener('change', redraw);
      controls.dispose();
      controlsRef.current = null;
    };
  }, [camera, gl, invalidate, controlsRef]);
  useEffect(() => {
    if (controlsRef.current) controlsRef.current.enabled = enabled;
  }, [enabled, controlsRef]);
  return null;
}
