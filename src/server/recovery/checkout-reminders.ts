import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { carts, checkoutReminders, orders } from '../platform/db/schema';
import type { Jobs } from '../platform/jobs/types';
import { plainFirstName, templateText } from '../messages/message-content';
import { isRealOrder } from '../messages/real-order';
import type { MessageService } from '../messages/message-service';
import type { Language, TemplateCall } from '../messages/types';
import { indianWhatsappNumber } from '../messages/whatsapp/wa-me';
import { hashLinkToken, newLinkToken } from '../platform/auth/link-tokens';
import { getRecoverySettings, type RecoverySettings } from './recovery-settings';

export interface ReminderJob {
  cartId: string;
}

export interface CheckoutRecoveryDeps {
  db: Database;
  /**
   * The shopper messages' outbox (messages/): a reminder is one of its rows, sent as a job with its
   * retries and its state in the workspace, like every other shopper message.
   */
  outbox: Pick<MessageService, 'recordCheckoutReminder' | 'send'>;
  /** Whether WhatsApp's Cloud API is set up: without it there is no reminder to send. */
  whatsappConfigured: boolean;
  templatePrefix: string;
  /** Whether the cart still holds something to buy (an emptied cart is not reminded of). */
  cartHasLines: (cartId: string) => Promise<boolean>;
  jobs?: Jobs<ReminderJob>;
  /**
   * The seam for coupons (issue 29 item 3): answers the code the reminder may name, or null when
   * the code is unknown, paused or spent. Until the merger wires it to the coupons module no code
   * is named, whatever the setting says.
   */
  remindersOffer?: (settings: RecoverySettings) => Promise<string | null>;
}

const jobId = (cartId: string) => `checkout-reminder-${cartId}`;

/** Issue 39: at most one reminder to a number in this many days, whatever the carts. */
export const REMINDER_GAP_DAYS = 3;

/**
 * Issue 29 item 4: a checkout left with a mobile number and the WhatsApp opt-in gets one reminder,
 * at the owner's delay, with an unguessable link back to that checkout. One row per cart (at most
 * one reminder per checkout); the job checks again when it is due, so none goes after the order.
 */
/**
 * What a reminder needs of the checkout's delivery details (checkout-page/delivery-details.ts),
 * named here so that recovery/ depends on nothing of the checkout page that uses it.
 */
export interface ReminderContact {
  fullName: string;
  mobile: string;
  whatsappOptIn: 'yes' | 'no';
  language: 'en' | 'hi';
}

export function createCheckoutRecovery(deps: CheckoutRecoveryDeps) {
  const { db } = deps;

  /**
   * The shopper unticked the WhatsApp opt-in (on any submit of the form): the reminder waiting for
   * this cart does not go.
   */
  async function withdraw(cartId: string): Promise<void> {
    await db
      .update(checkoutReminders)
      .set({ state: 'skipped', note: 'No WhatsApp opt-in' })
      .where(and(eq(checkoutReminders.cartId, cartId), eq(checkoutReminders.state, 'scheduled')));
  }

  /**
   * Issue 39: a valid checkout form (name, mobile, address) that the order limits let through, and
   * nothing sooner: who may be reminded, and when. Only an Indian mobile (the checkout ships within
   * India only), greeted by a first name that passes the name rules, or by none.
   */
  async function noteCheckoutContact(cartId: string, details: ReminderContact): Promise<void> {
    const mobile = indianWhatsappNumber(details.mobile);
    if (!mobile || details.whatsappOptIn !== 'yes') return withdraw(cartId);
    const settings = await getRecoverySettings(db);
    if (!settings.enabled) return;
    const dueAt = new Date(Date.now() + settings.delayMinutes * 60_000);
    const contact = {
      mobile,
      language: details.language === 'hi' ? ('hi' as const) : ('en' as const),
      firstName: plainFirstName(details.fullName),
    };
    // A second submit moves the wait on; a reminder already sent (or skipped) stays the only one.
    await db
      .insert(checkoutReminders)
      .values({ cartId, dueAt, ...contact })
      .onConflictDoUpdate({
        target: checkoutReminders.cartId,
        set: { dueAt, ...contact },
        setWhere: eq(checkoutReminders.state, 'scheduled'),
      });
    await deps.jobs?.schedule(jobId(cartId), { cartId }, settings.delayMinutes * 60_000);
  }

  async function skip(cartId: string, note: string) {
    await db.update(checkoutReminders).set({ state: 'skipped', note }).where(eq(checkoutReminders.cartId, cartId));
  }

  /** The job: sends the one reminder if it is still due and the checkout still unfinished. */
  async function sendReminder({ cartId }: ReminderJob): Promise<'sent' | 'skipped' | 'later' | 'failed' | 'none'> {
    const [row] = await db.select().from(checkoutReminders).where(eq(checkoutReminders.cartId, cartId));
    if (row?.state !== 'scheduled') return 'none';
    const waitMs = row.dueAt.getTime() - Date.now();
    if (waitMs > 0) {
      // The shopper came back and submitted again, moving the time on.
      await deps.jobs?.schedule(`${jobId(cartId)}-${row.dueAt.getTime()}`, { cartId }, waitMs);
      return 'later';
    }
    // Claimed once: another server's job for the same cart finds it taken. Issue 39: one reminder
    // per number in REMINDER_GAP_DAYS whatever the carts; the number's advisory lock makes the
    // check and the claim one step, so carts for one number due at once send one reminder.
    const claim = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-reminder:${row.mobile}`}, 0))`);
      const since = new Date(Date.now() - REMINDER_GAP_DAYS * 86_400_000);
      const [recent] = await tx
        .select({ cartId: checkoutReminders.cartId })
        .from(checkoutReminders)
        .where(
          and(
            eq(checkoutReminders.mobile, row.mobile),
            ne(checkoutReminders.cartId, cartId),
            inArray(checkoutReminders.state, ['sending', 'sent']),
            gt(sql`coalesce(${checkoutReminders.sentAt}, ${checkoutReminders.dueAt})`, since),
          ),
        )
        .limit(1);
      const [taken] = await tx
        .update(checkoutReminders)
        .set(recent ? { state: 'skipped', note: 'This number had a reminder lately' } : { state: 'sending' })
        .where(and(eq(checkoutReminders.cartId, cartId), eq(checkoutReminders.state, 'scheduled')))
        .returning();
      return taken ? { row: taken, recent: Boolean(recent) } : null;
    });
    if (!claim) return 'none';
    if (claim.recent) return 'skipped';
    const claimed = claim.row;
    const [order] = await db
      .select({ paymentStatus: orders.paymentStatus, amountDueNow: orders.amountDueNow, status: orders.status })
      .from(orders)
      .where(eq(orders.cartId, cartId))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    // Placed (paid, or pay on delivery): nothing to come back to. An order still waiting for its
    // online payment is not finished: the link opens its confirmation, with the Pay button.
    if (order && order.status !== 'cancelled' && isRealOrder(order)) {
      await skip(cartId, 'Order placed');
      return 'skipped';
    }
    if (!order && !(await deps.cartHasLines(cartId))) {
      await skip(cartId, 'Cart emptied');
      return 'skipped';
    }
    if (!deps.whatsappConfigured) {
      await skip(cartId, 'WhatsApp is not set up');
      return 'skipped';
    }
    const token = newLinkToken();
    const settings = await getRecoverySettings(db);
    const code = settings.offerCode && deps.remindersOffer ? await deps.remindersOffer(settings) : null;
    try {
      // The outbox row and the reminder's 'sent' are one write: a crash leaves neither or both.
      const row = await db.transaction(async (tx) => {
        const written = await deps.outbox.recordCheckoutReminder(tx, {
          cartId,
          to: claimed.mobile,
          language: claimed.language,
          text: reminderText(claimed.language, claimed.firstName, code),
          template: reminderTemplate(deps.templatePrefix, claimed.language, claimed.firstName, token, code),
        });
        await tx
          .update(checkoutReminders)
          .set({ state: 'sent', tokenHash: hashLinkToken(token), sentAt: new Date(), note: code })
          .where(eq(checkoutReminders.cartId, cartId));
        return written;
      });
      if (row) deps.outbox.send(row);
      return 'sent';
    } catch (err) {
      // One reminder at most: a reminder that could not be queued is recorded, never tried into a second.
      await db
        .update(checkoutReminders)
        .set({ state: 'failed', note: (err instanceof Error ? err.message : String(err)).slice(0, 500) })
        .where(eq(checkoutReminders.cartId, cartId));
      return 'failed';
    }
  }

  /**
   * The reminder's link: the cart it belongs to (noting the click) and the reminder's language, or
   * null for an unknown token. Issue 39: the link lives as long as its cart, no longer.
   */
  async function cartOfLink(token: string): Promise<{ cartId: string; language: Language; expired: boolean } | null> {
    const [row] = await db
      .select({
        cartId: checkoutReminders.cartId,
        language: checkoutReminders.language,
        clickedAt: checkoutReminders.clickedAt,
        cartExpiresAt: carts.expiresAt,
      })
      .from(checkoutReminders)
      .leftJoin(carts, eq(carts.id, checkoutReminders.cartId))
      .where(eq(checkoutReminders.tokenHash, hashLinkToken(token)));
    if (!row) return null;
    const expired = !row.cartExpiresAt || row.cartExpiresAt.getTime() <= Date.now();
    if (!row.clickedAt && !expired)
      await db.update(checkoutReminders).set({ clickedAt: new Date() }).where(eq(checkoutReminders.cartId, row.cartId));
    return { cartId: row.cartId, language: row.language, expired };
  }

  /** An order placed or paid: if its cart was reminded, the order is a recovered one. */
  async function noteOrder(orderId: string): Promise<void> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order?.cartId || !isRealOrder(order)) return;
    await db
      .update(checkoutReminders)
      .set({ recoveredOrderId: order.id })
      .where(
        and(
          eq(checkoutReminders.cartId, order.cartId),
          eq(checkoutReminders.state, 'sent'),
          isNull(checkoutReminders.recoveredOrderId),
          lte(checkoutReminders.sentAt, order.createdAt),
        ),
      );
  }

  /** Reminders whose time came while no server held their job (an in-process queue forgets on restart). */
  async function scheduleDue(): Promise<number> {
    const rows = await db
      .select({ cartId: checkoutReminders.cartId, dueAt: checkoutReminders.dueAt })
      .from(checkoutReminders)
      .where(eq(checkoutReminders.state, 'scheduled'));
    for (const row of rows)
      await deps.jobs?.schedule(jobId(row.cartId), { cartId: row.cartId }, row.dueAt.getTime() - Date.now());
    return rows.length;
  }

  return {
    noteCheckoutContact,
    withdraw,
    sendReminder,
    cartOfLink,
    noteOrder,
    scheduleDue,
    attachJobs(jobs: Jobs<ReminderJob>) {
      deps.jobs = jobs;
    },
  };
}

export type CheckoutRecovery = ReturnType<typeof createCheckoutRecovery>;

/**
 * The reminder's words as the workspace's outbox shows them (the template's own text is the one
 * approved in WhatsApp Manager; this says the same).
 */
function reminderText(language: Language, firstName: string, offerCode: string | null): string {
  if (language === 'hi') {
    const offer = offerCode ? ` कोड ${offerCode} से आपको छूट भी मिलेगी।` : '';
    return `नमस्ते ${firstName || 'जी'}, आपका Kaarigar चेकआउट आपका इंतज़ार कर रहा है।${offer}`;
  }
  const offer = offerCode ? ` Use the code ${offerCode} for an offer.` : '';
  return `Hi ${firstName || 'there'}, your Kaarigar checkout is waiting for you.${offer}`;
}

/**
 * The reminder as a Cloud API template message: the body greets the shopper ({{1}}) and, in the
 * `_offer` twin, names the code ({{2}}); the template's URL button is `<PUBLIC_URL>/checkout/back/{{1}}`,
 * its dynamic suffix the link's token. A template's text is fixed when approved, so each case is its own template.
 */
export function reminderTemplate(
  prefix: string,
  language: 'en' | 'hi',
  firstName: string,
  token: string,
  offerCode: string | null,
): TemplateCall {
  const greeting = templateText(firstName || (language === 'hi' ? 'जी' : 'there'));
  const body = [greeting, ...(offerCode ? [templateText(offerCode)] : [])].map((text) => ({
    type: 'text' as const,
    text,
  }));
  return {
    name: `${prefix}checkout_reminder${offerCode ? '_offer' : ''}`,
    language: { code: language },
    components: [
      { type: 'body', parameters: body },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: token }] },
    ],
  };
}
