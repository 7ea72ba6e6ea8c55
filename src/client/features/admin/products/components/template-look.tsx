import type { TemplateInput } from '../../../../../contracts/admin-products';
import { MATERIALS } from '../../../../../contracts/print-area';
import type { Category } from '../../../../../contracts/products';
import type { TemplateShape } from '../../../../../contracts/template-geometry';
import { Input, NativeSelect } from '../../../../components/ui/input';
import type { LetteringLook } from '../logic/lettering-look';
import { Field } from './field';
import { TemplateLettering } from './template-lettering';

export interface Look {
  surface: TemplateInput['surface'];
  surfaceColor: string;
  material: NonNullable<TemplateInput['material']> | '';
  light: number;
  /** The fonts, colours and lower limits the shopper may choose. */
  lettering: LetteringLook;
}

const SURFACES = ['board', 'plate', 'mug-wrap', 'bunting'] as const;

/**
 * The template's look: surface, its colour, material, how much photo light stays, and what the
 * shopper may choose in the lettering.
 */
export function TemplateLook({
  look,
  onChange,
  errors,
  category,
  shape,
  onShape,
  sampleName,
  onSampleName,
}: {
  look: Look;
  onChange: (next: Look) => void;
  errors: Record<string, string>;
  category: Category | null;
  shape: TemplateShape;
  onShape: (next: TemplateShape) => void;
  sampleName: string;
  onSampleName: (name: string) => void;
}) {
  const set = (patch: Partial<Look>) => onChange({ ...look, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Sample name">
        {(p) => (
          <Input {...p} dir="auto" maxLength={20} value={sampleName} onChange={(e) => onSampleName(e.target.value)} />
        )}
      </Field>
      <Field label="Surface" error={errors.surface}>
        {(p) => (
          <NativeSelect
            {...p}
            value={look.surface}
            onChange={(e) => set({ surface: e.target.value as Look['surface'] })}
          >
            {SURFACES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Surface colour" error={errors.surfaceColor}>
        {(p) => (
          <Input
            {...p}
            type="color"
            className="h-11 p-1"
            value={look.surfaceColor}
            onChange={(e) => set({ surfaceColor: e.target.value })}
          />
        )}
      </Field>
      <Field label="Material" error={errors.material}>
        {(p) => (
          <NativeSelect
            {...p}
            value={look.material}
            onChange={(e) => set({ material: e.target.value as Look['material'] })}
          >
            <option value="">Not set</option>
            {MATERIALS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={`Photo light kept (${Math.round(look.light * 100)}%)`} error={errors.light}>
        {(p) => (
          <input
            {...p}
            type="range"
            min={0}
            max={1}
            step={0.05}
            className="h-11 w-full accent-clay-600"
            value={look.light}
            onChange={(e) => set({ light: Number(e.target.value) })}
          />
        )}
      </Field>
      {shape.kind === 'cylinder' && (
        <Field label="Arc around the mug (degrees)" hint="20 to 180" error={errors['area.arc']}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={20}
              max={180}
              value={shape.arc}
              onChange={(e) => onShape({ ...shape, arc: Number(e.target.value) })}
            />
          )}
        </Field>
      )}
      <TemplateLettering
        lettering={look.lettering}
        onChange={(lettering) => set({ lettering })}
        category={category}
        errors={errors}
      />
    </div>
  );
}
