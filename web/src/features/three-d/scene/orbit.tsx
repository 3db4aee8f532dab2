import { useThree } from '@react-three/fiber';
import { useEffect, type RefObject } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/**
 * Scroll or pinch to zoom; no panning, so it stays centred. A drag turns the product instead of the camera
 * (drag-to-rotate.tsx): the rotation sliders and the view are one state.
 */
export function Orbit({ controlsRef, enabled }: { controlsRef: RefObject<OrbitControls | null>; enabled: boolean }) {
  const { camera, gl, invalidate } = useThree();
  useEffect(() => {
    const controls = new OrbitControls(camera, gl.domElement);
    controls.enablePan = false;
    controls.enableRotate = false;
    controls.minDistance = 1.3;
    controls.maxDistance = 4;
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
