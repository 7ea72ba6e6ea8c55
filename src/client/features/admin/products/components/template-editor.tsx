import { useReducer, useState } from 'react';
import type { StudioProduct, TemplateInput } from '../../../../../contracts/admin-products';
import { MASTER_SIZE } from '../../../../../contracts/print-area';
import type { Category } from '../../../../../contracts/products';
import type { PrintArea } from '../../../../../contracts/print-area';
import type { TemplateShape } from '../../../../../contracts/template-geometry';
import { templateProblem } from '../../../../../contracts/template-validity';
import { Button } from '../../../../components/ui/button';
import { useRequestProof } from '../api/request-proof';
import { useSaveTemplate } from '../api/save-template';
import { fieldErrorsOf } from '../logic/field-errors';
import { fontRoleFor } from '../../../../../contracts/lettering-layout';
import { defaultFontOf } from '../../../../../contracts/template-choices';
import { letteringInputOf, letteringLookOf } from '../logic/lettering-look';
import { editOccluder, occluderDraft, occluderToSave } from '../logic/occluder-points';
import { convertShape } from '../logic/template-handles';
import { OccluderControls } from './occluder-controls';
import { TemplateLook, type Look } from './template-look';
import { TemplateStage, type StageMode } from './template-stage';

type StudioImage = StudioProduct['images'][number];

const DEFAULT_SHAPE: TemplateShape = {
  kind: 'quad',
  corners: [
    [312, 362],
    [712, 362],
    [712, 662],
    [312, 662],
  ],
};

function shapeOf(area: PrintArea | undefined): TemplateShape {
  if (!area) return DEFAULT_SHAPE;
  return area.shape ?? { kind: 'rect', x: area.x, y: area.y, width: area.width, height: area.height };
}

function lookOf(area: PrintArea | undefined, category: Category | null): Look {
  const surface =
    area?.surface ?? (category === 'Mugs' ? 'mug-wrap' : category === 'Kids Buntings' ? 'bunting' : 'board');
  return {
    surface,
    surfaceColor: area?.surfaceColor ?? '#8b5a2b',
    material: area?.material ?? '',
    light: area?.light ?? 0.6,
    lettering: letteringLookOf(area),
  };
}

/** Where the personalisation goes on one photo, with a live sample and the server's proof beside it. */
export function TemplateEditor({
  productId,
  image,
  category,
}: {
  productId: string;
  image: StudioImage;
  category: Category | null;
}) {
  const [shape, setShape] = useState<TemplateShape>(() => shapeOf(image.printArea));
  const [look, setLook] = useState<Look>(() => lookOf(image.printArea, category));
  const [occluder, onOccluder] = useReducer(editOccluder, image.printArea?.occluder, occluderDraft);
  const [mode, setMode] = useState<StageMode>('area');
  const [sampleName, setSampleName] = useState('Sharma Niwas');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const save = useSaveTemplate(productId, image.id);
  const proof = useRequestProof();
  const problem = templateProblem(shape, MASTER_SIZE);

  const inFront = occluderToSave(occluder.points);
  const body = (): TemplateInput => ({
    area: shape,
    surface: look.surface,
    surfaceColor: look.surfaceColor,
    ...(look.material ? { material: look.material } : {}),
    light: look.light,
    ...(inFront.occluder ? { occluder: inFront.occluder } : {}),
    ...letteringInputOf(look.lettering, category),
  });
  const onSave = () => {
    setSaved('');
    if (problem) return setErrors({ area: problem });
    if (inFront.problem) return setErrors({ occluder: inFront.problem });
    save.mutate(body(), {
      onSuccess: () => {
        setErrors({});
        setSaved('Template saved');
      },
      onError: (err) => setErrors(fieldErrorsOf(err)),
    });
  };

  const areaError = problem ?? errors.area;
  return (
    <section
      aria-labelledby="template-heading"
      className="space-y-4 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)]"
    >
      <h2 id="template-heading" className="font-display text-lg font-semibold text-ink-900">
        Where the name goes
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">Shape of the area</legend>
        {(['quad', 'rect', 'cylinder'] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2 rounded-full border border-cream-300 px-3 text-sm">
            <input
              type="radio"
              name="template-kind"
              className="size-4 accent-clay-600"
              checked={shape.kind === k}
              onChange={() => setShape(convertShape(shape, k))}
            />
            {k === 'quad'
              ? 'Four corners (at an angle)'
              : k === 'rect'
                ? 'Rectangle (front-on)'
                : 'Mug body (cylinder)'}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">On the photo, mark</legend>
        {(
          [
            ['area', 'Where the name goes'],
            ['occluder', 'What stands in front (e.g. a handle)'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-2 rounded-full border border-cream-300 px-3 text-sm"
          >
            <input
              type="radio"
              name="stage-mode"
              className="size-4 accent-clay-600"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-2">
          <TemplateStage
            imageUrl={image.url}
            shape={shape}
            onChange={setShape}
            sampleName={sampleName}
            sampleFont={fontRoleFor(defaultFontOf({ fonts: look.lettering.fonts }))}
            inkColor="#3b2414"
            invalid={problem !== null}
            mode={mode}
            occluder={occluder}
            onOccluder={onOccluder}
          />
          {mode === 'area' ? (
            <p id="template-keys-hint" className="text-xs text-ink-700">
              Drag a handle, or focus it and use the arrow keys (Shift for bigger steps).
            </p>
          ) : (
            <OccluderControls
              occluder={occluder}
              onOccluder={onOccluder}
              error={errors.occluder ?? Object.entries(errors).find(([k]) => k.startsWith('occluder.'))?.[1]}
            />
          )}
          <p role="alert" className="text-sm font-medium text-danger-600">
            {areaError}
          </p>
        </div>
        <div className="space-y-3">
          <TemplateLook
            look={look}
            onChange={setLook}
            errors={errors}
            category={category}
            shape={shape}
            onShape={setShape}
            sampleName={sampleName}
            onSampleName={setSampleName}
          />
          {errors[''] && (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {errors['']}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={onSave} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={proof.isPending}
              onClick={() => proof.mutate({ category, imageUrl: image.url, name: sampleName })}
            >
              {proof.isPending ? 'Drawing the proof…' : 'Render a proof'}
            </Button>
            <p role="status" className="text-sm text-leaf-600">
              {saved}
            </p>
          </div>
          {proof.isError && (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {proof.error.message}
            </p>
          )}
          {proof.data && (
            <figure className="space-y-1">
              <img
                src={proof.data}
                alt={`The server's proof with ${sampleName}`}
                data-testid="server-proof"
                className="w-full rounded-2xl"
              />
              <figcaption className="text-xs text-ink-700">The server's preview, from the saved template.</figcaption>
            </figure>
          )}
        </div>
      </div>
    </section>
  );
}
