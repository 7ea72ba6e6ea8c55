import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { CHOOSABLE_MAX_BYTES, PhotoTooLargeError } from '../logic/downscale-photo';

/** The mug's photo: a big tap target, then a thumbnail of what was chosen with a way to change it. */
export function PhotoUpload({
  thumbnail,
  fileName,
  onChoose,
}: {
  /** The chosen photo (data URL) or the uploaded one brought back by an undo. */
  thumbnail: string | null;
  fileName: string;
  onChoose: (file: File) => Promise<void>;
}) {
  const t = useDictionary();
  const id = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: t.toasts.notPhotoTitle,
        description: t.toasts.notPhoto,
        variant: 'destructive',
      });
      return;
    }
    // Larger photos are shrunk in the browser before upload; only the result must be under 10 MB.
    const tooLarge = () =>
      toast({ title: t.toasts.photoTooLargeTitle, description: t.toasts.photoTooLarge, variant: 'destructive' });
    if (file.size > CHOOSABLE_MAX_BYTES) {
      tooLarge();
      return;
    }
    onChoose(file).catch((err: unknown) => {
      if (err instanceof PhotoTooLargeError) {
        tooLarge();
        return;
      }
      console.error('Could not read the photo', err);
      toast({ title: t.toasts.photoUnreadableTitle, description: t.toasts.photoUnreadable, variant: 'destructive' });
    });
  };
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-semibold text-ink-900">{t.sheet.yourPhoto}</p>
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-clay-400 bg-cream-50 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={t.sheet.chosenPhotoAlt}
            className="size-16 shrink-0 rounded-xl object-cover shadow-sm"
            data-testid="photo-thumbnail"
          />
        ) : (
          <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-xl bg-cream-200 text-clay-600">
            <ImagePlus className="size-7" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-cream-200 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-300"
          >
            {thumbnail ? t.sheet.changePhoto : t.sheet.uploadPhoto}
          </label>
          <p className="mt-1 truncate text-xs text-ink-500">{thumbnail && fileName ? fileName : t.sheet.photoTip}</p>
        </div>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
