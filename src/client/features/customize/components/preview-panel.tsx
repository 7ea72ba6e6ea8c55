import { Info, LoaderCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductImage } from '../../../../contracts/products';
import { cn } from '../../../lib/cn';
import { useDictionary } from '../../../lib/i18n/language';

const PREVIEW_SIZES = '(min-width: 768px) 22rem, 100vw';

/**
 * The large square preview at the top of the sheet. A catalogue image comes with its sizes; a
 * generated one is a single file. The status line is always in the page so screen readers hear
 * 'Generating preview...' and 'Loading image...' as they start.
 */
export function PreviewPanel({
  src,
  catalogImage,
  productTitle,
  generated,
  status,
  onSettled,
  draft,
  notice = null,
  outOfDate = null,
}: {
  src: string | null;
  /** Set when `src` is a catalogue image, for srcset and its alt text. */
  catalogImage: ProductImage | null;
  productTitle: string;
  generated: boolean;
  status: string | null;
  onSettled: (src: string) => void;
  /** The live draft, drawn over the product photo until a generated preview replaces it. */
  draft?: ReactNode;
  /** The server's word about the generated preview, e.g. that a clear face works best. */
  notice?: string | null;
  /** Said, with a Redraw button, when the preview shows another option than the one chosen now. */
  outOfDate?: ReactNode;
}) {
  const t = useDictionary();
  const isCatalog = !!catalogImage && catalogImage.url === src;
  const shownNotice = generated && !isCatalog && !status ? notice : null;
  return (
    <div>
      <div className="relative aspect-square w-full overflow-hidden rounded-[1.5rem] bg-cream-200 shadow-[var(--shadow-card)]">
        {src ? (
          <img
            src={src}
            srcSet={isCatalog ? catalogImage.srcSet : undefined}
            sizes={isCatalog ? PREVIEW_SIZES : undefined}
            alt={generated && !isCatalog ? t.sheet.previewAlt(productTitle) : (catalogImage?.alt ?? productTitle)}
            width={1024}
            height={1024}
            decoding="async"
            data-testid="preview-image"
            onLoad={() => onSettled(src)}
            onError={() => {
              // Spec section 8: a preview that fails to load is only logged.
              console.error('Preview image failed to load', src);
              onSettled(src);
            }}
            className="h-full w-full object-cover"
          />
        ) : null}
        {isCatalog ? draft : null}
        {generated && !isCatalog && !status ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-cream-50 backdrop-blur">
            <Sparkles aria-hidden className="size-3.5 text-saffron-300" />
            {t.sheet.yourPreview}
          </span>
        ) : null}
        <div
          role="status"
          aria-live="polite"
          className={cn(
            'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-cream-50/75 text-sm font-semibold text-ink-900 backdrop-blur-[3px] transition-opacity',
            status ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          {status ? (
            <>
              <LoaderCircle aria-hidden className="size-9 animate-spin text-clay-600" />
              {status}
            </>
          ) : null}
        </div>
      </div>
      {outOfDate}
      {/* In the page from the start, so screen readers announce the notice when it arrives. */}
      <p
        aria-live="polite"
        data-testid="preview-notice"
        className={cn(
          'text-sm text-ink-700',
          shownNotice && 'mt-2 flex items-start gap-1.5 rounded-xl bg-cream-100 px-3 py-2',
        )}
      >
        {shownNotice ? (
          <>
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-600" />
            {shownNotice}
          </>
        ) : null}
      </p>
    </div>
  );
}
