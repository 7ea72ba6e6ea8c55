import { Minus, Plus, Trash2 } from 'lucide-react';
import { changeQuantity, removeItem } from '../../../lib/cart/cart-actions';
import { formatRupees } from '../../../../contracts/money';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import { useDictionary } from '../../../lib/i18n/language';
import type { StoredCartLine } from '../../../lib/stored-cart';
import { customizationSummary } from '../cart-summary';

export function CartLine({ item, onReopen }: { item: StoredCartLine; onReopen?: () => void }) {
  const t = useDictionary();
  const say = useCatalogueText();
  const image = item.customization.previewImage || item.selectedVariant.image?.url || item.product.images[0]?.url;
  const summary = customizationSummary(item.customization, t.cart.summary);
  const stepper = 'grid size-9 place-items-center rounded-full text-ink-900 hover:bg-cream-200 disabled:opacity-40';
  return (
    <li data-testid="cart-line" className="flex gap-3 py-4">
      {image ? (
        <button
          type="button"
          onClick={onReopen}
          disabled={!onReopen}
          data-testid="cart-line-reopen"
          className="shrink-0 rounded-2xl focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none"
        >
          <img
            src={image}
            alt={t.cart.previewAlt(item.product.title)}
            width={80}
            height={80}
            className="size-20 rounded-2xl bg-cream-200 object-cover"
          />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-display leading-snug font-semibold text-ink-900">
            {onReopen ? (
              <button
                type="button"
                onClick={onReopen}
                className="text-left underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {item.product.title}
              </button>
            ) : (
              item.product.title
            )}
          </h3>
          <button
            type="button"
            aria-label={t.cart.remove(item.product.title)}
            onClick={() => removeItem(item.id)}
            className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-cream-200 hover:text-danger-600"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
        {item.selectedVariant.title && item.selectedVariant.title !== 'Default Title' ? (
          <p className="text-xs text-ink-500">{say(item.selectedVariant.title)}</p>
        ) : null}
        {summary.length > 0 ? (
          <ul className="mt-1 space-y-0.5 text-xs text-ink-700">
            {summary.map((s) => (
              <li key={s} className="truncate">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex items-center justify-between">
          <div
            className="flex items-center rounded-full border border-cream-300 bg-cream-50"
            role="group"
            aria-label={t.cart.quantityOf(item.product.title)}
          >
            <button
              type="button"
              aria-label={t.cart.decrease}
              disabled={item.quantity <= 1}
              onClick={() => changeQuantity(item.id, item.quantity - 1)}
              className={stepper}
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <span aria-live="polite" className="w-8 text-center text-sm font-bold" data-testid="cart-line-quantity">
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label={t.cart.increase}
              disabled={item.quantity >= 99}
              onClick={() => changeQuantity(item.id, item.quantity + 1)}
              className={stepper}
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
          <p className="font-bold text-ink-900">
            {formatRupees(Number(item.selectedVariant.price) * item.quantity, t.locale)}
          </p>
        </div>
      </div>
    </li>
  );
}
