import { formatRupees } from '../../../../contracts/money';
import type { ShopperOrder } from '../../../../contracts/order-page';
import { renderPage } from '../checkout/page';
import { ORDER_STYLESHEET } from './order-page-view';
import type { OrderPageStrings } from './strings';

export interface CodConfirmView {
  order: ShopperOrder;
  /** The page's own path (/order/<page token>/confirm/<confirm token>): its forms post back to it. */
  path: string;
  orderPath: string;
  expiresAt: Date | null;
  /** Paying online now instead: what it would cost and the discount, when the shop offers it. */
  payOnline: { amount: string; percent: string } | null;
  /** Why an answer was refused just now. */
  error?: string;
}

/**
 * The email link's page (issue 28): Confirm, Cancel, or pay online now, each a POST back to this
 * page (a link only shows; a mail scanner opening it answers nothing). No script.
 */
function CodConfirm({ view, t }: { view: CodConfirmView; t: OrderPageStrings }) {
  const { order } = view;
  const open = order.status === 'to_confirm';
  const when = view.expiresAt?.toLocaleString(t.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <main>
      <section className="card" aria-labelledby="confirm-title">
        <h1 id="confirm-title">{t.confirmTitle}</h1>
        <p>
          {`${t.reference} `}
          <span className="ref" data-testid="order-reference">
            {order.reference}
          </span>
        </p>
        {view.error ? (
          <p className="alert" role="alert">
            {view.error}
          </p>
        ) : null}
        {open ? (
          <>
            <p>{t.confirmIntro(formatRupees(order.totalAmount))}</p>
            {when ? <p className="muted">{t.confirmDeadline(when)}</p> : null}
            <form method="post" action={view.path} className="stack">
              <button className="button" type="submit" name="answer" value="confirm">
                {t.confirmButton}
              </button>
              {view.payOnline ? (
                <button className="button secondary" type="submit" name="answer" value="pay">
                  {t.payOnlineButton(view.payOnline.amount, view.payOnline.percent)}
                </button>
              ) : null}
              <button className="link-button" type="submit" name="answer" value="cancel">
                {t.cancelButton}
              </button>
            </form>
          </>
        ) : (
          <p className="notice" role="status" data-testid="confirm-outcome">
            {order.status === 'cancelled'
              ? t.declinedNote
              : order.status === 'placed' || order.status === 'awaiting_payment'
                ? t.confirmedNote
                : t.noLongerNote}
          </p>
        )}
        <p>
          <a href={view.orderPath}>{t.viewOrder}</a>
        </p>
      </section>
    </main>
  );
}

export function codConfirmPage(view: CodConfirmView, t: OrderPageStrings): string {
  return renderPage(t.confirmTitle, <CodConfirm view={view} t={t} />, {
    stylesheet: ORDER_STYLESHEET,
    secure: false,
    lang: t.lang,
  });
}
