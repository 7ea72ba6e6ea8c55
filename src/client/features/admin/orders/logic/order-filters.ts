/** The orders list's filters as they live in the URL, so Back, reload and a shared link keep them. */
export interface OrderFilters {
  status: string;
  category: string;
  q: string;
  page: number;
}

export function parseOrderFilters(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    q: params.get('q') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function orderFiltersToSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
