import type { FontRole } from '../../contracts/lettering-layout';
import { rolesOf, type LetteringChoices } from '../../contracts/template-choices';
import type { Rgb } from './color';

/** A lettering treatment a compositor can really draw. */
export type Finish = 'brass' | 'engraved' | 'painted' | 'chalk' | 'glow';
/** The font roles of the font registry, shared with the browser. */
export type { FontRole };
export type KidsTheme = 'space' | 'fairy' | 'safari' | 'comic' | 'ocean';
/** Photo treatments layered on top of the chosen mug style. */
export type PhotoEffect = 'sketch' | 'vintage' | 'cartoon' | 'collage';
export type Motif = 'leaves' | 'stars' | 'hearts';

/** What the shopper's free text asks for, in terms the compositor can honour. */
export interface StyleHints {
  /** The first colour named: the lettering colour (or the tint of a metal finish). */
  color?: Rgb;
  /** 'pastel': soften colours; 'bright': saturate them. */
  palette?: 'pastel' | 'bright';
  finish?: Finish;
  /** The metal of a brass finish: gold unless silver or copper was asked for. */
  metal?: 'gold' | 'silver' | 'copper';
  font?: FontRole;
  /** Thin letters with lots of space around them. */
  minimal: boolean;
  /** Worn, uneven lettering and texture ('vintage', 'rustic'). */
  distressed: boolean;
  /** A decorative flourish under the name ('family', 'ornate'). */
  flourish: boolean;
  border: boolean;
  uppercase: boolean;
  theme?: KidsTheme;
  effect?: PhotoEffect;
  motif?: Motif;
}

/** Colours by the words shoppers use; Indian names beside English ones. */
const COLOURS: [RegExp, Rgb][] = [
  [/\b(gold|golden)\b/, [201, 162, 39]],
  [/\bsilver\b/, [192, 196, 200]],
  [/\b(copper|bronze)\b/, [184, 115, 51]],
  [/\b(navy|indigo)\b/, [31, 47, 92]],
  [/\b(sky ?blue|light blue)\b/, [110, 170, 220]],
  [/\b(teal|turquoise)\b/, [30, 130, 135]],
  [/\bblue\b/, [36, 84, 170]],
  [/\b(maroon|burgundy|wine)\b/, [120, 24, 40]],
  [/\b(red|crimson|scarlet|sindoor)\b/, [190, 32, 38]],
  [/\b(saffron|orange|marigold)\b/, [236, 128, 24]],
  [/\b(yellow|mustard|haldi)\b/, [232, 184, 30]],
  [/\b(sage|olive)\b/, [128, 146, 104]],
  [/\b(green|emerald)\b/, [34, 120, 62]],
  [/\b(pink|rose|blush)\b/, [226, 110, 150]],
  [/\b(lilac|lavender)\b/, [172, 140, 210]],
  [/\b(purple|violet)\b/, [110, 50, 150]],
  [/\b(cream|ivory)\b/, [246, 236, 210]],
  [/\bwhite\b/, [250, 250, 246]],
  [/\b(black|charcoal|ebony)\b/, [26, 26, 26]],
  [/\b(grey|gray|slate grey)\b/, [110, 114, 118]],
  [/\bbrown\b/, [110, 62, 30]],
];

type Rule = [RegExp, (h: StyleHints) => void];

// Order matters only where two rules set the same field: the first match wins (see `once`).
const RULES: Rule[] = [
  [/\b(gold|golden|brass|metal|metallic|silver|steel|chrome|copper|bronze)\b/, (h) => once(h, 'finish', 'brass')],
  [/\b(neon|led|glow|glowing|backlit|back-lit|light up|lit)\b/, (h) => once(h, 'finish', 'glow')],
  [/\b(chalk|chalkboard|blackboard)\b/, (h) => once(h, 'finish', 'chalk')],
  [
    /\b(engraved|engrave|carved|carve|etched|burnt|burned|pyrography|wood|wooden|routed)\b/,
    (h) => once(h, 'finish', 'engraved'),
  ],
  [/\b(painted|paint|hand-painted|enamel|vinyl)\b/, (h) => once(h, 'finish', 'painted')],
  [/\b(silver|steel|chrome)\b/, (h) => once(h, 'metal', 'silver')],
  [/\b(copper|bronze)\b/, (h) => once(h, 'metal', 'copper')],
  [
    /\b(script|cursive|calligraphy|calligraphic|elegant|handwritten|swirly|flowing)\b/,
    (h) => once(h, 'font', 'script'),
  ],
  [
    /\b(minimal|minimalist|modern|clean|simple)\b/,
    (h) => {
      h.minimal = true;
      once(h, 'font', 'light');
    },
  ],
  [/\b(thin|light|delicate|fine)\b/, (h) => once(h, 'font', 'light')],
  [/\b(playful|fun|bubbly|rounded|chunky|cartoon|cute|kids?)\b/, (h) => once(h, 'font', 'playful')],
  [/\b(bold|block|heavy|strong|thick)\b/, (h) => once(h, 'font', 'bold')],
  [/\b(roman|royal|classic|classical|temple|heritage|regal)\b/, (h) => once(h, 'font', 'classic')],
  [/\b(serif|traditional)\b/, (h) => once(h, 'font', 'serif')],
  [/\b(sans|sans-serif)\b/, (h) => once(h, 'font', 'sans')],
  [
    /\b(vintage|rustic|distressed|weathered|antique|aged|worn|retro)\b/,
    (h) => {
      h.distressed = true;
    },
  ],
  [
    /\b(family|ornate|decorative|flourish|flourishes|welcome)\b/,
    (h) => {
      h.flourish = true;
    },
  ],
  [
    /\b(border|frame|framed|outline)\b/,
    (h) => {
      h.border = true;
    },
  ],
  [
    /\b(capitals|uppercase|caps|all caps)\b/,
    (h) => {
      h.uppercase = true;
    },
  ],
  [/\b(pastel|pastels|soft colou?rs?|baby)\b/, (h) => once(h, 'palette', 'pastel')],
  [/\b(bright|vivid|vibrant|colou?rful|rainbow)\b/, (h) => once(h, 'palette', 'bright')],
  [/\b(space|rocket|planets?|astronaut|galaxy|moon)\b/, (h) => once(h, 'theme', 'space')],
  [/\b(fairy|fairies|princess|castle|unicorn|magic|magical)\b/, (h) => once(h, 'theme', 'fairy')],
  [/\b(safari|jungle|lion|elephant|giraffe|animals?|zoo)\b/, (h) => once(h, 'theme', 'safari')],
  [/\b(superhero|hero|comic|pow|cape)\b/, (h) => once(h, 'theme', 'comic')],
  [/\b(ocean|sea|fish|whale|underwater)\b/, (h) => once(h, 'theme', 'ocean')],
  [/\b(sketch|line drawing|line art|pencil|ink drawing)\b/, (h) => once(h, 'effect', 'sketch')],
  [/\b(collage|polaroids?|snapshots)\b/, (h) => once(h, 'effect', 'collage')],
  [/\b(cartoon|toon|comic)\b/, (h) => once(h, 'effect', 'cartoon')],
  [/\b(vintage|sepia|retro|botanical|old photo)\b/, (h) => once(h, 'effect', 'vintage')],
  [/\b(leaves|leaf|botanical|floral|flowers?|vines?|leafy)\b/, (h) => once(h, 'motif', 'leaves')],
  [/\b(stars?|sparkles?|twinkle|sparkly)\b/, (h) => once(h, 'motif', 'stars')],
  [/\b(hearts?|love)\b/, (h) => once(h, 'motif', 'hearts')],
];

function once<K extends keyof StyleHints>(hints: StyleHints, key: K, value: StyleHints[K]): void {
  if (hints[key] === undefined) hints[key] = value;
}

/** A phrase like "no border" or "without gold" asks for the opposite, so its words are dropped. */
const NEGATED = /\b(?:no|not|without|avoid|never)\s+(?:[a-z-]+\s+)?([a-z-]+)/g;

/**
 * Reads what a compositor can honour from the shopper's prompt: colours, a finish, a font, layout
 * words, a kids theme, a photo effect. Pure and deterministic; unknown words are ignored, since
 * the prompt is free text and only some of it can be drawn without an image model.
 */
export function interpretPrompt(prompt: string | undefined): StyleHints {
  const hints: StyleHints = { minimal: false, distressed: false, flourish: false, border: false, uppercase: false };
  if (!prompt) return hints;
  const text = prompt.toLowerCase().replace(NEGATED, ' ').replace(/\s+/g, ' ');
  hints.color = firstColour(text);
  for (const [pattern, apply] of RULES) if (pattern.test(text)) apply(hints);
  if (hints.color === undefined) delete hints.color;
  return hints;
}

/**
 * The prompt's hints with what the template does not offer dropped: a font it does not list, and
 * when it lists colours, the prompt's own colours, palette shifts and the brass finish (whose
 * metal stands in for the ink). The shopper's picked font and colour, both on offer, then decide.
 */
export function hintsWithin(hints: StyleHints, choices: LetteringChoices): StyleHints {
  const kept = { ...hints };
  const roles = rolesOf(choices);
  if (roles && kept.font && !roles.includes(kept.font)) delete kept.font;
  if (choices.colors) {
    delete kept.color;
    delete kept.palette;
    if (kept.finish === 'brass') delete kept.finish;
  }
  return kept;
}

/** The colour named earliest in the text, so "white letters on black" gives white. */
function firstColour(text: string): Rgb | undefined {
  let best: { at: number; rgb: Rgb } | undefined;
  for (const [pattern, rgb] of COLOURS) {
    const at = text.search(pattern);
    if (at >= 0 && (best === undefined || at < best.at)) best = { at, rgb };
  }
  return best?.rgb;
}
