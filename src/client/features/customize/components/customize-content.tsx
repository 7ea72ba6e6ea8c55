import { lazy, Suspense, useRef, useState, type HTMLAttributes } from 'react';
import type { Design } from '../../../../contracts/designs';
import { mugStyleOf } from '../../../../contracts/mug-caption';
import type { Product } from '../../../../contracts/products';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import { useDictionary, useLanguage } from '../../../lib/i18n/language';
import { useShopperDesign } from '../api/get-shopper-design';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useCustomizationFields } from '../hooks/use-customization-fields';
import { useInputTracking } from '../hooks/use-input-tracking';
import { usePreviewGeneration } from '../hooks/use-preview-generation';
import { useScrollWhenValid } from '../hooks/use-scroll-when-valid';
import { useVariantSelection } from '../hooks/use-variant-selection';
import { KIND_FORMS } from '../kinds/kind-forms';
import { addToCartState } from '../logic/add-to-cart-state';
import { categoryDisplayName, customizeKindOf } from '../logic/category';
import { canGenerate } from '../logic/generate-validation';
import { priceDisplay } from '../logic/price-display';
import { withoutCacheBuster } from '../logic/preview-source';
import { AiPromptSection } from './ai-prompt-section';
import { CustomizationFields } from './customization-fields';
import { CustomizeHeader } from './customize-header';
import { GenerateControls } from './generate-controls';
import { LiveDraft } from './live-draft';
import { OptionSelectors } from './option-selectors';
import { PreviewPanel } from './preview-panel';
import { ProductReviews } from './product-reviews';
import { SelectionDialog } from './selection-dialog';
import { SheetFooter } from './sheet-footer';
import { ShareProduct } from './share-product';

// Only a shopper with a preview can share it: the control and its words load then.
const ShareDesign = lazy(() => import('./share-design'));
// A preview of another option (issue 45 item 6): its note and words load only when it happens.
const OutOfDateNote = lazy(() => import('./out-of-date-note'));
// The delivery date for a pincode (issue 28): its own chunk, the first-load budget is full.
const ArrivesBy = lazy(() => import('./arrives-by'));
// A product's own design (issue 41) is drafted by its own code, loaded only for such a product.
const DesignDraft = lazy(() => import('../design/design-draft'));

/**
 * Everything inside the sheet for one product, in the spec's order: preview, options, the
 * category's fields, the AI prompt, Undo and Generate, then (after a preview) price and Add to Cart.
 */
export function CustomizeContent({
  product,
  onClose,
  dragHandleProps,
  design,
}: {
  product: Product;
  onClose: () => void;
  dragHandleProps: HTMLAttributes<HTMLDivElement>;
  /** A shared design to open with: its option, fields and rendered preview. */
  design?: Design;
}) {
  const t = useDictionary();
  const say = useCatalogueText();
  const language = useLanguage();
  const kind = customizeKindOf(product.collections);
  // Issue 41: a product whose owner designed its own form; every seed product answers null.
  const ownDesign = useShopperDesign(product.handle).data ?? null;
  const kindForm = KIND_FORMS[kind];
  const onInput = useInputTracking(product.id);
  const options = useVariantSelection(product, kind, design?.variantId);
  const [opened] = useState(() =>
    design
      ? {
          // A product's own design reopens with its values by field id (issue 41).
          customization: design.design ? { ...design.fields, fields: design.design.values } : design.fields,
          prompt: design.prompt,
          previewImage: design.previewImage,
          // A cart line reopened (no saved design behind it) has no link to share yet.
          sharedPath: design.token ? `/d/${design.token}` : undefined,
        }
      : undefined,
  );
  // The template of the photo being personalised says which fonts, colours and lengths are on offer.
  const printArea = options.image?.printArea;
  const form = useCustomizationFields(kind, onInput, printArea, opened);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The Generate button sits below the fold on a phone: bring the preview and its spinner into view.
  const showPreview = () =>
    scrollRef.current?.scrollTo({
      top: 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  const preview = usePreviewGeneration({
    productId: product.id,
    kind,
    form,
    baseImageUrl: options.image?.url ?? null,
    onStart: showPreview,
    initial: opened,
    design: ownDesign ? { handle: product.handle, design: ownDesign, language } : null,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const cart = useAddToCart({
    product,
    match: options.match,
    generated: preview.generated,
    customization: () => ({
      ...form.fields,
      // A design's values travel by field id with its version; the category's keys stay empty.
      ...(ownDesign
        ? {
            name: '',
            houseNumber: '',
            line1: '',
            line2: '',
            font: '',
            color: '',
            style: '',
            userImageUrl: '',
            fields: form.fields.fields ?? {},
            designVersion: ownDesign.version,
          }
        : {}),
      // Only what this kind lets the shopper choose (issue 45.5): a mug's art style, else the
      // lettering; never the default style 'minimal' on a board the shopper was never offered.
      ...(kind === 'mug' ? { font: '', color: '' } : { style: '' }),
      aiPrompt: form.prompt.trim(),
      previewImage: preview.shownImage ? withoutCacheBuster(preview.shownImage) : '',
    }),
    openDialog: () => setDialogOpen(true),
    onAdded: onClose,
    outOfDate: preview.outOfDate,
    redraw: async () => {
      const drawn = await preview.generate();
      return drawn ? withoutCacheBuster(drawn) : null;
    },
  });
  const fieldsRef = useRef<HTMLElement>(null);
  const invalid = options.match.status === 'invalid';
  useScrollWhenValid(invalid, fieldsRef);

  const price = priceDisplay(options.match, options.selection, t, say);
  const busy = preview.generating || cart.adding;
  const sheetAttributes = options.attributes.filter((a) => a.placement === 'sheet');
  const dialogAttributes = options.attributes.filter((a) => a.placement === 'dialog');
  const choose = (index: number, value: string) => {
    options.choose(index, value);
    preview.followVariant();
  };
  const { fields } = form;
  // Bunting spreads a name over its flags, one letter each: only the generated preview shows that.
  // A mug's caption is drafted only on a cylinder template, whose wrap the browser follows; a
  // front-on mug photo is bent by the server's own wrap, which the draft does not imitate.
  const liveDraft =
    !ownDesign &&
    printArea &&
    printArea.surface !== 'bunting' &&
    (kindForm.liveDraft !== 'mug' || printArea.shape?.kind === 'cylinder')
      ? kindForm.liveDraft
      : undefined;
  const generateInput = {
    kind,
    name: fields.name,
    houseNumber: fields.houseNumber,
    caption: fields.line1,
    hasPhoto: form.hasPhoto,
    prompt: form.prompt,
  };

  return (
    <>
      <CustomizeHeader
        category={categoryDisplayName(product.collections, t.categories)}
        title={product.title}
        description={product.description}
        price={preview.generated ? null : { price: price.price, summary: invalid ? price.summary : '' }}
        dragHandleProps={dragHandleProps}
        share={<ShareProduct product={product} />}
      />
      <div
        ref={scrollRef}
        className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 pt-1 pb-6"
        data-testid="customize-scroll"
      >
        <PreviewPanel
          src={preview.shownImage}
          catalogImage={options.image}
          productTitle={product.title}
          generated={preview.generated}
          status={preview.generating ? t.sheet.generatingPreview : preview.loadingImage ? t.sheet.loadingImage : null}
          onSettled={preview.imageSettled}
          notice={preview.notice}
          outOfDate={
            preview.outOfDate && !preview.generating ? (
              <Suspense fallback={null}>
                <OutOfDateNote onRedraw={() => void preview.generate()} />
              </Suspense>
            ) : null
          }
          draft={
            ownDesign && printArea ? (
              <Suspense fallback={null}>
                <DesignDraft area={printArea} design={ownDesign} values={fields.fields ?? {}} />
              </Suspense>
            ) : liveDraft && printArea ? (
              <LiveDraft
                area={printArea}
                text={{
                  kind: liveDraft,
                  name: fields.name,
                  houseNumber: fields.houseNumber,
                  font: fields.font,
                  color: fields.color,
                  caption: fields.line1,
                  style: mugStyleOf(fields.style),
                }}
              />
            ) : null
          }
        />
        <OptionSelectors
          attributes={sheetAttributes}
          selection={options.selection}
          invalid={invalid}
          onChoose={choose}
        />
        <CustomizationFields ref={fieldsRef} kind={kind} form={form} choices={printArea} design={ownDesign} />
        <AiPromptSection
          prompt={form.prompt}
          samples={kindForm.samplePrompts}
          placeholder={t.sheet.promptPlaceholders[kind]}
          onChange={form.setPrompt}
        />
        <GenerateControls
          generated={preview.generated}
          generating={preview.generating}
          canGenerate={
            ownDesign
              ? !preview.generating &&
                (Object.values(form.fields.fields ?? {}).some((v) => v.length > 0) || form.prompt.length > 0)
              : canGenerate(generateInput, preview.generating)
          }
          onGenerate={() => void preview.generate()}
          onUndo={preview.undo}
          onClear={preview.clear}
        />
        {preview.generated ? (
          <Suspense fallback={null}>
            <ShareDesign
              product={product}
              variantId={
                options.match.status === 'matched'
                  ? options.match.variant.id
                  : ((options.match.status === 'missing' ? options.match.candidates[0]?.id : product.variants[0]?.id) ??
                    null)
              }
              snapshot={preview.latest}
              onShared={preview.rememberShared}
            />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <ArrivesBy
            productId={product.id}
            variantId={options.match.status === 'matched' ? options.match.variant.id : null}
          />
        </Suspense>
        <ProductReviews productId={product.id} />
      </div>
      {preview.generated ? (
        <SheetFooter
          price={price}
          state={addToCartState({ busy, match: options.match })}
          canChangeOptions={dialogAttributes.length > 0}
          onAdd={() => void cart.add()}
          onOpenDialog={() => setDialogOpen(true)}
        />
      ) : null}
      <SelectionDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        productTitle={product.title}
        attributes={dialogAttributes.length > 0 ? dialogAttributes : sheetAttributes}
        selection={options.selection}
        match={options.match}
        price={price}
        state={addToCartState({ busy, match: options.match, inDialog: true })}
        onChoose={choose}
        onAdd={() => void cart.add()}
      />
    </>
  );
}
