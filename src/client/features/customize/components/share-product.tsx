import { Share2 } from 'lucide-react';
import type { Product } from '../../../../contracts/products';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { sheetStrings } from '../sheet-strings';

/** A phone's share sheet where there is one; elsewhere the link is copied. */
const canShareNatively = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Issue 45 item 8: share the product itself, before any preview (only a generated design could be
 * shared). The link is the product's own page, /p/<handle>, whose link preview (title, price,
 * photo: links/product-meta.ts) WhatsApp and others show; it opens this sheet.
 */
export function ShareProduct({ product }: { product: Product }) {
  const s = sheetStrings(useLanguage());
  const share = async () => {
    const url = new URL(`/p/${encodeURIComponent(product.handle)}`, window.location.origin).href;
    if (canShareNatively()) {
      try {
        await navigator.share({ title: product.title, text: s.shareProductText(product.title), url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the shopper closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: s.linkCopied, description: s.linkCopiedHint });
    } catch {
      // No clipboard (an insecure page, a refusal): the link itself, to copy by hand.
      toast({ title: s.copyFailed, description: url, variant: 'destructive' });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={s.shareProductLabel(product.title)}
      data-testid="share-product"
      onClick={() => void share()}
      className="shrink-0"
    >
      <Share2 aria-hidden />
      {s.shareProduct}
    </Button>
  );
}
