import { Link } from 'react-router';
import { Logo } from './logo';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Mockups',
    links: [
      { to: '/t-shirts', label: 'T-Shirts' },
      { to: '/hoodies', label: 'Hoodies' },
      { to: '/devices', label: 'Devices' },
      { to: '/tote-bags', label: 'Tote Bags' },
      { to: '/posters', label: 'Posters' },
      { to: '/books', label: 'Books' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];

export function SiteFooter({ newsletter }: { newsletter?: React.ReactNode }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-1">
          <Logo />
          <p className="text-sm text-slate-600">Realistic product mockups for designers, sellers and brands.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>{newsletter}</div>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © 2024 Mockup Studio. All rights reserved.
      </p>
    </footer>
  );
}
