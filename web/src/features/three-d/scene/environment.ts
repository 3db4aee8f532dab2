import {
  BackSide,
  BoxGeometry,
  Color,
  DoubleSide,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';
import type { LightingId } from '../../../../../core/src/three-d/editor-state';
import { LIGHT_RIGS, type LightRig } from './light-rigs';

/**
 * The reflections and soft image-based light of each rig, rendered here from a room of glowing panels
 * (the way three.js's RoomEnvironment works) and prefiltered with PMREM. Nothing is fetched.
 */
export function roomScene(rig: LightRig): Scene {
  const scene = new Scene();
  const room = new Mesh(new BoxGeometry(10, 10, 10), new MeshBasicMaterial({ color: rig.environment.walls, side: BackSide }));
  scene.add(room);
  for (const panel of rig.environment.panels) {
    const colour = new Color(panel.color).multiplyScalar(panel.intensity);
    const mesh = new Mesh(new PlaneGeometry(...panel.size), new MeshBasicMaterial({ color: colour, side: DoubleSide }));
    mesh.position.set(...panel.position);
    mesh.lookAt(0, 0, 0);
    scene.add(mesh);
  }
  return scene;
}

export function disposeRoom(scene: Scene) {
  scene.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (object.material as MeshBasicMaterial).dispose();
    }
  });
}

/** One prefiltered environment per renderer and lighting, made the first time it is asked for. */
const cache = new WeakMap<WebGLRenderer, Map<LightingId, Texture>>();

export function environmentFor(renderer: WebGLRenderer, lighting: LightingId): Texture {
  let byLighting = cache.get(renderer);
  if (!byLighting) {
    byLighting = new Map();
    cache.set(renderer, byLighting);
  }
  let texture = byLighting.get(lighting);
  if (!texture) {
    const generator = new PMREMGenerator(renderer);
    const scene = roomScene(LIGHT_RIGS[lighting]);
    texture = generator.fromScene(scene, 0.035).texture;
    disposeRoom(scene);
    generator.dispose();
    byLighting.set(lighting, texture);
  }
  return texture;
}
