import { pickImage, pricedFrom, type ProductDefinition } from './define';

const SIZES = { name: 'Size', values: ['11oz', '15oz'] };

export const mugs: ProductDefinition[] = [
  {
    handle: 'khurja-blue-pottery-photo-mug',
    title: 'Khurja Blue Pottery Photo Mug',
    description:
      'Thrown and glazed in Khurja, with a cobalt floral border painted by hand round the rim and the base. Your photo or name is fired onto the plain band between, so it will not fade in the dishwasher.',
    productType: 'Photo Mug',
    vendor: 'Khurja Clay Collective',
    category: 'Mugs',
    tags: ['ceramic', 'blue-pottery', 'photo', 'gift', 'khurja'],
    rating: '4.78',
    badges: ['Bestseller', 'Handmade'],
    options: [SIZES, { name: 'Colour', values: ['Blue Pottery', 'White'] }],
    images: [
      {
        key: 'khurja-mug-blue-pottery',
        alt: 'White ceramic mug with a hand-painted cobalt flower border at rim and base',
        recipe: { kind: 'mug', glaze: 'blue-pottery', view: 'studio' },
      },
      {
        key: 'khurja-mug-blue-pottery-chai',
        alt: 'Blue pottery mug of masala chai on its matching saucer on a wooden table',
        recipe: { kind: 'mug', glaze: 'blue-pottery', view: 'table' },
      },
      {
        key: 'khurja-mug-white',
        alt: 'Plain white glazed Khurja mug seen from above, handle turned away',
        recipe: { kind: 'mug', glaze: 'white', view: 'angled', backdrop: 'sand' },
      },
    ],
    price: pricedFrom(549, { '15oz': 100, White: -50 }),
    imageFor: pickImage({ White: 'khurja-mug-white' }, 'khurja-mug-blue-pottery'),
    missing: [['15oz', 'White']],
  },
  {
    handle: 'classic-ceramic-caricature-mug',
    title: 'Classic Ceramic Caricature Mug',
    description:
      'A sturdy everyday mug with a glossy glaze, printed with a caricature drawn from your photo. Pick the glaze colour that suits the person it is for.',
    productType: 'Mug',
    vendor: 'Marigold Mug Studio',
    category: 'Mugs',
    tags: ['ceramic', 'caricature', 'birthday', 'gift', 'office'],
    rating: '4.62',
    badges: ['Bestseller'],
    options: [SIZES, { name: 'Colour', values: ['White', 'Black', 'Red'] }],
    images: [
      {
        key: 'caricature-mug-white',
        alt: 'Glossy white ceramic mug on a cream studio backdrop',
        recipe: { kind: 'mug', glaze: 'white', view: 'studio' },
      },
      {
        key: 'caricature-mug-black',
        alt: 'Glossy black ceramic mug with a white-lit rim',
        recipe: { kind: 'mug', glaze: 'black', view: 'studio', backdrop: 'sand' },
      },
      {
        key: 'caricature-mug-red',
        alt: 'Red glazed mug seen from above with a white interior',
        recipe: { kind: 'mug', glaze: 'red', view: 'angled', backdrop: 'cream' },
      },
      {
        key: 'caricature-mug-white-chai',
        alt: 'White mug filled with chai on a saucer beside a plant',
        recipe: { kind: 'mug', glaze: 'white', view: 'table' },
      },
    ],
    price: pricedFrom(449, { '15oz': 120, Black: 50, Red: 50 }),
    imageFor: pickImage({ Black: 'caricature-mug-black', Red: 'caricature-mug-red' }, 'caricature-mug-white'),
    soldOut: [['15oz', 'Red']],
  },
  {
    handle: 'madhubani-border-name-mug',
    title: 'Madhubani Border Name Mug',
    description:
      'Six-petal flowers and double black lines in the Mithila style frame a plain band for a name or a short line. Each border is painted by women artists from Madhubani before the final firing.',
    productType: 'Mug',
    vendor: 'Mithila Art Collective',
    category: 'Mugs',
    tags: ['ceramic', 'madhubani', 'folk-art', 'gift', 'handpainted'],
    rating: '4.71',
    badges: ['Handmade', 'New'],
    options: [SIZES, { name: 'Border Colour', values: ['Red', 'Yellow'] }],
    images: [
      {
        key: 'madhubani-mug-red',
        alt: 'Cream mug with a red and black Madhubani flower border',
        recipe: { kind: 'mug', glaze: 'madhubani-red', view: 'studio', backdrop: 'terracotta' },
      },
      {
        key: 'madhubani-mug-yellow',
        alt: 'Cream mug with a marigold-yellow Madhubani border, seen from above',
        recipe: { kind: 'mug', glaze: 'madhubani-yellow', view: 'angled' },
      },
      {
        key: 'madhubani-mug-red-chai',
        alt: 'Madhubani border mug of chai on a matching saucer on a sheesham table',
        recipe: { kind: 'mug', glaze: 'madhubani-red', view: 'table' },
      },
    ],
    price: pricedFrom(599, { '15oz': 100 }),
    imageFor: pickImage({ Yellow: 'madhubani-mug-yellow' }, 'madhubani-mug-red'),
    missing: [['15oz', 'Yellow']],
  },
  {
    handle: 'kutch-terracotta-chai-mug',
    title: 'Kutch Terracotta Chai Mug',
    description:
      'Wheel-thrown from Kutch river clay and left unglazed outside, with a food-safe glaze within. It keeps chai warm and gives it the earthy note of a roadside kulhad.',
    productType: 'Chai Mug',
    vendor: 'Kutch Terracotta Works',
    category: 'Mugs',
    tags: ['terracotta', 'clay', 'chai', 'eco', 'kulhad'],
    rating: '4.35',
    badges: ['Eco-friendly', 'Handmade'],
    options: [
      { name: 'Colour', values: ['Terracotta', 'Natural'] },
      { name: 'Pack', values: ['Single', 'Pack of 2'] },
    ],
    images: [
      {
        key: 'kutch-mug-terracotta',
        alt: 'Unglazed red terracotta mug on a warm terracotta backdrop',
        recipe: { kind: 'mug', glaze: 'terracotta', view: 'studio', backdrop: 'terracotta' },
      },
      {
        key: 'kutch-mug-terracotta-chai',
        alt: 'Terracotta mug of steaming chai on a clay saucer',
        recipe: { kind: 'mug', glaze: 'terracotta', view: 'table' },
      },
      {
        key: 'kutch-mug-natural',
        alt: 'Sand-coloured natural clay mug seen from above',
        recipe: { kind: 'mug', glaze: 'natural-clay', view: 'angled', backdrop: 'sand' },
      },
    ],
    price: pricedFrom(399, { 'Pack of 2': 349, Natural: 30 }),
    imageFor: pickImage({ Natural: 'kutch-mug-natural' }, 'kutch-mug-terracotta'),
    soldOut: [['Natural', 'Pack of 2']],
  },
  {
    handle: 'pastel-glaze-couple-mugs',
    title: 'Pastel Glaze Couple Mugs',
    description:
      'Soft satin glazes from a small Pondicherry studio, with a clean white inside. Order one, or a pair with both your names for an anniversary.',
    productType: 'Mug',
    vendor: 'Pondicherry Pottery Studio',
    category: 'Mugs',
    tags: ['ceramic', 'pastel', 'couple', 'anniversary', 'wedding'],
    rating: null,
    badges: ['New'],
    options: [
      { name: 'Colour', values: ['Pastel Pink', 'Mint', 'Lavender'] },
      { name: 'Quantity', values: ['Single', 'Pack of 2'] },
    ],
    images: [
      {
        key: 'pastel-mug-pink',
        alt: 'Pastel pink glazed mug on a blush backdrop',
        recipe: { kind: 'mug', glaze: 'pastel-pink', view: 'studio', backdrop: 'blush' },
      },
      {
        key: 'pastel-mug-mint',
        alt: 'Mint green glazed mug seen from above',
        recipe: { kind: 'mug', glaze: 'mint', view: 'angled', backdrop: 'mint' },
      },
      {
        key: 'pastel-mug-lavender',
        alt: 'Lavender glazed mug on a cream backdrop',
        recipe: { kind: 'mug', glaze: 'lavender', view: 'studio' },
      },
    ],
    price: pricedFrom(499, { 'Pack of 2': 380 }),
    imageFor: pickImage({ Mint: 'pastel-mug-mint', Lavender: 'pastel-mug-lavender' }, 'pastel-mug-pink'),
    missing: [['Lavender', 'Pack of 2']],
    soldOut: [['Mint', 'Single']],
  },
  {
    handle: 'diwali-gift-photo-mug',
    title: 'Diwali Gift Photo Mug',
    description:
      'A festive photo mug that arrives ready to give, wrapped in handmade paper with a marigold tag if you choose. Add a family photo and a Diwali wish.',
    productType: 'Photo Mug',
    vendor: 'Marigold Mug Studio',
    category: 'Mugs',
    tags: ['ceramic', 'diwali', 'festive', 'gift', 'photo'],
    rating: '4.55',
    badges: ['Limited Edition'],
    options: [
      { name: 'Colour', values: ['White', 'Red'] },
      { name: 'Packaging', values: ['Gift wrap', 'No gift wrap'] },
    ],
    images: [
      {
        key: 'diwali-mug-white-chai',
        alt: 'White photo mug of chai on a saucer in warm evening light',
        recipe: { kind: 'mug', glaze: 'white', view: 'table', backdrop: 'terracotta' },
      },
      {
        key: 'diwali-mug-red',
        alt: 'Festive red glazed mug on a terracotta backdrop',
        recipe: { kind: 'mug', glaze: 'red', view: 'studio', backdrop: 'terracotta' },
      },
    ],
    price: pricedFrom(499, { Red: 50, 'Gift wrap': 79 }),
    imageFor: pickImage({ Red: 'diwali-mug-red' }, 'diwali-mug-white-chai'),
    soldOut: [['Red', 'Gift wrap']],
  },
  {
    handle: 'midnight-black-quote-mug',
    title: 'Midnight Black Quote Mug',
    description:
      'A deep black glaze that makes a white or gold quote glow. The tall 15oz size is made for long work-from-home mornings.',
    productType: 'Coffee Mug',
    vendor: 'Blue Lotus Ceramics',
    category: 'Mugs',
    tags: ['ceramic', 'quote', 'coffee', 'office', 'gift'],
    rating: '4.44',
    badges: [],
    options: [SIZES, { name: 'Colour', values: ['Black', 'White'] }],
    images: [
      {
        key: 'midnight-mug-black-tall',
        alt: 'Tall glossy black coffee mug on a sand backdrop',
        recipe: { kind: 'mug', glaze: 'black', view: 'studio', tall: true, backdrop: 'sand' },
      },
      {
        key: 'midnight-mug-black-chai',
        alt: 'Black mug of coffee on a black saucer on a wooden table',
        recipe: { kind: 'mug', glaze: 'black', view: 'table' },
      },
      {
        key: 'midnight-mug-white',
        alt: 'White glazed mug seen from above, handle turned away',
        recipe: { kind: 'mug', glaze: 'white', view: 'angled', backdrop: 'cream' },
      },
    ],
    price: pricedFrom(579, { '15oz': 120 }),
    imageFor: pickImage({ White: 'midnight-mug-white' }, 'midnight-mug-black-tall'),
  },
];
