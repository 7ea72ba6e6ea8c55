import { PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fontRoleFor, kidsFontRole, type FontRole } from '../../../../contracts/lettering-layout';
import { MUG_CAPTION_FONT } from '../../../../contracts/mug-caption';
import type { MugStyle } from '../../../../contracts/previews';
import type { PrintArea } from '../../../../contracts/print-area';
import type { Box } from '../../../../contracts/template-geometry';
import { MasterFrame } from '../../../components/template-draft/master-frame';
import { ShapedDraft, type DraftShape } from '../../../components/template-draft/shaped-draft';
import {
  draftFaceNeeds,
  loadDraftFaces,
  loadDraftFont,
  type DraftFaceNeed,
} from '../../../components/template-draft/draft-fonts';
import { draftInk, kidsLetterColours } from '../logic/draft-ink';
import { layoutKidsDraft, layoutMugCaptionDraft } from '../../../components/template-draft/draft-layout';
import {
  measureWith,
  paintBoardLettering,
  paintDraftLines,
  setDraftFont,
} from '../../../components/template-draft/draft-lettering';

export interface DraftText {
  /** Whose lettering: a board's (name and house number), a kids piece's (one bright word) or a mug's caption. */
  kind: 'board' | 'kids' | 'mug';
  name: string;
  houseNumber: string;
  font: string;
  color: string;
  /** A mug's caption and art style (whose caption face and ink it takes). */
  caption: string;
  style: MugStyle;
}

function rolesOf(text: DraftText, area: PrintArea): FontRole[] {
  if (text.kind === 'kids') return [kidsFontRole(text.font, undefined, area.fonts)];
  if (text.kind === 'mug') return [MUG_CAPTION_FONT[text.style]];
  return [fontRoleFor(text.font), 'serif'];
}

/** Every letter the draft may draw, to find the scripts whose faces it needs. */
function draftedText(text: DraftText): string {
  return text.kind === 'mug' ? text.caption : `${text.name} ${text.houseNumber}`;
}

function typedIn(text: DraftText): boolean {
  if (text.kind === 'mug') return text.caption.trim() !== '';
  return text.name.trim() !== '' || (text.kind === 'board' && text.houseNumber.trim() !== '');
}

/** Where the template puts the design: front-on at the print area, or through its quad or cylinder. */
export function draftShapeOf(area: PrintArea): DraftShape {
  return area.shape ?? { kind: 'front-on', area: { x: area.x, y: area.y, width: area.width, height: area.height } };
}

/**
 * The shopper's lettering drawn on the product photo in the browser as they type: the same
 * fonts, print area and fitting rule as the server's render, none of its finish. A board at an
 * angle or a mug's body gets it laid out flat on the server's flat face and mapped by the shared
 * template maths, with the occluder (a mug's handle) left in front. Nothing is sent; Generate
 * still makes the preview that goes in the cart.
 */
export function LiveDraft({ area, text }: { area: PrintArea; text: DraftText }) {
  // A script beyond Latin and Devanagari (Tamil, Urdu...) or an emoji loads its faces when the name
  // first uses it.
  const needs = draftFaceNeeds(draftedText(text)).join(' ');
  const roleKey = `${rolesOf(text, area).join(' ')}|${needs}`;
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = loaded === roleKey;

  // The sheet opening is what loads the font; a font picked later loads when it is picked.
  useEffect(() => {
    let live = true;
    const [roles = '', used = ''] = roleKey.split('|');
    const needed = roles.split(' ') as FontRole[];
    const faces = used ? (used.split(' ') as DraftFaceNeed[]) : [];
    void Promise.all(needed.map((role) => loadDraftFont(role).then(() => loadDraftFaces(role, faces))))
      .then(() => live && setLoaded(roleKey))
      .catch((err: unknown) => console.error('Live draft font failed to load', err));
    return () => {
      live = false;
    };
  }, [roleKey]);

  const multiply = text.kind === 'board' && draftInk(area, text.color).multiply;
  const shown = ready && typedIn(text);
  return (
    <>
      <MasterFrame blend={multiply ? 'multiply' : undefined}>
        <ShapedDraft
          shape={draftShapeOf(area)}
          occluder={area.occluder}
          shown={shown}
          testId="live-draft"
          drawnAttribute
          paint={(ctx, face) => draw(ctx, { ...area, ...face }, text)}
        />
      </MasterFrame>
      {shown ? (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-cream-50 backdrop-blur">
          <PenLine aria-hidden className="size-3.5 text-saffron-300" />
          Live draft
        </span>
      ) : null}
    </>
  );
}

/** The lettering laid out on `area` (in the canvas's own pixels: the photo's, or a flat face's). */
function draw(ctx: CanvasRenderingContext2D, area: PrintArea & Box, text: DraftText): void {
  if (text.kind === 'board') {
    paintBoardLettering(ctx, area, text, fontRoleFor(text.font), draftInk(area, text.color).fill);
    return;
  }
  const measure = measureWith(ctx);
  if (text.kind === 'mug') {
    const mug = layoutMugCaptionDraft(area, text.caption, text.style, measure);
    ctx.fillStyle = `rgb(${mug.ink.join(' ')})`;
    paintDraftLines(ctx, mug.lines);
    return;
  }
  const word = layoutKidsDraft(area, text.name, kidsFontRole(text.font, undefined, area.fonts), measure);
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word.line.text)].map(
    (s) => s.segment,
  );
  ctx.save();
  ctx.translate(word.x, word.y);
  ctx.scale(word.scale, word.scale);
  setDraftFont(ctx, word.line);
  const starts = letters.map((_, i) => ctx.measureText(letters.slice(0, i).join('')).width);
  // Outlines first, so a letter's white edge never covers its neighbour's paint.
  ctx.lineJoin = 'round';
  ctx.lineWidth = (word.outline / word.scale) * 2;
  ctx.strokeStyle = '#ffffff';
  letters.forEach((letter, i) => ctx.strokeText(letter, word.ink.left + (starts[i] ?? 0), word.ink.ascent));
  const colours = kidsLetterColours(text.color, area.colors);
  letters.forEach((letter, i) => {
    ctx.fillStyle = colours[i % colours.length] ?? '#e63946';
    ctx.fillText(letter, word.ink.left + (starts[i] ?? 0), word.ink.ascent);
  });
  ctx.restore();
}
