import type { DesignField, DesignSlot } from '../../../../../contracts/personalisation-design';
import { dateOnPiece } from '../logic/design-samples';

/** The look a font choice's value names, as a family the studio has without loading another font. */
const FAMILIES: Record<string, string> = {
  serif: 'Georgia, serif',
  sans: 'system-ui, sans-serif',
  script: 'cursive',
  playful: '"Comic Sans MS", cursive',
  bold: 'system-ui, sans-serif',
};

function setBy(fields: DesignField[], values: Record<string, string>, changes: 'font' | 'colour'): string | undefined {
  for (const f of fields)
    if (f.kind === 'choice' && f.changes === changes) return f.values.find((v) => v.value === values[f.id])?.sets;
  return undefined;
}

/**
 * A sketch of the print area with each slot and what goes in it: the shopper's values where the
 * design puts them, in the chosen font and colour. The server's preview draws the real thing.
 */
export function DesignPiece({
  fields,
  slots,
  values,
}: {
  fields: DesignField[];
  slots: DesignSlot[];
  values: Record<string, string>;
}) {
  const font = setBy(fields, values, 'font');
  const colour = setBy(fields, values, 'colour');
  const inSlot = (slot: DesignSlot) =>
    fields
      .filter((f) => 'slot' in f && f.slot === slot.id)
      .map((f) => (f.kind === 'date' ? dateOnPiece(values[f.id] ?? '', f.format) : (values[f.id] ?? '')))
      .filter(Boolean)
      .join(' ');
  return (
    <figure className="space-y-1">
      <div
        data-testid="design-piece"
        className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-[#e9dcc6]"
        style={{ fontFamily: font && FAMILIES[font], color: colour ?? '#3b2414' }}
      >
        {slots.map((s) => (
          <div
            key={s.id}
            data-slot={s.id}
            className="absolute grid place-items-center overflow-hidden rounded border border-dashed border-ink-500/50 text-center leading-tight"
            style={{
              left: `${s.x * 100}%`,
              top: `${s.y * 100}%`,
              width: `${s.width * 100}%`,
              height: `${s.height * 100}%`,
            }}
          >
            {s.kind === 'photo' ? (
              <span className="text-xs text-ink-700">Photo</span>
            ) : (
              <span className={font === 'bold' ? 'text-lg font-bold' : 'text-lg'}>{inSlot(s)}</span>
            )}
          </div>
        ))}
      </div>
      <figcaption className="text-xs text-ink-700">Where each value goes on the piece (a sketch).</figcaption>
    </figure>
  );
}
