import type { ThreeDType } from '../../../../core/src/three-d/products';

/** Light line drawings for the template cards: instant to load, and they hint at each product's shape. */
export function ProductIllustration({ type }: { type: ThreeDType }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };
  return (
    <svg viewBox="0 0 160 120" className="h-28 w-auto text-brand-700" aria-hidden>
      {type === 't-shirt' && (
        <>
          <path {...stroke} fill="#fff" d="M58 18 L40 24 L18 44 L30 58 L44 48 L44 104 L116 104 L116 48 L130 58 L142 44 L120 24 L102 18 C98 28 62 28 58 18 Z" />
          <path {...stroke} d="M58 18 C62 30 98 30 102 18" />
          <rect x="64" y="46" width="32" height="32" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'hoodie' && (
        <>
          <path {...stroke} fill="#fff" d="M56 24 L38 30 L16 70 L28 78 L44 56 L44 104 L116 104 L116 56 L132 78 L144 70 L122 30 L104 24 Z" />
          <path {...stroke} fill="#f5f3ff" d="M56 24 C56 6 104 6 104 24 C98 36 62 36 56 24 Z" />
          <path {...stroke} d="M62 86 H98 L94 100 H66 Z" />
          <rect x="64" y="46" width="32" height="28" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'mug' && (
        <>
          <path {...stroke} fill="#fff" d="M44 24 L106 24 L106 100 C106 106 102 108 96 108 L54 108 C48 108 44 106 44 100 Z" />
          <path {...stroke} d="M106 42 C128 42 130 84 106 86" />
          <path {...stroke} d="M106 50 C118 52 118 76 106 78" />
          <rect x="56" y="44" width="36" height="36" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'bottle' && (
        <>
          <rect {...stroke} x="68" y="4" width="24" height="18" rx="4" fill="#1e1b4b" />
          <path {...stroke} fill="#fff" d="M72 22 L88 22 L88 28 C104 32 106 38 106 46 L106 110 C106 114 104 116 100 116 L60 116 C56 116 54 114 54 110 L54 46 C54 38 56 32 72 28 Z" />
          <rect x="60" y="56" width="40" height="40" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'phone' && (
        <>
          <rect {...stroke} x="56" y="8" width="48" height="104" rx="10" fill="#1e1b4b" />
          <rect x="61" y="14" width="38" height="92" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'phone-case' && (
        <>
          <rect {...stroke} x="56" y="8" width="48" height="104" rx="10" fill="#fff" />
          <rect x="62" y="14" width="16" height="16" rx="4" fill="#1e1b4b" />
          <rect x="62" y="40" width="36" height="56" rx="6" fill="#c4b5fd" />
        </>
      )}
      {type === 'book' && (
        <>
          <path {...stroke} fill="#fff" d="M50 14 L112 14 C116 14 118 16 118 20 L118 102 C118 106 116 108 112 108 L50 108 Z" />
          <path {...stroke} fill="#ede9fe" d="M50 14 C42 14 38 18 38 24 L38 98 C38 104 42 108 50 108 Z" />
          <rect x="60" y="30" width="46" height="38" rx="5" fill="#c4b5fd" />
          <path {...stroke} d="M60 80 H104 M60 90 H92" />
        </>
      )}
      {type === 'box' && (
        <>
          <path {...stroke} fill="#ede9fe" d="M50 30 L84 16 L128 26 L94 40 Z" />
          <path {...stroke} fill="#fff" d="M50 30 L94 40 L94 108 L50 98 Z" />
          <path {...stroke} fill="#f5f3ff" d="M94 40 L128 26 L128 94 L94 108 Z" />
          <path d="M58 52 L86 58 L86 84 L58 78 Z" fill="#c4b5fd" />
        </>
      )}
    </svg>
  );
}
