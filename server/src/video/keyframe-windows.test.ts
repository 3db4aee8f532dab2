import { describe, expect, it, vi } from 'vitest';
import { compositeMockup, compositePixels } from '../../../core/src/render/composite';
import { prepareLevel } from '../../../core/src/render/prepare';
import { templateAsset } from '../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import { clipFor } from '../../../core/src/video/clip-library';
import { levelCacheStats, templateLevel, uncachedLevel } from '../services/template-levels';
import { nodeAssetReader } from '../services/templates';
import { cutWindow, KEEP_WINDOWS_MS, keyframeWindows, windowKey } from './keyframe-windows';

describe('keyframe windows', () => {
  it('composite to the same bytes as the whole level does at those pixels', async () => {
    const asset = templateAsset('t-shirts-1')!;
    const level = prepareLevel(await loadTemplateLayers(asset, nodeAssetReader), asset.size);
    const design = { width: 2, height: 2, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 250, 200, 0, 128]) };
    const placement = { x: 50, y: 50, size: 1, rotation: 0 };
    const whole = new Uint8Array(level.size * level.size * 4);
    compositeMockup(level, design, placement, '#1e3a8a', whole);
    // A window over the print area's top left corner: print, shirt and backdrop.
    let left = level.size, top = level.size;
    for (let i = 0; i < level.size * level.size; i++) {
      if (level.maps[i * 4 + 3] === 0) continue;
      left = Math.min(left, i % level.size);
      top = Math.min(top, Math.floor(i / level.size));
    }
    const window = { x: left - 97, y: top - 53, width: 211, height: 189 };
    const pixels = cutWindow(level, window);
    expect(pixels.scene.buffer).toBeInstanceOf(SharedArrayBuffer);
    const cut = new Uint8Array(window.width * window.height * 4);
    compositePixels(pixels, design, placement, '#1e3a8a', cut);
    let printed = 0;
    for (let row = 0; row < window.height; row++) {
      const from = ((window.y + row) * level.size + window.x) * 4;
      expect(Buffer.compare(cut.subarray(row * window.width * 4, (row + 1) * window.width * 4), whole.subarray(from, from + window.width * 4)), `row ${row}`).toBe(0);
    }
    // The print is in the window, not only the shirt.
    const blank = new Uint8Array(cut.length);
    compositePixels(pixels, null, placement, '#1e3a8a', blank);
    for (let i = 0; i < cut.length; i += 4) if (cut[i] !== blank[i]) printed++;
    expect(printed).toBeGreaterThan(5000);
    expect(printed).toBeLessThan(window.width * window.height);
  });

  it("are read from a clip's keyframe without filling the thread's template cache, which does not know keyframes", async () => {
    const keyframe = clipFor('mug')!.keyframes[0]!;
    const level = await uncachedLevel(keyframe.id, keyframe.size);
    expect(level?.size).toBe(keyframe.size);
    expect(levelCacheStats().keys).toEqual([]);
    expect(templateLevel(keyframe.id, keyframe.size, 2 ** 30)).toBeUndefined();
  });

  it('are kept by key within their byte budget', async () => {
    const picture = { id: 'a.k0', size: 64, window: { x: 0, y: 0, width: 10, height: 10 } };
    const pixels = { scene: new Uint8Array(400), maps: new Uint8Array(400), uv: new Uint16Array(200), printAspect: 1 };
    let loads = 0;
    const kept = keyframeWindows(2400);
    const load = async () => (loads++, pixels);
    await kept.get(windowKey(picture), load);
    await kept.get(windowKey(picture), load);
    expect(loads).toBe(1);
    await kept.get(windowKey({ ...picture, window: { ...picture.window, x: 1 } }), load);
    await kept.get(windowKey({ ...picture, size: 128 }), load);
    expect(loads).toBe(3);
    expect(kept.bytes).toBe(2400);
    await kept.get(windowKey({ ...picture, id: 'b.k0' }), load);
    await kept.get(windowKey(picture), load); // pushed out by the fourth
    expect(loads).toBe(5);
  });

  it('are let go once no video has asked for them for a while', async () => {
    vi.useFakeTimers();
    try {
      const picture = { id: 'c.k0', size: 64, window: { x: 0, y: 0, width: 10, height: 10 } };
      const pixels = { scene: new Uint8Array(400), maps: new Uint8Array(400), uv: new Uint16Array(200), printAspect: 1 };
      await keyframeWindows(4800).get(windowKey(picture), async () => pixels);
      vi.advanceTimersByTime(KEEP_WINDOWS_MS - 1000);
      expect(keyframeWindows(4800).bytes).toBe(1200); // asked again: kept, and the wait starts over
      vi.advanceTimersByTime(KEEP_WINDOWS_MS - 1000);
      expect(keyframeWindows(4800).bytes).toBe(1200);
      vi.advanceTimersByTime(KEEP_WINDOWS_MS + 1000);
      expect(keyframeWindows(4800).bytes).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
