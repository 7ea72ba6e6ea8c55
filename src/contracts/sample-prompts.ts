import type { Category } from './products';

export interface SamplePrompt {
  title: string;
  prompt: string;
}

/**
 * The spec's four sample prompts per category (titles from section 9), shown in the sheet and
 * written the way a shopper would, in words the compositor's interpretPrompt understands, so each
 * gives a visibly different preview from the compositor as well as from an image model.
 */
export const SAMPLE_PROMPTS: Record<Category, readonly SamplePrompt[]> = {
  Nameplates: [
    {
      title: 'Elegant Script',
      prompt: 'Flowing gold script lettering on dark polished wood, with an elegant thin border.',
    },
    {
      title: 'Modern Minimal',
      prompt: 'Modern minimal letters, cleanly painted, with lots of empty space around them.',
    },
    { title: 'Rustic Wood', prompt: 'Hand-carved bold letters on rustic wood, weathered like an old farmhouse sign.' },
    {
      title: 'Family Home',
      prompt:
        'A warm family home sign: our name in classic serif with a decorative flourish and the house number below.',
    },
  ],
  Mugs: [
    {
      title: 'Vintage Botanical',
      prompt: 'A vintage sepia print with botanical leaves, like an old pressed-flower card, and a serif caption.',
    },
    {
      title: 'Playful Cartoon',
      prompt: 'Turn the photo into a bright, playful cartoon with bold outlines and a bubbly caption.',
    },
    {
      title: 'Minimalist Quote',
      prompt: 'A minimal pencil sketch of the photo in grey on white, with a clean thin caption.',
    },
    {
      title: 'Photo Collage',
      prompt: 'A polaroid photo collage of three tilted snapshots with a handwritten script caption.',
    },
  ],
  'Kids Buntings': [
    { title: 'Space Adventure', prompt: 'A space adventure with rockets and stars, the name in bold bright letters.' },
    {
      title: 'Fairy Tale',
      prompt: 'A fairy tale in soft pastel colours with little hearts, the name in swirly script.',
    },
    { title: 'Safari Animals', prompt: 'Safari animals and jungle leaves, the name in chunky playful letters.' },
    { title: 'Superhero Comic', prompt: 'A superhero comic burst with the name in bold block capitals.' },
  ],
};
