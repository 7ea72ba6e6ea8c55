import { Search } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../../../contracts/admin';
import { CATEGORIES, CATEGORY_DISPLAY_NAMES } from '../../../../../contracts/products';
import { Button } from '../../../../components/ui/button';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import type { OrderFilters } from '../logic/order-filters';

/**
 * Search by order number, shopper name or mobile; filter by status and category. Native selects:
 * on a phone they open the system picker, and they work by keyboard everywhere.
 */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (f: OrderFilters) => void }) {
  const [q, setQ] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The URL changed (Back, a link): show its search, not a stale draft.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setQ(filters.q);
  }
  return (
    <div className="grid gap-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)] md:grid-cols-[1fr_12rem_12rem] md:p-4">
      <form
        role="search"
        className="space-y-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filters, q, page: 1 });
        }}
      >
        <Label htmlFor="orders-search">Search</Label>
        <div className="flex gap-2">
          <Input
            id="orders-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Order number, name or mobile"
            maxLength={100}
            autoComplete="off"
          />
          <Button type="submit" size="icon" variant="secondary" aria-label="Search orders" className="size-12">
            <Search aria-hidden />
          </Button>
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div className="space-y-1.5">
          <Label htmlFor="orders-status">Status</Label>
          <NativeSelect
            id="orders-status"
            value={filters.status}
            onChange={(e) => onChange({ ...filters, status: e.target.value, page: 1 })}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="orders-category">Category</Label>
          <NativeSelect
            id="orders-category"
            value={filters.category}
            onChange={(e) => onChange({ ...filters, category: e.target.value, page: 1 })}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_DISPLAY_NAMES[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
