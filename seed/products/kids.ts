import { pickImage, pricedFrom, type ProductDefinition } from './define';

const SMALL_LARGE = { name: 'Size', values: ['Small', 'Large'] };

export const kids: ProductDefinition[] = [
  {
    handle: 'cloud-kids-name-plate',
    title: 'Cloud Kids Name Plate',
    description:
      'A puffy cloud cut from smooth MDF and painted in child-safe colours, with layered cut-outs for each theme. Hang it on the nursery door with its satin ribbon.',
    productType: 'Kids Name Plate',
    vendor: 'Little Loom Kids Studio',
    category: 'Kids Buntings',
    tags: ['kids', 'nursery', 'mdf', 'birthday', 'newborn'],
    rating: '4.80',
    badges: ['Bestseller'],
    options: [
      { name: 'Theme', values: ['Space', 'Jungle', 'Unicorn', 'Ocean'] },
      { name: 'Size', values: ['A4', 'A3'] },
    ],
    images: [
      {
        key: 'cloud-plate-space',
        alt: 'Navy cloud-shaped name plate with a rocket, a ringed planet and gold stars',
        recipe: { kind: 'plate', theme: 'space', shape: 'cloud', view: 'studio' },
      },
      {
        key: 'cloud-plate-jungle',
        alt: 'Cream cloud name plate with a lion, leaves and grass',
        recipe: { kind: 'plate', theme: 'jungle', shape: 'cloud', view: 'studio' },
      },
      {
        key: 'cloud-plate-unicorn',
        alt: 'Pink cloud name plate with a rainbow, hearts and stars',
        recipe: { kind: 'plate', theme: 'unicorn', shape: 'cloud', view: 'studio' },
      },
      {
        key: 'cloud-plate-ocean',
        alt: 'Sky-blue cloud name plate with a whale, fish, bubbles and waves',
        recipe: { kind: 'plate', theme: 'ocean', shape: 'cloud', view: 'studio' },
      },
    ],
    price: pricedFrom(699, { A3: 300 }),
    imageFor: pickImage(
      { Jungle: 'cloud-plate-jungle', Unicorn: 'cloud-plate-unicorn', Ocean: 'cloud-plate-ocean' },
      'cloud-plate-space',
    ),
    missing: [['Ocean', 'A3']],
    soldOut: [['Jungle', 'A4']],
  },
  {
    handle: 'rocket-ride-space-name-plate',
    title: 'Rocket Ride Space Name Plate',
    description:
      'A rocket blasts past a ringed planet on this hand-painted wooden plate from Channapatna. A favourite for little astronauts who want their name on the door.',
    productType: 'Kids Name Plate',
    vendor: 'Channapatna Toy Makers',
    category: 'Kids Buntings',
    tags: ['kids', 'space', 'wood', 'birthday', 'handpainted'],
    rating: '4.66',
    badges: ['Handmade'],
    options: [{ name: 'Colour', values: ['Navy', 'Teal'] }, SMALL_LARGE],
    images: [
      {
        key: 'rocket-plate-navy',
        alt: 'Navy rounded name plate with a rocket, planet and stars on a sky-blue wall',
        recipe: { kind: 'plate', theme: 'space', shape: 'rounded', view: 'studio' },
      },
      {
        key: 'rocket-plate-navy-nursery',
        alt: 'Space name plate on a polka-dot nursery wall above a shelf of toy blocks',
        recipe: { kind: 'plate', theme: 'space', shape: 'rounded', view: 'nursery' },
      },
      {
        key: 'rocket-plate-teal',
        alt: 'Teal rounded name plate with a rocket and a ringed planet',
        recipe: { kind: 'plate', theme: 'space', shape: 'rounded', view: 'studio', paint: '#1f6470' },
      },
    ],
    price: pricedFrom(749, { Large: 350 }),
    imageFor: pickImage({ Teal: 'rocket-plate-teal' }, 'rocket-plate-navy'),
    soldOut: [['Teal', 'Large']],
  },
  {
    handle: 'jungle-friends-door-plate',
    title: 'Jungle Friends Nursery Door Plate',
    description:
      'A friendly lion peeks out between banana leaves on this nursery door plate. Painted by hand in soft jungle colours and sealed so little fingers can touch it.',
    productType: 'Kids Name Plate',
    vendor: 'Little Loom Kids Studio',
    category: 'Kids Buntings',
    tags: ['kids', 'jungle', 'nursery', 'mdf', 'newborn'],
    rating: null,
    badges: ['New'],
    options: [SMALL_LARGE, { name: 'Colour', values: ['Natural', 'Mint'] }],
    images: [
      {
        key: 'jungle-plate-nursery',
        alt: 'Cream jungle name plate with a lion and leaves above a toy shelf',
        recipe: { kind: 'plate', theme: 'jungle', shape: 'rounded', view: 'nursery' },
      },
      {
        key: 'jungle-plate-mint',
        alt: 'Mint arched jungle name plate with a lion, leaves and grass',
        recipe: { kind: 'plate', theme: 'jungle', shape: 'arch', view: 'studio', paint: '#d9eedb' },
      },
    ],
    price: pricedFrom(599, { Large: 300 }),
    imageFor: pickImage({ Mint: 'jungle-plate-mint' }, 'jungle-plate-nursery'),
    missing: [['Large', 'Mint']],
  },
  {
    handle: 'unicorn-rainbow-name-plate',
    title: 'Unicorn Rainbow Name Plate',
    description:
      'An arched plate in candy pastels with a rainbow, a cloud and a scatter of hearts and stars. Comes gift-wrapped for birthdays if you like.',
    productType: 'Kids Name Plate',
    vendor: 'Pastel Pine Crafts',
    category: 'Kids Buntings',
    tags: ['kids', 'unicorn', 'rainbow', 'birthday', 'gift'],
    rating: '4.74',
    badges: ['Bestseller', 'Handmade'],
    options: [
      { name: 'Colour', values: ['Pink', 'Lavender'] },
      SMALL_LARGE,
      { name: 'Packaging', values: ['Gift wrap', 'No gift wrap'] },
    ],
    images: [
      {
        key: 'unicorn-plate-pink',
        alt: 'Pink arched name plate with a rainbow, a cloud, hearts and stars',
        recipe: { kind: 'plate', theme: 'unicorn', shape: 'arch', view: 'studio' },
      },
      {
        key: 'unicorn-plate-pink-nursery',
        alt: 'Pink rainbow name plate on a polka-dot nursery wall above toy blocks',
        recipe: { kind: 'plate', theme: 'unicorn', shape: 'arch', view: 'nursery' },
      },
      {
        key: 'unicorn-plate-lavender',
        alt: 'Lavender arched name plate with a rainbow and hearts',
        recipe: { kind: 'plate', theme: 'unicorn', shape: 'arch', view: 'studio', paint: '#ebe1f7' },
      },
    ],
    price: pricedFrom(649, { Large: 300, 'Gift wrap': 99 }),
    imageFor: pickImage({ Lavender: 'unicorn-plate-lavender' }, 'unicorn-plate-pink'),
    missing: [['Pink', 'Small', 'No gift wrap']],
    soldOut: [['Lavender', 'Large', 'Gift wrap']],
  },
  {
    handle: 'hand-stitched-felt-name-bunting',
    title: 'Hand-Stitched Felt Name Bunting',
    description:
      'Soft wool-felt flags, each hand-stitched with one letter of the name and a little appliqué charm. Strung on cotton cord with charms between the flags.',
    productType: 'Kids Bunting',
    vendor: 'Kasauli Felt Works',
    category: 'Kids Buntings',
    tags: ['kids', 'felt', 'bunting', 'birthday', 'nursery'],
    rating: '4.52',
    badges: ['Handmade'],
    options: [
      { name: 'Theme', values: ['Unicorn', 'Space', 'Jungle'] },
      { name: 'Length', values: ['Up to 6 letters', 'Up to 10 letters'] },
    ],
    images: [
      {
        key: 'felt-bunting-unicorn',
        alt: 'Pastel felt flag bunting with heart charms above a toy shelf',
        recipe: { kind: 'bunting', theme: 'unicorn', flags: 6, style: 'felt', view: 'studio' },
      },
      {
        key: 'felt-bunting-space',
        alt: 'Navy felt flag bunting with gold star charms over a white cot with a teddy',
        recipe: { kind: 'bunting', theme: 'space', flags: 5, style: 'felt', view: 'nursery' },
      },
      {
        key: 'felt-bunting-jungle',
        alt: 'Leaf-green and sunny felt bunting with leaf charms above a toy shelf',
        recipe: { kind: 'bunting', theme: 'jungle', flags: 6, style: 'felt', view: 'studio' },
      },
    ],
    price: pricedFrom(649, { 'Up to 10 letters': 350 }),
    imageFor: pickImage({ Space: 'felt-bunting-space', Jungle: 'felt-bunting-jungle' }, 'felt-bunting-unicorn'),
    missing: [['Jungle', 'Up to 10 letters']],
  },
  {
    handle: 'ocean-waves-cotton-bunting',
    title: 'Ocean Waves Cotton Bunting',
    description:
      'Sea-glass blues and sandy flags with little fish appliqués, sewn from handloom cotton in Goa. Order a single garland or a set of three for a party.',
    productType: 'Kids Bunting',
    vendor: 'Goa Coastal Crafts',
    category: 'Kids Buntings',
    tags: ['kids', 'cotton', 'ocean', 'party', 'birthday'],
    rating: null,
    badges: ['Eco-friendly'],
    options: [
      { name: 'Theme', values: ['Ocean', 'Space'] },
      { name: 'Quantity', values: ['Single', 'Set of 3'] },
    ],
    images: [
      {
        key: 'ocean-bunting-nursery',
        alt: 'Sea-blue and sand cotton bunting with fish appliqués over a white cot',
        recipe: { kind: 'bunting', theme: 'ocean', flags: 6, style: 'felt', view: 'nursery' },
      },
      {
        key: 'ocean-bunting-front',
        alt: 'Ocean cotton bunting with bubble charms on a sky-blue wall',
        recipe: { kind: 'bunting', theme: 'ocean', flags: 6, style: 'felt', view: 'studio' },
      },
      {
        key: 'ocean-bunting-space',
        alt: 'Navy cotton bunting with star appliqués on a sky-blue wall',
        recipe: { kind: 'bunting', theme: 'space', flags: 6, style: 'felt', view: 'studio' },
      },
    ],
    price: pricedFrom(549, { 'Set of 3': 900 }),
    imageFor: pickImage({ Space: 'ocean-bunting-space' }, 'ocean-bunting-nursery'),
    soldOut: [['Space', 'Set of 3']],
  },
  {
    handle: 'channapatna-lacquer-wood-bunting',
    title: 'Channapatna Lacquer Wood Bunting',
    description:
      'Wooden flags and turned beads coloured with vegetable-dye lacquer by Channapatna toy makers. Glossy, toxin-free and made to last from nursery to big-kid room.',
    productType: 'Kids Bunting',
    vendor: 'Channapatna Toy Makers',
    category: 'Kids Buntings',
    tags: ['kids', 'wood', 'lacquer', 'channapatna', 'eco'],
    rating: '4.88',
    badges: ['Handmade', 'Eco-friendly'],
    options: [{ name: 'Theme', values: ['Jungle', 'Unicorn'] }, SMALL_LARGE],
    images: [
      {
        key: 'lacquer-bunting-jungle',
        alt: 'Glossy lacquered wooden flag bunting with bright beads above a toy shelf',
        recipe: { kind: 'bunting', theme: 'jungle', flags: 6, style: 'wood', view: 'studio' },
      },
      {
        key: 'lacquer-bunting-unicorn',
        alt: 'Pastel lacquered wooden bunting with beads over a white cot with a teddy',
        recipe: { kind: 'bunting', theme: 'unicorn', flags: 5, style: 'wood', view: 'nursery' },
      },
    ],
    price: pricedFrom(899, { Large: 500 }),
    imageFor: pickImage({ Unicorn: 'lacquer-bunting-unicorn' }, 'lacquer-bunting-jungle'),
    soldOut: [['Unicorn', 'Small']],
  },
];
