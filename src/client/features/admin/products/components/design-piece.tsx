import { useEffect } from 'react';
import { fontRoleFor } from '../../../../../contracts/lettering-layout';
import type { DesignField, DesignSlot } from '../../../../../contracts/personalisation-design';
import {
  draftFaceNeeds,
  draftFamily,
  loadDraftFaces,
  loadDraftFont,
} from '../../../../components/template-draft/draft-fonts';
import { dateOnPiece } from '../logic/design-samples';

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
  const role = fontRoleFor(setBy(fields, values, 'font'));
  const colour = setBy(fields, values, 'colour');
  const inSlot = (slot: DesignSlot) =>
    fields
      .filter((f) => 'slot' in f && f.slot === slot.id)
      .map((f) => (f.kind === 'date' ? dateOnPiece(values[f.id] ?? '', f.format) : (values[f.id] ?? '')))
      .filter(Boolean)
      .join(' ');
  // The live draft's very fonts (the server's files), with the faces a Tamil or Urdu value needs.
  const needs = draftFaceNeeds(slots.map(inSlot).join(' ')).join(' ');
  useEffect(() => {
    // A browser without the FontFace API keeps the fallback face: the sketch still shows where things go.
    if (typeof FontFace === 'undefined') return;
    const loaded = needs
      ? loadDraftFaces(role, needs.split(' ') as Parameters<typeof loadDraftFaces>[1])
      : loadDraftFont(role);
    loaded.catch(() => undefined);
  }, [role, needs]);
  return (
    <figure className="space-y-1">
      <div
        data-testid="design-piece"
        className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-[#e9dcc6]"
        style={{ fontFamily: `${draftFamily(role)}, serif`, color: colour ?? '#3b2414' }}
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
              <span className="text-lg">{inSlot(s)}</span>
            )}
          </div>
        ))}
      </div>
      <figcaption className="text-xs text-ink-700">Where each value goes on the piece (a sketch).</figcaption>
    </figure>
  );
}
