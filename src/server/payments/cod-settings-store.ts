import { eq } from 'drizzle-orm';
import { formatRupeesRounded } from '../../contracts/money';
import { DEFAULT_COD_SETTINGS, type CodSettings } from '../../contracts/cod';
import type { Database } from '../platform/db/client';
import { codSettings } from '../platform/db/schema';

const ROW = 'shop';

/** The owner's pay-on-delivery settings (issue 28), or the defaults until they save some. */
export async function getCodSettings(db: Database): Promise<CodSettings> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.id, ROW));
  if (!row) return DEFAULT_COD_SETTINGS;
  const { confirmEnabled, confirmHours, limitRupees, blockedPhones, blockedPincodes, prepaidDiscountPercent } = row;
  return { confirmEnabled, confirmHours, limitRupees, blockedPhones, blockedPincodes, prepaidDiscountPercent };
}

export async function saveCodSettings(db: Database, settings: CodSettings, userId: string | null) {
  // One entry once, in the order typed.
  const values = {
    ...settings,
    blockedPhones: [...new Set(settings.blockedPhones)],
    blockedPincodes: [...new Set(settings.blockedPincodes)],
    updatedAt: new Date(),
    updatedBy: userId,
  };
  await db
    .insert(codSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: codSettings.id, set: values });
}

/**
 * Why pay on delivery is refused for this order, in words the shopper reads at the checkout, or
 * null. `online` says whether they can choose to pay online instead.
 */
export function codRefusal(
  settings: CodSettings,
  order: { mobile: string; pincode: string; totalPaise: number },
  online: boolean,
): string | null {
  const instead = online ? ' Please choose to pay online.' : ' Please contact us to place this order.';
  if (settings.blockedPhones.includes(order.mobile))
    return `Sorry, we cannot take pay on delivery for this mobile number.${instead}`;
  if (settings.blockedPincodes.includes(order.pincode))
    return `Sorry, pay on delivery is not available for PIN code ${order.pincode}.${instead}`;
  if (settings.limitRupees !== null && order.totalPaise > settings.limitRupees * 100)
    return `Pay on delivery is available for orders up to ${formatRupeesRounded(settings.limitRupees)}.${instead}`;
  return null;
}
