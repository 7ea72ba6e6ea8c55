import { useId, useState, type FormEvent } from 'react';
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
 * answer is announced (role=status); a bad pincode is said at the field.
 */
export default function ArrivesBy({ productId, variantId }: { productId: string; variantId: string | null }) {
  const language = useLanguage();
  const s = arrivesStrings(language);
  const id = useId();
  const [pincode, setPincode] = useState(remembered);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);

  async function check(e: FormEvent) {
    e.preventDefault();
    const pin = pincode.trim();
    if (!/^[1-9]\d{5}$/.test(pin)) return setError(s.invalid);
    setError(null);
    setBusy(true);
    try {
      setEstimate(await getDeliveryEstimate(productId, variantId, pin));
      remember(pin);
    } catch {
      setError(s.failed);
    } finally {
      setBusy(false);
    }
  }

  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const sentence = !estimate
    ? null
    : estimate.status === 'not_serviceable'
      ? s.notServiceable(estimate.pincode)
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
