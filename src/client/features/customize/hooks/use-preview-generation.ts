import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../../contracts/language';
import type { PersonalisationDesign } from '../../../../contracts/personalisation-design';
import type { PreviewKind } from '../../../../contracts/previews';
import { track } from '../../../lib/analytics';
import { currentDictionary } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { PreviewError, type ImageResult } from '../api/post-for-image';
import { KIND_FORMS } from '../kinds/kind-forms';
import { failureDescription } from '../logic/generation-failure';
import { generateBlocker } from '../logic/generate-validation';
import {
  EMPTY_HISTORY,
  isOutOfDate,
  latestSnapshot,
  previewHistoryReducer,
  type PreviewHistory,
  type PreviewSnapshot,
} from '../logic/preview-history';
import { previewAfterOptionChange, withCacheBuster } from '../logic/preview-source';
import type { CustomizationFieldsApi } from './use-customization-fields';
import { usePreviewRequest } from './use-preview-request';

interface Options {
  productId: string;
  kind: PreviewKind;
  form: CustomizationFieldsApi;
  /** The catalogue image for the current options: what the preview shows until one is generated. */
  baseImageUrl: string | null;
  /** Called once a Generate tap passes the checks, e.g. to bring the preview into view. */
  onStart: () => void;
  /** A shared design's snapshot to open with, as if it had just been generated. */
  initial?: PreviewSnapshot;
  /** The product's own design (issue 41): its values are checked and drawn by the design's call. */
  design?: { handle: string; design: PersonalisationDesign; language: Language } | null;
}

/** Generate, Undo and Clear with their history (spec section 4, Preview flow). */
export function usePreviewGeneration({ productId, kind, form, baseImageUrl, onStart, initial, design }: Options) {
  const request = usePreviewRequest();
  // A design or cart line opens on its own option: its preview was drawn on the image shown now.
  const [history, setHistory] = useState<PreviewHistory>(() =>
    initial
      ? previewHistoryReducer(EMPTY_HISTORY, {
          type: 'push',
          snapshot: { ...initial, drawnOn: initial.drawnOn ?? baseImageUrl ?? undefined },
        })
      : EMPTY_HISTORY,
  );
  const [generating, setGenerating] = useState(false);
  /** A generated (or restored) preview; null shows the variant's or product's own image. */
  const [previewImage, setPreviewImage] = useState<string | null>(initial?.previewImage ?? null);
  /** The new preview URL while the browser is still fetching it. */
  const [loadingUrl, setLoadingUrl] = useState<string | null>(null);
  /** The server's word about the shown generated preview (a mug photo with no face found). */
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const shownImage = previewImage ?? baseImageUrl;

  /** Makes a preview; resolves to the new preview's URL, or null when none was made (a toast says why). */
  const generate = async (): Promise<string | null> => {
    const { fields, prompt, hasPhoto, photo } = form;
    const values = fields.fields ?? {};
    const blocker = design
      ? generateBlocker({
          kind: 'generic',
          name: Object.values(values).join(''),
          houseNumber: '',
          caption: '',
          hasPhoto: false,
          prompt,
        })
      : generateBlocker({
          kind,
          name: fields.name,
          houseNumber: fields.houseNumber,
          caption: fields.line1,
          hasPhoto,
          prompt,
        });
    if (blocker) {
      toast({ ...blocker, variant: 'destructive' });
      return null;
    }
    // A design's values are checked as the server checks them, with its words at the field.
    const designCalls = design ? await import('../design/design-values') : null;
    const problem = design && designCalls?.designValuesProblem(design.design, values, design.language);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return null;
    }
    if (!baseImageUrl) return null;
    track('generate_tap', { productId, category: kind, withPrompt: prompt.trim() !== '' });
    onStart();
    const controller = new AbortController();
    inFlight.current = controller;
    setGenerating(true);
    setNotice(null);
    let customization = fields;
    // The design's call, kept as sent: Share this design sends it again for the server to check (issue 41).
    const drawDesign = async <B>(draw: (body: B, signal: AbortSignal) => Promise<ImageResult>, body: B) => ({
      ...(await draw(body, controller.signal)),
      sent: { kind: 'design' as const, body },
    });
    try {
      const {
        imageUrl,
        notice: said,
        sent,
      } = design && designCalls
        ? await drawDesign(designCalls.generateDesignPreview, {
            handle: design.handle,
            designVersion: design.design.version,
            fields: Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')),
            productImageUrl: baseImageUrl,
            ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
          })
        : await request({
            kind,
            fields,
            prompt,
            photo,
            productImageUrl: baseImageUrl,
            signal: controller.signal,
            onUploaded: (userImageUrl) => {
              customization = { ...customization, userImageUrl };
              form.rememberUpload(userImageUrl);
            },
          });
      const shown = KIND_FORMS[kind].simulated && !design ? imageUrl : withCacheBuster(imageUrl, Date.now());
      if (shown !== shownImage) setLoadingUrl(shown);
      setPreviewImage(shown);
      setNotice(said ?? null);
      setHistory((h) =>
        previewHistoryReducer(h, {
          type: 'push',
          snapshot: { customization, prompt, previewImage: shown, sent, drawnOn: baseImageUrl },
        }),
      );
      track('preview_generated', { productId, category: kind });
      return shown;
    } catch (err) {
      if (controller.signal.aborted) return null;
      console.error('Preview generation failed', err);
      toast({
        title: currentDictionary().toasts.generationFailed,
        description: failureDescription(kind, err instanceof PreviewError ? err.message : null),
        variant: 'destructive',
      });
      return null;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      if (!controller.signal.aborted) setGenerating(false);
    }
  };

  const showSnapshotOf = (next: PreviewHistory) => {
    setHistory(next);
    const snapshot = latestSnapshot(next);
    if (snapshot) {
      form.restore(snapshot);
      setPreviewImage(snapshot.previewImage);
    } else {
      form.reset();
      setPreviewImage(null);
    }
    setLoadingUrl(null);
    setNotice(null);
  };

  return {
    history,
    /** The snapshot on show: what Share this design saves. */
    latest: latestSnapshot(history),
    /** A shared link was made for the snapshot on show: sharing again gives the same link. */
    rememberShared: (sharedPath: string) =>
      setHistory((h) => ({
        ...h,
        entries: h.entries.map((e, i) => (i === h.entries.length - 1 ? { ...e, sharedPath } : e)),
      })),
    generated: history.generated,
    generating,
    shownImage,
    /** The preview on show is of another option than the one chosen now (issue 45 item 6). */
    outOfDate: isOutOfDate(latestSnapshot(history), shownImage, baseImageUrl),
    loadingImage: loadingUrl !== null && loadingUrl === shownImage,
    notice,
    generate,
    undo: () => showSnapshotOf(previewHistoryReducer(history, { type: 'undo' })),
    clear: () => {
      showSnapshotOf(previewHistoryReducer(history, { type: 'clear' }));
      track('reset', { productId, category: kind });
      toast({ title: currentDictionary().toasts.cleared });
    },
    /** An option changed: the preview follows the new variant unless it is a generated one. */
    followVariant: () => setPreviewImage(previewAfterOptionChange),
    imageSettled: (url: string) => setLoadingUrl((current) => (current === url ? null : current)),
  };
}
