/** The 3D mockup products (spec §2's three, and the hoodie, mug, bottle, phone and phone case) and where their editors live. */

export const THREE_D_TYPES = ['t-shirt', 'hoodie', 'mug', 'bottle', 'phone', 'phone-case', 'book', 'box'] as const;
export type ThreeDType = (typeof THREE_D_TYPES)[number];

export interface ThreeDProduct {
  type: ThreeDType;
  /** The template card's name (spec §3: 3D template card). */
  name: string;
  category: string;
  isPopular: boolean;
  /** One line for the template card. */
  blurb: string;
  /** Where the design lands, as a user would say it. */
  printArea: string;
  /** The label of the "wrap the design round the product" option; absent where it does not apply. */
  wrapLabel?: string;
  /** A garment prints on its front or its back (PRINT_SIDES). */
  printSides?: boolean;
}

export const THREE_D_PRODUCTS: readonly ThreeDProduct[] = [
  {
    type: 't-shirt',
    name: '3D T-Shirt',
    category: 'Apparel',
    isPopular: true,
    blurb: 'A cotton tee sewn from a real pattern and draped on an invisible mannequin. Your design lands on the chest or the back.',
    printArea: 'chest',
    printSides: true,
  },
  {
    type: 'hoodie',
    name: '3D Hoodie',
    category: 'Apparel',
    isPopular: false,
    blurb: 'A fleece pullover hoodie, hood up, draped on an invisible mannequin. Your design lands on the chest or the back.',
    printArea: 'chest',
    printSides: true,
  },
  {
    type: 'mug',
    name: '3D Mug',
    category: 'Drinkware',
    isPopular: false,
    blurb: 'An 11 oz glazed ceramic mug with a C handle, as our mug photos are modelled. Your design wraps round its front.',
    printArea: 'front',
  },
  {
    type: 'bottle',
    name: '3D Water Bottle',
    category: 'Drinkware',
    isPopular: false,
    blurb: 'A 750 ml powder-coated steel bottle with a black screw cap. Your design wraps round its front.',
    printArea: 'front',
  },
  {
    type: 'phone',
    name: '3D Phone',
    category: 'Devices',
    isPopular: false,
    blurb: 'A phone with your design full-screen, lit from within behind its glass: app screens, wallpapers, stories.',
    printArea: 'screen',
  },
  {
    type: 'phone-case',
    name: '3D Phone Case',
    category: 'Accessories',
    isPopular: false,
    blurb: 'A glossy printed case on a phone, its camera through the cut-out, as our phone-case photos are modelled. Your design fills the back.',
    printArea: 'back',
  },
  {
    type: 'book',
    name: '3D Book Cover',
    category: 'Print',
    isPopular: false,
    blurb: 'A hardcover with rounded spine and page block. Show a front cover or a full wrap-around jacket.',
    printArea: 'front cover',
    wrapLabel: 'Wrap round the spine and back cover',
  },
  {
    type: 'box',
    name: '3D Box Packaging',
    category: 'Packaging',
    isPopular: true,
    blurb: 'A tuck-end carton, mailer or lid box made to measure in millimetres, with its dieline as SVG and PDF for your printer.',
    printArea: 'front panel',
    wrapLabel: 'Wrap round the side panels',
  },
];

export const isThreeDType = (value: string | undefined): value is ThreeDType =>
  (THREE_D_TYPES as readonly string[]).includes(value ?? '');

export function threeDProduct(type: ThreeDType): ThreeDProduct {
  return THREE_D_PRODUCTS.find((product) => product.type === type)!;
}

/** The editor of one product type, e.g. /3d-mockup/t-shirt. */
export const threeDEditorPath = (type: ThreeDType) => `/3d-mockup/${type}`;
