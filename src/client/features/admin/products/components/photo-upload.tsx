import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';
import { useUploadProductImage } from '../api/upload-product-image';
import { fieldErrorsOf } from '../logic/field-errors';

const MAX_BYTES = 10 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('Could not read the photo'));
    reader.readAsDataURL(file);
  });
}

/** A photo from the phone's camera or the computer, squared by cropping or padding on the server. */
export function PhotoUpload({ productId }: { productId: string }) {
  const id = useId();
  const upload = useUploadProductImage(productId);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload, so the next photo starts clean.
  const [inputKey, setInputKey] = useState(0);
  const [alt, setAlt] = useState('');
  const [fit, setFit] = useState<'crop' | 'pad'>('pad');
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setMessage({ tone: 'error', text: 'Choose a photo' });
    if (file.size > MAX_BYTES) return setMessage({ tone: 'error', text: 'The image is larger than 10 MB' });
    setMessage(null);
    try {
      const imageBase64 = await readAsDataUrl(file);
      await upload.mutateAsync({ imageBase64, alt, fit });
      setMessage({ tone: 'ok', text: 'Photo added' });
      setFile(null);
      setInputKey((k) => k + 1);
      setAlt('');
    } catch (err) {
      const errors = fieldErrorsOf(err);
      setMessage({ tone: 'error', text: Object.values(errors).join('. ') });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`} className="font-semibold text-ink-900">
        Add a photo
      </h3>
      <div className="space-y-1">
        <Label htmlFor={`${id}-file`}>Photo (JPEG, PNG or WebP, up to 10 MB)</Label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="block w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-cream-200 file:px-4 file:font-semibold"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-alt`}>Describe the photo</Label>
        <Input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm text-ink-900">
        <legend className="mb-1 text-sm font-semibold">Make it square by</legend>
        {(['pad', 'crop'] as const).map((f) => (
          <label key={f} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-fit`}
              className="size-5 accent-clay-600"
              checked={fit === f}
              onChange={() => setFit(f)}
            />
            {f === 'pad' ? 'Padding with white (keeps the whole photo)' : 'Cropping to the middle'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload photo'}
        </Button>
        {upload.isPending && <progress aria-label="Uploading the photo" className="h-2 w-32" />}
      </div>
      <p
        role={message?.tone === 'error' ? 'alert' : 'status'}
        className={message?.tone === 'error' ? 'text-sm font-medium text-danger-600' : 'text-sm text-leaf-600'}
      >
        {message?.text}
      </p>
    </form>
  );
}
