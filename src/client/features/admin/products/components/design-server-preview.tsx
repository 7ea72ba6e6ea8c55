import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { StudioProduct } from '../../../../../contracts/admin-products';
import type { DesignInput } from '../../../../../contracts/personalisation-design';
import { Button } from '../../../../components/ui/button';
import { usePreviewDesign } from '../api/preview-design';

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi' } as const;

/**
 * The phone frame's preview area (issue 41 item 6): the product's own photo, and on request the
 * server's real preview of the design as it stands in the editor (saved or not), drawn by the
 * renderers a shopper's Generate uses with the sample values on show. Drawing is announced, a
 * refusal (a setting the server would not save, too many previews a minute) is said in its words,
 * and a preview of other values or settings than those on show now says so.
 */
export function DesignServerPreview({
  productId,
  image,
  design,
  values,
  lang,
}: {
  productId: string;
  /** The photo chosen in the product's photos, whose template places the design. */
  image: StudioProduct['images'][number] | undefined;
  design: DesignInput;
  /** The sample (or typed) values of the fields shown, by field id. */
  values: Record<string, string>;
  lang: keyof typeof LANGUAGE_NAMES;
}) {
  const draw = usePreviewDesign(productId);
  const [drawn, setDrawn] = useState<{ key: string; url: string; lang: string } | null>(null);
  if (!image) return <p className="text-xs text-ink-700">Add a photo of the product to preview the design on it.</p>;
  const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const body = { design, fields, imageId: image.id };
  const key = JSON.stringify(body);
  const stale = drawn !== null && drawn.key !== key;
  const status = draw.isPending
    ? 'Drawing the preview on the product photo…'
    : drawn && !stale
      ? `The server's preview, with the ${drawn.lang} samples.`
      : '';
  return (
    <figure lang="en" className="space-y-2" aria-label="Preview on the product photo">
      <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-cream-200">
        <img
          src={drawn?.url ?? image.url}
          alt={
            drawn
              ? `The server's preview of this design with the ${drawn.lang} samples`
              : image.alt || 'The product photo'
          }
          data-testid="design-server-preview"
          data-drawn={drawn ? 'true' : 'false'}
          className="h-full w-full object-cover"
        />
        {draw.isPending && (
          <div className="absolute inset-0 grid place-items-center bg-cream-50/70">
            <LoaderCircle aria-hidden className="size-8 animate-spin text-clay-600" />
          </div>
        )}
      </div>
      <p role="status" className="text-xs text-ink-700">
        {status}
      </p>
      {stale && !draw.isPending && (
        <p className="text-xs font-medium text-ink-900">The design or the samples changed since this preview.</p>
      )}
      {draw.isError && !draw.isPending && (
        <p role="alert" className="text-xs font-medium text-danger-600">
          {draw.error.message}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={draw.isPending}
        aria-busy={draw.isPending}
        onClick={() => draw.mutate(body, { onSuccess: (url) => setDrawn({ key, url, lang: LANGUAGE_NAMES[lang] }) })}
      >
        {drawn ? 'Draw the preview again' : 'Draw the preview on this photo'}
      </Button>
    </figure>
  );
}
