import { newLinkToken } from '../platform/auth/link-tokens';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_DESIGN_RETENTION_DAYS,
  designFieldsSchema,
  savedDesignValuesSchema,
  type Design,
} from '../../contracts/designs';
import { objectKeyOf, objectUrl } from '../../contracts/own-urls';
import type { Database } from '../platform/db/client';
import { designs } from '../platform/db/schema';
import { loadShopSettings } from '../shop-settings/settings-service';

const DAY = 24 * 60 * 60 * 1000;

/** 128 random bits as base64url: 22 characters, the shape DESIGN_TOKEN accepts. */
export const newDesignToken = () => newLinkToken(16);

export async function retentionDays(db: Database): Promise<number> {
  return (await loadShopSettings(db))?.designRetentionDays ?? DEFAULT_DESIGN_RETENTION_DAYS;
}

/**
 * True when an order line carries this preview: the design was bought, and is kept for ever (the
 * order's own preview is kept by the preview sweep for the same reason). Cart lines do not count.
 */
const ordered = sql`exists (
  select 1 from order_lines where strpos(order_lines.preview_image_url, '/objects/' || designs.preview_key) > 0
  union all
  select 1 from order_lines, jsonb_array_elements(order_lines.attributes) a
    where a->>'key' = '_previewImage' and strpos(a->>'value', '/objects/' || designs.preview_key) > 0)`;

export interface NewDesign {
  productHandle: string;
  variantId: string;
  fields: Design['fields'];
  prompt: string;
  /** A product's own design (issue 41): the version and the values the server checked. */
  design?: NonNullable<Design['design']>;
  previewKey: string;
}

export async function saveDesign(db: Database, design: NewDesign): Promise<string> {
  const token = newDesignToken();
  await db.insert(designs).values({
    token,
    productHandle: design.productHandle,
    variantId: design.variantId,
    personalisation: {
      fields: design.fields,
      prompt: design.prompt,
      ...(design.design ? { design: design.design } : {}),
    },
    previewKey: design.previewKey,
  });
  return token;
}

/** The design a link names, or null when there is none, or it is past the shop's days and was never bought. */
export async function findDesign(db: Database, token: string, now = new Date()): Promise<Design | null> {
  const [row] = await db
    .select({
      token: designs.token,
      productHandle: designs.productHandle,
      variantId: designs.variantId,
      personalisation: designs.personalisation,
      previewKey: designs.previewKey,
      createdAt: designs.createdAt,
      ordered: sql<boolean>`${ordered}`,
    })
    .from(designs)
    .where(eq(designs.token, token));
  if (!row) return null;
  const expired = row.createdAt.getTime() < now.getTime() - (await retentionDays(db)) * DAY;
  if (expired && !row.ordered) return null;
  const saved = row.personalisation;
  const fields = designFieldsSchema.safeParse(saved.fields);
  if (!fields.success) return null;
  // A row saved before the photo field was checked (issue 39 item 14) gives back only a path of ours.
  const photoKey = objectKeyOf(fields.data.userImageUrl, 'uploads');
  const designed = saved.design === undefined ? null : savedDesignValuesSchema.safeParse(saved.design);
  if (designed && !designed.success) return null;
  return {
    token: row.token,
    productHandle: row.productHandle,
    variantId: row.variantId,
    fields: { ...fields.data, userImageUrl: photoKey ? objectUrl(photoKey) : '' },
    prompt: typeof saved.prompt === 'string' ? saved.prompt : '',
    ...(designed ? { design: designed.data } : {}),
    previewImage: objectUrl(row.previewKey),
  };
}

/** Deletes designs older than the shop's days that no order bought; returns how many went. */
export async function sweepExpiredDesigns(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - (await retentionDays(db)) * DAY);
  const gone = await db
    .delete(designs)
    .where(and(lt(designs.createdAt, before), sql`not ${ordered}`))
    .returning({ token: designs.token });
  return gone.length;
}
