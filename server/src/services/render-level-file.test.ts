import { describe, expect, it } from 'vitest';
import { prepareLevel, smallerLevel } from '../../../core/src/render/prepare';
import { perspectiveMesh } from '../../../core/src/render/surfaces';
import { syntheticTemplate, twoAreaTemplate } from '../../../core/src/render/test-fixtures';
import { LEVEL_HEADER_BYTES, levelChecksum, levelFileBytes, levelFileParts, parseLevelFile } from './render-level-file';

const fileOf = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
};

const level = prepareLevel(syntheticTemplate(64), 64);

describe('level files', () => {
  it('give back the level they were written from, its arrays as views of the file', () => {
    const bytes = fileOf(levelFileParts(level));
    expect(bytes.length).toBe(levelFileBytes(level));
    const back = parseLevelFile(bytes)!;
    expect(back.size).toBe(64);
    expect(back.templateSize).toBe(64);
    expect(back.printAspect).toBe(level.printAspect);
    expect(back.scene).toEqual(level.scene);
    expect(back.maps).toEqual(level.maps);
    expect(back.uv).toEqual(level.uv);
    expect(back.surface.cols).toBe(level.surface.cols);
    expect(Array.from(back.surface.points)).toEqual(Array.from(level.surface.points));
    expect(back.surface.depth).toBeUndefined();
    expect(back.scene.buffer).toBe(bytes.buffer);
  });

  it('keep a smaller level, an odd print aspect and a mesh with depth', () => {
    const layers = { ...syntheticTemplate(64), printAspect: 0.469 };
    const depth = Float32Array.from({ length: 25 }, (_, i) => i / 7);
    const deep = prepareLevel({ ...layers, surface: { ...perspectiveMesh([16, 16], [48, 16], [48, 48], [16, 48], 4, 4), depth } }, 64);
    const small = smallerLevel(deep, 32);
    const bytes = fileOf(levelFileParts(small));
    expect(bytes.length).toBe(levelFileBytes(small));
    const back = parseLevelFile(bytes)!;
    expect(back.size).toBe(32);
    expect(back.templateSize).toBe(64);
    expect(back.printAspect).toBe(0.469);
    expect(Array.from(back.surface.depth!)).toEqual(Array.from(depth));
  });

  it('keep a template’s further areas (a book’s spine): their maps, uv, mesh and aspect, the scene shared', () => {
    const two = prepareLevel(twoAreaTemplate(64), 64);
    for (const source of [two, smallerLevel(two, 32)]) {
      const bytes = fileOf(levelFileParts(source));
      expect(bytes.length).toBe(levelFileBytes(source));
      const back = parseLevelFile(bytes)!;
      expect(back.areas).toHaveLength(1);
      const [area] = back.areas!;
      expect(area!.maps).toEqual(source.areas![0]!.maps);
      expect(area!.uv).toEqual(source.areas![0]!.uv);
      expect(area!.printAspect).toBe(0.5);
      expect(Array.from(area!.surface.points)).toEqual(Array.from(source.areas![0]!.surface.points));
      expect(area!.scene).toBe(back.scene);
      expect(back.maps).toEqual(source.maps);
      // Cut anywhere in the areas' part, or one byte changed there: no level.
      expect(parseLevelFile(bytes.slice(0, bytes.length - 8))).toBeUndefined();
      const damaged = bytes.slice();
      damaged[bytes.length - 100] = damaged[bytes.length - 100]! ^ 1;
      expect(parseLevelFile(damaged)).toBeUndefined();
    }
    // A one-area level's file is as it always was: no further areas.
    expect(parseLevelFile(fileOf(levelFileParts(level)))!.areas).toBeUndefined();
  });

  it('check the same sum when a reader works it out chunk by chunk', () => {
    const bytes = fileOf(levelFileParts(level));
    for (const chunk of [LEVEL_HEADER_BYTES, 1000, 16384, bytes.length]) {
      const sum = levelChecksum();
      for (let at = 0; at < bytes.length; at += chunk) sum.add(bytes.subarray(at, at + chunk));
      expect(parseLevelFile(bytes, sum.value())).toBeDefined();
    }
    const short = levelChecksum();
    short.add(bytes.subarray(0, 10));
    short.add(bytes.subarray(10));
    expect(parseLevelFile(bytes, short.value())).toBeUndefined();
  });

  it('refuse a torn, damaged or foreign file', () => {
    const bytes = fileOf(levelFileParts(level));
    expect(parseLevelFile(bytes.slice(0, bytes.length - 4))).toBeUndefined();
    expect(parseLevelFile(bytes.slice(0, 10))).toBeUndefined();
    expect(parseLevelFile(new Uint8Array(bytes.length))).toBeUndefined();
    const flipped = bytes.slice();
    flipped[LEVEL_HEADER_BYTES + 5000] = flipped[LEVEL_HEADER_BYTES + 5000]! ^ 1;
    expect(parseLevelFile(flipped)).toBeUndefined();
    const otherVersion = bytes.slice();
    const words = new Uint32Array(otherVersion.buffer);
    words[2] = words[2]! + 1;
    expect(parseLevelFile(otherVersion)).toBeUndefined();
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(parseLevelFile(longer)).toBeUndefined();
  });
});
