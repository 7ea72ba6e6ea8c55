import { eq } from 'drizzle-orm';
import { formatRupees, fromPaise } from '../../contracts/money';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { codConfirmations, orders } from '../platform/db/schema';
import type { Jobs } from '../platform/jobs/types';
import type { BackgroundWork } from '../orders/background-work';
import type { OrderEventMessage } from '../orders/order-events';
import { whatsappNumber } from './whatsapp/wa-me';
import { messageContent, plainFirstName, templateCall, type MessageFacts } from './message-content';
import {
  claimMessage,
  markAttemptFailed,
  markSent,
  queuedMessages,
  recordConfirmRequest,
  recordMessages,
  requeueInterrupted,
  type MessageRow,
  type NewMessage,
} from './outbox-store';
import { amountReceived } from './amount-received';
import { courierMessageEvents, isCourierMessageEvent } from './courier-message-switches';
import { pageLinkInLanguage } from './page-link-language';
import { isRealOrder } from './real-order';
import {
  isMessageEvent,
  type Channel,
  type ClaimMessageEvent,
  type Language,
  type MessageChannel,
  type MessageEvent,
} from './types';
import { interactiveFromTemplate } from './whatsapp/interactive';
import { serviceWindowOpen } from './whatsapp-window';

/** Links other parts of the store own; each may answer null (then the message goes without it). */
export interface MessageLinks {
  /** The shopper's order page (issue 20). */
  orderPage(orderId: string): Promise<string | null>;
  /** The courier's tracking page for a dispatched order (issue 20). */
  tracking(orderId: string): Promise<string | null>;
  /** The page answering a pay-on-delivery order's request to confirm with its token (issue 28). */
  codConfirm(orderId: string, token: string): Promise<string>;
}

export interface MessageServiceDeps {
  db: Database;
  channels: Record<Channel, MessageChannel>;
  links: MessageLinks;
  work: BackgroundWork;
  /** Set once the jobs are created (they call back into this service). */
  jobs?: Jobs<{ id: string }>;
  templatePrefix: string;
  /** Waits between attempts; a message is tried once more than there are delays, then failed. */
  retryDelaysMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shopper messages (Medusa's notification module): for an order event, one outbox row per channel
 * the shopper can be reached on is written first (unique per order, event and channel), then each
 * row is sent as a job, retried with waits, and finally marked failed with why.
 */
export function createMessageService(deps: MessageServiceDeps) {
  const { db } = deps;
  const maxAttempts = deps.retryDelaysMs.length + 1;

  /** Paid states what the ledger received, not the order's total (an advance is a share of it). */
  async function receivedFacts(
    order: typeof orders.$inferSelect,
  ): Promise<Pick<MessageFacts, 'received' | 'balanceDue'> | null> {
    const { receivedPaise, balancePaise } = await amountReceived(db, order);
    // Nothing received (pay on delivery): there is no payment to thank them for.
    if (receivedPaise <= 0) return null;
    return {
      received: formatRupees(fromPaise(receivedPaise)),
      balanceDue: balancePaise > 0 ? formatRupees(fromPaise(balancePaise)) : null,
    };
  }

  /**
   * Whether the order's email address has been borne out (issue 39): a payment recorded for it, a
   * pay-on-delivery order confirmed (by the shopper's answer, or by the owner after a call), or an
   * order from Shopify's own checkout (Shopify writes to its shoppers itself).
   */
  async function emailBelieved(order: typeof orders.$inferSelect): Promise<boolean> {
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return true;
    if (order.paymentProvider === 'shopify') return true;
    const [confirmation] = await db
      .select({ answer: codConfirmations.answer })
      .from(codConfirmations)
      .where(eq(codConfirmations.orderId, order.id));
    return confirmation?.answer === 'confirmed';
  }

  async function prepare(
    orderId: string,
    event: MessageEvent,
    extra: Pick<
      MessageFacts,
      'proofUrl' | 'previewImageUrl' | 'reviewUrl' | 'confirmUrl' | 'confirmHours' | 'prepaidOffer' | 'claimDetail'
    > & {
      occurrence?: string;
      confirmToken?: string;
    } = {},
  ): Promise<MessageRow[]> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !isRealOrder(order)) return [];
    // An order to confirm hears "we have your order" once it is confirmed (placed again then):
    // until then its one message is the request to confirm.
    if (event === 'placed' && order.status === 'to_confirm') return [];
    const received = event === 'paid' ? await receivedFacts(order) : {};
    if (!received) return [];
    const c = order.contact;
    const language: Language = c.language === 'hi' ? 'hi' : 'en';
    const facts: MessageFacts = {
      firstName: plainFirstName(c.fullName ?? ''),
      reference: orderReference(order.number),
      total: formatRupees(order.totalAmount),
      orderPageUrl: await deps.links.orderPage(orderId),
      trackingUrl: event === 'dispatched' || event === 'out_for_delivery' ? await deps.links.tracking(orderId) : null,
      ...received,
      ...extra,
      ...(extra.proofUrl ? { proofUrl: pageLinkInLanguage(extra.proofUrl, language) } : {}),
      ...(extra.reviewUrl ? { reviewUrl: pageLinkInLanguage(extra.reviewUrl, language) } : {}),
    };
    const content = messageContent(event, language, facts);
    const key = (channel: Channel) => [orderId, event, extra.occurrence, channel].filter(Boolean).join(':');
    const rows: NewMessage[] = [];
    const base = { orderId, event, language, subject: content.subject, text: content.text };
    // Issue 39: anyone can type a stranger's address at checkout, and "we have your order" goes
    // the moment it is placed: it is emailed only once the shop has a reason to believe the address
    // (paid, or pay on delivery confirmed). Later mail follows the owner's own work on the order (a
    // proof, a dispatch), which no stranger sets off; the request to confirm is bounded per address
    // by the checkout's order limits and to UNCONFIRMED_EMAILS_PER_DAY (recordConfirmRequest).
    const typed = c.email?.trim() ?? '';
    const email = typed && (event !== 'placed' || (await emailBelieved(order))) ? typed : '';
    // Sent or kept in the outbox, a row on the same conditions as channelsThatReach below.
    if (email)
      rows.push({
        ...base,
        channel: 'email',
        idempotencyKey: key('email'),
        to: email,
        template: null,
        state: deps.channels.email.configured ? 'queued' : 'outbox',
      });
    // Business-initiated WhatsApp needs the shopper's opt-in, asked at checkout and unticked by default.
    const number = c.whatsappOptIn === 'yes' ? whatsappNumber(c.mobile ?? '') : null;
    if (number)
      rows.push({
        ...base,
        channel: 'whatsapp',
        idempotencyKey: key('whatsapp'),
        to: number,
        template: templateCall(
          deps.templatePrefix,
          event,
          language,
          content,
          extra.previewImageUrl,
          extra.confirmToken,
        ),
        state: deps.channels.whatsapp.configured ? 'queued' : 'outbox',
      });
    // The request to confirm goes to an address nothing bears out yet: a few a day per address.
    return event === 'cod_confirm' ? recordConfirmRequest(db, orderId, rows) : recordMessages(db, rows);
  }

  /** One try at a queued row: sent, to be retried, failed for good, or not ours to send. */
  async function attempt(id: string): Promise<{ outcome: 'sent' | 'retry' | 'failed' | 'skipped'; attempts: number }> {
    const claimed = await claimMessage(db, id);
    if (!claimed) return { outcome: 'skipped', attempts: 0 };
    const { channel, attempts } = claimed;
    let { message } = claimed;
    try {
      // A request with reply buttons to a shopper who wrote in the last 24 hours goes free-form,
      // as an interactive message (issue 28); decided now, as it is sent, since the window moves.
      if (channel === 'whatsapp' && message.template && (await serviceWindowOpen(db, message.to))) {
        const interactive = interactiveFromTemplate(message.template, message.text);
        if (interactive) message = { ...message, interactive };
      }
      const { providerMessageId } = await deps.channels[channel].send(message);
      await markSent(db, id, providerMessageId);
      return { outcome: 'sent', attempts };
    } catch (err) {
      const final = attempts >= maxAttempts;
      await markAttemptFailed(db, id, err instanceof Error ? err.message : String(err), final);
      return { outcome: final ? 'failed' : 'retry', attempts };
    }
  }

  /** The job: tries a row until it is sent or its attempts are spent, waiting longer each time. */
  async function deliver({ id }: { id: string }): Promise<void> {
    for (;;) {
      const { outcome, attempts } = await attempt(id);
      if (outcome !== 'retry') return;
      await sleep(deps.retryDelaysMs[attempts - 1] ?? 0);
    }
  }

  /** Rows this process is sending or waiting to retry: resume() leaves them to their job. */
  const inFlight = new Set<string>();

  /** Runs the row's job in the background; `tried` attempts already made wait their turn first. */
  function dispatch(row: Pick<MessageRow, 'id'>, tried = 0) {
    if (inFlight.has(row.id)) return;
    inFlight.add(row.id);
    const timeout = deps.retryDelaysMs.reduce((a, b) => a + b, 0) + maxAttempts * 20_000;
    deps.work.start(`message ${row.id}`, async () => {
      try {
        if (tried > 0) await sleep(deps.retryDelaysMs[tried - 1] ?? 0);
        if (deps.jobs) await deps.jobs.run(`message-${row.id}`, { id: row.id }, timeout);
      } finally {
        inFlight.delete(row.id);
      }
    });
  }

  /**
   * Picks up what a stopped server left: rows cut off mid-send (claimed before `interruptedBefore`)
   * are queued again, and every queued row this process is not already sending gets its job.
   * Another server may do the same at once: claiming a row is atomic, so each attempt runs once.
   */
  async function resume(interruptedBefore: Date): Promise<{ requeued: number; dispatched: number }> {
    const requeued = await requeueInterrupted(db, interruptedBefore);
    let dispatched = 0;
    for (const row of await queuedMessages(db)) {
      if (inFlight.has(row.id)) continue;
      dispatch(row, row.attempts);
      dispatched++;
    }
    return { requeued, dispatched };
  }

  /**
   * A checkout reminder (issue 29 item 4) as an outbox row. There is no order yet, so the cart names
   * it, once (its key). Written with `writer`, which may be the caller's transaction, so the row and the
   * reminder's own state stand or fall together; `send` runs it after that commits. Null when this
   * cart's row was written already.
   */
  async function recordCheckoutReminder(
    writer: Database,
    reminder: Pick<NewMessage, 'to' | 'language' | 'text' | 'template'> & { cartId: string },
  ): Promise<MessageRow | null> {
    const { cartId, ...message } = reminder;
    const [row] = await recordMessages(writer, [
      {
        ...message,
        orderId: null,
        event: 'checkout_reminder',
        channel: 'whatsapp',
        idempotencyKey: `cart:${cartId}:checkout_reminder:whatsapp`,
        subject: '',
        state: deps.channels.whatsapp.configured ? 'queued' : 'outbox',
      },
    ]);
    return row ?? null;
  }

  /**
   * The channels a message to this shopper actually goes by now: an email address given and SMTP
   * set up; WhatsApp ticked, a number it can reach and the Cloud API set up. Empty: whatever is
   * written waits in the outbox, and only a call from the shop reaches them (issue 45 item 2).
   */
  function channelsThatReach(contact: Record<string, string | undefined>): Channel[] {
    const reach: Channel[] = [];
    if (contact.whatsappOptIn === 'yes' && whatsappNumber(contact.mobile ?? '') && deps.channels.whatsapp.configured)
      reach.push('whatsapp');
    if (contact.email?.trim() && deps.channels.email.configured) reach.push('email');
    return reach;
  }

  /**
   * The request to confirm a pay-on-delivery order (issue 28), on its 'to_confirm' event: WhatsApp
   * with Confirm and Cancel buttons and an email with the link to the confirmation page, as jobs.
   */
  async function codConfirmRequest(
    orderId: string,
    request: { token: string; confirmHours: number; prepaidOffer: string | null },
  ) {
    const { token, ...facts } = request;
    const confirmUrl = await deps.links.codConfirm(orderId, token);
    for (const row of await prepare(orderId, 'cod_confirm', { ...facts, confirmUrl, confirmToken: token }))
      if (row.state === 'queued') dispatch(row);
  }

  return {
    prepare,
    deliver,
    channelsThatReach,
    /** Which channels are set up at all, for the owner deciding whether a message can ask for anything. */
    configuredChannels: { email: deps.channels.email.configured, whatsapp: deps.channels.whatsapp.configured },
    recordCheckoutReminder,
    whatsappConfigured: deps.channels.whatsapp.configured,
    /** Sends a row written by recordCheckoutReminder, as a job, retried like every message. */
    send(row: Pick<MessageRow, 'id' | 'state'>) {
      if (row.state === 'queued') dispatch(row);
    },
    resume,
    attachJobs(jobs: Jobs<{ id: string }>) {
      deps.jobs = jobs;
    },
    /** The order-event listener: never awaited by the request that emitted. */
    onOrderEvent(message: OrderEventMessage) {
      const { event, orderId } = message;
      if (message.event === 'to_confirm') {
        const { token, hours, prepaidPercent } = message.confirm;
        deps.work.start(`request to confirm ${orderId}`, () =>
          codConfirmRequest(orderId, {
            token,
            confirmHours: hours,
            prepaidOffer: prepaidPercent ? `${prepaidPercent}%` : null,
          }),
        );
        return;
      }
      // The proof's message carries its link, which only Send proof knows: it calls proofReady.
      if (!isMessageEvent(event) || event === 'proof_sent') return;
      deps.work.start(`messages for ${event} of ${orderId}`, async () => {
        // The courier's statuses message the shopper only when the owner has switched them on.
        if (isCourierMessageEvent(event) && !(await courierMessageEvents(db)).includes(event)) return;
        for (const row of await prepare(orderId, event)) if (row.state === 'queued') dispatch(row);
      });
    },
    /**
     * Issue 44: a claim's messages (received, decided, refund sent), once per claim and event (the
     * claim's id is the occurrence); `detail` says the piece or the decision in the order's language.
     */
    async claimMessage(
      orderId: string,
      event: ClaimMessageEvent,
      claimId: string,
      detail: (language: Language) => string,
    ) {
      const [order] = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.id, orderId));
      const language: Language = order?.contact.language === 'hi' ? 'hi' : 'en';
      for (const row of await prepare(orderId, event, { occurrence: claimId, claimDetail: detail(language) }))
        if (row.state === 'queued') dispatch(row);
    },
    /** The one review request after delivery (issue 29): every channel the shopper gave, as jobs. */
    async reviewRequest(orderId: string, reviewUrl: string) {
      for (const row of await prepare(orderId, 'review_request', { reviewUrl }))
        if (row.state === 'queued') dispatch(row);
    },
    /**
     * Send proof's messages: the email is tried at once so the owner hears whether it went (a
     * failure is retried as a job); WhatsApp goes as a job. `occurrence` tells a re-sent proof apart.
     */
    async proofReady(orderId: string, proofUrl: string, occurrence: string, previewImageUrl: string | null) {
      const rows = await prepare(orderId, 'proof_sent', { proofUrl, previewImageUrl, occurrence });
      let emailed = false;
      for (const row of rows.filter((r) => r.state === 'queued')) {
        if (row.channel === 'email') {
          const { outcome, attempts } = await attempt(row.id);
          emailed = outcome === 'sent';
          if (outcome === 'retry') dispatch(row, attempts);
        } else dispatch(row);
      }
      return { emailed };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
