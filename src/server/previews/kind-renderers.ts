import type { PreviewJobKind } from '../../contracts/previews';
import { renderDesign } from './compositor/kinds/design';
import { renderKids } from './compositor/kinds/kids';
import { renderMug } from './compositor/kinds/mug';
import { renderFlatText } from './compositor/kinds/nameplate';
import type { Raster } from '../pieces/raster';
import type { Master } from './compositor/primitives/surface';
import type { MugStyle, PreviewRequest } from './types';

export type RequestOf<K extends PreviewJobKind> = Extract<PreviewRequest, { kind: K }>;

/** The drawn product, and for a mug photo with no face found the word for the shopper. */
export interface Drawn {
  pixels: Raster;
  notice?: string;
}

/** What an image model is asked to put in the print area, and the lettering the shopper chose, if any. */
export interface PromptContent {
  lines: string[];
  lettering?: { font?: string; color?: string };
}

/** How each renderer makes one kind: the compositor's drawing and an image model's instruction. */
export interface KindRenderer<K extends PreviewJobKind> {
  draw(master: Master, request: RequestOf<K>, signal?: AbortSignal): Promise<Drawn>;
  prompt(request: RequestOf<K>): PromptContent;
}

/** How each mug style should look, in words an image model follows better than a brand name alone. */
export const MUG_STYLE_DESCRIPTIONS: Record<MugStyle, string> = {
  ghibli:
    'a soft watercolour anime look in the manner of Studio Ghibli: gentle pastel colours, hand-painted textures, warm light',
  disney:
    'classic 2D hand-drawn animation in the manner of traditional Disney films: clean ink outlines, flat cel shading, expressive eyes',
  pixar:
    'a 3D animated render in the manner of Pixar films: rounded friendly shapes, soft global lighting, subtle subsurface skin',
  'oil-painting': 'a classical oil painting: visible textured brush strokes, rich layered colour, canvas texture',
};

const plain = (pixels: Promise<Raster>): Promise<Drawn> => pixels.then((p) => ({ pixels: p }));

function exactly(label: string, text: string): string {
  return `${label}: "${text.trim()}" (spell exactly as written, letter for letter, keeping its capitals and spaces).`;
}

const BLANK = 'There is no text to add; show the print area plain and clean.';

/**
 * Every kind's renderer, keyed by the contract's kinds (the compiler checks that each has one).
 * The drawings keep their own inputs and seed their choices from JSON.stringify(input), so each
 * input is picked field by field in a fixed order (never the whole request, which carries the
 * surface's bytes).
 */
export const KIND_RENDERERS: { [K in PreviewJobKind]: KindRenderer<K> } = {
  nameplate: {
    draw: (master, { name, houseNumber, prompt, font, color }, signal) =>
      plain(renderFlatText(master, { primary: name, secondary: houseNumber, prompt, font, color }, signal)),
    prompt: ({ name, houseNumber, font, color }) => {
      const texts = [
        name.trim() && exactly('Add the name', name),
        houseNumber.trim() && exactly('Add the house number', houseNumber),
      ].filter((t): t is string => Boolean(t));
      const lines = texts.length
        ? [...texts, 'Lay them out as a house name board would: name prominent, house number clearly readable.']
        : [BLANK];
      return { lines, lettering: { font, color } };
    },
  },
  kids: {
    draw: (master, { childName, prompt, font, color }, signal) =>
      plain(renderKids(master, { childName, prompt, font, color }, signal)),
    prompt: ({ childName, font, color }) => ({
      lines: [childName.trim() ? exactly("Add the child's name", childName) : BLANK],
      lettering: { font, color },
    }),
  },
  mug: {
    draw: (master, { userImage, caption, style, prompt }, signal) =>
      renderMug(master, { photo: userImage, caption, style, prompt }, signal),
    prompt: ({ style, caption }) => {
      const lines = [
        `The second image is the shopper's photo. Redraw its subject (people, pets or scene) as ${MUG_STYLE_DESCRIPTIONS[style]}.`,
        'Keep the subject recognisable: the same faces, expressions, hair, clothing and number of people or animals.',
        'Print that artwork on the mug; only the artwork is stylised, the mug itself stays photographic.',
      ];
      if (caption.trim()) lines.push(exactly('Below the artwork, add the caption', caption));
      return { lines };
    },
  },
  design: {
    draw: (master, { texts, photo, userImage, prompt, font, color }, signal) =>
      plain(renderDesign(master, { texts, photo, prompt, font, color }, userImage, signal)),
    prompt: ({ texts, font, color }) => {
      const lines = texts.flatMap((t) => t.lines).filter((l) => l.trim());
      return {
        lines: lines.length
          ? [
              ...lines.map((l) => exactly('Add the line', l)),
              'Place each line where the design puts it, one under another in this order.',
            ]
          : [BLANK],
        lettering: { font, color },
      };
    },
  },
  generic: {
    draw: (master, { text, prompt, font, color }, signal) =>
      plain(renderFlatText(master, { primary: text, secondary: '', prompt, font, color }, signal)),
    prompt: ({ text, font, color }) => ({
      lines: [text.trim() ? exactly('Add the text', text) : BLANK],
      lettering: { font, color },
    }),
  },
};

/** The kind's renderer for a request, typed for it. */
export function kindRenderer<K extends PreviewJobKind>(request: RequestOf<K>): KindRenderer<K> {
  return KIND_RENDERERS[request.kind];
}
