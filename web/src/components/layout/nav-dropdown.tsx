import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import type { NavLink } from './nav-links';

export const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';

/**
 * A header link with a disclosure list of sub-links (the navigation-disclosure pattern: a button with
 * aria-expanded, not an ARIA menu). Hand-written so the home page's first load stays small.
 */
export function NavDropdown({ label, to, items }: { label: string; to: string; items: NavLink[] }) {
  const { pathname } = useLocation();
  // Remembers the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative flex items-center">
      <RouterNavLink to={to} end className={cn(navLinkClass, 'pr-1')}>
        {label}
      </RouterNavLink>
      <button
        type="button"
        className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
        aria-label={`${label} menu`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpenOn(null)}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
