import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_EDITOR_STATE, type ThreeDEditorState } from '../../../../core/src/three-d/editor-state';
import { THREE_D_PRODUCTS, type ThreeDType } from '../../../../core/src/three-d/products';
import { cn } from '../../lib/cn';
import { sampleDesignTexture } from './scene/generated-textures';
import { isSoftwareGl } from './scene/software-gl';
import { StudioCanvas } from './scene/studio-canvas';

const LOOKS: Record<ThreeDType, Partial<ThreeDEditorState>> = {
  't-shirt': { color: 'white', lighting: 'studio', rotationX: 8 },
  hoodie: { color: 'green', lighting: 'soft', rotationX: 8 },
  mug: { color: 'white', lighting: 'studio', rotationX: 12, rotationY: 330 },
  bottle: { color: 'cyan', lighting: 'studio', rotationX: 8, scale: 80 },
  phone: { color: 'black', lighting: 'studio', rotationX: 5, rotationY: 340, scale: 100 },
  'phone-case': { color: 'blue', lighting: 'studio', rotationX: 5, rotationY: 20, scale: 90 },
  book: { color: 'purple', lighting: 'soft', rotationX: 8, scale: 80 },
  box: { color: 'cyan', lighting: 'natural', rotationX: 10, scale: 80 },
};

/**
 * The landing page's live preview: the products turning slowly, with a sample design. Loaded after first
 * paint; without a GPU it draws at half resolution, being decoration.
 */
export default function LandingPreview() {
  const [type, setType] = useState<ThreeDType>('t-shirt');
  const design = useMemo(() => sampleDesignTexture(), []);
  useEffect(() => () => design.texture.dispose(), [design]);
  const [visible, setVisible] = useState(true);
  const [host, setHost] = useState<HTMLDivElement | null>(null);

  // Stop turning while the preview is scrolled out of view: no work nobody sees.
  useEffect(() => {
    if (!host) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);

  const state = { ...DEFAULT_EDITOR_STATE, ...LOOKS[type] };
  return (
    <div ref={setHost} className="relative size-full">
      <div role="img" aria-label={`A ${type.replace('-', ' ')} mockup turning in 3D`} className="size-full">
        <StudioCanvas
          type={type}
          state={state}
          design={design}
          preview={visible ? { style: 'spin', seconds: 14 } : null}
          interactive={false}
          dpr={isSoftwareGl() ? 0.5 : undefined}
        />
      </div>
      <div className="absolute inset-x-3 bottom-3 flex flex-wrap justify-center gap-1.5" role="group" aria-label="Preview product">
        {THREE_D_PRODUCTS.map((product) => (
          <button
            key={product.type}
            type="button"
            aria-pressed={type === product.type}
            onClick={() => setType(product.type)}
            className={cn(
              'cursor-pointer whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold transition-colors',
              type === product.type ? 'bg-slate-900 text-white shadow' : 'bg-white/85 text-slate-700 shadow-sm hover:bg-white',
            )}
          >
            {product.name.replace('3D ', '')}
          </button>
        ))}
      </div>
    </div>
  );
}
