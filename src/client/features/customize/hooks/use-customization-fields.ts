import { useState } from 'react';
import { LIMITS } from '../../../../contracts/limits';
import { track } from '../../../lib/analytics';
import type { PreviewKind } from '../../../../contracts/previews';
import { downscalePhoto, PhotoTooLargeError } from '../logic/downscale-photo';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import { capText, defaultFields, withinChoices } from '../logic/category-fields';
import type { CustomizationFields } from '../logic/preview-history';

/** The photo chosen on this device, kept as a data URL for the thumbnail and the upload call. */
export interface ChosenPhoto {
  file: File;
  dataUrl: string;
}

type TextField = 'name' | 'houseNumber' | 'line1';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the photo'));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(file);
  });
}

/**
 * Everything the shopper types or picks for the piece itself, plus the AI prompt. `fields` is
 * always within the template's choices (see withinChoices): what the sheet shows, the live draft
 * draws and the calls send.
 */
export function useCustomizationFields(
  kind: PreviewKind,
  onInput: (field: string) => void,
  choices: LetteringChoices | undefined,
  /** A shared design's fields and prompt to start from. */
  initial?: { customization: CustomizationFields; prompt: string },
) {
  const [picked, setFields] = useState<CustomizationFields>(() => initial?.customization ?? defaultFields(kind));
  const fields = withinChoices(picked, kind, choices);
  const [prompt, setPromptState] = useState(initial?.prompt ?? '');
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);

  const set = <K extends keyof CustomizationFields>(key: K, value: CustomizationFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    onInput(key);
  };

  return {
    fields,
    prompt,
    photo,
    /** A photo counts once chosen here or once uploaded (an undo may bring back an uploaded one). */
    hasPhoto: photo !== null || fields.userImageUrl !== '',
    setText: (key: TextField, value: string, max: number) => set(key, capText(value, max)),
    setChoice: (key: 'font' | 'color' | 'style', value: string) => set(key, value),
    /** A value of the product's own design (issue 41), by its field id. */
    setDesignValue: (field: string, value: string) => {
      setFields((f) => ({ ...f, fields: { ...f.fields, [field]: value } }));
      onInput(field);
    },
    setPrompt: (value: string) => {
      setPromptState(capText(value, LIMITS.promptMax));
      onInput('aiPrompt');
    },
    choosePhoto: async (file: File) => {
      const smaller = await downscalePhoto(file);
      if (smaller.size > LIMITS.uploadMaxBytes) throw new PhotoTooLargeError();
      const dataUrl = await readAsDataUrl(smaller);
      setPhoto({ file, dataUrl });
      // A new photo must be uploaded again before the next preview.
      setFields((f) => ({ ...f, line2: file.name, userImageUrl: '' }));
      track('file_upload', { type: file.type || 'unknown', sizeKb: Math.round(file.size / 1024) });
    },
    rememberUpload: (userImageUrl: string) => setFields((f) => ({ ...f, userImageUrl })),
    restore: (snapshot: { customization: CustomizationFields; prompt: string }) => {
      setFields(snapshot.customization);
      setPromptState(snapshot.prompt);
      setPhoto(null);
    },
    reset: () => {
      setFields(defaultFields(kind));
      setPromptState('');
      setPhoto(null);
    },
  };
}

export type CustomizationFieldsApi = ReturnType<typeof useCustomizationFields>;
