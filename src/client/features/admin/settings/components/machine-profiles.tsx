import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  MACHINE_KINDS,
  machineSettingsSchema,
  PIECE_KINDS,
  type MachineKind,
  type MachineSettings,
} from '../../../../../contracts/machines';
import { Button } from '../../../../components/ui/button';
import { Label, NativeSelect } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useMachineSettings, useProductsForMachines, useSaveMachineSettings } from '../api/machine-settings';
import {
  fitsPiece,
  KIND_NAMES,
  newProfile,
  PIECE_NAMES,
  withField,
  withoutProfile,
  withPiece,
  withProduct,
} from '../logic/machine-draft';
import { MachineProfileFields } from './machine-profile-fields';
import { SettingsForm, settingsErrorsFrom, type SettingsErrors } from './settings-form';

/** Loads the shop's machines, then the form (which keeps its own draft from then on). */
export function MachineProfiles() {
  const query = useMachineSettings();
  if (query.isPending) return null;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        {errorMessage(query.error, 'Could not load the machines.')}
      </p>
    );
  return <MachinesForm initial={query.data.machines} isDefault={query.data.isDefault} />;
}

/**
 * Issue 42: the owner describes their machines once (a laser and its software, a CNC router, a
 * sublimation printer, a print shop) and says which make which piece; every order line then gets
 * the files those machines take as they are.
 */
function MachinesForm({ initial, isDefault }: { initial: MachineSettings; isDefault: boolean }) {
  const save = useSaveMachineSettings();
  const products = useProductsForMachines();
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState<MachineKind>('laser');
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saved, setSaved] = useState('');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved('');
    const parsed = machineSettingsSchema.safeParse(draft);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved('Saved. New files are drawn for these machines.'),
      onError: (err) => setErrors(settingsErrorsFrom(err, 'Could not save the machines.')),
    });
  };
  const change = (next: MachineSettings) => {
    setSaved('');
    setDraft(next);
  };

  return (
    <SettingsForm
      id="machines"
      title="Machines"
      intro={
        isDefault
          ? 'Your shop uses the default machines: a LightBurn laser, a CNC router, an A4 sublimation printer and a print shop. Change them to the ones you have; each order line gets a file for each machine that makes it.'
          : 'Each order line gets a file for each machine that makes it, checked by a reader we did not write.'
      }
      errors={errors}
      onSubmit={onSubmit}
      saving={save.isPending}
      saveLabel="Save machines"
      saved={saved}
    >
      <ul className="grid gap-4" aria-label="Your machines">
        {draft.profiles.map((profile, index) => (
          <li key={profile.id}>
            <fieldset className="grid gap-3 rounded-2xl border border-cream-300 p-3 md:p-4">
              <legend className="px-1 font-semibold text-ink-900">{profile.name || KIND_NAMES[profile.kind]}</legend>
              <MachineProfileFields
                profile={profile}
                index={index}
                errors={errors}
                onChange={(patch) => change(withField(draft, index, patch))}
              />
              {draft.profiles.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => change(withoutProfile(draft, profile.id))}
                >
                  <Trash2 aria-hidden />
                  Remove {profile.name || KIND_NAMES[profile.kind]}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="machine-new-kind">Add a machine</Label>
          <NativeSelect
            id="machine-new-kind"
            value={adding}
            onChange={(e) => setAdding(e.target.value as MachineKind)}
            className="w-auto"
          >
            {MACHINE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="button"
          variant="outline"
          className="h-12"
          onClick={() =>
            change({
              ...draft,
              profiles: [
                ...draft.profiles,
                newProfile(
                  adding,
                  draft.profiles.map((p) => p.id),
                ),
              ],
            })
          }
        >
          <Plus aria-hidden />
          Add
        </Button>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-ink-900">Which machines make what</legend>
        {PIECE_KINDS.map((piece) => (
          <fieldset key={piece} className="grid gap-1">
            <legend className="text-sm font-semibold text-ink-700">{PIECE_NAMES[piece]}</legend>
            <div className="flex flex-wrap gap-x-5">
              {draft.profiles
                .filter((p) => fitsPiece(p, piece))
                .map((p) => (
                  <label key={p.id} className="flex min-h-10 items-center gap-2 text-sm text-ink-900">
                    <input
                      type="checkbox"
                      checked={draft.pieces[piece].includes(p.id)}
                      onChange={(e) => change(withPiece(draft, piece, p.id, e.target.checked))}
                      className="size-5 accent-clay-600"
                    />
                    {p.name}
                  </label>
                ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {products.data && products.data.length > 0 ? (
        <details className="rounded-2xl border border-cream-300 p-3">
          <summary className="min-h-10 cursor-pointer content-center font-semibold text-ink-900">
            A product made on one machine only
          </summary>
          <p className="mt-1 text-sm text-ink-700">A product follows its kind unless you name its machine here.</p>
          <ul className="mt-3 grid gap-3">
            {products.data.map((p) => (
              <li key={p.handle} className="grid gap-1.5">
                <Label htmlFor={`machine-product-${p.handle}`}>{p.title}</Label>
                <NativeSelect
                  id={`machine-product-${p.handle}`}
                  value={draft.products[p.handle]?.[0] ?? ''}
                  onChange={(e) => change(withProduct(draft, p.handle, e.target.value))}
                >
                  <option value="">As its kind</option>
                  {draft.profiles
                    .filter((m) => !p.category || (p.category === 'Mugs') === (m.kind === 'sublimation'))
                    .map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </SettingsForm>
  );
}
