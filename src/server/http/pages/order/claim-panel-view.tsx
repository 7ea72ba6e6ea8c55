import { catalogueText } from '../../../../contracts/catalogue-words';
import { CLAIM_LIMITS, CLAIM_REASONS } from '../../../../contracts/claims';
import { formatRupees, fromPaise } from '../../../../contracts/money';
import type { ClaimPanel } from '../../../claims/claim-panel';
import { decisionText, type ClaimStrings } from './claim-strings';
import type { OrderPageStrings } from './strings';

/** What the video inputs offer; the server reads the file's own bytes, whatever it is called. */
const VIDEO_TYPES = 'video/mp4,video/quicktime,video/webm';

/** A report the page refused: why, at which field, and what was typed, to send again. */
export interface ClaimFormError {
  field: 'lineId' | 'reason' | 'photos' | 'video' | 'note';
  message: string;
  values: { lineId?: string; reason?: string; note?: string };
}

function FieldError({ id, error, field }: { id: string; error?: ClaimFormError; field: ClaimFormError['field'] }) {
  return error?.field === field ? (
    <p className="alert" id={id} role="alert">
      {error.message}
    </p>
  ) : null;
}

/**
 * Issue 44: "Report a problem" on the order page, with no script: a multipart form (piece, what
 * happened, a note, up to four photos or one short video), and each report's state, with the
 * remade piece's parcel. The video has two inputs: one opens the phone's back camera to record
 * (`capture`), the other lets the shopper choose the unboxing they already filmed.
 */
export function ClaimPanelView({
  panel,
  token,
  t,
  page,
  error,
  sent,
}: {
  panel: ClaimPanel;
  token: string;
  t: ClaimStrings;
  page: OrderPageStrings;
  error?: ClaimFormError;
  sent?: boolean;
}) {
  if (!panel.offered && panel.claims.length === 0) return null;
  const invalid = (field: ClaimFormError['field'], id: string) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': id } : {};
  const values = error?.values ?? {};
  return (
    <section className="card" aria-labelledby="claim-title" id="claims">
      <h2 id="claim-title">{t.title}</h2>
      <div aria-live="polite">{sent ? <p className="ok">{t.sent}</p> : null}</div>
      {panel.claims.length ? (
        <>
          <h3>{t.yourClaims}</h3>
          <ul className="claims" data-testid="claims">
            {panel.claims.map((c) => (
              <li key={c.id}>
                <strong>{`${c.productTitle}: ${t.reasons[c.reason]}`}</strong>
                <p data-testid="claim-state">
                  {decisionText(
                    t,
                    c.decision,
                    formatRupees(fromPaise(c.refundPaise), page.lang),
                    c.declineReason ?? '',
                  )}
                </p>
                {c.creditNote ? (
                  // A button-sized link, as the invoice's: a thumb finds it on a phone. The note's number
                  // describes it, so two refunds' links are told apart by a screen reader too.
                  <div data-testid="credit-note">
                    <p id={`credit-note-${c.id}`}>{t.creditNote(c.creditNote.number)}</p>
                    <p>
                      <a
                        className="button secondary"
                        href={`/api/orders/${token}/claims/${c.id}/credit-note.pdf`}
                        download
                        aria-describedby={`credit-note-${c.id}`}
                      >
                        {t.downloadCreditNote}
                      </a>
                    </p>
                  </div>
                ) : null}
                {c.remake ? (
                  <div className="remake" data-testid="remake-parcel">
                    <p>
                      {t.remakeParcel(c.remake.reference)}
                      {c.remake.status in page.steps ? (
                        <>
                          {' — '}
                          <span data-testid="remake-status">
                            {page.steps[c.remake.status as keyof OrderPageStrings['steps']]}
                          </span>
                        </>
                      ) : null}
                    </p>
                    {c.remake.trackingNumber ? (
                      <p>
                        {`${c.remake.courier ?? ''} · ${page.trackingNumber}: `}
                        <span className="awb">{c.remake.trackingNumber}</span>
                        {c.remake.trackingUrl ? (
                          <>
                            {' '}
                            <a href={c.remake.trackingUrl} rel="noopener noreferrer" target="_blank">
                              {page.track(c.remake.courier ?? '')}
                            </a>
                          </>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {panel.offered ? (
        <form method="post" action={`/order/${token}/claim`} encType="multipart/form-data" className="stack">
          <p>{t.intro(panel.windowDays)}</p>
          <input type="hidden" name="lang" value={page.language} />
          {panel.pieces.length > 1 ? (
            <label htmlFor="claim-piece">
              {t.piece}
              <select
                id="claim-piece"
                name="lineId"
                defaultValue={values.lineId}
                {...invalid('lineId', 'claim-piece-error')}
              >
                {panel.pieces.map((p) => (
                  <option key={p.lineId} value={p.lineId}>
                    {`${p.title} (${catalogueText(page.language, p.variant)})`}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <input type="hidden" name="lineId" value={panel.pieces[0]?.lineId ?? ''} />
          )}
          <FieldError id="claim-piece-error" error={error} field="lineId" />
          <fieldset {...invalid('reason', 'claim-reason-error')}>
            <legend>{t.reason}</legend>
            {CLAIM_REASONS.map((r) => (
              <label key={r} className="choice">
                <input type="radio" name="reason" value={r} required defaultChecked={values.reason === r} />
                {t.reasons[r]}
              </label>
            ))}
          </fieldset>
          <FieldError id="claim-reason-error" error={error} field="reason" />
          <label htmlFor="claim-note">
            {t.note}
            <textarea id="claim-note" name="note" maxLength={CLAIM_LIMITS.noteChars} defaultValue={values.note} />
          </label>
          <label htmlFor="claim-photos">
            {t.photos}
            <input
              id="claim-photos"
              name="photos"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              multiple
              aria-describedby="claim-photos-hint"
              {...invalid('photos', 'claim-photos-error')}
            />
          </label>
          <p className="muted" id="claim-photos-hint">
            {t.photosHint}
          </p>
          <FieldError id="claim-photos-error" error={error} field="photos" />
          <fieldset
            {...invalid('video', 'claim-video-error')}
            aria-describedby={error?.field === 'video' ? 'claim-video-hint claim-video-error' : 'claim-video-hint'}
          >
            <legend>{t.videoTitle}</legend>
            <p className="muted" id="claim-video-hint">
              {t.videoHint}
            </p>
            <label htmlFor="claim-video-record">
              {t.recordVideo}
              <input id="claim-video-record" name="video" type="file" accept={VIDEO_TYPES} capture="environment" />
            </label>
            <label htmlFor="claim-video">
              {t.chooseVideo}
              <input id="claim-video" name="video" type="file" accept={VIDEO_TYPES} />
            </label>
          </fieldset>
          <FieldError id="claim-video-error" error={error} field="video" />
          <button className="button" type="submit">
            {t.send}
          </button>
        </form>
      ) : null}
    </section>
  );
}
