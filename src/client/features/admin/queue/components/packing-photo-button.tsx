import { Camera, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { readDataUrl } from '../../../../lib/read-data-url';
import { toast } from '../../../../lib/toast-store';
import { useUploadPackingPhoto } from '../api/upload-packing-photo';

/**
 * Issue 44.3, for the maker: once the piece is made and packed, a photo of the parcel with its AWB
 * label, straight from the phone's camera. Kept with the order (a new one replaces it); not required.
 */
export function PackingPhotoButton({ orderId, reference }: { orderId: string; reference: string }) {
  const id = useId();
  const upload = useUploadPackingPhoto(orderId);
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-cream-300 bg-cream-50 px-4 text-sm font-semibold text-ink-900 hover:border-clay-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600"
      >
        <Camera aria-hidden className="size-4" />
        {upload.isPending
          ? 'Saving the photo…'
          : upload.isSuccess
            ? 'Take the packing photo again'
            : 'Take the packing photo'}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            void readDataUrl(file)
              .then((data) => upload.mutateAsync(data))
              .then(
                () => toast({ title: `Packing photo kept with ${reference}` }),
                (err: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: 'Could not keep the photo',
                    description: errorMessage(err, 'Try again.'),
                  }),
              )
              .finally(() => {
                input.value = '';
              });
          }}
        />
      </label>
      {upload.isSuccess ? (
        <p role="status" className="inline-flex items-center gap-1 text-sm text-leaf-600">
          <CheckCircle2 aria-hidden className="size-4" /> Packing photo kept
        </p>
      ) : null}
    </div>
  );
}
