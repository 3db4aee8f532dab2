import { Color, LightProbe, type Mesh, type MeshBasicMaterial, Raycaster, SphericalHarmonics3, Vector3 } from 'three';
import { disposeRoom, roomScene } from './environment';
import type { LightRig } from './light-rigs';

const SAMPLES = 1024;

/**
 * The environment's soft light as nine spherical-harmonic terms, for software GL's draft frames: a probe costs a
 * few multiplications per pixel where the prefiltered environment costs texture reads. Rays are cast from the
 * centre into the same room of glowing panels the environment is rendered from, one per Fibonacci-sphere
 * direction, and each sees the colour of what it hits.
 */
export function roomProbe(rig: LightRig): LightProbe {
  const room = roomScene(rig);
  room.updateMatrixWorld(true);
  const raycaster = new Raycaster();
  const origin = new Vector3();
  const direction = new Vector3();
  const basis: number[] = [];
  const sh = new SphericalHarmonics3();
  const seen = new Color();
  const weight = (4 * Math.PI) / SAMPLES;
  for (let i = 0; i < SAMPLES; i++) {
    const y = 1 - (2 * (i + 0.5)) / SAMPLES;
    const ring = Math.sqrt(1 - y * y);
    const angle = i * Math.PI * (3 - Math.sqrt(5));
    direction.set(ring * Math.cos(angle), y, ring * Math.sin(angle));
    raycaster.set(origin, direction);
    const hit = raycaster.intersectObjects(room.children, false)[0];
    if (hit) seen.copy(((hit.object as Mesh).material as MeshBasicMaterial).color);
    else seen.setRGB(0, 0, 0);
    SphericalHarmonics3.getBasisAt(direction, basis);
    sh.coefficients.forEach((coefficient, j) => {
      coefficient.x += seen.r * basis[j]! * weight;
      coefficient.y += seen.g * basis[j]! * weight;
      coefficient.z += seen.b * basis[j]! * weight;
    });
  }
  disposeRoom(room);
  return new LightProbe(sh, rig.environment.intensity);
}
