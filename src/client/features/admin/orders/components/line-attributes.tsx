import type { OrderLine } from '../../../../../contracts/admin';

/** Exactly what the shopper chose and wrote, in their own words; colours also as a swatch. */
export function LineAttributes({ attributes }: { attributes: OrderLine['attributes'] }) {
  // Keys starting with '_' are the store's own bookkeeping (preview path, client id), not the shopper's words.
  const shown = attributes.filter((a) => !a.key.startsWith('_'));
  if (shown.length === 0) return <p className="text-sm text-ink-700">No personalisation on this line.</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="line-attributes">
      {shown.map((a) => (
        <div key={a.key} className="contents">
          <dt className="font-semibold text-ink-700">{a.key === 'AI prompt' ? 'Idea' : a.key}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink-900">
            {/^#[0-9a-f]{3,8}$/i.test(a.value) ? (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-cream-300"
                  style={{ backgroundColor: a.value }}
                />
                {a.value}
              </span>
            ) : (
              a.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
