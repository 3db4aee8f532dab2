import sharp from 'sharp';
import type { Layer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { mockupBytes, mockupPsd, solid, writePsd } from '../../../tests/support/psd-files';
import { buildPsdTemplate } from './build-psd-template';
import { renderPsdPng } from './render-psd-task';

const kinds = (steps: { kind: string; name: string }[]) => steps.map((s) => `${s.kind}:${s.name}`);

describe('buildPsdTemplate', () => {
  it('keeps the background, the colour layer, the smart object and the shadow above it as steps in order', async () => {
    const built = await buildPsdTemplate({ bytes: await mockupBytes() });
    expect(kinds(built.plan.stack)).toEqual(['image:Background', 'colour:Color Fill 1', 'area:Your design', 'image:Shadow']);
    expect(built.plan.colour).toBe('#0080ff');
    expect(built.plan.areas[0]!.contents).toBe('contents-0.png');
    expect(Object.keys(built.files).sort()).toContain('thumb.webp');
  });

  it('keeps a Displace smart filter’s map among its files, read back from the written file', async () => {
    const psd = await mockupPsd();
    const displace = { name: 'Displace', type: 'displace', opacity: 1, blendMode: 'normal', enabled: true, hasOptions: true, foregroundColor: { r: 0, g: 0, b: 0 }, backgroundColor: { r: 255, g: 255, b: 255 }, filter: { horizontalScale: 10, verticalScale: 10, displacementMap: 'tile', undefinedAreas: 'wrap around', displacementFile: { signature: '8BPS', path: 'map.psd' } } };
    psd.children!.find((layer) => layer.placedLayer)!.placedLayer!.filter = { enabled: true, validAtPosition: true, maskEnabled: false, maskLinked: false, maskExtendWithWhite: true, list: [displace as never] };
    const built = await buildPsdTemplate({ bytes: writePsd(psd) });
    const area = built.plan.stack.find((step) => step.kind === 'area');
    const map = area?.kind === 'area' ? area.displace?.map : undefined;
    expect(area).toMatchObject({ displace: { x: 12.8, y: 12.8 } });
    expect((await sharp(built.files[map!.file]!).metadata()).width).toBe(map!.width);
  });

  it('reads a PSB (large document format) as a PSD', async () => {
    const built = await buildPsdTemplate({ bytes: writePsd(await mockupPsd(), { psb: true }) });
    expect(built.plan.areas.map((a) => a.name)).toEqual(['Your design']);
  });

  it('flattens the static layers below the first dynamic one, and isolated static groups, into single images', async () => {
    const psd = await mockupPsd();
    const [background, colour, area, shadow] = psd.children!;
    psd.children = [
      background!,
      { name: 'Floor', left: 0, top: 150, imageData: solid(300, 50, [90, 90, 90, 255]) },
      colour!,
      area!,
      {
        name: 'Light',
        blendMode: 'screen',
        children: [
          { name: 'Glow', left: 0, top: 0, imageData: solid(50, 50, [60, 60, 60, 255]) },
          { name: 'Sheen', left: 10, top: 10, imageData: solid(20, 20, [30, 30, 30, 255]), opacity: 0.5 },
        ],
      },
      shadow!,
    ];
    const { plan } = await buildPsdTemplate({ bytes: writePsd(psd) });
    expect(kinds(plan.stack)).toEqual(['image:Below the design', 'colour:Color Fill 1', 'area:Your design', 'image:Light', 'image:Shadow']);
    expect(plan.stack[3]).toMatchObject({ blendMode: 'screen', left: 0, top: 0, width: 50, height: 50 });
  });

  it('lists what it cannot draw by layer name instead of dropping it silently', async () => {
    // A cylinder warp is drawn; one turned off its middle is drawn centred, and listed.
    const psd = await mockupPsd({ warp: { style: 'cylinder', values: [0, 80, 100, 0, 0.3, 0.5, 0.5] } });
    const shadow = { enabled: true, color: { r: 0, g: 0, b: 0 }, opacity: 0.5, angle: 90, distance: { units: 'Pixels' as const, value: 5 }, size: { units: 'Pixels' as const, value: 5 } };
    psd.children!.push(
      { name: 'Vivid', blendMode: 'vivid light', left: 0, top: 0, imageData: solid(10, 10, [1, 2, 3, 255]) },
      { name: 'Brightness 1', adjustment: { type: 'brightness/contrast', brightness: 10, contrast: 0 } },
      { name: 'Brightness 2', adjustment: { type: 'brightness/contrast', brightness: 10, contrast: 0, useLegacy: true } },
      { name: 'Hue 1', adjustment: { type: 'hue/saturation', master: { a: 0, b: 0, c: 0, d: 0, hue: 30, saturation: 0, lightness: 0 } } },
      { name: 'Saturation 1', adjustment: { type: 'hue/saturation', master: { a: 0, b: 0, c: 0, d: 0, hue: 0, saturation: 40, lightness: 0 } } },
      { name: 'Levels 1', adjustment: { type: 'levels', rgb: { shadowInput: 10, highlightInput: 240, shadowOutput: 0, highlightOutput: 255, midtoneInput: 1.2 } } },
      { name: 'Threshold 1', adjustment: { type: 'threshold', level: 128 } },
      { name: 'Label', left: 10, top: 10, imageData: solid(20, 20, [9, 9, 9, 255]), effects: { dropShadow: [shadow], stroke: [{ enabled: true, size: { units: 'Pixels', value: 2 }, color: { r: 0, g: 0, b: 0 } }] } },
      { name: 'Hidden effects', left: 10, top: 10, imageData: solid(20, 20, [9, 9, 9, 255]), effects: { disabled: true, dropShadow: [shadow] } },
      { name: 'Gradient Fill 1', left: 0, top: 0, right: 300, bottom: 200, vectorFill: { type: 'solid', colorStops: [{ color: { r: 0, g: 0, b: 0 }, location: 0, midpoint: 50 }, { color: { r: 255, g: 255, b: 255 }, location: 4096, midpoint: 50 }], opacityStops: [{ opacity: 1, location: 0, midpoint: 50 }, { opacity: 1, location: 4096, midpoint: 50 }], name: 'Black, White', style: 'linear', angle: 0, scale: 1 } } as Layer,
    );
    const { plan } = await buildPsdTemplate({ bytes: writePsd(psd) });
    expect(plan.unsupported).toEqual([
      { layer: 'Your design', feature: 'cylinder warp turned off its middle (drawn centred)' },
      { layer: 'Vivid', feature: 'blend mode "vivid light" (drawn as normal)' },
      { layer: 'Brightness 1', feature: 'brightness/contrast adjustment layer without "Use Legacy" (drawn, but not exactly as Photoshop does)' },
      { layer: 'Threshold 1', feature: 'threshold adjustment layer (not applied)' },
      { layer: 'Label', feature: 'layer effects: drop shadow, stroke (not applied)' },
      { layer: 'Gradient Fill 1', feature: 'gradient fill layer saved without pixels (not drawn)' },
    ]);
    // Levels is drawn: a step with its table, above the shadow.
    const levels = plan.stack.find((step) => step.name === 'Levels 1');
    expect(levels).toMatchObject({ kind: 'adjust', blendMode: 'normal' });
    expect(levels?.kind === 'adjust' && levels.table[10]).toBe(0);
    // Legacy brightness/contrast is a table (+10 on every channel); the modern one a curve that keeps black and white
    // and lifts the middle less than +10; hue/saturation keeps its settings.
    const legacy = plan.stack.find((step) => step.name === 'Brightness 2');
    expect(legacy?.kind === 'adjust' && [legacy.table[0], legacy.table[256 + 100], legacy.table[512 + 250]]).toEqual([10, 110, 255]);
    const modern = plan.stack.find((step) => step.name === 'Brightness 1');
    expect(modern?.kind === 'adjust' && [modern.table[0], modern.table[255], modern.table[256 + 255]]).toEqual([0, 255, 255]);
    const middle = modern?.kind === 'adjust' ? modern.table[128]! : 0;
    expect(middle).toBeGreaterThan(128);
    expect(middle).toBeLessThan(138);
    const saturation = plan.stack.find((step) => step.name === 'Saturation 1');
    expect(saturation?.kind === 'adjust' && saturation.hueSaturation?.master).toEqual({ hue: 0, saturation: 40, lightness: 0 });
    const hue = plan.stack.find((step) => step.name === 'Hue 1');
    expect(hue?.kind === 'adjust' && hue.hueSaturation?.master).toEqual({ hue: 30, saturation: 0, lightness: 0 });
  });
});

describe('renderPsdPng', () => {
  it('applies a vector mask: the layer shows inside its path only', async () => {
    const psd = await mockupPsd();
    const square = [[10, 10], [40, 10], [40, 40], [10, 40]].map(([x, y]) => ({ linked: true, points: [x!, y!, x!, y!, x!, y!] }));
    psd.children!.push({
      name: 'Badge',
      left: 0,
      top: 0,
      imageData: solid(300, 200, [255, 0, 0, 255]),
      vectorMask: { paths: [{ open: false, operation: 'combine', knots: square, fillRule: 'non-zero' }] },
    });
    const built = await buildPsdTemplate({ bytes: writePsd(psd) });
    expect(built.plan.unsupported).toEqual([]);
    const png = await renderPsdPng({ key: 'vector-mask', plan: built.plan, files: built.files, width: 300 });
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray(4 * (y * 300 + x), 4 * (y * 300 + x) + 3)];
    expect(at(20, 20)).toEqual([255, 0, 0]);
    expect(at(60, 180)).toEqual([200, 200, 200]);
    expect(at(45, 20)).toEqual([100, 100, 100]);
  });

  it('draws the Free plan’s watermark when asked', async () => {
    const built = await buildPsdTemplate({ bytes: await mockupBytes() });
    const render = async (watermark: boolean) => {
      const png = await renderPsdPng({ key: `test@${watermark}`, plan: built.plan, files: built.files, width: 300, watermark });
      return (await sharp(png).raw().toBuffer()).toString('base64');
    };
    expect(await render(true)).not.toBe(await render(false));
  });
});
