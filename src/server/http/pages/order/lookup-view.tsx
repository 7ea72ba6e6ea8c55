import { renderPage } from '../checkout/page';
import { LanguageSwitch, ORDER_STYLESHEET } from './order-page-view';
import type { OrderPageStrings } from './strings';

/** /order: find an order by its number and the mobile number it was placed with. */
export function lookupPage(
  t: OrderPageStrings,
  values: { reference?: string; mobile?: string },
  message?: string,
): string {
  return renderPage(
    t.findTitle,
    <main>
      <LanguageSwitch t={t} path="/order" />
      <section className="card" aria-labelledby="find-title">
        <h1 id="find-title">{t.findTitle}</h1>
        <p className="muted">{t.findIntro}</p>
        {message ? (
          <p className="alert" role="alert">
            {message}
          </p>
        ) : null}
        <form method="post" action="/order">
          {/* A look-up asked in Hindi answers, and opens the order, in Hindi. */}
          {t.lang === 'hi' ? <input type="hidden" name="lang" value="hi" /> : null}
          <label htmlFor="reference">
            {t.orderNumber} <span className="hint">{t.orderNumberHint}</span>
            <input
              id="reference"
              name="reference"
              required
              maxLength={20}
              defaultValue={values.reference ?? ''}
              autoComplete="off"
            />
          </label>
          <label htmlFor="mobile">
            {t.mobile}
            <span className="prefix">
              <span aria-hidden>+91</span>
              <input
                id="mobile"
                name="mobile"
                required
                maxLength={16}
                inputMode="tel"
                autoComplete="tel-national"
                defaultValue={values.mobile ?? ''}
              />
            </span>
          </label>
          <button className="button" type="submit">
            {t.find}
          </button>
        </form>
      </section>
    </main>,
    { stylesheet: ORDER_STYLESHEET, secure: false, lang: t.lang },
  );
}

export function notFoundPage(t: OrderPageStrings): string {
  return renderPage(
    t.notFoundTitle,
    <main>
      <section className="card done">
        <h1>{t.notFoundTitle}</h1>
        <p className="muted">{t.notFound}</p>
        <a className="button" href="/order">
          {t.findTitle}
        </a>
      </section>
    </main>,
    { stylesheet: ORDER_STYLESHEET, secure: false, lang: t.lang },
  );
}
