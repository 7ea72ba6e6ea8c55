import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS, reviewPageSchema, type ReviewPage } from '../../../../contracts/reviews';
import { withoutHiddenControls } from '../../../../contracts/shopper-text';
import { getJson, sendJson } from '../../../lib/api-client';
import { errorResponseOf } from '../../../lib/error-response';
import { Button } from '../../../components/ui/button';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import type { ErrorResponse } from '../../../../contracts/errors';
import { useReviewStrings } from '../../../lib/i18n/reviews';
import type { ReviewDictionary } from '../../../lib/i18n/reviews-en';

/** The server's answer in the shopper's language, by its code; `fallback` for any other failure. */
function failureText(answer: ErrorResponse | null, t: ReviewDictionary['page'], fallback: string): string {
  const code = answer?.code;
  return code && code in t.failures ? t.failures[code as keyof typeof t.failures] : fallback;
}

const pageKey = (token: string) => ['review-page', token];

const readAsDataUrl = (file: File, unreadable: string) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(unreadable));
    reader.readAsDataURL(file);
  });

function LineForm({
  token,
  line,
  t,
}: {
  token: string;
  line: ReviewPage['lines'][number];
  t: ReviewDictionary['page'];
}) {
  const client = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  if (line.review)
    return (
      <p role="status" className="text-leaf-700 text-sm font-semibold">
        {t.thanks(line.review.rating)}
      </p>
    );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (rating < 1) return setError({ field: 'rating', message: t.chooseStars });
    setBusy(true);
    setError(null);
    try {
      const photos = await Promise.all(files.map((f) => readAsDataUrl(f, t.unreadable)));
      const page = await sendJson(
        'POST',
        `/api/reviews/${encodeURIComponent(token)}/lines/${encodeURIComponent(line.lineId)}`,
        { rating, text, photos },
        reviewPageSchema,
      );
      client.setQueryData(pageKey(token), page);
    } catch (err) {
      // The server names the field at fault (`photos.1` for a file that is not an image).
      const answer = errorResponseOf(err);
      const field = answer?.issues?.[0]?.path ?? 'form';
      // Words refused for a hidden character come back without it, as the change note's do.
      if (field === 'text') setText((typed) => withoutHiddenControls(typed, { multiline: true }));
      setError({
        field: field.startsWith('photos') ? 'photos' : field === 'rating' || field === 'text' ? field : 'form',
        message:
          err instanceof Error && err.message === t.unreadable ? t.unreadable : failureText(answer, t, t.sendFailed),
      });
    } finally {
      setBusy(false);
    }
  };
  const errorFor = (field: string) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-sm text-danger-600">
        {error.message}
      </p>
    ) : null;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate>
      <fieldset aria-describedby={error?.field === 'rating' ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-900">{t.yourRating}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="text-saffron-600 cursor-pointer text-2xl">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={t.star(n)}
              />
              <span aria-hidden>{n <= rating ? '★' : '☆'}</span>
            </label>
          ))}
        </div>
        {errorFor('rating')}
      </fieldset>
      <label className="grid gap-1 text-sm font-semibold text-ink-900" htmlFor={`${id}-text`}>
        {t.text}
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={REVIEW_LIMITS.textMax}
          aria-invalid={error?.field === 'text'}
          aria-describedby={error?.field === 'text' ? `${id}-text-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          className="rounded-md border border-cream-300 bg-white p-2 font-normal"
        />
      </label>
      {errorFor('text')}
      <label className="grid gap-1 text-sm font-semibold text-ink-900" htmlFor={`${id}-photos`}>
        {t.photos(REVIEW_LIMITS.photosMax)}
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={error?.field === 'photos'}
          aria-describedby={error?.field === 'photos' ? `${id}-photos-error` : undefined}
          onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, REVIEW_LIMITS.photosMax))}
        />
      </label>
      {errorFor('photos')}
      {errorFor('form')}
      <Button type="submit" disabled={busy}>
        {busy ? t.sending : t.send}
      </Button>
    </form>
  );
}

/** The buyer's review link, /review/<token>: one form per piece of their delivered order. */
export function ReviewPageView({ token }: { token: string }) {
  const t = useReviewStrings().page;
  const catalogue = useCatalogueText();
  const page = useQuery({
    queryKey: pageKey(token),
    queryFn: ({ signal }) => getJson(`/api/reviews/${encodeURIComponent(token)}`, reviewPageSchema, signal),
    retry: false,
  });
  if (page.isPending) return <p role="status">{t.loading}</p>;
  if (page.isError)
    return (
      <p role="alert" className="text-danger-600">
        {failureText(errorResponseOf(page.error), t, t.loadFailed)}
      </p>
    );
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-2xl font-semibold text-ink-900">{t.heading(page.data.reference)}</h1>
      {page.data.lines.map((line) => (
        <section
          key={line.lineId}
          aria-label={line.productTitle}
          className="grid gap-3 rounded-[var(--radius-card)] bg-cream-50 p-4"
        >
          <div className="flex items-center gap-3">
            {line.previewImageUrl ? (
              <img src={line.previewImageUrl} alt="" className="size-20 rounded-md object-cover" />
            ) : null}
            <h2 className="text-lg font-semibold text-ink-900">
              {line.productTitle}{' '}
              <span className="text-sm font-normal text-ink-700">{catalogue(line.variantTitle)}</span>
            </h2>
          </div>
          <LineForm token={token} line={line} t={t} />
        </section>
      ))}
    </div>
  );
}
