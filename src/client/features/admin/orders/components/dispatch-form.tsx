import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { COURIERS, type CourierId } from '../../../../../contracts/couriers';
import { Button } from '../../../../components/ui/button';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import type { useChangeOrderStatus } from '../api/change-order-status';

/**
 * Marking an order dispatched asks for the courier and the AWB (and, for another courier, its
 * https tracking link): the shopper's order page and messages show the tracking link from these.
 */
export function DispatchForm({
  reference,
  change,
}: {
  reference: string;
  change: ReturnType<typeof useChangeOrderStatus>;
}) {
  const id = useId();
  const [courier, setCourier] = useState<CourierId>('delhivery');
  const [awb, setAwb] = useState('');
  const [url, setUrl] = useState('');
  return (
    <form
      className="space-y-3"
      aria-label="Dispatch"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          {
            status: 'dispatched',
            shipment: {
              courier,
              trackingNumber: awb.trim(),
              ...(courier === 'other' ? { trackingUrl: url.trim() } : {}),
            },
          },
          {
            onSuccess: () => toast({ title: `Order ${reference} is now dispatched` }),
            onError: (err) =>
              toast({
                variant: 'destructive',
                title: 'Could not mark it dispatched',
                description: errorMessage(err, 'Try again.'),
              }),
          },
        );
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-courier`}>Courier</Label>
        <NativeSelect id={`${id}-courier`} value={courier} onChange={(e) => setCourier(e.target.value as CourierId)}>
          {COURIERS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value="other">Other</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-awb`}>AWB / tracking number</Label>
        <Input
          id={`${id}-awb`}
          value={awb}
          required
          maxLength={40}
          pattern="[A-Za-z0-9\-]{4,40}"
          autoComplete="off"
          onChange={(e) => setAwb(e.target.value)}
        />
      </div>
      {courier === 'other' ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-url`}>Tracking link (https://…)</Label>
          <Input
            id={`${id}-url`}
            type="url"
            value={url}
            required
            maxLength={500}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
      ) : null}
      <Button type="submit" disabled={change.isPending}>
        <Truck aria-hidden />
        {change.isPending ? 'Saving…' : 'Mark dispatched'}
      </Button>
    </form>
  );
}
