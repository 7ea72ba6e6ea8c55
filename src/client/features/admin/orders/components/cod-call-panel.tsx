import { Phone, PhoneCall } from 'lucide-react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { toast } from '../../../../lib/toast-store';
import { useChangeOrderStatus } from '../api/change-order-status';
import { PanelCard } from './panel-card';

const CHANNEL_NAMES = { whatsapp: 'WhatsApp', email: 'email' } as const;

/**
 * A pay-on-delivery order still to confirm (issue 45 item 2). When no message could ask the
 * shopper (no SMTP or WhatsApp, or none they gave), the checkout told them the shop will call:
 * this says so first, with their number to call and the one tap that confirms the order. When a
 * message did ask, the owner may still call, and confirm here the same way.
 */
export function CodCallPanel({ order }: { order: OrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  const confirmation = order.codConfirmation;
  if (order.status !== 'to_confirm' || !confirmation) return null;
  const mobile = order.delivery.mobile;
  const asked = confirmation.askedBy.map((c) => CHANNEL_NAMES[c]).join(' and ');
  const confirm = () =>
    change.mutate(
      { status: 'placed', note: 'on a call' },
      {
        onSuccess: () => toast({ title: `Order ${order.reference} is confirmed` }),
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Could not confirm', description: errorMessage(err, 'Try again.') }),
      },
    );
  return (
    <PanelCard title={asked ? 'Waiting for the shopper to confirm' : 'Call to confirm'}>
      <div className="space-y-3 text-sm text-ink-900" data-testid="cod-call-panel">
        <p>
          {asked
            ? `We asked ${order.delivery.fullName} on ${asked}. You can also call them and confirm here.`
            : `No message can ask ${order.delivery.fullName} (no email or WhatsApp reaches them), and the checkout told them the shop will call. Call them, then confirm here.`}
        </p>
        <p className="text-ink-700">
          Cancelled {formatDateTime(confirmation.cancelsAt)} unless confirmed, and its pieces go back to stock.
        </p>
        <a
          href={`tel:+91${mobile}`}
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-ink-900 px-4 font-semibold text-ink-900 hover:bg-cream-200 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Phone aria-hidden className="size-4" />
          {`Call +91 ${mobile}`}
        </a>
        <Button className="w-full" onClick={confirm} disabled={change.isPending}>
          <PhoneCall aria-hidden />
          Confirmed on the call
        </Button>
      </div>
    </PanelCard>
  );
}
