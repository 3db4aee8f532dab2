import { Camera, ImageIcon, Palette, type LucideIcon } from 'lucide-react';

/** The hub's three tools, in the spec's order, with their `?tool=` ids (the header's AI menu links to them). */
export type ToolId = 'photography' | 'background' | 'design';

export interface ToolCard {
  id: ToolId;
  title: string;
  badge: 'Popular' | 'New' | 'Coming Soon';
  description: string;
  points: string[];
  icon: LucideIcon;
}

export const TOOLS: ToolCard[] = [
  {
    id: 'photography',
    title: 'AI Product Photography',
    badge: 'Popular',
    description: 'Turn a plain product shot into a lit, styled studio or lifestyle photo.',
    points: ['8 photography styles', '7 lighting setups', 'Commercial-quality PNG'],
    icon: Camera,
  },
  {
    id: 'background',
    title: 'AI Background Generator',
    badge: 'New',
    description: 'Cut your product out and set it on a new scene with a natural shadow.',
    points: ['Automatic background removal', '8 scene styles or your own prompt', '1024 × 1024 PNG'],
    icon: ImageIcon,
  },
  {
    id: 'design',
    title: 'AI Design Generator',
    badge: 'New',
    description: 'Describe a design and get a print-ready graphic for shirts, posters, stickers and more.',
    points: ['8 styles × 6 formats', 'Transparent prints', '4K download from vectors'],
    icon: Palette,
  },
];

export const toolById = (id: string | null) => TOOLS.find((tool) => tool.id === id);
