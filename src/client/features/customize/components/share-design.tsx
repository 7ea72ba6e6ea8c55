import { Copy, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { SaveDesignRequest } from '../../../../contracts/designs';
import type { Product } from '../../../../contracts/products';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { useSaveDesign } from '../api/save-design';
import type { PreviewSnapshot } from '../logic/preview-history';
import { shareStrings } from '../share-strings';

/** A phone's share sheet (WhatsApp among its targets) where there is one; a laptop copies the link. */
const canShareNatively = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * "Share this design" (issue 29): saves the design on show, once, and shares its /d/ link through
 * the Web Share API, or copies it with a toast (announced by the toast region) and shows it in a
 * field the shopper can select if the clipboard was refused. Loaded with the first preview only.
 */
export default function ShareDesign({
  product,
  variantId,
  snapshot,
  onShared,
}: {
  product: Product;
  variantId: string | null;
  snapshot: PreviewSnapshot | null;
  onShared: (path: string) => void;
}) {
  const s = shareStrings(useLanguage());
  const save = useSaveDesign();
  const [link, setLink] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  // A cart line reopened in the sheet has its preview but not the call that made it: a link is
  // only ever made from a new preview, so the line's design (and any link or order it came from)
  // is never written over. Generating again makes a new design with its own token.
  const needsNewPreview = snapshot !== null && !snapshot.sharedPath && !snapshot.sent;

  const linkOf = async (): Promise<string | null> => {
    if (!snapshot) return null;
    if (snapshot.sharedPath) return new URL(snapshot.sharedPath, window.location.origin).href;
    if (!snapshot.sent || !variantId) return null;
    const { path } = await save.mutateAsync({
      productHandle: product.handle,
      variantId,
      // The body the preview call sent, as it sent it: the server checks it with that call's own schema.
      preview: { kind: snapshot.sent.kind, request: snapshot.sent.body } as SaveDesignRequest['preview'],
      fields: snapshot.customization,
      prompt: snapshot.prompt,
    });
    onShared(path);
    return new URL(path, window.location.origin).href;
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: s.copied, description: s.copiedHint });
    } catch {
      // The link stays in the field below, selected, for the shopper to copy themselves.
      document.getElementById(fieldId)?.focus();
    }
  };

  const share = async () => {
    let url: string | null;
    try {
      url = await linkOf();
    } catch (err) {
      toast({ title: s.failed, description: errorMessage(err, s.failed), variant: 'destructive' });
      return;
    }
    if (!url) return;
    setLink(url);
    if (canShareNatively()) {
      try {
        await navigator.share({ title: s.shareTitle(product.title), text: s.shareText(product.title), url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the shopper closed the share sheet
      }
    }
    await copy(url);
  };

  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="w-full"
        disabled={!snapshot || needsNewPreview || save.isPending}
        aria-describedby={needsNewPreview ? hintId : undefined}
        onClick={() => void share()}
      >
        <Share2 aria-hidden />
        {save.isPending ? s.sharing : s.share}
      </Button>
      {needsNewPreview ? (
        <p id={hintId} className="text-xs text-ink-700">
          {s.regenerateToShare}
        </p>
      ) : null}
      {link ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-ink-700">
              {s.linkLabel}
            </label>
            <Input id={fieldId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <Button variant="outline" size="icon" aria-label={s.copy} onClick={() => void copy(link)}>
            <Copy aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
