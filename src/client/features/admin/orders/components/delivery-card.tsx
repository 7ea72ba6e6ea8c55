import type * as z from 'zod/mini';
import type { deliveryDetailsSchema } from '../../../../../contracts/admin';
import { PanelCard } from './panel-card';

type Delivery = z.infer<typeof deliveryDetailsSchema>;

export function DeliveryCard({ delivery: d }: { delivery: Delivery }) {
  return (
    <PanelCard title="Delivery">
      <address className="space-y-0.5 text-sm text-ink-900 not-italic">
        <span className="block font-semibold">{d.fullName}</span>
        <span className="block">{d.address1}</span>
        {d.address2 ? <span className="block">{d.address2}</span> : null}
        <span className="block">{[d.city, `${d.state} ${d.pincode}`.trim()].filter(Boolean).join(', ')}</span>
        {/* Empty once the shopper's data is erased (issue 39): no link to nowhere. */}
        {d.mobile ? (
          <a
            href={`tel:${d.mobile}`}
            className="block pt-1 font-semibold text-clay-700 underline-offset-2 hover:underline"
          >
            {d.mobile}
          </a>
        ) : null}
        {d.email ? (
          <a href={`mailto:${d.email}`} className="block break-all text-clay-700 underline-offset-2 hover:underline">
            {d.email}
          </a>
        ) : null}
      </address>
    </PanelCard>
  );
}
