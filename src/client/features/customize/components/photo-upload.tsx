import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
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
  const id = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Not a photo',
        description: 'Please choose an image file (JPG, PNG or WebP).',
        variant: 'destructive',
      });
      return;
    }
    // Larger photos are shrunk in the browser before upload; only the result must be under 10 MB.
    const tooLarge = () =>
      toast({ title: 'Photo too large', description: 'Please choose a photo under 10 MB.', variant: 'destructive' });
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
      toast({ title: 'Could not read the photo', description: 'Please try another image.', variant: 'destructive' });
    });
  };
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-semibold text-ink-900">Your photo</p>
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-clay-400 bg-cream-50 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt="Your chosen photo"
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
            {thumbnail ? 'Change photo' : 'Upload a photo'}
          </label>
          <p className="mt-1 truncate text-xs text-ink-500">
            {thumbnail && fileName ? fileName : 'A clear face or pet works best'}
          </p>
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
