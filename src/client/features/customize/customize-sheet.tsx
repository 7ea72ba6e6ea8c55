import type { Product } from '../../../contracts/products';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { formatRupees } from '../../lib/money';

/** The customization sheet: bottom sheet on phones, right panel on desktop. */
export default function CustomizeSheet({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const image = product?.images[0];
  return (
    <Sheet open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="bottom-mobile-right-desktop" closeLabel="Close customization" aria-describedby={undefined}>
        {product ? (
          <div className="flex h-full flex-col overflow-y-auto">
            <div className="relative aspect-square w-full shrink-0 bg-cream-200">
              {image ? <img src={image.url} srcSet={image.srcSet} sizes="(min-width: 768px) 24rem, 100vw" alt={image.alt} className="h-full w-full object-cover" /> : null}
            </div>
            <div className="p-5">
              <SheetTitle className="font-display text-xl font-semibold text-ink-900">{product.title}</SheetTitle>
              <p className="mt-1 text-lg font-bold">{formatRupees(product.variants[0]?.price ?? 0)}</p>
              <SheetDescription className="mt-3 text-sm text-ink-700">{product.description}</SheetDescription>
            </div>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
