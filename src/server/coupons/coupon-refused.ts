import type { CouponRefusal } from '../../contracts/coupons';
import { DomainError } from '../platform/errors';
import { refusalText } from './refusal-text';

/** A code that does not apply, found when the order is placed; the page says why beside the code. */
export class CouponRefusedError extends DomainError<'conflict'> {
  override name = 'CouponRefusedError';
  constructor(
    readonly reason: CouponRefusal,
    readonly couponCode: string,
    readonly minOrderPaise?: number,
  ) {
    super('conflict', refusalText('en', reason, couponCode, minOrderPaise), { field: 'couponCode' });
  }
}
