export interface NavLink {
  to: string;
  label: string;
}

export const MOCKUP_MENU: NavLink[] = [
  { to: '/mockups', label: 'All Categories' },
  { to: '/t-shirts', label: 'T-Shirts' },
  { to: '/hoodies', label: 'Hoodies' },
  { to: '/mugs', label: 'Mugs' },
  { to: '/phone-cases', label: 'Phone Cases' },
  { to: '/posters', label: 'Posters' },
  { to: '/books', label: 'Books' },
  { to: '/packaging', label: 'Packaging' },
  { to: '/3d-mockup', label: '3D Mockups' },
];

export const AI_MENU: NavLink[] = [
  { to: '/ai-tools', label: 'All AI Tools' },
  { to: '/ai-tools?tool=photography', label: 'AI Product Photography' },
  { to: '/ai-tools?tool=background', label: 'AI Background Generator' },
  { to: '/ai-tools?tool=design', label: 'AI Design Generator' },
];

export const PLAIN_LINKS: NavLink[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];
