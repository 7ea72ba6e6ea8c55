import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import type { OrderDetail } from '../../../../../contracts/admin';
import type { OrderStatus } from '../../../../../contracts/order-status';
import { errorMessage } from '../../../../lib/api-client';
import { readDataUrl } from '../../../../lib/read-data-url';
import { toast } from '../../../../lib/toast-store';
import { useOrderClaims } from '../api/get-order-claims';
import { useUploadPackingPhoto } from '../api/upload-packing-photo';
import { PanelCard } from './panel-card';

/** Typed, so the one status list checks each name. */
const PACKING_STATUSES: readonly OrderStatus[] = [
  'in_production',
  'dispatched',
  'out_for_delivery',
  'undelivered',
  'delivered',
];
const PACKING: ReadonlySet<string> = new Set(PACKING_STATUSES);

/**
 * Issue 44.3: at dispatch, a photo of the packed parcel with its AWB label, from the phone's
 * camera (`capture`), kept privately for a courier's damage dispute. Not required, but asked for
 * while the piece is being packed and shown once taken; a new photo replaces it.
 */
export function PackingPhotoPanel({ order }: { order: OrderDetail }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const claims = useOrderClaims(order.id);
  const upload = useUploadPackingPhoto(order.id);
  if (!PACKING.has(order.status) || order.paymentMethod === 'shopify' || !claims.data) return null;
  const url = claims.data.packingPhotoUrl;
  return (
    <PanelCard title="Packing photo">
      <div className="space-y-3 text-sm text-ink-700">
        {url ? (
          <img src={url} alt="The packed parcel, with its AWB label" className="max-h-48 rounded-xl object-cover" />
        ) : (
          <p id={`${id}-help`}>
            Before it leaves, take a photo of the packed parcel with its AWB label showing. A courier asks for it when a
            piece arrives damaged.
          </p>
        )}
        <label
          htmlFor={`${id}-file`}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-ink-900 px-4 font-semibold text-cream-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600"
        >
          <Camera aria-hidden className="size-4" />
          {upload.isPending ? 'Saving the photo…' : url ? 'Take it again' : 'Take the packing photo'}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-describedby={url ? undefined : `${id}-help`}
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void readDataUrl(file)
                .then((data) => upload.mutateAsync(data))
                .then(
                  () => toast({ title: 'Packing photo kept with the order' }),
                  (err: unknown) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not keep the photo',
                      description: errorMessage(err, 'Try again.'),
                    }),
                )
                .finally(() => {
                  if (input.current) input.current.value = '';
                });
            }}
          />
        </label>
        <p role="status" aria-live="polite" className="sr-only">
          {upload.isPending ? 'Saving the photo' : ''}
        </p>
      </div>
    </PanelCard>
  );
}
