import { useState } from 'react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useEraseOrder } from '../api/erasure';
import { PanelCard } from './panel-card';

/**
 * Issue 39: the shopper asked, from their order page, for their data to be erased. The owner
 * erases it here in two steps (nothing is undone once it is gone); the shopper's page then says so.
 */
export function ErasurePanel({ order }: { order: OrderDetail }) {
  const erasure = order.erasure;
  const erase = useEraseOrder(order.id);
  const [confirming, setConfirming] = useState(false);
  if (!erasure) return null;
  if (erasure.erasedAt)
    return (
      <PanelCard title="Data erasure">
        <p className="text-sm text-ink-700" data-testid="erasure-done">
          {`Erased ${formatDateTime(erasure.erasedAt)}: the photos are deleted and the name, phone, email and address masked. The invoice is kept, as the law requires.`}
        </p>
      </PanelCard>
    );
  return (
    <PanelCard title="Data erasure">
      <div className="grid gap-3">
        <p role="status" className="text-sm text-ink-900" data-testid="erasure-requested">
          {`The shopper asked on ${formatDateTime(erasure.requestedAt)} for their photos and personal details to be erased.`}
        </p>
        <p className="text-sm text-ink-700">
          Erasing deletes the order’s photos and previews and masks the name, phone, email and address. The tax invoice
          stays. It can be done once the order is delivered, returned or cancelled.
        </p>
        {confirming ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" onClick={() => erase.mutate()} disabled={erase.isPending} autoFocus>
              {erase.isPending ? 'Erasing…' : 'Yes, erase for good'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={erase.isPending}>
              Keep for now
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Erase personal data
          </Button>
        )}
        {erase.error ? (
          <p role="alert" className="text-sm font-semibold text-danger-600">
            {errorMessage(erase.error, 'Could not erase the data.')}
          </p>
        ) : null}
      </div>
    </PanelCard>
  );
}
