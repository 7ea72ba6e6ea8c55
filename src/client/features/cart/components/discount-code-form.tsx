import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CartDiscounts } from '../../../../contracts/cart-discounts';
import { formatRupees } from '../../../../contracts/money';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { errorResponseOf } from '../../../lib/error-response';
import { useLanguage } from '../../../lib/i18n/language';
import { serverCartWritesSettled } from '../../../lib/cart/cart-actions';
import { updateDiscountCode } from '../api/update-discount-code';
import { discountStrings } from '../discount-strings';

/**
 * Shopify mode (issue 29 item 3): codes are Shopify's, so the code goes to the Shopify cart and its
 * checkout carries it; Shopify says whether it applies, what it takes off and the new total.
 */
export function DiscountCodeForm({
  cartId,
  lines,
  locale,
  onResult,
}: {
  cartId: string;
  /** The cart's lines and quantities as a key: when they change, Shopify works the code out again. */
  lines: string;
  locale: string;
  /** Shopify's answer, for the cart's Total to show the total after the code. */
  onResult?: (discounts: CartDiscounts) => void;
}) {
  const s = discountStrings(useLanguage());
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CartDiscounts | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  // Only the latest ask's answer is shown: quick taps on a quantity ask again before the last answer.
  const latest = useRef(0);

  const send = async (typed: string) => {
    const ask = ++latest.current;
    setBusy(true);
    try {
      const discounts = await updateDiscountCode({ cartId, code: typed });
      if (ask !== latest.current) return;
      setResult(discounts);
      onResult?.(discounts);
      const [first] = discounts.codes;
      if (!first) setMessage({ text: s.removed, ok: true });
      else if (first.applicable)
        setMessage({ text: s.applied(first.code, formatRupees(discounts.discountAmount, locale)), ok: true });
      else setMessage({ text: s.notApplicable(first.code), ok: false });
    } catch (err) {
      if (ask !== latest.current) return;
      // The server's words are English: its code says which of ours to show.
      const code = errorResponseOf(err)?.code;
      const text = code && code in s.failures ? s.failures[code as keyof typeof s.failures] : s.failed;
      setMessage({ text, ok: false });
    } finally {
      if (ask === latest.current) setBusy(false);
    }
  };

  // A code on the cart is worked out again for the new lines, so the Total and the amount off stay
  // Shopify's (a quantity can also make a code apply that did not, or stop one applying).
  const cartCode = result?.codes[0]?.code;
  const linesAsked = useRef(lines);
  useEffect(() => {
    if (lines === linesAsked.current) return;
    linesAsked.current = lines;
    if (!cartCode) return;
    // The changed quantity reaches Shopify first; asking before would work the code out on the old
    // lines. A code applied or removed meanwhile is the shopper's newer word: then nothing is asked.
    const asksSoFar = latest.current;
    void serverCartWritesSettled().then(() => (latest.current === asksSoFar ? send(cartCode) : undefined));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of lines asks again
  }, [lines]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Shopify's codes are case-insensitive and it echoes the code as sent: send what the field shows.
    if (code.trim()) void send(code.trim().toUpperCase());
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-1.5" noValidate>
      <Label htmlFor={`${id}-code`}>{s.label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={255}
          className="h-11 uppercase"
          aria-describedby={message ? `${id}-result` : undefined}
          aria-invalid={message && !message.ok ? true : undefined}
        />
        <Button type="submit" variant="outline" disabled={busy || !code.trim()}>
          {busy ? s.applying : s.apply}
        </Button>
      </div>
      <p
        id={`${id}-result`}
        role="status"
        aria-live="polite"
        data-testid="discount-result"
        className={
          message?.ok === false ? 'text-sm font-semibold text-danger-600' : 'text-sm font-semibold text-leaf-600'
        }
      >
        {message?.text ?? ''}
      </p>
      {result?.codes.length ? (
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void send('')}>
          {s.remove}
        </Button>
      ) : null}
    </form>
  );
}
