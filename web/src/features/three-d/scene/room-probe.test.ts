import { Color, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { LIGHT_RIGS } from './light-rigs';
import { roomProbe } from './room-probe';

const luminance = (colour: Vector3) => 0.2126 * colour.x + 0.7152 * colour.y + 0.0722 * colour.z;

describe('the light probe standing in for the environment in draft frames', () => {
  it('is lit more from above in a rig whose big panel hangs overhead (natural, soft)', () => {
    for (const id of ['natural', 'soft'] as const) {
      const { sh } = roomProbe(LIGHT_RIGS[id]);
      const up = luminance(sh.getIrradianceAt(new Vector3(0, 1, 0), new Vector3()));
      const down = luminance(sh.getIrradianceAt(new Vector3(0, -1, 0), new Vector3()));
      expect(up, id).toBeGreaterThan(down * 1.5);
    }
  });

  it('sees at least the walls’ glow everywhere and keeps the rig’s environment strength', () => {
    for (const [id, rig] of Object.entries(LIGHT_RIGS)) {
      const probe = roomProbe(rig);
      const walls = new Color(rig.environment.walls);
      const average = probe.sh.coefficients[0]!.clone().multiplyScalar(0.282095);
      expect(average.x, id).toBeGreaterThanOrEqual(walls.r * 0.99);
      expect(probe.intensity, id).toBe(rig.environment.intensity);
    }
  });
});
