/** The built-in category list (spec §2 "Category list"), in display order. */

export const CATEGORY_GROUPS = [
  'Apparel',
  'Tech & Devices',
  'Print & Publishing',
  'Packaging',
  'Marketing Materials',
  'Home & Lifestyle',
] as const;

export type CategoryGroup = (typeof CATEGORY_GROUPS)[number] | 'Other';

export interface Category {
  slug: string;
  title: string;
  blurb: string;
  group: CategoryGroup;
}

const GROUP_MEMBERS: Record<(typeof CATEGORY_GROUPS)[number], readonly string[]> = {
  Apparel: ['t-shirts', 'hoodies', 'sweatshirts', 'caps', 'shoes', 'patches', 'sports'],
  'Tech & Devices': ['devices', 'laptops', 'tablets', 'watches', 'phone-cases', 'apps', 'websites', 'social-media'],
  'Print & Publishing': ['books', 'magazines', 'notebooks', 'calendars', 'cd-covers', 'flyers'],
  Packaging: ['packaging', 'bottles', 'food-packaging', 'cosmetics', 'medical'],
  'Marketing Materials': ['posters', 'billboards', 'banners', 'business-cards', 'logos', 'greeting-cards'],
  'Home & Lifestyle': ['mugs', 'bags', 'pillows', 'canvas', 'frames', 'stickers'],
};

export function groupOf(slug: string): CategoryGroup {
  for (const group of CATEGORY_GROUPS) {
    if (GROUP_MEMBERS[group].includes(slug)) return group;
  }
  return 'Other';
}

const ENTRIES: ReadonlyArray<[slug: string, title: string, blurb: string]> = [
  ['t-shirts', 'T-Shirts', 'Classic, oversized, v-neck and pocket tees on models and flat lays.'],
  ['hoodies', 'Hoodies', 'Pullover and zip hoodies, front and back, in studio and street scenes.'],
  ['sweatshirts', 'Sweatshirts', 'Crewneck sweatshirts with room for chest prints and big back designs.'],
  ['devices', 'Devices', 'Phones, tablets and laptops together for product launches and app showcases.'],
  ['tote-bags', 'Tote Bags', 'Canvas totes carried, hung and laid flat for merch and shop listings.'],
  ['posters', 'Posters', 'Framed and unframed posters on walls, in rooms and in street settings.'],
  ['business-cards', 'Business Cards', 'Stacks, fans and single cards on paper, wood and stone surfaces.'],
  ['books', 'Books', 'Hardcovers and paperbacks, standing, open and stacked, for authors and publishers.'],
  ['packaging', 'Packaging', 'Boxes, pouches and sleeves that show a brand on every side.'],
  ['mugs', 'Mugs', 'Ceramic mugs with a print that wraps around the cup, in kitchen and desk scenes.'],
  ['caps', 'Caps', 'Baseball caps and snapbacks with front embroidery and print areas.'],
  ['shoes', 'Shoes', 'Sneakers and canvas shoes for custom prints and colourways.'],
  ['stickers', 'Stickers', 'Die-cut and round stickers on laptops, bottles and notebooks.'],
  ['bottles', 'Bottles', 'Water bottles, tumblers and drink bottles with wrap-around labels.'],
  ['logos', 'Logos', 'Show a logo on walls, signage, paper and glass in one click.'],
  ['billboards', 'Billboards', 'Roadside and city billboards for outdoor campaign previews.'],
  ['banners', 'Banners', 'Roll-up, hanging and web banners for events and promotions.'],
  ['flyers', 'Flyers', 'A4 and A5 flyers held, pinned and on tables.'],
  ['magazines', 'Magazines', 'Magazine covers and spreads, open and closed.'],
  ['notebooks', 'Notebooks', 'Branded notebooks and journals with soft and hard covers.'],
  ['calendars', 'Calendars', 'Wall and desk calendars for yearly promotional prints.'],
  ['frames', 'Frames', 'Picture frames in wood, metal and white for art prints.'],
  ['laptops', 'Laptops', 'Laptop screens on desks and in workspaces for websites and apps.'],
  ['tablets', 'Tablets', 'Tablet screens in portrait and landscape for apps and e-books.'],
  ['watches', 'Watches', 'Smartwatch faces on wrists and stands.'],
  ['bags', 'Bags', 'Backpacks, shopping bags and paper bags with your brand.'],
  ['pillows', 'Pillows', 'Cushions and throw pillows on sofas and beds.'],
  ['canvas', 'Canvas', 'Stretched canvas prints on walls and easels.'],
  ['signs', 'Signs', 'Shop signs, wall signs and wayfinding boards.'],
  ['vehicles', 'Vehicles', 'Vans, cars and trucks wrapped in fleet branding.'],
  ['windows', 'Windows', 'Storefront windows and glass decals.'],
  ['greeting-cards', 'Greeting Cards', 'Folded cards and invitations with envelopes.'],
  ['keychains', 'Keychains', 'Acrylic, metal and leather keychains.'],
  ['patches', 'Patches', 'Embroidered and woven patches on fabric.'],
  ['phone-cases', 'Phone Cases', 'Printed phone cases for every popular model.'],
  ['cd-covers', 'CD Covers', 'Album covers, jewel cases and vinyl sleeves.'],
  ['apps', 'Apps', 'App screens on phones for store listings and launches.'],
  ['websites', 'Websites', 'Website designs on desktop and laptop screens.'],
  ['social-media', 'Social Media', 'Posts and stories framed in social feeds.'],
  ['food-packaging', 'Food Packaging', 'Snack bags, takeaway boxes, cans and jars.'],
  ['cosmetics', 'Cosmetics', 'Tubes, jars and bottles for beauty brands.'],
  ['sports', 'Sports', 'Jerseys and sportswear for teams and clubs.'],
  ['medical', 'Medical', 'Pill bottles, boxes and medical packaging.'],
  ['automotive', 'Automotive', 'Car wraps, plates and automotive accessories.'],
  ['real-estate', 'Real Estate', 'For-sale signs, brochures and property listings.'],
  ['video-mockups', 'Video Mockups', 'Animated MP4 mockups for social media and ads.'],
];

export const CATEGORIES: readonly Category[] = ENTRIES.map(([slug, title, blurb]) => ({
  slug,
  title,
  blurb,
  group: groupOf(slug),
}));

const BY_SLUG = new Map(CATEGORIES.map((category) => [category.slug, category]));

export function findCategory(slug: string): Category | undefined {
  return BY_SLUG.get(slug);
}
