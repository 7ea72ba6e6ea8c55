import pg from 'pg';
import type { TrackedCart } from './journey';

export interface LossReport {
  carts: number;
  lines: number;
  ordered: number;
  /** Lines a successful answer promised that are in neither cart_lines nor order_lines. */
  lost: string[];
  wrongQuantity: string[];
  /** Carts a 303 said were ordered that are still open (or ordered ones with no order row). */
  wrongState: string[];
}

interface Row {
  cart_id: string;
  place: 'cart' | 'order';
  quantity: number;
  client_item_id: string | null;
}

/**
 * Reads PostgreSQL directly (not through the server) and checks every line the shoppers were
 * told about: open carts keep it in cart_lines, ordered carts in order_lines, with the quantity
 * the last successful answer showed. Lines are matched by their _clientItemId attribute because
 * an order line gets a new id.
 */
export async function checkNoLostLines(databaseUrl: string, carts: TrackedCart[]): Promise<LossReport> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const ids = carts.map((c) => c.id);
    const status = await client.query<{ id: string; status: string; has_order: boolean }>(
      `SELECT c.id, c.status, EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id) AS has_order FROM carts c WHERE c.id = ANY($1)`,
      [ids],
    );
    const rows = await client.query<Row>(
      `SELECT cart_id, 'cart' AS place, quantity, (SELECT a->>'value' FROM jsonb_array_elements(attributes) a WHERE a->>'key' = '_clientItemId') AS client_item_id
         FROM cart_lines WHERE cart_id = ANY($1)
       UNION ALL
       SELECT o.cart_id, 'order' AS place, ol.quantity, (SELECT a->>'value' FROM jsonb_array_elements(ol.attributes) a WHERE a->>'key' = '_clientItemId')
         FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.cart_id = ANY($1)`,
      [ids],
    );
    const found = new Map<string, Row>();
    for (const row of rows.rows) if (row.client_item_id) found.set(`${row.place}:${row.client_item_id}`, row);
    const cartState = new Map(status.rows.map((r) => [r.id, r]));

    const report: LossReport = {
      carts: carts.length,
      lines: 0,
      ordered: 0,
      lost: [],
      wrongQuantity: [],
      wrongState: [],
    };
    for (const cart of carts) {
      const state = cartState.get(cart.id);
      const isOrdered = state?.status === 'ordered' && state.has_order;
      if (isOrdered) report.ordered++;
      if (!state) report.wrongState.push(`cart ${cart.id} is not in carts`);
      else if (cart.state === 'ordered' && !isOrdered)
        report.wrongState.push(`cart ${cart.id} was confirmed ordered but is ${state.status}`);
      else if (cart.state === 'open' && state.status !== 'open')
        report.wrongState.push(`cart ${cart.id} was never ordered but is ${state.status}`);
      // Ordered lines are copied to order_lines; the cart's own rows stay behind, so look only where the line belongs now.
      const place = isOrdered ? 'order' : 'cart';
      for (const line of cart.lines) {
        report.lines++;
        const row = found.get(`${place}:${line.clientItemId}`);
        if (!row) report.lost.push(`cart ${cart.id} line ${line.clientItemId} (${place}_lines)`);
        else if (!line.quantities.has(row.quantity)) {
          report.wrongQuantity.push(
            `cart ${cart.id} line ${line.clientItemId}: ${row.quantity}, expected ${[...line.quantities].join(' or ')}`,
          );
        }
      }
    }
    return report;
  } finally {
    await client.end();
  }
}

export function lossReportOk(report: LossReport): boolean {
  return report.lost.length === 0 && report.wrongQuantity.length === 0 && report.wrongState.length === 0;
}

export function printLossReport(report: LossReport): void {
  const ok = lossReportOk(report);
  console.log(
    `\nLoss check (PostgreSQL): ${report.carts} carts, ${report.lines} lines promised, ${report.ordered} carts ordered; ` +
      `${report.lost.length} lost, ${report.wrongQuantity.length} wrong quantity, ${report.wrongState.length} wrong cart state: ${ok ? 'PASS' : 'FAIL'}`,
  );
  for (const problem of [...report.lost, ...report.wrongQuantity, ...report.wrongState].slice(0, 20))
    console.log(`  ${problem}`);
}
