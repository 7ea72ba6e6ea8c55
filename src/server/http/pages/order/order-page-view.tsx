import { catalogueText } from '../../../../contracts/catalogue-words';
import { stateName } from '../../../../contracts/indian-states-hi';
import { formatDeliveryDate } from '../../../../contracts/delivery';
import { shownChoices } from '../../../../contracts/line-choices';
import { formatRupees } from '../../../../contracts/money';
import type { ShopperOrder } from '../../../../contracts/order-page';
import { renderPage } from '../checkout/page';
import type { OrderPageStrings } from './strings';
import { ClaimPanelView, type ClaimFormError } from './claim-panel-view';
import type { ClaimStrings } from './claim-strings';
import type { ClaimPanel } from '../../../claims/claim-panel';

/** Issue 44: the "Report a problem" panel's data, and a refused report or a sent one. */
export interface ClaimSection {
  panel: ClaimPanel;
  t: ClaimStrings;
  error?: ClaimFormError;
  sent?: boolean;
}

export const ORDER_STYLESHEET = '/order/assets/order.css';

// Hindi dates keep Latin digits (hi-IN's default numbering), as the amounts and AWB do.
/** "Pune, Maharashtra, 411001": the town and PIN code as typed, the state (our list's) in the page's language. */
const placeLine = (
  { city, state, pincode }: ShopperOrder['delivery']['place'],
  language: OrderPageStrings['language'],
) => [city, state && stateName(language, state), pincode].filter(Boolean).join(', ');

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The plain link to the same page in the other language: no script needed. */
export function LanguageSwitch({ t, path }: { t: OrderPageStrings; path: string }) {
  return (
    <p className="lang-switch">
      <a href={`${path}?lang=${t.switchTo.code}`} lang={t.switchTo.lang} hrefLang={t.switchTo.lang}>
        {t.switchTo.label}
      </a>
    </p>
  );
}

function Timeline({ order, t }: { order: ShopperOrder; t: OrderPageStrings }) {
  return (
    <section className="card" aria-labelledby="progress-title">
      <h2 id="progress-title">{t.timeline}</h2>
      <ol className="steps">
        {order.timeline.map((s, i) => (
          <li key={i} className={s.step === 'cancelled' ? 'cancel' : undefined}>
            <span className="dot" aria-hidden />
            <span>{t.steps[s.step]}</span>
            <time dateTime={s.at}>{when(s.at, t.lang)}</time>
          </li>
        ))}
      </ol>
      {order.scans.length ? (
        <>
          <h3 id="scans-title">{t.scans}</h3>
          <ol className="steps" aria-labelledby="scans-title">
            {order.scans.map((s, i) => (
              <li key={i}>
                <span className="dot" aria-hidden />
                <span>{s.location ? `${s.activity} (${s.location})` : s.activity}</span>
                <time dateTime={s.at}>{when(s.at, t.lang)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** A change note the page refused: why (the proof API's own message), and the note to correct and send again. */
interface ChangeNoteError {
  message: string;
  note: string;
}

function ProofPanel({
  order,
  token,
  t,
  changeError,
}: {
  order: ShopperOrder;
  token: string;
  t: OrderPageStrings;
  changeError?: ChangeNoteError;
}) {
  const proof = order.proof;
  if (!proof) return null;
  return (
    <section className="card" aria-labelledby="proof-title">
      <h2 id="proof-title">{t.proof}</h2>
      {proof.state === 'approved' ? <p className="ok">{t.approved}</p> : null}
      {proof.state === 'change_requested' ? <p className="notice">{t.changeSent}</p> : null}
      {proof.state === 'awaiting' ? (
        <>
          <p>{t.proofReady}</p>
          {order.lines.map((l, i) =>
            l.previewUrl ? (
              <figure key={i} className="proof">
                <img className="proof-img" src={l.previewUrl} alt={t.proofAlt(l.productTitle)} />
                <figcaption className="muted">
                  {[
                    l.productTitle,
                    ...shownChoices(l.attributes, t.language).map((a) => `${a.label}: ${a.value}`),
                  ].join(' · ')}
                </figcaption>
              </figure>
            ) : null,
          )}
          <form method="post" action={`/order/${token}/approve`}>
            <button className="button" type="submit">
              {t.approve}
            </button>
          </form>
          <form method="post" action={`/order/${token}/change`}>
            <label htmlFor="note">
              {t.changeLabel}
              <textarea
                id="note"
                name="note"
                required
                maxLength={500}
                defaultValue={changeError?.note}
                {...(changeError ? { 'aria-invalid': true, 'aria-describedby': 'note-error' } : {})}
              />
            </label>
            {changeError ? (
              <p className="alert" id="note-error" role="alert">
                {changeError.message}
              </p>
            ) : null}
            <button className="button secondary" type="submit">
              {t.askChange}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}

function Amounts({ order, t }: { order: ShopperOrder; t: OrderPageStrings }) {
  const row = (label: string, amount: string, strong = false) => (
    <div className={strong ? 'row total' : 'row'}>
      <span>{label}</span>
      <span>{formatRupees(amount)}</span>
    </div>
  );
  const some = (a: string) => Number(a) > 0;
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t.payment}</h2>
      <div className="totals">
        {order.subtotalAmount ? row(t.subtotal, order.subtotalAmount) : null}
        {(order.discounts ?? []).map((d) => (
          <div className="row" key={d.label}>
            <span>{t.discount(d.label)}</span>
            <span>{`−${formatRupees(d.amount)}`}</span>
          </div>
        ))}
        {order.deliveryAmount ? (
          <div className="row">
            <span>{t.deliveryCharge}</span>
            <span>{some(order.deliveryAmount) ? formatRupees(order.deliveryAmount) : t.free}</span>
          </div>
        ) : null}
        {row(t.total, order.totalAmount, true)}
        {some(order.paidAmount) ? row(t.paidOnline, order.paidAmount) : null}
        {some(order.refundedAmount) ? row(t.refunded, order.refundedAmount) : null}
        {some(order.dueNowAmount) ? row(t.dueNow, order.dueNowAmount) : null}
        {some(order.dueOnDeliveryAmount) ? row(t.dueOnDelivery, order.dueOnDeliveryAmount) : null}
        {some(order.paidOnDeliveryAmount) ? row(t.paidOnDelivery, order.paidOnDeliveryAmount) : null}
      </div>
    </section>
  );
}

export function OrderPage({
  order,
  token,
  t,
  payFailed,
  changeError,
  payError,
  claims,
}: {
  order: ShopperOrder;
  token: string;
  t: OrderPageStrings;
  payFailed: boolean;
  changeError?: ChangeNoteError;
  /** Why the Pay button did not lead to the payment page just now (the button stays to retry). */
  payError?: string;
  claims?: ClaimSection;
}) {
  const statusLine = order.timeline.at(-1);
  return (
    <main>
      <LanguageSwitch t={t} path={`/order/${token}`} />
      <section className="card" aria-labelledby="order-title">
        <h1 id="order-title">{t.heading}</h1>
        <p>
          {`${t.reference} `}
          <span className="ref" data-testid="order-reference">
            {order.reference}
          </span>
        </p>
        {statusLine ? (
          <p>
            <span className="status" data-testid="order-status">
              {order.status === 'awaiting_payment'
                ? t.dueNow
                : order.awaitingPickup
                  ? t.awaitingPickup
                  : t.steps[statusLine.step]}
            </span>
          </p>
        ) : null}
        {order.status === 'awaiting_payment' ? (
          <>
            {payError || payFailed ? (
              <p className="alert" role="alert">
                {payError ?? t.payFailed}
              </p>
            ) : null}
            <p className="notice">{t.awaitingPayment}</p>
            <p>
              <a className="button" href={`/order/${token}/pay`}>
                {t.payNow(formatRupees(order.dueNowAmount))}
              </a>
            </p>
          </>
        ) : null}
        {order.status === 'cancelled' ? <p className="notice">{t.cancelledNote}</p> : null}
        {order.status === 'to_confirm' && order.confirmBy ? (
          <p className="notice" data-testid="to-confirm-note">
            {t.toConfirmNote(order.confirmBy)}
          </p>
        ) : null}
        {order.arrivesBy ? (
          <p data-testid="order-arrives-by">{t.arrivesBy(formatDeliveryDate(order.arrivesBy, t.lang))}</p>
        ) : null}
      </section>
      {order.shipment ? (
        <section className="card" aria-labelledby="shipment-title">
          <h2 id="shipment-title">{t.shipment}</h2>
          <p>{order.shipment.courier}</p>
          <p>
            {`${t.trackingNumber}: `}
            <span className="awb">{order.shipment.trackingNumber}</span>
          </p>
          {order.shipment.trackingUrl ? (
            <p>
              <a className="button" href={order.shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
                {t.track(order.shipment.courier)}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <ProofPanel order={order} token={token} t={t} changeError={changeError} />
      <Timeline order={order} t={t} />
      <section className="card" aria-labelledby="items-title">
        <h2 id="items-title">{t.items}</h2>
        <ul className="lines">
          {order.lines.map((l, i) => (
            <li className="line" key={i}>
              {l.previewUrl ? (
                <img src={l.previewUrl} alt={t.previewAlt(l.productTitle)} width={72} height={72} />
              ) : (
                <span />
              )}
              <div>
                <div className="title">{l.productTitle}</div>
                <div className="meta">{`${catalogueText(t.language, l.variantTitle)} · ${t.quantity(l.quantity)}`}</div>
                <ul className="attrs">
                  {shownChoices(l.attributes, t.language).map((a) => (
                    <li key={a.key}>{`${a.label}: ${a.value}`}</li>
                  ))}
                </ul>
                {l.photoUrl ? (
                  <a className="photo" href={l.photoUrl} data-testid="order-photo">
                    <img src={l.photoUrl} alt={t.photoAlt(l.productTitle)} width={72} height={72} />
                  </a>
                ) : null}
              </div>
              <span />
            </li>
          ))}
        </ul>
      </section>
      <Amounts order={order} t={t} />
      {order.invoiceUrl ? (
        <section className="card" aria-labelledby="invoice-title">
          <h2 id="invoice-title">{t.invoice}</h2>
          <p>
            <a className="button secondary" href={order.invoiceUrl} download data-testid="invoice-link">
              {t.downloadInvoice}
            </a>
          </p>
        </section>
      ) : null}
      <section className="card" aria-labelledby="delivery-title">
        <h2 id="delivery-title">{t.delivery}</h2>
        <address>
          <strong>{order.delivery.fullName}</strong>
          {[...order.delivery.lines, placeLine(order.delivery.place, t.language)].filter(Boolean).map((l, i) => (
            <div key={i}>{l}</div>
          ))}
        </address>
      </section>
      {claims ? (
        <ClaimPanelView
          panel={claims.panel}
          token={token}
          t={claims.t}
          page={t}
          error={claims.error}
          sent={claims.sent}
        />
      ) : null}
      <YourData order={order} token={token} t={t} />
    </main>
  );
}

/** Issue 39: the shopper's right to erasure (DPDP Act 2023, s. 12(3)): the request, then its answer. */
function YourData({ order, token, t }: { order: ShopperOrder; token: string; t: OrderPageStrings }) {
  const erasure = order.erasure;
  return (
    <section className="card" aria-labelledby="data-title" id="your-data">
      <h2 id="data-title">{t.yourData}</h2>
      {erasure?.erasedAt ? (
        <p className="ok" data-testid="erasure-state">
          {t.erased(when(erasure.erasedAt, t.lang))}
        </p>
      ) : erasure ? (
        <p className="notice" data-testid="erasure-state">
          {t.eraseRequested(when(erasure.requestedAt, t.lang))}
        </p>
      ) : (
        <form method="post" action={`/order/${token}/erase`}>
          <p>{t.eraseIntro}</p>
          <input type="hidden" name="lang" value={t.lang === 'hi' ? 'hi' : 'en'} />
          <button className="button secondary" type="submit">
            {t.eraseButton}
          </button>
        </form>
      )}
    </section>
  );
}

export function orderPage(
  order: ShopperOrder,
  token: string,
  t: OrderPageStrings,
  payFailed = false,
  changeError?: ChangeNoteError,
  payError?: string,
  claims?: ClaimSection,
): string {
  return renderPage(
    t.pageTitle(order.reference),
    <OrderPage
      order={order}
      token={token}
      t={t}
      payFailed={payFailed}
      changeError={changeError}
      payError={payError}
      claims={claims}
    />,
    { stylesheet: ORDER_STYLESHEET, secure: false, lang: t.lang },
  );
}
