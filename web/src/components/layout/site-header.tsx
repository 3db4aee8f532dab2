import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { authPathFrom } from '../../features/auth/auth-link';
import { useSession } from '../../lib/use-session';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { NavDropdown, navLinkClass as linkClass } from './nav-dropdown';
import { AI_MENU, MOCKUP_MENU, PLAIN_LINKS } from './nav-links';

function AccountButtons({ vertical = false }: { vertical?: boolean }) {
  const { user, signOut } = useSession();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Button asChild size="sm" className={vertical ? 'w-full' : ''}>
        <Link to={authPathFrom(pathname, search)}>Login / Sign Up</Link>
      </Button>
    );
  }
  return (
    <div className={vertical ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      <Button asChild variant="outline" size="sm">
        <Link to="/dashboard">Dashboard</Link>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </div>
  );
}

export function SiteHeader() {
  // The menu remembers the page it was opened on, so navigating anywhere closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavDropdown label="Mockups" to="/mockups" items={MOCKUP_MENU} />
          <NavDropdown label="AI Tools" to="/ai-tools" items={AI_MENU} />
          <RouterNavLink to="/video-mockup" className={linkClass + ' flex items-center gap-1.5'}>
            Video Mockups <Badge variant="solid">NEW</Badge>
          </RouterNavLink>
          {PLAIN_LINKS.map((link) => (
            <RouterNavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          <AccountButtons />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 py-3 lg:hidden">
          <ul className="flex flex-col">
            {[{ to: '/mockups', label: 'Mockups' }, { to: '/ai-tools', label: 'AI Tools' }].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass + ' block'}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/video-mockup" className={linkClass + ' flex items-center gap-2'}>
                Video Mockups <Badge variant="solid">NEW</Badge>
              </Link>
            </li>
            {PLAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass + ' block'}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <AccountButtons vertical />
          </div>
        </nav>
      )}
    </header>
  );
}
