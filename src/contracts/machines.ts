import * as z from 'zod/mini';

/**
 * The shop's machines (issue 42): the owner describes each once, and each kind of piece (or one
 * product) names the profiles that make it. Every order line then gets the files those machines
 * take as they are. Sizes are millimetres; a bed, bleed or bit of zero or less is refused at its
 * field, so no file is ever drawn for a machine that cannot exist.
 */
export const LASER_SOFTWARE = ['lightburn', 'xtool', 'glowforge', 'svg'] as const;
export type LaserSoftware = (typeof LASER_SOFTWARE)[number];

export const MACHINE_KINDS = ['laser', 'cnc', 'sublimation', 'print-shop'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

/** The file each kind of machine takes. */
export const MACHINE_FILE_EXT: Record<MachineKind, 'svg' | 'dxf' | 'png' | 'pdf'> = {
  laser: 'svg',
  cnc: 'dxf',
  sublimation: 'png',
  'print-shop': 'pdf',
};

const positiveMm = (what: string, max: number) =>
  z
    .number(`${what} in millimetres, e.g. 3`)
    .check(z.gt(0, `${what} must be more than 0 mm`), z.lte(max, `${what} must be at most ${max} mm`));
const gapMm = z
  .number('Gap in millimetres, e.g. 5')
  .check(z.gte(0, 'Gap cannot be negative'), z.lte(100, 'At most 100 mm'));

const profileId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes'));
const profileName = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(60));

export const laserProfileSchema = z.object({
  id: profileId,
  kind: z.literal('laser'),
  name: profileName,
  software: z.enum(LASER_SOFTWARE, 'Choose the laser software'),
  bedWidthMm: positiveMm('Bed width', 3000),
  bedHeightMm: positiveMm('Bed height', 3000),
  /** Which operations the laser is set up for; the cut outline is drawn only when it cuts. */
  operations: z.object({ cut: z.boolean(), score: z.boolean(), engrave: z.boolean() }),
  /** Between pieces on a batch sheet. */
  gapMm,
});

export const cncProfileSchema = z.object({
  id: profileId,
  kind: z.literal('cnc'),
  name: profileName,
  bitDiameterMm: positiveMm('Bit diameter', 50),
  bedWidthMm: positiveMm('Bed width', 5000),
  bedHeightMm: positiveMm('Bed height', 5000),
  gapMm,
});

export const sublimationProfileSchema = z.object({
  id: profileId,
  kind: z.literal('sublimation'),
  name: profileName,
  paperWidthMm: positiveMm('Paper width', 2000),
  paperHeightMm: positiveMm('Paper height', 2000),
  /** Transfers are printed mirrored, so they read right once pressed onto the mug. */
  mirror: z.boolean(),
  bleedMm: positiveMm('Bleed', 20),
  gapMm,
});

export const printShopProfileSchema = z.object({
  id: profileId,
  kind: z.literal('print-shop'),
  name: profileName,
  bleedMm: positiveMm('Bleed', 20),
  cropMarks: z.boolean(),
});

export const machineProfileSchema = z.discriminatedUnion('kind', [
  laserProfileSchema,
  cncProfileSchema,
  sublimationProfileSchema,
  printShopProfileSchema,
]);
export type MachineProfile = z.infer<typeof machineProfileSchema>;
export type LaserProfile = z.infer<typeof laserProfileSchema>;
export type CncProfile = z.infer<typeof cncProfileSchema>;
export type SublimationProfile = z.infer<typeof sublimationProfileSchema>;
export type PrintShopProfile = z.infer<typeof printShopProfileSchema>;

/** The kinds of piece that have production files. */
export const PIECE_KINDS = ['board', 'plate', 'mug'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** Which profiles each kind of piece goes to; a product handle in `products` overrides its kind. */
const profileIds = z.array(profileId).check(z.maxLength(8));

const machineSettingsFields = z.object({
  profiles: z.array(machineProfileSchema).check(z.minLength(1, 'At least one machine'), z.maxLength(20)),
  pieces: z.object({ board: profileIds, plate: profileIds, mug: profileIds }),
  products: z.record(z.string().check(z.regex(/^[a-z0-9-]{1,120}$/)), profileIds),
});

export const machineSettingsSchema = machineSettingsFields.check(
  z.superRefine((s, ctx) => {
    const ids = new Set<string>();
    s.profiles.forEach((p, i) => {
      if (ids.has(p.id))
        ctx.issues.push({
          code: 'custom',
          path: ['profiles', i, 'id'],
          message: 'Two machines share this id',
          input: p.id,
        });
      ids.add(p.id);
    });
    const check = (list: string[], path: (string | number)[]) =>
      list.forEach((id, i) => {
        if (!ids.has(id))
          ctx.issues.push({ code: 'custom', path: [...path, i], message: `No machine "${id}"`, input: id });
      });
    for (const kind of PIECE_KINDS) check(s.pieces[kind], ['pieces', kind]);
    for (const [handle, list] of Object.entries(s.products)) check(list, ['products', handle]);
  }),
);
export type MachineSettings = z.infer<typeof machineSettingsSchema>;

/**
 * A new shop's machines: a LightBurn CO2 laser (the commonest in Indian workshops), a CNC router
 * with a 1/8 in bit, an A4 sublimation printer printing mirrored, and an outside print shop.
 */
export const DEFAULT_MACHINE_SETTINGS: MachineSettings = {
  profiles: [
    {
      id: 'laser',
      kind: 'laser',
      name: 'CO2 laser',
      software: 'lightburn',
      bedWidthMm: 600,
      bedHeightMm: 400,
      operations: { cut: true, score: true, engrave: true },
      gapMm: 5,
    },
    {
      id: 'router',
      kind: 'cnc',
      name: 'CNC router',
      bitDiameterMm: 3.175,
      bedWidthMm: 1220,
      bedHeightMm: 610,
      gapMm: 8,
    },
    {
      id: 'sublimation',
      kind: 'sublimation',
      name: 'Mug sublimation printer',
      paperWidthMm: 297,
      paperHeightMm: 210,
      mirror: true,
      bleedMm: 2,
      // Two 11 oz wraps (with bleed and their marks' band) fit on A4 with 3 mm between them; 5 mm leaves one.
      gapMm: 3,
    },
    { id: 'print-shop', kind: 'print-shop', name: 'Print shop', bleedMm: 3, cropMarks: true },
  ],
  pieces: { board: ['laser', 'router', 'print-shop'], plate: ['laser', 'print-shop'], mug: ['sublimation'] },
  products: {},
};

/** `GET`/`PUT /api/admin/machines`. */
export const machineSettingsResponseSchema = z.object({ machines: machineSettingsFields, isDefault: z.boolean() });

/** What the preflight found in one file: ok, or the reasons it is not. */
export const preflightSchema = z.object({ ok: z.boolean(), problems: z.array(z.string()), checkedWith: z.string() });
export type Preflight = z.infer<typeof preflightSchema>;

/** `GET /api/admin/orders/:orderId/lines/:lineId/machine-files`: each profile's file and its preflight. */
export const machineFilesSchema = z.object({
  files: z.array(
    z.object({
      profileId: z.string(),
      profileName: z.string(),
      kind: z.enum(MACHINE_KINDS),
      filename: z.string(),
      url: z.string(),
      preflight: preflightSchema,
    }),
  ),
  unavailable: z.optional(z.string()),
});
export type MachineFiles = z.infer<typeof machineFilesSchema>;

/**
 * `GET /api/admin/machines/:profileId/batch?lines=...`: the lines' pieces packed onto the bed (or
 * mugs' wraps onto the sublimation paper; `references=0` leaves their references off), sheet by sheet.
 */
export const machineBatchSchema = z.object({
  /** The laser's or router's bed, or the sublimation paper the way round it was laid out. */
  bed: z.object({ widthMm: z.number(), heightMm: z.number() }),
  /** The fewest sheets any packing could use (the pieces' area over the bed's, rounded up). */
  areaBound: z.number(),
  jobSheetUrl: z.string(),
  sheets: z.array(
    z.object({
      url: z.string(),
      filename: z.string(),
      /** Share of the bed the pieces cover, 0 to 1. */
      utilisation: z.number(),
      pieces: z.array(
        z.object({
          lineId: z.string(),
          label: z.string(),
          x: z.number(),
          y: z.number(),
          widthMm: z.number(),
          heightMm: z.number(),
        }),
      ),
      preflight: preflightSchema,
    }),
  ),
});
export type MachineBatch = z.infer<typeof machineBatchSchema>;

/** `POST /api/admin/machines/batch/made`: every line of the batch, made together or none. */
export const batchMadeSchema = z.object({ lineIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(200)) });
export const batchMadeResponseSchema = z.object({ made: z.number() });

export const machineFileParamsSchema = z.object({ orderId: z.uuid(), lineId: z.uuid(), profileId });

export function machineFileUrl(orderId: string, lineId: string, profileId: string): string {
  return `/api/admin/orders/${orderId}/lines/${lineId}/machine-files/${profileId}`;
}

/** e.g. KG-10042-1-board.svg: order, line, piece, so a folder of a day's files sorts itself. */
export function machineFileName(reference: string, lineNumber: number, piece: string, ext: string): string {
  return `${reference}-${lineNumber}-${piece}.${ext}`;
}
