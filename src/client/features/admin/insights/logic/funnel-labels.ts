import type { FUNNEL_STEPS } from '../../../../../contracts/admin';

export const FUNNEL_STEP_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  page_view: 'Page view',
  product_tap: 'Product tap',
  customize_tap: 'Customize tap',
  preview_generated: 'Preview generated',
  add_to_cart: 'Add to cart',
  checkout: 'Checkout',
  order_placed: 'Order placed',
};

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** '42.5%', or an en dash where there is nothing to convert from. */
export const formatConversion = (c: number | null) => (c === null ? '–' : percent.format(c));
