import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fontRoleFor, kidsFontRole, REF_PX, type LineSpec } from '../../../../contracts/lettering-layout';
import type { PrintArea } from '../../../../contracts/products';
import { draftFamily, loadDraftFont } from '../logic/draft-fonts';
import { draftInk, kidsLetterColours } from '../logic/draft-ink';
import { layoutBoardDraft, layoutKidsDraft, type MeasuredInk } from '../logic/draft-layout';

/** The master images are this many pixels a side; the canvas draws in the same pixels. */
const MASTER_PX = 1024;

export interface DraftText {
  /** Whose lettering: a board's (name and house number) or a kids piece's (one bright word). */
  kind: 'board' | 'kids';
  name: string;
  houseNumber: string;
  font: string;
  color: string;
}

/**
 * The shopper's lettering drawn on the product photo in the browser as they type: the same
 * fonts, print area and fitting rule as the server's render, none of its finish. Nothing is
 * sent; Generate still makes the preview that goes in the cart.
 */
export function LiveDraft({ area, text }: { area: PrintArea; text: DraftText }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const roles =
    text.kind === 'kids'
      ? [kidsFontRole(text.font, undefined, area.fonts)]
      : [fontRoleFor(text.font), 'serif' as const];
  const roleKey = roles.join(' ');
  const [loaded, setLoaded] = useState<string | null>(null);
  const typed = text.name.trim() !== '' || (text.kind === 'board' && text.houseNumber.trim() !== '');
  const ready = loaded === roleKey;

  // The sheet opening is what loads the font; a font picked later loads when it is picked.
  useEffect(() => {
    let live = true;
    const needed = roleKey.split(' ') as typeof roles;
    void Promise.all(needed.map(loadDraftFont))
      .then(() => live && setLoaded(roleKey))
      .catch((err: unknown) => console.error('Live draft font failed to load', err));
    return () => {
      live = false;
    };
  }, [roleKey]);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, MASTER_PX, MASTER_PX);
    if (ready && typed) draw(ctx, area, text);
  });

  const multiply = text.kind === 'board' && draftInk(area, text.color).multiply;
  const shown = ready && typed;
  return (
    <>
      <canvas
        ref={canvasRef}
        width={MASTER_PX}
        height={MASTER_PX}
        aria-hidden
        data-testid="live-draft"
        data-drawn={shown ? 'true' : 'false'}
        className="pointer-events-none absolute inset-0 h-full w-full"
        style={{ mixBlendMode: multiply ? 'multiply' : 'normal' }}
      />
      {shown ? (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-cream-50 backdrop-blur">
          <PenLine aria-hidden className="size-3.5 text-saffron-300" />
          Live draft
        </span>
      ) : null}
    </>
  );
}

function setFont(ctx: CanvasRenderingContext2D, line: LineSpec): void {
  const sizePx = Math.round(REF_PX * (line.size ?? 1));
  ctx.font = `${sizePx}px ${draftFamily(line.role)}`;
  // Pango's letter_spacing in the server render is the same em fraction of the size.
  ctx.letterSpacing = `${(line.tracking ?? 0) * sizePx}px`;
}

function measureWith(ctx: CanvasRenderingContext2D) {
  return (line: LineSpec): MeasuredInk => {
    setFont(ctx, line);
    const m = ctx.measureText(line.text);
    return {
      width: Math.max(1, m.actualBoundingBoxLeft + m.actualBoundingBoxRight),
      height: Math.max(1, m.actualBoundingBoxAscent + m.actualBoundingBoxDescent),
      left: m.actualBoundingBoxLeft,
      ascent: m.actualBoundingBoxAscent,
    };
  };
}

function draw(ctx: CanvasRenderingContext2D, area: PrintArea, text: DraftText): void {
  const measure = measureWith(ctx);
  if (text.kind === 'board') {
    ctx.fillStyle = draftInk(area, text.color).fill;
    for (const { line, ink, box } of layoutBoardDraft(area, text, fontRoleFor(text.font), measure)) {
      ctx.save();
      // The measured ink is stretched onto the fitted box, as the server resizes its ink mask.
      ctx.translate(box.x, box.y);
      ctx.scale(box.width / ink.width, box.height / ink.height);
      setFont(ctx, line);
      ctx.fillText(line.text, ink.left, ink.ascent);
      ctx.restore();
    }
    return;
  }
  const word = layoutKidsDraft(area, text.name, kidsFontRole(text.font, undefined, area.fonts), measure);
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word.line.text)].map(
    (s) => s.segment,
  );
  ctx.save();
  ctx.translate(word.x, word.y);
  ctx.scale(word.scale, word.scale);
  setFont(ctx, word.line);
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
