import {
  AppWindow, Award, Backpack, BookOpen, Calendar, Car, Coffee, Cookie, CreditCard, Disc3, FileText, Flag, Footprints,
  Frame, GlassWater, Globe, HardHat, Hexagon, House, KeyRound, Laptop, LayoutGrid, Mail, MonitorSmartphone, Newspaper,
  NotebookPen, Package, Palette, Pill, Presentation, Share2, Shirt, ShoppingBag, Signpost, Smartphone, Sofa, Sparkles,
  Sticker, Tablet, Trophy, Truck, Video, Watch, Image, type LucideIcon,
} from 'lucide-react';
import type { CategoryGroup } from '../../../../core/src/catalogue/categories';
import type { ImageTone } from '../../components/ui/product-image';

/** The icon drawn on a category's placeholder image. */
const ICONS: Record<string, LucideIcon> = {
  't-shirts': Shirt, hoodies: Shirt, sweatshirts: Shirt, devices: MonitorSmartphone, 'tote-bags': ShoppingBag,
  posters: Image, 'business-cards': CreditCard, books: BookOpen, packaging: Package, mugs: Coffee, caps: HardHat,
  shoes: Footprints, stickers: Sticker, bottles: GlassWater, logos: Hexagon, billboards: Presentation, banners: Flag,
  flyers: FileText, magazines: Newspaper, notebooks: NotebookPen, calendars: Calendar, frames: Frame, laptops: Laptop,
  tablets: Tablet, watches: Watch, bags: Backpack, pillows: Sofa, canvas: Palette, signs: Signpost, vehicles: Truck,
  windows: AppWindow, 'greeting-cards': Mail, keychains: KeyRound, patches: Award, 'phone-cases': Smartphone,
  'cd-covers': Disc3, apps: LayoutGrid, websites: Globe, 'social-media': Share2, 'food-packaging': Cookie,
  cosmetics: Sparkles, sports: Trophy, medical: Pill, automotive: Car, 'real-estate': House, 'video-mockups': Video,
};

const TONES: Record<CategoryGroup, ImageTone> = {
  Apparel: 'violet',
  'Tech & Devices': 'sky',
  'Print & Publishing': 'amber',
  Packaging: 'emerald',
  'Marketing Materials': 'rose',
  'Home & Lifestyle': 'orange',
  Other: 'slate',
};

export const categoryIcon = (slug: string): LucideIcon => ICONS[slug] ?? Package;
export const groupTone = (group: CategoryGroup): ImageTone => TONES[group];
