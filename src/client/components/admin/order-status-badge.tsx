import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contracts/admin';
import { Badge } from '../ui/badge';

const TONES = {
  awaiting_payment: 'neutral',
  to_confirm: 'saffron',
  placed: 'saffron',
  proof_sent: 'neutral',
  approved: 'clay',
  in_production: 'ink',
  dispatched: 'leaf',
  out_for_delivery: 'leaf',
  undelivered: 'danger',
  returned: 'danger',
  delivered: 'leaf',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
