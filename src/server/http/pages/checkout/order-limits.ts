import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface OrderLimits {
  /** Orders an hour from one IP. */
  perIp: number;
  /** Orders an hour for one mobile number, and for one email address (issue 39). */
  perPhone: number;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * Placing an order writes to the number and address on the form, so anyone could make the shop
 * message a stranger (issue 26): orders are counted per IP and per mobile number, in Redis when set
 * so every server shares the count. Only a submit that would place an order counts, so a shopper
 * correcting the form is not held back. Answers why it refused, or null.
 */
export function orderRateLimits(app: FastifyInstance, limits: OrderLimits) {
  const phones = new WeakMap<FastifyRequest, string>();
  const byIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: '1 hour',
    keyGenerator: (req) => `orders-ip:${req.ip}`,
  });
  const byPhone = app.createRateLimit({
    max: limits.perPhone,
    timeWindow: '1 hour',
    keyGenerator: (req) => `orders-phone:${phones.get(req) ?? ''}`,
  });
  // Issue 39: an email address is written to as a mobile number is, so it is counted the same way.
  const emails = new WeakMap<FastifyRequest, string>();
  const byEmail = app.createRateLimit({
    max: limits.perPhone,
    timeWindow: '1 hour',
    keyGenerator: (req) => `orders-email:${emails.get(req) ?? ''}`,
  });
  return async function refusal(
    req: FastifyRequest,
    mobile: string,
    email = '',
  ): Promise<{ message: string; retryAfterSeconds: number } | null> {
    const ip = await byIp(req);
    if (!ip.isAllowed && ip.isExceeded)
      return {
        message: `Too many orders from this network. Please try again in ${inMinutes(ip.ttlInSeconds)}.`,
        retryAfterSeconds: ip.ttlInSeconds,
      };
    phones.set(req, mobile);
    const phone = await byPhone(req);
    if (!phone.isAllowed && phone.isExceeded)
      return {
        message: `Too many orders for this mobile number. Please try again in ${inMinutes(phone.ttlInSeconds)}.`,
        retryAfterSeconds: phone.ttlInSeconds,
      };
    // One mailbox however the address is written (case); an order without one is not counted.
    const address = email.trim().toLowerCase();
    if (!address) return null;
    emails.set(req, address);
    const mail = await byEmail(req);
    if (!mail.isAllowed && mail.isExceeded)
      return {
        message: `Too many orders for this email address. Please try again in ${inMinutes(mail.ttlInSeconds)}.`,
        retryAfterSeconds: mail.ttlInSeconds,
      };
    return null;
  };
}
