import { PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEFAULT_COLOR } from '../../../../contracts/limits';
import type { PersonalisationDesign } from '../../../../contracts/personalisation-design';
import { designFontRole, designPieceInput } from '../../../../contracts/personalisation-piece';
import type { PrintArea } from '../../../../contracts/print-area';
import { colourWithin } from '../../../../contracts/template-choices';
import { MasterFrame } from '../../../components/template-draft/master-frame';
import { ShapedDraft } from '../../../components/template-draft/shaped-draft';
import {
  draftFaceNeeds,
  loadDraftFaces,
  loadDraftFont,
  type DraftFaceNeed,
} from '../../../components/template-draft/draft-fonts';
import { layoutDesignDraft } from '../../../components/template-draft/draft-layout';
import { measureWith, paintDraftLines } from '../../../components/template-draft/draft-lettering';
import { useLanguage } from '../../../lib/i18n/language';
import { draftShapeOf } from '../components/live-draft';
import { draftInk } from '../logic/draft-ink';

/** The draft's tag, kept here rather than in the dictionaries every page loads first. */
const LIVE_DRAFT = { en: 'Live draft', hi: 'लाइव झलक' } as const;

/**
 * Issue 41: the live draft of a product's own design, redrawn in the browser at every keystroke
 * and every choice, from the same placing and fitting as the server's preview
 * (contracts/personalisation-piece): each text slot's lines in the chosen font and colour, on
 * the product photo through its template's shape. The prompt's look and the finish show only in
 * the generated preview, which replaces the draft when it comes. Loaded only for such a product.
 */
export default function DesignDraft({
  area,
  design,
  values,
}: {
  area: PrintArea;
  design: PersonalisationDesign;
  values: Readonly<Record<string, string | undefined>>;
}) {
  const language = useLanguage();
  const input = designPieceInput(design, values);
  const role = designFontRole(area, input.font);
  const lettered = input.texts.flatMap((s) => s.lines).join(' ');
  // A Tamil or Urdu value (or an emoji) loads its faces when it is first typed.
  const key = `${role}|${draftFaceNeeds(lettered).join(' ')}`;
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const [, used = ''] = key.split('|');
    const faces = used ? (used.split(' ') as DraftFaceNeed[]) : [];
    void loadDraftFont(role)
      .then(() => loadDraftFaces(role, faces))
      .then(() => live && setLoaded(key))
      .catch((err: unknown) => console.error('Live draft font failed to load', err));
    return () => {
      live = false;
    };
  }, [key, role]);

  const ink = draftInk(area, colourWithin(area, input.color) ?? DEFAULT_COLOR);
  const shown = loaded === key && lettered.trim() !== '';
  return (
    <>
      <MasterFrame blend={ink.multiply ? 'multiply' : undefined}>
        <ShapedDraft
          shape={draftShapeOf(area)}
          occluder={area.occluder}
          shown={shown}
          testId="live-draft"
          drawnAttribute
          paint={(ctx, face) => {
            ctx.fillStyle = ink.fill;
            const slots = layoutDesignDraft({ ...area, ...face }, input.texts, role, measureWith(ctx));
            paintDraftLines(
              ctx,
              slots.flatMap((s) => s.lines),
            );
          }}
        />
      </MasterFrame>
      {shown ? (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-cream-50 backdrop-blur">
          <PenLine aria-hidden className="size-3.5 text-saffron-300" />
          {LIVE_DRAFT[language]}
        </span>
      ) : null}
    </>
  );
}
