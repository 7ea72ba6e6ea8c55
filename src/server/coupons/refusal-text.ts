import type { CouponRefusal } from '../../contracts/coupons';
import type { Language } from '../../contracts/language';
import { formatRupees, fromPaise } from '../../contracts/money';

/** Why a code was refused, in the words the checkout page shows beside the code field. */
export function refusalText(lang: Language, reason: CouponRefusal, code: string, minOrderPaise = 0): string {
  const minimum = formatRupees(fromPaise(minOrderPaise), lang === 'hi' ? 'hi-IN' : 'en-IN');
  if (lang === 'hi') {
    const hi: Record<CouponRefusal, string> = {
      unknown: `${code} कोई मान्य कूपन कोड नहीं है। कोड जाँचकर फिर लिखें।`,
      paused: `${code} अभी उपलब्ध नहीं है।`,
      not_started: `${code} अभी शुरू नहीं हुआ है।`,
      expired: `${code} की अवधि समाप्त हो गई है।`,
      minimum_not_met: `${code} ${minimum} या उससे अधिक के ऑर्डर पर लागू होता है।`,
      not_for_these_products: `${code} आपके कार्ट के सामान पर लागू नहीं होता।`,
      used_up: `${code} पूरी तरह उपयोग हो चुका है।`,
      already_used: `इस मोबाइल नंबर से ${code} पहले ही उपयोग हो चुका है।`,
    };
    return hi[reason];
  }
  const en: Record<CouponRefusal, string> = {
    unknown: `${code} is not a code we know. Please check it and try again.`,
    paused: `${code} is not available right now.`,
    not_started: `${code} has not started yet.`,
    expired: `${code} has expired.`,
    minimum_not_met: `${code} needs an order of ${minimum} or more.`,
    not_for_these_products: `${code} is not for the items in your cart.`,
    used_up: `${code} has been used up.`,
    already_used: `${code} has already been used with this mobile number.`,
  };
  return en[reason];
}
