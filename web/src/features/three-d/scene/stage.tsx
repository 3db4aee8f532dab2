import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type DirectionalLight, type Scene, type WebGLRenderer } from 'three';
import type { LightingId } from '../../../../../core/src/three-d/editor-state';
import { environmentFor } from './environment';
import { LIGHT_RIGS } from './light-rigs';
import { FLOOR_NAME } from './models';
import { roomProbe } from './room-probe';
import { isSoftwareGl } from './software-gl';

/** The probe's marks; one object, as a new one on each render would count as a change and draw a frame. */
const DRAFT_ONLY = { draftOnly: true };

/** Environment and exposure of a lighting: the parts of the set that belong to the scene and the renderer. */
function dressScene(renderer: WebGLRenderer, scene: Scene, lighting: LightingId) {
  const rig = LIGHT_RIGS[lighting];
  scene.environment = environmentFor(renderer, lighting);
  scene.environmentIntensity = rig.environment.intensity;
  scene.userData.lighting = lighting;
  renderer.toneMappingExposure = rig.exposure;
}

/**
 * The photo set for one lighting: the environment (reflections and soft fill), the key light, the fills and
 * rims that shape the product, and a soft shadow on the floor below it. The backdrop is painted behind the
 * canvas (see `backdropCss`) and into exports.
 */
export function Stage({ lighting, floorY }: { lighting: LightingId; /** Just under the product (floor-height.ts). */ floorY: number }) {
  const rig = LIGHT_RIGS[lighting];
  const { gl, scene, invalidate } = useThree();
  const shadowLight = useRef<DirectionalLight>(null);

  useLayoutEffect(() => {
    dressScene(gl, scene, lighting);
    invalidate();
  }, [gl, scene, lighting, invalidate]);

  useEffect(() => {
    const light = shadowLight.current;
    if (!light) return;
    // The shadow camera hugs the stage so the shadow map's pixels are spent on the product's shadow.
    const camera = light.shadow.camera;
    camera.left = -1.1;
    camera.right = 1.1;
    camera.top = 1.1;
    camera.bottom = -1.1;
    camera.near = 3;
    camera.far = 7;
    camera.updateProjectionMatrix();
    light.shadow.needsUpdate = true;
  }, []);

  const shadowColour = useMemo(() => new Color(rig.key.shadowColor), [rig]);
  // The environment's light for software GL's draft frames only (draft-look.ts shows it); hidden otherwise.
  const probe = useMemo(() => (isSoftwareGl() ? roomProbe(rig) : null), [rig]);

  return (
    <>
      <directionalLight position={rig.key.position} color={rig.key.color} intensity={rig.key.intensity} />
      {/* The shadow comes from a soft light almost overhead, leaning away from the key: the product floats over its own shadow. */}
      <directionalLight
        ref={shadowLight}
        position={[rig.key.position[0] * 0.22, 5, rig.key.position[2] * 0.22]}
        color={rig.key.color}
        intensity={rig.key.intensity * 0.25}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-radius={rig.key.shadowRadius}
        shadow-bias={-0.0004}
        shadow-normalBias={0.015}
      />
      {rig.fills.map((fill, index) => (
        <directionalLight key={`${lighting}-${index}`} position={fill.position} color={fill.color} intensity={fill.intensity} />
      ))}
      {probe && <primitive object={probe} visible={false} userData={DRAFT_ONLY} />}
      <mesh rotation-x={-Math.PI / 2} position-y={floorY} receiveShadow name={FLOOR_NAME}>
        <planeGeometry args={[2.6, 2.6]} />
        <shadowMaterial transparent opacity={rig.key.shadowOpacity} color={shadowColour} />
      </mesh>
    </>
  );
}
