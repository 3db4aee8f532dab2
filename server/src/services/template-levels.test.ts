import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareLevel } from '../../../core/src/render/prepare';
import { templateAsset } from '../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import { levelFileName } from './template-levels';
import { nodeAssetReader } from './templates';

const asset = templateAsset('apps-1')!;
const BUDGET = 64 * 2 ** 20;

/** templateLevel on a thread that has just started (nothing in its memory). */
async function freshThreadLevel(dir: string) {
  vi.resetModules();
  const { templateLevel } = await import('./template-levels');
  return templateLevel(asset.id, asset.size, BUDGET, undefined, { dir, maxBytes: 2 ** 30 })!;
}

/** The level file once the background write has renamed it into place. */
async function storedFile(dir: string): Promise<string> {
  const file = path.join(dir, `${levelFileName(asset)(asset.size)}.level`);
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return file;
}

describe('template levels on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-levels-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('name a level by its template, its size and the version of everything it is made from', () => {
    const name = levelFileName(asset);
    expect(name(1024)).toMatch(/^apps-1@1024-[0-9a-f]{16}$/);
    expect(name(512)).toBe(name(1024).replace('@1024-', '@512-'));
    expect(levelFileName({ ...asset })(1024)).toBe(name(1024));
    expect(levelFileName({ ...asset, maps: asset.maps.replace(/\.[0-9a-f]+\.webp$/, '.0123456789.webp') })(1024)).not.toBe(name(1024));
    expect(levelFileName({ ...asset, printAspect: asset.printAspect + 0.001 })(1024)).not.toBe(name(1024));
  });

  it('are written on first use and read by the next thread; a damaged or missing file is prepared again', async () => {
    const expected = prepareLevel(await loadTemplateLayers(asset, nodeAssetReader), asset.size);
    const same = (level: { maps: Uint8Array; scene: Uint8Array; uv: Uint16Array }) =>
      Buffer.compare(Buffer.from(level.maps), Buffer.from(expected.maps)) === 0 &&
      Buffer.compare(Buffer.from(level.scene), Buffer.from(expected.scene)) === 0 &&
      Buffer.compare(Buffer.from(level.uv.buffer, level.uv.byteOffset, level.uv.byteLength), Buffer.from(expected.uv.buffer)) === 0;

    expect(same(await freshThreadLevel(dir))).toBe(true); // decoded and prepared, then written
    const file = await storedFile(dir);
    const written = fs.statSync(file).mtimeMs;

    const fromDisk = await freshThreadLevel(dir);
    expect(same(fromDisk)).toBe(true);
    expect(fromDisk.scene.byteOffset).toBeGreaterThan(0); // a view of the file's bytes: it was read, not prepared

    const bytes = fs.readFileSync(file);
    bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0x55;
    fs.writeFileSync(file, bytes);
    expect(same(await freshThreadLevel(dir))).toBe(true);
    expect(fs.statSync(await storedFile(dir)).mtimeMs).toBeGreaterThanOrEqual(written);
    expect(same((await import('./render-level-file')).parseLevelFile(new Uint8Array(fs.readFileSync(file)))!)).toBe(true);

    fs.rmSync(file);
    expect(same(await freshThreadLevel(dir))).toBe(true);
    expect(fs.existsSync(await storedFile(dir))).toBe(true);
  });
});
