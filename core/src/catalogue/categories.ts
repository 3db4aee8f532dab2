/** The built-in category list (spec §2 "Category list"), in display order. Blurbs say what the library's pictures show. */

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
  ['t-shirts', 'T-Shirts', "Men's, women's, v-neck and long-sleeve tees on ghost mannequins, an oversized tee on a hanger and a flat lay."],
  ['hoodies', 'Hoodies', 'Pullover, zip, oversized and cropped hoodies, front and back, in the studio and laid flat.'],
  ['sweatshirts', 'Sweatshirts', 'Crewneck, raglan and quarter-zip sweatshirts with room for chest prints and big back designs.'],
  ['devices', 'Devices', 'Phones and tablets on desks, on wooden stands and floating in the studio, their screens lit under glass.'],
  ['tote-bags', 'Tote Bags', 'Canvas totes hung from pegs, standing, leaning and laid flat for merch and shop listings.'],
  ['posters', 'Posters', 'Framed and unframed posters on walls, above sofas and sideboards, leaning and laid flat.'],
  ['business-cards', 'Business Cards', 'Stacks, fans and single cards on wood, stone, linen and concrete.'],
  ['books', 'Books', 'Hardcovers and paperbacks standing, lying flat and on piles of books, for authors and publishers; the spine is a second print area where it shows.'],
  ['packaging', 'Packaging', 'Tuck-end cartons and kraft mailers in the studio, on tables and on shipping boxes — front, side and top printed.'],
  ['mugs', 'Mugs', 'Ceramic mugs with a print that wraps around the cup, in kitchen and desk scenes.'],
  ['caps', 'Caps', 'Baseball, trucker, snapback and dad caps, a knit beanie and a bucket hat, each with a front print area.'],
  ['shoes', 'Shoes', 'Low-top, high-top, slip-on and chunky canvas sneakers for custom prints and colourways.'],
  ['stickers', 'Stickers', 'Round, rounded-square and rectangular die-cut vinyl stickers on laptops, notebooks, kraft boxes and backing sheets.'],
  ['bottles', 'Bottles', 'Water bottles, tumblers and drink bottles with wrap-around labels.'],
  ['logos', 'Logos', 'A logo on acrylic signs, a letterhead, a wooden block, a coaster, a box lid and a tile.'],
  ['billboards', 'Billboards', 'Roadside and city billboards for outdoor campaign previews.'],
  ['banners', 'Banners', 'Roll-up stands, hanging fabric and vinyl banners, street-pole and shop-front banners.'],
  ['flyers', 'Flyers', 'A4 and A5 flyers lying flat or curled, stacked and fanned on oak, marble, linen, concrete and paper.'],
  ['magazines', 'Magazines', 'Magazine covers on closed copies, alone, piled and fanned on desks and tables.'],
  ['notebooks', 'Notebooks', 'A5 notebooks with soft and hard covers, alone, piled and with a pen or a coffee.'],
  ['calendars', 'Calendars', 'Wall calendars on a nail and desk tent calendars, wire-bound, the month set below the picture.'],
  ['frames', 'Frames', 'Picture frames in wood, metal and white for art prints.'],
  ['laptops', 'Laptops', 'Laptop screens on desks and in workspaces for websites and apps.'],
  ['tablets', 'Tablets', 'Tablets in portrait and landscape on desks, stands and studio sweeps, for apps and e-books.'],
  ['watches', 'Watches', 'Smartwatch faces on desks, stands and studio sweeps.'],
  ['bags', 'Bags', 'Backpacks, gym sacks, duffels, messenger bags, pouches and paper shopping bags.'],
  ['pillows', 'Pillows', 'Cushions and throw pillows on sofas and beds.'],
  ['canvas', 'Canvas', 'Gallery-wrapped canvas prints on walls, over sideboards and leaning on the floor.'],
  ['signs', 'Signs', 'Shop signs, wall signs and wayfinding boards.'],
  ['vehicles', 'Vehicles', 'Vans, trucks, a bus, a trailer and car doors with side graphics for fleet branding.'],
  ['windows', 'Windows', 'Storefront windows and glass decals.'],
  ['greeting-cards', 'Greeting Cards', 'Folded cards standing half open, or lying closed on their envelopes.'],
  ['keychains', 'Keychains', 'Acrylic and leather keychains on a steel split ring.'],
  ['patches', 'Patches', 'Embroidered patches with merrowed borders, on canvas, wood and concrete.'],
  ['phone-cases', 'Phone Cases', 'Printed phone cases on desks, stone and studio sweeps.'],
  ['cd-covers', 'CD Covers', 'Record sleeves with the record half out, CD card sleeves and digipaks.'],
  ['apps', 'Apps', 'App screens on phones for store listings and launches.'],
  ['websites', 'Websites', 'Website designs on desktop and laptop screens.'],
  ['social-media', 'Social Media', 'Square and portrait posts on phones, in feeds and on desks.'],
  ['food-packaging', 'Food Packaging', 'Stand-up pouches, cans, jars, sauce bottles and food boxes.'],
  ['cosmetics', 'Cosmetics', 'Tubes, jars and bottles for beauty brands.'],
  ['sports', 'Sports', 'Jerseys and sportswear for teams and clubs.'],
  ['medical', 'Medical', 'Pill bottles, boxes and medical packaging.'],
  ['automotive', 'Automotive', 'Licence plates, door signs, tyre covers, floor mats, sunshades and air fresheners.'],
  ['real-estate', 'Real Estate', 'For-sale, open-house and development signs, and an office plaque.'],
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
