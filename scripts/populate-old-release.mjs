// Fills a shop the way an earlier release's shop was filled: run by scripts/make-upgrade-fixture.mjs
// with tsx, inside a copy of that release's sources (`node --import tsx <this> <tree> <dataDir>`),
// so every row is written by that release's own services and routes, on its own schema.
//
// What it leaves in the embedded database at <dataDir>/pglite and the objects at <dataDir>/objects:
// shop settings, an owner, an automatic offer, three shoppers' orders (one delivered with its
// shipment, review request and a photo review, two discounted by the offer, one of them just placed), and
// invoices for the first two.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

const [tree, dataDir, catalogImageDir] = process.argv.slice(2);
if (!tree || !dataDir || !catalogImageDir) {
  console.error('usage: node --import tsx scripts/populate-old-release.mjs <tree> <dataDir> <catalogImageDir>');
  process.exit(2);
}
const load = (path) => import(pathToFileURL(join(tree, path)).href);

const { buildApp } = await load('src/server/app.ts');
const { loadConfig } = await load('src/server/platform/config.ts');
const { placeTestOrder, deliverTestOrder } = await load('src/server/testing/order-kit.ts');
const { signInAs } = await load('src/server/testing/admin-kit.ts');
const { TEST_SETTINGS } = await load('src/server/testing/shop-settings-kit.ts');
const { saveShopSettings } = await load('src/server/shop-settings/settings-service.ts');
const { issueInvoice } = await load('src/server/invoices/invoice-service.ts');
const { findOrderByCart } = await load('src/server/orders/place-order.ts');

const config = loadConfig(
  {},
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CATALOG_IMAGE_DIR: catalogImageDir,
    PUBLIC_URL: 'https://shop.example',
  },
);
const app = await buildApp(config, { logger: false });
/** The discount, in paise, the checkout page shows for a cart of `quantity` of the first name board. */
async function discountShown(quantity) {
  const product = app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available));
  const variant = product.variants.find((v) => v.available);
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: {
      product: { id: product.id, selectedVariantId: variant.id },
      customization: { name: 'Sharma Niwas', houseNumber: 'B-12', font: 'Cinzel' },
      quantity,
      clientItemId: `item-${Math.random()}`,
    },
  });
  const page = await app.inject({ url: `/checkout/${added.json().cart.id}` });
  const seen = /name="discountSeen" value="(\d+)"/.exec(page.body)?.[1];
  if (!seen) throw new Error('the checkout page shows no discount');
  return Number(seen);
}
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
try {
  await app.ready();
  await saveShopSettings(app.db, TEST_SETTINGS);
  const owner = await signInAs(app, 'owner');

  const order = async (shopper, options) => findOrderByCart(app.db, await placeTestOrder(app, shopper, options));
  const asha = await order({ fullName: 'Asha Verma', mobile: '9876543210', email: 'asha@example.com' });
  await deliverTestOrder(app, owner, asha.id);
  await issueInvoice(app, asha.id);

  // The review link reaches the shopper in a message written after the status change's answer.
  let token = null;
  for (let i = 0; i < 100 && !token; i++) {
    const { rows } = await app.db.$client.query(
      `select text from messages where order_id = $1 and event = 'review_request'`,
      [asha.id],
    );
    token = /https:\/\/shop\.example\/review\/([\w-]{43})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
    if (!token) await sleep(100);
  }
  if (!token) throw new Error('no review request was sent');
  const page = (await app.inject({ url: `/api/reviews/${token}` })).json();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const reviewed = await app.inject({
    method: 'POST',
    url: `/api/reviews/${token}/lines/${page.lines[0].lineId}`,
    payload: { rating: 5, text: 'Beautiful board, exactly as the preview', photos: [photo.toString('base64')] },
  });
  if (reviewed.statusCode !== 200) throw new Error(`review failed: ${reviewed.statusCode} ${reviewed.body}`);

  const offer = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner.headers,
    payload: { title: 'Festive offer', kind: 'percent', percentOff: 10 },
  });
  if (offer.statusCode !== 201) throw new Error(`offer failed: ${offer.statusCode} ${offer.body}`);
  // The offer's discount is on the page: the form sends back the discount it showed, as a browser does.
  const ravi = await order(
    { fullName: 'Ravi Kumar', mobile: '9123456780' },
    { quantity: 2, form: { discountSeen: String(await discountShown(2)) } },
  );
  await issueInvoice(app, ravi.id);
  await order(
    { fullName: 'Farah Khan', mobile: '9000012345', email: 'farah@example.com' },
    { form: { discountSeen: String(await discountShown(1)) } },
  );
} finally {
  await app.close();
}
