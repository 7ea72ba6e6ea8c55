import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language';
import { sheetStrings } from '../sheet-strings';

/**
 * Issue 45 item 6: the options now show another look than the preview was drawn on (a kids plate
 * previewed as Space, then Unicorn chosen). Said as it appears, with one tap to redraw; Add to
 * Cart redraws it too, so a cart line never carries another option's preview.
 */
export default function OutOfDateNote({ onRedraw }: { onRedraw: () => void }) {
  const s = sheetStrings(useLanguage());
  return (
    <div
      role="status"
      data-testid="preview-out-of-date"
      className="mt-2 flex flex-wrap items-center gap-2 rounded-xl border border-saffron-400 bg-cream-100 px-3 py-2 text-sm text-ink-900"
    >
      <p className="min-w-0 flex-1">{s.stalePreview}</p>
      <Button type="button" size="sm" variant="outline" onClick={onRedraw}>
        <RefreshCw aria-hidden className="size-4" />
        {s.redraw}
      </Button>
    </div>
  );
}
