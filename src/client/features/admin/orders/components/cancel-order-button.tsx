import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import type { useChangeOrderStatus } from '../api/change-order-status';
import type { OrderDetail } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';

/** Cancelling cannot be undone, so it asks first; the optional reason goes on the timeline. */
export function CancelOrderButton({
  order,
  change,
}: {
  order: OrderDetail;
  change: ReturnType<typeof useChangeOrderStatus>;
}) {
  const reference = order.reference;
  // An order paid through the shop's payment provider is offered a full refund there, ticked by
  // default; one paid elsewhere (at Shopify's checkout) is refunded where it was paid, which the dialog says.
  const paid = order.paymentStatus === 'paid';
  const paidOnline = paid && order.paymentProvider.refundsHere;
  const [refund, setRefund] = useState(true);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-danger-600 hover:text-danger-600">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={`${noteId}-desc`}>
        <DialogTitle className="pr-10 font-display text-xl font-semibold text-ink-900">
          Cancel order {reference}?
        </DialogTitle>
        <DialogDescription id={`${noteId}-desc`} className="mt-2 text-sm text-ink-700">
          The shopper&rsquo;s proof link will say the order was cancelled. This cannot be undone.
        </DialogDescription>
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              { status: 'cancelled', note: note.trim() || undefined, ...(paidOnline ? { refund } : {}) },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast({ title: `Order ${reference} was cancelled` });
                },
                onError: (err) =>
                  toast({
                    variant: 'destructive',
                    title: 'Could not cancel',
                    description: errorMessage(err, 'Try again.'),
                  }),
              },
            );
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={noteId}>Reason (optional)</Label>
            <Textarea id={noteId} value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
          </div>
          {paidOnline ? (
            <label className="flex items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={refund}
                onChange={(e) => setRefund(e.target.checked)}
                className="size-4 accent-clay-600"
              />
              {`Refund ${formatRupees(order.amountDueNow)} paid online, in full`}
            </label>
          ) : paid ? (
            <p className="text-sm text-ink-700">
              {`Paid ${order.shopPaymentProvider ? `outside ${order.shopPaymentProvider}` : 'elsewhere'}: refund it where it was paid (a Shopify order in Shopify admin).`}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Keep the order
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={change.isPending}>
              {change.isPending ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
