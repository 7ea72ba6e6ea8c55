/**
 * The channel order id a booking round is made under at the courier: our order reference for the
 * first booking (KG-10001), with the round after it for each booking made afresh after a cancel
 * (KG-10001-2). Shiprocket has no idempotency key, and a create that names an order id it already
 * has may be answered with that order, cancelled as it is; a new round never names the old one.
 */
export const bookingReference = (reference: string, round: number) =>
  round <= 1 ? reference : `${reference}-${round}`;
