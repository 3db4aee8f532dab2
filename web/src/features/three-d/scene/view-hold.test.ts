import { Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { viewIsHeld, withViewHeld } from './view-hold';

describe('holding the view while an export renders', () => {
  it('holds only during the export, and draws once afterwards what was asked for meanwhile', async () => {
    const scene = new Scene();
    let redraws = 0;
    expect(viewIsHeld(scene)).toBe(false);
    const result = await withViewHeld(scene, () => redraws++, async () => {
      expect(viewIsHeld(scene)).toBe(true);
      expect(viewIsHeld(scene)).toBe(true);
      return 'png';
    });
    expect(result).toBe('png');
    expect(viewIsHeld(scene)).toBe(false);
    expect(redraws).toBe(1);
  });

  it('draws nothing afterwards when no frame was asked for', async () => {
    const scene = new Scene();
    let redraws = 0;
    await withViewHeld(scene, () => redraws++, async () => 1);
    expect(redraws).toBe(0);
  });

  it('lets go after the last of overlapping exports, and after one that fails', async () => {
    const scene = new Scene();
    let redraws = 0;
    let finishVideo!: () => void;
    const video = withViewHeld(scene, () => redraws++, () => new Promise<void>((resolve) => (finishVideo = resolve)));
    await expect(withViewHeld(scene, () => redraws++, async () => Promise.reject(new Error('lost context')))).rejects.toThrow('lost context');
    expect(viewIsHeld(scene)).toBe(true);
    finishVideo();
    await video;
    expect(viewIsHeld(scene)).toBe(false);
    expect(redraws).toBe(1);
  });

  it('holds one scene without holding another', async () => {
    const held = new Scene();
    const other = new Scene();
    await withViewHeld(held, () => {}, async () => expect(viewIsHeld(other)).toBe(false));
  });
});
