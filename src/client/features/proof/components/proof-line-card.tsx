import type { Proof } from '../../../../contracts/admin';
import { shownChoices } from '../../../../contracts/line-choices';
import { personalisationLabel } from '../../../lib/i18n/attribute-label';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import { useDictionary, useLanguage } from '../../../lib/i18n/language';

/** One piece as it will be made: the rendered proof large, and the words the shopper chose. */
export function ProofLineCard({ line }: { line: Proof['lines'][number] }) {
  const dictionary = useDictionary();
  const say = useCatalogueText();
  const t = dictionary.proof;
  // What the shopper chose, in the words they chose it by: 'Brown', never '#8B4513' (issue 45.5).
  const words = shownChoices(line.attributes, useLanguage());
  return (
    <article className="overflow-hidden rounded-[var(--radius-card)] bg-cream-50 shadow-[var(--shadow-card)] md:grid md:grid-cols-[1.2fr_1fr]">
      <div className="aspect-square bg-cream-200">
        {line.previewUrl ? (
          <img
            src={line.previewUrl}
            alt={t.imageAlt(line.productTitle)}
            width={1024}
            height={1024}
            className="h-full w-full object-cover"
            data-testid="proof-image"
          />
        ) : (
          <p className="grid h-full place-items-center p-6 text-center text-sm text-ink-700">{t.noPreview}</p>
        )}
      </div>
      <div className="space-y-3 p-5">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink-900">{line.productTitle}</h2>
          <p className="text-sm text-ink-700">{`${say(line.variantTitle)} · ${t.quantity(line.quantity)}`}</p>
        </div>
        {words.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {words.map((a) => (
              <div key={a.key} className="contents">
                <dt className="font-semibold text-ink-700">{personalisationLabel(dictionary, a.key)}</dt>
                <dd className="break-words text-ink-900">{a.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
