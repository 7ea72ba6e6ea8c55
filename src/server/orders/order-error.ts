export type OrderErrorCode = 'order_not_found' | 'line_not_found' | 'bad_transition' | 'proof_not_found';

const STATUS: Record<OrderErrorCode, number> = {
  order_not_found: 404,
  line_not_found: 404,
  proof_not_found: 404,
  bad_transition: 409,
};

/** A failure of the order services, with a message staff or shopper may read. */
export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OrderError';
  }

  get statusCode(): number {
    return STATUS[this.code];
  }
}
