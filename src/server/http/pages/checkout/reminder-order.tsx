import { renderPage } from './page';
import type { CheckoutStrings } from './strings';

/**
 * Where a checkout reminder's link lands once its cart became an order (issue 39): the order's
 * number and the way to find it, nothing personal. Name, mobile and address show only on the order
 * page, behind its own token (found with the order number and the mobile number).
 */
function ReminderOrder({ t, reference }: { t: CheckoutStrings; reference: string }) {
  return (
    <main>
      <section className="card done" aria-labelledby="reminder-title">
        <h1 id="reminder-title">{t.placedTitle}</h1>
        <p>
          {t.reference}{' '}
          <span className="ref" data-testid="order-reference">
            {reference}
          </span>
        </p>
        <p className="muted">{t.reminderOrderLine}</p>
        <a className="button" href={t.lang === 'hi' ? '/order?lang=hi' : '/order'}>
          {t.findOrder}
        </a>
      </section>
    </main>
  );
}

export function reminderOrderPage(t: CheckoutStrings, reference: string): string {
  return renderPage(t.placedTitle, <ReminderOrder t={t} reference={reference} />, {
    lang: t.lang,
    secureLabel: t.secure,
  });
}
