import { pickImage, pricedFrom, type ProductDefinition } from './define';

const HOUSE_NUMBER = { name: 'House Number', values: ['With House Number', 'Without House Number'] };
const BOARD_SIZES = { name: 'Size', values: ['12 x 8 in', '18 x 12 in'] };

export const nameplates: ProductDefinition[] = [
  {
    handle: 'sheesham-wood-house-name-board',
    title: 'Sheesham Wood House Name Board',
    description:
      'Cut from seasoned sheesham in Saharanpur, routed with a border groove and fixed with brass screws. Your family name is laser-engraved and hand-filled, then the board is oiled for outdoor walls.',
    productType: 'Name Board',
    vendor: 'Saharanpur Woodcraft Studio',
    category: 'Nameplates',
    tags: ['sheesham', 'teak', 'wood', 'housewarming', 'engraved'],
    rating: '4.86',
    badges: ['Bestseller', 'Handmade'],
    options: [BOARD_SIZES, { name: 'Wood', values: ['Sheesham', 'Teak'] }, HOUSE_NUMBER],
    images: [
      {
        key: 'sheesham-board-front',
        alt: 'Rounded sheesham wood name board with brass screws on a cream wall',
        recipe: { kind: 'board', material: 'sheesham', shape: 'rounded', mount: 'screws', view: 'studio' },
      },
      {
        key: 'sheesham-board-doorway',
        alt: 'Sheesham name board beside a carved wooden front door and a potted plant',
        recipe: { kind: 'board', material: 'sheesham', shape: 'rounded', mount: 'screws', view: 'doorway' },
      },
      {
        key: 'sheesham-board-teak',
        alt: 'Golden teak version of the rounded name board with brass screws',
        recipe: { kind: 'board', material: 'teak', shape: 'rounded', mount: 'screws', view: 'studio' },
      },
    ],
    price: pricedFrom(1499, { '18 x 12 in': 900, Teak: 400, 'With House Number': 150 }),
    imageFor: pickImage({ Teak: 'sheesham-board-teak' }, 'sheesham-board-front'),
    missing: [['18 x 12 in', 'Teak', 'Without House Number']],
    soldOut: [['12 x 8 in', 'Teak', 'With House Number']],
  },
  {
    handle: 'temple-arch-teak-nameplate',
    title: 'Temple Arch Teak Nameplate',
    description:
      'An arched teak nameplate shaped after Chettinad doorways, hung on twisted jute from a single nail. Choose the natural honey tone or a deep walnut stain.',
    productType: 'Nameplate',
    vendor: 'Chettinad Carpentry House',
    category: 'Nameplates',
    tags: ['teak', 'wood', 'arch', 'housewarming', 'rustic'],
    rating: '4.72',
    badges: ['Handmade'],
    options: [{ name: 'Finish', values: ['Natural', 'Walnut'] }, BOARD_SIZES],
    images: [
      {
        key: 'arch-teak-front',
        alt: 'Arched teak nameplate hanging from a jute rope on a cream wall',
        recipe: { kind: 'board', material: 'teak', shape: 'arch', mount: 'rope', view: 'studio' },
      },
      {
        key: 'arch-teak-doorway',
        alt: 'Arched teak nameplate hanging beside a panelled front door',
        recipe: { kind: 'board', material: 'teak', shape: 'arch', mount: 'rope', view: 'doorway' },
      },
      {
        key: 'arch-teak-walnut',
        alt: 'Walnut-stained arched nameplate on a jute rope',
        recipe: { kind: 'board', material: 'walnut', shape: 'arch', mount: 'rope', view: 'studio' },
      },
    ],
    price: pricedFrom(1899, { '18 x 12 in': 1100, Walnut: 200 }),
    imageFor: pickImage({ Walnut: 'arch-teak-walnut' }, 'arch-teak-front'),
    soldOut: [['Walnut', '18 x 12 in']],
  },
  {
    handle: 'moradabad-brass-name-plate',
    title: 'Moradabad Brass Name Plate on Teak',
    description:
      'A brushed brass plate from the metal workshops of Moradabad, set on a teak backing board. The name is deep-etched into the brass and lacquered so it keeps its shine by the gate.',
    productType: 'Name Plate',
    vendor: 'Moradabad Brass Works',
    category: 'Nameplates',
    tags: ['brass', 'copper', 'metal', 'teak', 'housewarming'],
    rating: '4.90',
    badges: ['Bestseller'],
    options: [
      { name: 'Metal', values: ['Brass', 'Copper'] },
      { name: 'Size', values: ['10 x 6 in', '14 x 9 in'] },
      HOUSE_NUMBER,
    ],
    images: [
      {
        key: 'brass-plate-pillar',
        alt: 'Brushed brass name plate on teak, screwed to a brick gate pillar under bougainvillea',
        recipe: { kind: 'board', material: 'brass', shape: 'rounded', mount: 'screws', view: 'brick' },
      },
      {
        key: 'brass-plate-front',
        alt: 'Brushed brass name plate on a teak backing board',
        recipe: { kind: 'board', material: 'brass', shape: 'rounded', mount: 'screws', view: 'studio' },
      },
      {
        key: 'brass-plate-copper',
        alt: 'Brushed copper name plate on a walnut backing board',
        recipe: { kind: 'board', material: 'copper', shape: 'rounded', mount: 'screws', view: 'studio' },
      },
    ],
    price: pricedFrom(2499, { '14 x 9 in': 1200, Copper: 300, 'With House Number': 200 }),
    imageFor: pickImage({ Copper: 'brass-plate-copper' }, 'brass-plate-front'),
    missing: [['Copper', '14 x 9 in', '*']],
  },
  {
    handle: 'backlit-acrylic-name-board',
    title: 'Backlit Acrylic Name Board',
    description:
      'A glossy acrylic board held off the wall on steel standoffs, with an optional warm LED strip behind it that lights the name at night. Weatherproof and easy to wipe clean.',
    productType: 'Name Board',
    vendor: 'Pune Modern Signs',
    category: 'Nameplates',
    tags: ['acrylic', 'led', 'modern', 'housewarming', 'apartment'],
    rating: '4.58',
    badges: ['New'],
    options: [
      { name: 'Colour', values: ['White', 'Black'] },
      BOARD_SIZES,
      { name: 'Lighting', values: ['With LED', 'Without LED'] },
    ],
    images: [
      {
        key: 'acrylic-board-white',
        alt: 'Glossy white acrylic name board on four steel standoffs',
        recipe: { kind: 'board', material: 'acrylic-white', shape: 'rounded', mount: 'standoffs', view: 'studio' },
      },
      {
        key: 'acrylic-board-white-led',
        alt: 'White acrylic name board with a warm LED glow behind it',
        recipe: {
          kind: 'board',
          material: 'acrylic-white',
          shape: 'rounded',
          mount: 'standoffs',
          view: 'studio',
          led: true,
        },
      },
      {
        key: 'acrylic-board-black',
        alt: 'Glossy black acrylic name board on steel standoffs on a cream wall',
        recipe: { kind: 'board', material: 'acrylic-black', shape: 'rounded', mount: 'standoffs', view: 'studio' },
      },
      {
        key: 'acrylic-board-black-led',
        alt: 'Black acrylic name board glowing with a warm LED halo on a brick wall',
        recipe: {
          kind: 'board',
          material: 'acrylic-black',
          shape: 'rounded',
          mount: 'standoffs',
          view: 'brick',
          led: true,
        },
      },
    ],
    price: pricedFrom(1999, { '18 x 12 in': 1000, 'With LED': 1200 }),
    imageFor: (values) =>
      `acrylic-board-${values[0] === 'Black' ? 'black' : 'white'}${values[2] === 'With LED' ? '-led' : ''}`,
    soldOut: [['Black', '18 x 12 in', 'With LED']],
  },
  {
    handle: 'kangra-slate-name-board',
    title: 'Kangra Slate Rustic Name Board',
    description:
      'Natural slate split by hand in the Kangra valley, with chipped edges that make every piece its own. The name is hand-painted in weatherproof white and the board hangs on jute.',
    productType: 'Name Board',
    vendor: 'Kangra Slate Craft',
    category: 'Nameplates',
    tags: ['slate', 'stone', 'rustic', 'handpainted', 'housewarming'],
    rating: '4.25',
    badges: ['Eco-friendly'],
    options: [{ name: 'Size', values: ['12 x 8 in', '16 x 10 in'] }, HOUSE_NUMBER],
    images: [
      {
        key: 'slate-board-front',
        alt: 'Rough-edged grey slate name board hanging on jute rope',
        recipe: { kind: 'board', material: 'slate', shape: 'rough', mount: 'rope', view: 'studio' },
      },
      {
        key: 'slate-board-doorway',
        alt: 'Slate name board on jute beside a carved front door',
        recipe: { kind: 'board', material: 'slate', shape: 'rough', mount: 'rope', view: 'doorway' },
      },
    ],
    price: pricedFrom(1199, { '16 x 10 in': 500, 'With House Number': 100 }),
    imageFor: () => 'slate-board-front',
    missing: [['16 x 10 in', 'Without House Number']],
  },
  {
    handle: 'scalloped-mango-wood-nameplate',
    title: 'Scalloped Mango Wood Nameplate',
    description:
      'Light mango wood from Jodhpur with a scalloped fretwork edge and a routed border. A cheerful, lighter wood for apartment doors and balconies.',
    productType: 'Nameplate',
    vendor: 'Jodhpur Mango Wood Co.',
    category: 'Nameplates',
    tags: ['mango-wood', 'wood', 'scalloped', 'apartment', 'gift'],
    rating: '4.41',
    badges: [],
    options: [{ name: 'Finish', values: ['Natural', 'Walnut'] }, HOUSE_NUMBER],
    images: [
      {
        key: 'mango-board-front',
        alt: 'Scalloped mango wood nameplate with brass screws on a cream wall',
        recipe: { kind: 'board', material: 'mango', shape: 'scalloped', mount: 'screws', view: 'studio' },
      },
      {
        key: 'mango-board-pillar',
        alt: 'Scalloped mango wood nameplate on a brick gate pillar',
        recipe: { kind: 'board', material: 'mango', shape: 'scalloped', mount: 'screws', view: 'brick' },
      },
      {
        key: 'mango-board-walnut',
        alt: 'Walnut-stained scalloped nameplate with brass screws',
        recipe: { kind: 'board', material: 'walnut', shape: 'scalloped', mount: 'screws', view: 'studio' },
      },
    ],
    price: pricedFrom(1349, { Walnut: 150, 'With House Number': 120 }),
    imageFor: pickImage({ Walnut: 'mango-board-walnut' }, 'mango-board-front'),
    soldOut: [['Walnut', 'With House Number']],
  },
  {
    handle: 'warli-painted-teak-name-board',
    title: 'Warli Hand-Painted Teak Name Board',
    description:
      'Teak washed in red-ochre geru and painted by Warli artists from Dahanu with a circle of dancers and the sun. The centre is left for your name in the same white rice-paste style.',
    productType: 'Name Board',
    vendor: 'Dahanu Warli Artists',
    category: 'Nameplates',
    tags: ['warli', 'teak', 'folk-art', 'handpainted', 'housewarming'],
    rating: null,
    badges: ['Handmade', 'New'],
    options: [BOARD_SIZES, { name: 'Packaging', values: ['Gift wrap', 'No gift wrap'] }],
    images: [
      {
        key: 'warli-board-front',
        alt: 'Red-ochre teak name board painted with white Warli dancers, hanging on jute',
        recipe: { kind: 'board', material: 'warli', shape: 'rounded', mount: 'rope', view: 'studio' },
      },
      {
        key: 'warli-board-doorway',
        alt: 'Warli painted name board hanging beside a carved wooden door',
        recipe: { kind: 'board', material: 'warli', shape: 'rounded', mount: 'rope', view: 'doorway' },
      },
    ],
    price: pricedFrom(2199, { '18 x 12 in': 1300, 'Gift wrap': 149 }),
    imageFor: () => 'warli-board-front',
    missing: [['18 x 12 in', 'Gift wrap']],
  },
];
