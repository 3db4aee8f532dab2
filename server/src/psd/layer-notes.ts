/**
 * What a layer holds that the PSD renderer does not draw, as sentences for the import's `unsupported` list (issue #31:
 * "never silently dropped"). Pure functions over ag-psd's layers and the planned steps.
 */
import type { AdjustmentLayer, Layer } from 'ag-psd';
import type { PsdStep } from '../../../core/src/psd/psd-template';

const EFFECT_NAMES: Record<string, string> = {
  dropShadow: 'drop shadow',
  innerShadow: 'inner shadow',
  outerGlow: 'outer glow',
  innerGlow: 'inner glow',
  bevel: 'bevel and emboss',
  solidFill: 'colour overlay',
  satin: 'satin',
  stroke: 'stroke',
  gradientOverlay: 'gradient overlay',
  patternOverlay: 'pattern overlay',
};

const enabled = (effect: unknown) =>
  Array.isArray(effect) ? effect.some((e: { enabled?: boolean } | undefined) => e && e.enabled !== false) : !!effect && typeof effect === 'object' && (effect as { enabled?: boolean }).enabled !== false;

/** The layer's effects that Photoshop would draw (none when the effects are switched off as a whole). */
export function effectsNote(layer: Layer): string | undefined {
  const effects = layer.effects;
  if (!effects || effects.disabled) return undefined;
  const names = Object.entries(EFFECT_NAMES)
    .filter(([key]) => enabled(effects[key as keyof typeof effects]))
    .map(([, name]) => name);
  return names.length > 0 ? `layer effects: ${names.join(', ')} (not applied)` : undefined;
}

const FULL_RANGE = [0, 0, 255, 255];
const isFullRange = (range: readonly number[] | undefined) => !range || range.length < 4 || range.every((v, i) => v === FULL_RANGE[i]);

/** "Blend If" sliders moved from their full range (the layer then shows only where the colours allow). */
export function blendIfNote(layer: Layer): string | undefined {
  const ranges = layer.blendingRanges;
  if (!ranges) return undefined;
  const all = [ranges.compositeGrayBlendSource, ranges.compositeGraphBlendDestinationRange, ...ranges.ranges.flatMap((r) => [r.sourceRange, r.destRange])];
  return all.every(isFullRange) ? undefined : 'blend if (drawn as if the sliders were at their ends)';
}

/**
 * Photoshop data in a layer that ag-psd skips (unread-blocks.ts): a 3D layer or another kind newer than the reader.
 * Whatever pixels Photoshop saved for the layer are still drawn, and nothing else of it.
 */
export function unreadNote(layer: Layer, keys: readonly string[]): string | undefined {
  // A video layer's newer source block; the older one ag-psd reads gives the same note (videoNote).
  const rest = keys.filter((key) => key !== 'PxSD');
  if (rest.length === 0) return layer.pixelSource ? undefined : 'video layer (drawn as the frame saved in the file)';
  const names = rest.map((key) => `"${key.trim()}"`).join(', ');
  return `a kind of layer we do not read, such as a 3D layer (Photoshop data ${names}): only the pixels Photoshop saved for it are drawn`;
}

/**
 * A clipping base with "Blend clipped layers as group" switched off: Photoshop then mixes each clipped layer with the
 * layers below the base by its own mode; we draw every clipping group as Photoshop's default does.
 */
export const clippedBlendNote = (base: Layer, above: Layer | undefined) =>
  !base.clipping && above?.clipping && !above.hidden && base.blendClippendElements === false
    ? 'blend clipped layers as group switched off (the layers clipped to it drawn as if it were on)'
    : undefined;

/** A video layer: its saved frame is what is drawn. */
export const videoNote = (layer: Layer) => (layer.pixelSource ? 'video layer (drawn as the frame saved in the file)' : undefined);

/** A layer that would draw something but whose pixels the file does not hold and we cannot make. */
export function missingPixelsNote(layer: Layer): string | undefined {
  const fill = layer.vectorFill;
  if (fill && fill.type !== 'color') return `${fill.type === 'pattern' ? 'pattern' : 'gradient'} fill layer saved without pixels (not drawn)`;
  const width = (layer.right ?? 0) - (layer.left ?? 0), height = (layer.bottom ?? 0) - (layer.top ?? 0);
  return width > 0 && height > 0 ? 'layer whose pixels could not be read (not drawn)' : undefined;
}

/**
 * Adjustments inside a masked pass-through group: drawn, but not yet as Photoshop does (two of its files measured
 * 13 and 39/255 off on average, server/src/psd/fidelity.test.ts).
 */
export function passThroughNotes(steps: readonly PsdStep[], insideMaskedPassThrough = false): { layer: string; feature: string }[] {
  const notes: { layer: string; feature: string }[] = [];
  for (const step of steps) {
    if (step.kind === 'adjust' && insideMaskedPassThrough) notes.push({ layer: step.name, feature: 'adjustment inside a masked pass-through group (drawn, but not as Photoshop does)' });
    // An isolated group's adjustments reach only its own layers: the pass-through mask no longer matters inside it.
    if (step.kind === 'group') notes.push(...passThroughNotes(step.children, step.blendMode === 'pass through' && (insideMaskedPassThrough || !!step.mask)));
  }
  return notes;
}

/**
 * Brightness/Contrast without "Use Legacy" is drawn by psd-tools' model of Photoshop's curve
 * (core/src/psd/brightness-contrast.ts), within 3.3/255 on average of Photoshop's composites of psd-tools'
 * brightnesscontrast_rgb and _grayscale, 99th percentile 12: close, not exact, so a layer that moves it is listed.
 */
export function brightnessContrastNote(adjustment: AdjustmentLayer): string | undefined {
  if (adjustment.type !== 'brightness/contrast' || adjustment.useLegacy) return undefined;
  const moved = (adjustment.brightness ?? 0) !== 0 || (adjustment.contrast ?? 0) !== 0;
  return moved ? 'brightness/contrast adjustment layer without "Use Legacy" (drawn, but not exactly as Photoshop does)' : undefined;
}
