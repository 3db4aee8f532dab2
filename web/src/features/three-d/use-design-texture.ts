import { useEffect, useState } from 'react';
import type { Design } from '../upload/prepare-design';
import type { DesignImage } from './scene/product-view';

/** Larger artwork is scaled down to this on its longer side: sharp on screen and in a 1600 px PNG. */
const MAX_TEXTURE_SIZE = 2048;

async function designTexture(design: Design): Promise<DesignImage> {
  const k = Math.min(1, MAX_TEXTURE_SIZE / Math.max(design.width, design.height));
  // Flipped and unpremultiplied here, because WebGL cannot do either to an ImageBitmap on upload.
  const bitmap = await createImageBitmap(design.image, {
    imageOrientation: 'flipY',
    premultiplyAlpha: 'none',
    resizeWidth: Math.max(1, Math.round(design.width * k)),
    resizeHeight: Math.max(1, Math.round(design.height * k)),
    resizeQuality: 'high',
  });
  // three.js loads with the canvas, after the page's first paint.
  const { SRGBColorSpace, Texture } = await import('three');
  const texture = new Texture(bitmap);
  texture.flipY = false;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  texture.needsUpdate = true;
  return { texture, aspect: design.width / design.height };
}

/** The current design as a texture for the 3D print, or null while there is none (or it is still loading). */
export function useDesignTexture(design: Design | null): DesignImage | null {
  const [image, setImage] = useState<{ design: Design; image: DesignImage } | null>(null);
  useEffect(() => {
    if (!design) return;
    let cancelled = false;
    let made: DesignImage | null = null;
    designTexture(design).then(
      (result) => {
        made = result;
        if (cancelled) result.texture.dispose();
        else setImage({ design, image: result });
      },
      () => {
        if (!cancelled) setImage(null);
      },
    );
    return () => {
      cancelled = true;
      made?.texture.dispose();
    };
  }, [design]);
  return design && image?.design === design ? image.image : null;
}
