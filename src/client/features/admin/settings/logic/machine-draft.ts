import {
  DEFAULT_MACHINE_SETTINGS,
  type MachineKind,
  type MachineProfile,
  type MachineSettings,
  type PieceKind,
} from '../../../../../contracts/machines';

export const KIND_NAMES: Record<MachineKind, string> = {
  laser: 'Laser',
  cnc: 'CNC router',
  sublimation: 'Sublimation printer',
  'print-shop': 'Print shop',
};

export const PIECE_NAMES: Record<PieceKind, string> = { board: 'Name boards', plate: 'Name plates', mug: 'Mugs' };

/** Which machines can make which piece: vectors for boards and plates, the transfer for mugs (as the server). */
export const fitsPiece = (profile: MachineProfile, piece: PieceKind): boolean =>
  piece === 'mug' ? profile.kind === 'sublimation' : profile.kind !== 'sublimation';

/** A new machine of a kind, from the default set's one of that kind, with an id not yet taken. */
export function newProfile(kind: MachineKind, taken: string[]): MachineProfile {
  const base = DEFAULT_MACHINE_SETTINGS.profiles.find((p) => p.kind === kind)!;
  let n = 2;
  while (taken.includes(`${base.id}-${n}`)) n++;
  return { ...base, id: `${base.id}-${n}`, name: `${base.name} ${n}` };
}

/** Removes a machine and every mention of it, so the saved set never names a machine that is gone. */
export function withoutProfile(s: MachineSettings, id: string): MachineSettings {
  const drop = (ids: string[]) => ids.filter((x) => x !== id);
  return {
    profiles: s.profiles.filter((p) => p.id !== id),
    pieces: { board: drop(s.pieces.board), plate: drop(s.pieces.plate), mug: drop(s.pieces.mug) },
    products: Object.fromEntries(
      Object.entries(s.products)
        .map(([handle, ids]) => [handle, drop(ids)] as const)
        .filter(([, ids]) => ids.length > 0),
    ),
  };
}

/** One field of one machine changed (a number field left empty is NaN: the server names it). */
export function withField(s: MachineSettings, index: number, patch: Partial<MachineProfile>): MachineSettings {
  return { ...s, profiles: s.profiles.map((p, i) => (i === index ? ({ ...p, ...patch } as MachineProfile) : p)) };
}

/** Turns a machine on or off for a kind of piece. */
export function withPiece(s: MachineSettings, piece: PieceKind, id: string, on: boolean): MachineSettings {
  const list = s.pieces[piece].filter((x) => x !== id);
  return { ...s, pieces: { ...s.pieces, [piece]: on ? [...list, id] : list } };
}

/** A product's own machine, or '' to follow its kind. */
export function withProduct(s: MachineSettings, handle: string, id: string): MachineSettings {
  const products = { ...s.products };
  if (id) products[handle] = [id];
  else delete products[handle];
  return { ...s, products };
}
