import { AlertTriangle } from 'lucide-react';
import type { OrderLine } from '../../../../../contracts/admin';
import { Alert } from '../../../../components/ui/alert';
import { formatRupees } from '../../../../../contracts/money';
import { useLineProduction } from '../api/get-line-production';
import { LineAttributes } from './line-attributes';
import { MachineFilesPanel } from './machine-files-panel';
import { ProductionFiles } from '../../../../components/admin/production-files';

/** One line: the preview the shopper approved, large; their own photo; what they wrote; the files. */
export function OrderLineCard({ orderId, line }: { orderId: string; line: OrderLine }) {
  const production = useLineProduction(orderId, line.id);
  const warning = production.data?.warning;
  const unavailable = production.data?.unavailable;
  return (
    <article
      aria-label={line.productTitle}
      data-testid="order-line"
      className="overflow-hidden rounded-[var(--radius-card)] bg-cream-50 shadow-[var(--shadow-card)] md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
    >
      <div className="bg-cream-200">
        {line.previewUrl ? (
          <a
            href={line.previewUrl}
            target="_blank"
            rel="noopener"
            className="block"
            aria-label={`Open the preview of ${line.productTitle} full size`}
          >
            <img
              src={line.previewUrl}
              alt={`Preview of ${line.productTitle}`}
              width={1024}
              height={1024}
              className="aspect-square h-auto w-full object-cover"
            />
          </a>
        ) : (
          <p className="grid aspect-square place-items-center p-6 text-center text-sm text-ink-700">
            No preview was made for this line.
          </p>
        )}
      </div>
      <div className="space-y-4 p-4 md:p-5">
        <div>
          <h3 className="font-display text-lg font-semibold text-ink-900">{line.productTitle}</h3>
          <p className="text-sm text-ink-700">
            {line.variantTitle} · Qty {line.quantity} · {formatRupees(line.unitPrice)} each
          </p>
          {line.madeAt ? <p className="mt-1 text-xs font-semibold text-leaf-600">Made</p> : null}
        </div>
        <LineAttributes attributes={line.attributes} />
        {line.photoUrl ? (
          <figure className="space-y-1.5">
            <figcaption className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              Shopper&rsquo;s photo
            </figcaption>
            <a
              href={line.photoUrl}
              target="_blank"
              rel="noopener"
              className="inline-block"
              aria-label="Open the shopper's original photo"
            >
              <img
                src={line.photoUrl}
                alt="The photo the shopper uploaded"
                className="max-h-40 w-auto rounded-xl border border-cream-300"
              />
            </a>
          </figure>
        ) : null}
        {warning ? (
          <Alert
            tone="warning"
            data-testid={production.data?.photoMissing ? 'photo-missing-warning' : 'low-dpi-warning'}
            className="flex gap-2"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-700" />
            <span>
              {warning}
              {production.data?.photoDpi ? ` Now about ${Math.round(production.data.photoDpi)} DPI.` : ''}
            </span>
          </Alert>
        ) : null}
        {unavailable ? <p className="text-sm text-ink-700">No production file: {unavailable}</p> : null}
        <ProductionFiles line={line} files={production.data?.files ?? line.files} />
        {unavailable ? null : <MachineFilesPanel orderId={orderId} lineId={line.id} title={line.productTitle} />}
      </div>
    </article>
  );
}
