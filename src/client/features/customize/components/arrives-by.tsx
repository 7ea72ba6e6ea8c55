import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  PINCODE_COOKIE,
  PINCODE_COOKIE_MAX_AGE_S,
  formatDeliveryDate,
  type DeliveryEstimate,
} from '../../../../contracts/delivery';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLanguage } from '../../../lib/i18n/language';
import { getDeliveryEstimate } from '../api/get-delivery-estimate';
import { arrivesStrings } from '../arrives-strings';

const STORAGE_KEY = 'kaarigar:pincode';
const PINCODE = /^[1-9]\d{5}$/;

/** The pincode typed once: kept in local storage, and in a cookie the hosted checkout reads. */
function remembered(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
function remember(pincode: string) {
  try {
    localStorage.setItem(STORAGE_KEY, pincode);
  } catch {
    // private mode: the cookie still carries it to the checkout
  }
  document.cookie = `${PINCODE_COOKIE}=${pincode}; path=/; max-age=${PINCODE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * "Made in N days, arrives by <date>" in the sheet (issue 28), loaded on its own chunk. The
 * answer is announced politely (aria-live, not a second role=status); a bad pincode is said at the
 * field. A pincode checked before is checked again when the sheet opens or the variant changes
 * (its parcel may be heavier), so a returning shopper sees their date without a tap.
 */
export default function ArrivesBy({ productId, variantId }: { productId: string; variantId: string | null }) {
  const language = useLanguage();
  const s = arrivesStrings(language);
  const id = useId();
  const [pincode, setPincode] = useState(remembered);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);
  // Only the latest question's answer is shown: a tap on Check outruns the check on opening.
  const asked = useRef(0);

  useEffect(() => {
    const pin = remembered();
    if (!PINCODE.test(pin)) return;
    const controller = new AbortController();
    const question = ++asked.current;
    getDeliveryEstimate(productId, variantId, pin, controller.signal)
      .then((answer) => {
        if (question !== asked.current) return;
        setEstimate(answer);
        setError(null);
      })
      // Not asked for by a tap: a failure stays quiet, and Check asks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, variantId]);

  async function check(e: FormEvent) {
    e.preventDefault();
    const pin = pincode.trim();
    if (!PINCODE.test(pin)) return setError(s.invalid);
    setError(null);
    setBusy(true);
    const question = ++asked.current;
    try {
      const answer = await getDeliveryEstimate(productId, variantId, pin);
      if (question !== asked.current) return;
      setEstimate(answer);
      remember(pin);
    } catch {
      if (question === asked.current) setError(s.failed);
    } finally {
      setBusy(false);
    }
  }

  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const sentence = !estimate
    ? null
    : estimate.status === 'not_serviceable'
      ? s.notServiceable(estimate.pincode)
      : estimate.confirmed === false
        ? // The courier is not answering (issue 39): the usual date, and the shop will confirm.
          estimate.arrivesBy
          ? s.usuallyArrives(estimate.makingDays, formatDeliveryDate(estimate.arrivesBy, locale))
          : s.willConfirm
        : estimate.arrivesBy
          ? s.arrives(estimate.makingDays, formatDeliveryDate(estimate.arrivesBy, locale))
          : s.unknown;
  return (
    <form className="space-y-1.5 rounded-2xl border border-cream-300 p-3" onSubmit={(e) => void check(e)} noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {s.label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={pincode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          onChange={(e) => setPincode(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? s.checking : s.check}
        </Button>
      </div>
      {/* Announced politely, but not a role=status: the sheet's one status is its preview's. */}
      <p id={`${id}-answer`} aria-live="polite" className="text-sm">
        {error ? <span className="font-semibold text-danger-600">{error}</span> : null}
        {!error && sentence ? (
          <span
            className={
              estimate?.status === 'not_serviceable' ? 'font-semibold text-danger-600' : 'font-semibold text-leaf-600'
            }
          >
            {sentence}
          </span>
        ) : null}
        {!error && estimate && estimate.status !== 'not_serviceable' && !estimate.codAvailable ? (
          <span className="block text-ink-700">{s.noCod(estimate.pincode)}</span>
        ) : null}
      </p>
    </form>
  );
}
