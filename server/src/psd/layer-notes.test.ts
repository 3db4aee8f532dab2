import type { Layer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import type { PsdStep } from '../../../core/src/psd/psd-template';
import { blendIfNote, clippedBlendNote, effectsNote, missingPixelsNote, passThroughNotes, unreadNote, videoNote } from './layer-notes';

const full = [0, 0, 255, 255];
const ranges = (source: number[]) => ({ compositeGrayBlendSource: source, compositeGraphBlendDestinationRange: full, ranges: [{ sourceRange: full, destRange: full }] });

describe('layer notes', () => {
  it('names each effect Photoshop would draw, and none when effects are off or all disabled', () => {
    const shadow = { enabled: true } as never;
    expect(effectsNote({ effects: { dropShadow: [shadow], bevel: { enabled: true } as never, stroke: [{ enabled: false } as never] } })).toBe('layer effects: drop shadow, bevel and emboss (not applied)');
    expect(effectsNote({ effects: { disabled: true, dropShadow: [shadow] } })).toBeUndefined();
    expect(effectsNote({ effects: { stroke: [{ enabled: false } as never] } })).toBeUndefined();
  });

  it('lists Blend If only when a slider has moved', () => {
    expect(blendIfNote({ blendingRanges: ranges(full) })).toBeUndefined();
    expect(blendIfNote({ blendingRanges: ranges([0, 40, 255, 255]) })).toBe('blend if (drawn as if the sliders were at their ends)');
  });

  it('lists video layers, fills saved without pixels and unreadable pixels', () => {
    expect(videoNote({ pixelSource: {} as NonNullable<Layer['pixelSource']> })).toBe('video layer (drawn as the frame saved in the file)');
    expect(videoNote({})).toBeUndefined();
    expect(missingPixelsNote({ vectorFill: { type: 'pattern' } as NonNullable<Layer['vectorFill']> })).toBe('pattern fill layer saved without pixels (not drawn)');
    expect(missingPixelsNote({ left: 0, top: 0, right: 10, bottom: 10 })).toBe('layer whose pixels could not be read (not drawn)');
    expect(missingPixelsNote({ left: 0, top: 0, right: 0, bottom: 0 })).toBeUndefined();
  });

  it('names the Photoshop data we do not read, and a newer video block as a video layer once', () => {
    expect(unreadNote({}, ['xyz3', 'ab3 '])).toBe('a kind of layer we do not read, such as a 3D layer (Photoshop data "xyz3", "ab3"): only the pixels Photoshop saved for it are drawn');
    expect(unreadNote({}, ['PxSD'])).toBe('video layer (drawn as the frame saved in the file)');
    expect(unreadNote({ pixelSource: {} as NonNullable<Layer['pixelSource']> }, ['PxSD'])).toBeUndefined();
  });

  it('lists a clipping base whose clipped layers Photoshop blends one by one', () => {
    const off: Layer = { blendClippendElements: false };
    expect(clippedBlendNote(off, { clipping: true })).toBe('blend clipped layers as group switched off (the layers clipped to it drawn as if it were on)');
    expect(clippedBlendNote({ blendClippendElements: true }, { clipping: true })).toBeUndefined();
    expect(clippedBlendNote(off, { clipping: false })).toBeUndefined();
    expect(clippedBlendNote(off, { clipping: true, hidden: true })).toBeUndefined();
    expect(clippedBlendNote(off, undefined)).toBeUndefined();
  });

  it('lists adjustments inside masked pass-through groups, through nested pass-through groups but not isolated ones', () => {
    const adjust = (name: string): PsdStep => ({ kind: 'adjust', name, opacity: 1, clipping: false, blendMode: 'normal', table: [] });
    const group = (name: string, masked: boolean, mode: 'pass through' | 'normal', children: PsdStep[]): PsdStep => ({
      kind: 'group', name, opacity: 1, clipping: false, blendMode: mode, children,
      ...(masked && { mask: { file: 'm.png', left: 0, top: 0, width: 1, height: 1, outside: 0 } }),
    });
    const stack = [
      adjust('Top'),
      group('A', true, 'pass through', [adjust('In A'), group('B', false, 'normal', [adjust('In isolated B')]), group('E', false, 'pass through', [adjust('In E')])]),
      group('C', false, 'pass through', [adjust('In C')]),
      group('D', true, 'normal', [adjust('In D')]),
    ];
    expect(passThroughNotes(stack).map((n) => n.layer)).toEqual(['In A', 'In E']);
  });
});
