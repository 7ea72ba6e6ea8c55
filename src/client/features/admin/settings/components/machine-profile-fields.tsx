import { LASER_SOFTWARE, MACHINE_FILE_EXT, type MachineProfile } from '../../../../../contracts/machines';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { KIND_NAMES } from '../logic/machine-draft';

const SOFTWARE_NAMES = {
  lightburn: 'LightBurn',
  xtool: 'xTool Creative Space',
  glowforge: 'Glowforge',
  svg: 'Plain SVG (Inkscape, RDWorks import)',
} as const;

/** The number fields each kind of machine has, in millimetres. */
const NUMBERS = {
  laser: [
    ['bedWidthMm', 'Bed width (mm)'],
    ['bedHeightMm', 'Bed height (mm)'],
    ['gapMm', 'Gap between pieces (mm)'],
  ],
  cnc: [
    ['bitDiameterMm', 'Bit diameter (mm)'],
    ['bedWidthMm', 'Bed width (mm)'],
    ['bedHeightMm', 'Bed height (mm)'],
    ['gapMm', 'Gap between pieces (mm)'],
  ],
  sublimation: [
    ['paperWidthMm', 'Paper width (mm)'],
    ['paperHeightMm', 'Paper height (mm)'],
    ['bleedMm', 'Bleed (mm)'],
    ['gapMm', 'Gap between transfers (mm)'],
  ],
  'print-shop': [['bleedMm', 'Bleed (mm)']],
} as const;

/**
 * One machine's fields. Each field's error (the server's words, or the same schema's in the
 * browser) sits under it and is read with it.
 */
export function MachineProfileFields({
  profile,
  index,
  errors,
  onChange,
}: {
  profile: MachineProfile;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<MachineProfile>) => void;
}) {
  const id = (field: string) => `machine-${index}-${field}`;
  const aria = (field: string) => {
    const error = errors[`profiles.${index}.${field}`];
    return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` } : {};
  };
  const error = (field: string) => {
    const message = errors[`profiles.${index}.${field}`];
    return message ? (
      <p id={`${id(field)}-error`} className="text-sm font-semibold text-danger-600">
        {message}
      </p>
    ) : null;
  };
  const check = (field: 'mirror' | 'cropMarks', label: string, value: boolean) => (
    <label className="flex min-h-10 items-center gap-3 text-sm font-semibold text-ink-900">
      <input
        type="checkbox"
        checked={value}
        onChange={(e) => onChange({ [field]: e.target.checked })}
        className="size-5 accent-clay-600"
      />
      {label}
    </label>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id('name')}>Name</Label>
        <Input
          id={id('name')}
          value={profile.name}
          onChange={(e) => onChange({ name: e.target.value })}
          {...aria('name')}
        />
        {error('name')}
      </div>
      <p className="self-end pb-3 text-sm text-ink-700">
        {KIND_NAMES[profile.kind]} · gets <strong>{MACHINE_FILE_EXT[profile.kind].toUpperCase()}</strong> files
      </p>
      {profile.kind === 'laser' ? (
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={id('software')}>Laser software</Label>
          <NativeSelect
            id={id('software')}
            value={profile.software}
            onChange={(e) => onChange({ software: e.target.value as (typeof LASER_SOFTWARE)[number] })}
          >
            {LASER_SOFTWARE.map((s) => (
              <option key={s} value={s}>
                {SOFTWARE_NAMES[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {NUMBERS[profile.kind].map(([field, label]) => (
        <div key={field} className="grid gap-1.5">
          <Label htmlFor={id(field)}>{label}</Label>
          <Input
            id={id(field)}
            type="number"
            inputMode="decimal"
            step="any"
            value={
              Number.isNaN((profile as Record<string, unknown>)[field])
                ? ''
                : String((profile as Record<string, unknown>)[field])
            }
            onChange={(e) => onChange({ [field]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            {...aria(field)}
          />
          {error(field)}
        </div>
      ))}
      {profile.kind === 'laser' ? (
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">What it does</legend>
          {(['cut', 'score', 'engrave'] as const).map((op) => (
            <label key={op} className="flex min-h-10 items-center gap-3 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={profile.operations[op]}
                onChange={(e) => onChange({ operations: { ...profile.operations, [op]: e.target.checked } })}
                className="size-5 accent-clay-600"
              />
              {op === 'cut' ? 'Cut the outline' : op === 'score' ? 'Score the border' : 'Engrave (fill) the lettering'}
            </label>
          ))}
        </fieldset>
      ) : null}
      {profile.kind === 'sublimation' ? check('mirror', 'Print mirrored (transfer paper)', profile.mirror) : null}
      {profile.kind === 'print-shop' ? check('cropMarks', 'Crop marks outside the trim', profile.cropMarks) : null}
    </div>
  );
}
