import type { FastifyInstance } from 'fastify';
import { signForShopify } from '../webhooks/verify-hmac';

/**
 * An `orders/create` webhook body as Shopify documents it (the REST Order resource), trimmed to
 * a realistic subset, for two lines bought from the fake shop with our line attributes.
 */
export function ordersCreatePayload(n: number) {
  const property = (name: string, value: string) => ({ name, value });
  return {
    id: 5_600_000_000 + n,
    admin_graphql_api_id: `gid://shopify/Order/${5_600_000_000 + n}`,
    name: `#${n}`,
    order_number: n,
    email: 'asha@example.com',
    contact_email: 'asha@example.com',
    phone: null,
    created_at: '2026-11-23T15:30:00+05:30',
    currency: 'INR',
    presentment_currency: 'INR',
    financial_status: 'paid',
    fulfillment_status: null,
    subtotal_price: '2098.00',
    total_price: '2098.00',
    total_tax: '0.00',
    test: true,
    source_name: 'web',
    note: null,
    note_attributes: [],
    customer: { id: 7_000_001, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', phone: null },
    billing_address: { name: 'Asha Rao', address1: '12 MG Road', city: 'Bengaluru', zip: '560001', country: 'India' },
    shipping_address: {
      name: 'Asha Rao',
      address1: '12 MG Road',
      address2: null,
      city: 'Bengaluru',
      province: 'Karnataka',
      zip: '560001',
      country: 'India',
      phone: '+91 98450 00000',
    },
    line_items: [
      {
        id: 13_000_000_000 + n * 10,
        admin_graphql_api_id: `gid://shopify/LineItem/${13_000_000_000 + n * 10}`,
        product_id: 7_000_000,
        variant_id: 70_000_000,
        title: 'Mug 1',
        variant_title: 'Small',
        name: 'Mug 1 - Small',
        sku: null,
        vendor: 'Kaarigar',
        quantity: 2,
        current_quantity: 2,
        requires_shipping: true,
        price: '449.00',
        price_set: { shop_money: { amount: '449.00', currency_code: 'INR' } },
        total_discount: '0.00',
        properties: [
          property('Name', 'Asha'),
          property('Style', 'ghibli'),
          property('_previewImage', `/objects/ai-generated/preview-${n}.webp`),
          property('_clientItemId', `item-${n}-a`),
        ],
      },
      {
        id: 13_000_000_001 + n * 10,
        admin_graphql_api_id: `gid://shopify/LineItem/${13_000_000_001 + n * 10}`,
        product_id: 7_001_000,
        variant_id: 70_010_001,
        title: 'Name board 1',
        variant_title: 'Large',
        name: 'Name board 1 - Large',
        sku: null,
        vendor: 'Kaarigar',
        quantity: 1,
        current_quantity: 1,
        requires_shipping: true,
        price: '1200.00',
        price_set: { shop_money: { amount: '1200.00', currency_code: 'INR' } },
        total_discount: '0.00',
        properties: [property('Name', 'Rao Residence'), property('_clientItemId', `item-${n}-b`)],
      },
    ],
  };
}

/**
 * Delivers an `orders/create` body to our webhook as Shopify does: signed with the shop's secret,
 * with its delivery id and topic headers.
 */
export function deliverOrdersCreate(
  app: FastifyInstance,
  payload: ReturnType<typeof ordersCreatePayload>,
  delivery: { secret: string; webhookId: string },
) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/shopify/orders-create',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': signForShopify(body, delivery.secret),
      'x-shopify-webhook-id': delivery.webhookId,
      'x-shopify-topic': 'orders/create',
    },
  });
}
