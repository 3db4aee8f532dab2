import { useEffect, useState } from 'react';
import type { DocLayer } from '../../../../core/src/editor/document';
import { textStyle } from '../../../../core/src/editor/document';
import type { ResolvedLayer } from '../../../../core/src/render/layers';
import type { RgbaImage } from '../../../../core/src/render/types';
import { hasTextFont } from '../../../../core/src/text/font-cache';
import { decodeImage } from './browser-assets';
import { UPLOADED_DESIGN } from './editor-doc-store';
import { loadTextFont } from './text-faces';

/** Added images, decoded once per page (a document holds at most 20 layers an area). */
const decoded = new Map<string, Promise<RgbaImage>>();

function decodeLayerImage(design: string): Promise<RgbaImage> {
  let pending = decoded.get(design);
  if (!pending) {
    pending = fetch(design)
      .then((response) => response.blob())
      .then(decodeImage);
    pending.catch(() => decoded.delete(design));
    decoded.set(design, pending);
  }
  return pending;
}

const ready = new Map<string, RgbaImage>();
/** Images and faces that failed to load: their layers are left out of the drawing (they stay in the document). */
const broken = new Set<string>();

/** The document's areas, by name: their layers as they are stored (each area's array is replaced when it changes). */
type DocAreas = Readonly<Record<string, { layers: readonly DocLayer[] }>>;

/** What each area's layers resolved to, per uploaded design (see useResolvedAreas). */
const resolvedPerUpload = new WeakMap<RgbaImage, WeakMap<readonly DocLayer[], ResolvedLayer[]>>();

function resolveLayers(layers: readonly DocLayer[], uploaded: RgbaImage): ResolvedLayer[] {
  let kept = resolvedPerUpload.get(uploaded);
  if (!kept) resolvedPerUpload.set(uploaded, (kept = new WeakMap()));
  const known = kept.get(layers);
  if (known) return known;
  const resolved = layers.flatMap((layer): ResolvedLayer[] => {
    if (layer.type === 'text') return hasTextFont(textStyle(layer).font) ? [layer] : [];
    const image = layer.design === UPLOADED_DESIGN ? uploaded : ready.get(layer.design);
    return image ? [{ type: 'image', image, placement: layer.placement, opacity: layer.opacity, hidden: layer.hidden }] : [];
  });
  kept.set(layers, resolved);
  return resolved;
}

/**
 * Every area's layers as the compositor draws them (images decoded, text faces registered), or null while something
 * is still loading; the uploaded design is `uploaded`. An area whose layers did not change keeps its resolved array
 * (the same object), so what is drawn from it can be kept too: once nothing is loading, each image and face is
 * either in or broken for good.
 */
export function useResolvedAreas(areas: DocAreas, uploaded: RgbaImage): Record<string, ResolvedLayer[]> | null {
  const [, setLoaded] = useState(0);
  const all = Object.values(areas).flatMap((area) => area.layers);
  const missingImages = all.flatMap((l) => (l.type === 'image' && l.design !== UPLOADED_DESIGN && !ready.has(l.design) && !broken.has(l.design) ? [l.design] : []));
  const missingFaces = all.flatMap((l) => (l.type === 'text' && !hasTextFont(textStyle(l).font) && !broken.has(textStyle(l).font) ? [textStyle(l).font] : []));
  const missingKey = [...new Set([...missingImages, ...missingFaces])].join('\n');

  useEffect(() => {
    if (missingKey === '') return;
    let cancelled = false;
    const loads = [
      ...[...new Set(missingImages)].map((design) =>
        decodeLayerImage(design).then(
          (image) => void ready.set(design, image),
          () => void broken.add(design),
        ),
      ),
      ...[...new Set(missingFaces)].map((face) => loadTextFont(face).catch(() => void broken.add(face))),
    ];
    void Promise.allSettled(loads).then(() => !cancelled && setLoaded((n) => n + 1));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- missingKey stands for both lists
  }, [missingKey]);

  if (missingKey !== '') return null;
  return Object.fromEntries(Object.entries(areas).map(([name, { layers }]) => [name, resolveLayers(layers, uploaded)]));
}
