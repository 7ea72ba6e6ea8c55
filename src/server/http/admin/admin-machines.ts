import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  batchMadeResponseSchema,
  batchMadeSchema,
  machineBatchSchema,
  machineFileParamsSchema,
  machineFilesSchema,
  machineFileUrl,
  machineSettingsResponseSchema,
  machineSettingsSchema,
  type SublimationProfile,
} from '../../../contracts/machines';
import { productionParamsSchema } from '../../../contracts/production';
import { DomainError } from '../../platform/errors';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { MachineFilesService } from '../../production/machines/machine-files';
import { loadMachineSettings, saveMachineSettings } from '../../shop-settings/machine-settings';
import { markLinesMade } from '../../orders/production-queue';
import { staff } from './admin-session';
import { areaBoundSheets, jobSheetPdf, sheetDxf, sheetLayers, sheetSvg } from '../../production/machines/batch';
import { preflightDxf, preflightSublimationSheet, preflightSvg } from '../../production/machines/preflight';
import { sheetSlots, sublimationSheetPng, wrapShare } from '../../production/machines/sublimation-sheet';
import { PRINT_DPI } from '../../production/mug-file';
import { pixelsAt } from '../../catalog/piece-size';
import { LASER_COLOURS } from '../../production/machines/laser-svg';
import { errorResponses } from '../error-responses';
import { insightsQuerySchema } from '../../../contracts/admin';
import { preflightInsightsSchema } from '../../../contracts/preflight-insights';
import { MAX_RANGE_DAYS } from '../../insights/insights';
import { preflightInsights, recordPreflight } from '../../production/machines/preflight-log';

const batchParams = z.object({ profileId: machineFileParamsSchema.shape.profileId });
const batchQuery = z.object({
  /** Mugs: print each wrap's order reference beside it (the default) or not. */
  references: z.optional(z.enum(['0', '1'])),
  lines: z
    .pipe(
      z.string().check(z.maxLength(200 * 37)),
      z.transform((v) => v.split(',').filter(Boolean)),
    )
    .check(
      z.refine(
        (ids) => ids.length >= 1 && ids.length <= 200 && ids.every((id) => UUID.test(id)),
        'Line ids, comma separated',
      ),
    ),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const errors = errorResponses(400, 401, 403, 404);

/** A batch sheet's key among the preflight results: its machine, its lines (hashed), references on or off, its number. */
const sheetKey = (profileId: string, lines: string[], references: boolean, index: number) =>
  `sheet:${profileId}:${createHash('sha256')
    .update(`${lines.join(',')}|${references}`)
    .digest('base64url')
    .slice(0, 22)}:${index + 1}`;
const ALL_OPS = { cut: true, score: true, engrave: true };
const fileBody = z.custom<Buffer>((value) => Buffer.isBuffer(value));

/**
 * The shop's machines (issue 42): the owner sets the profiles; the owner and the makers get each
 * line's file for each machine that makes it, with the preflight beside the download. A failed
 * preflight never blocks the download: the file is served and the reason shown.
 */
export default async function adminMachinesRoutes(app: FastifyInstance, opts: { origin: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = new MachineFilesService({
    db: app.db,
    catalog: app.catalog,
    store: app.objectStore,
    mugPhotos: mugPhotoStyling,
  });

  r.get(
    '/api/admin/machines',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { response: { 200: machineSettingsResponseSchema, ...errors } },
    },
    async () => loadMachineSettings(app.db),
  );

  r.put(
    '/api/admin/machines',
    {
      onRequest: app.requireRole('owner'),
      schema: { body: machineSettingsSchema, response: { 200: machineSettingsResponseSchema, ...errors } },
    },
    async (req) => ({ machines: await saveMachineSettings(app.db, req.body), isDefault: false }),
  );

  r.get(
    '/api/admin/orders/:orderId/lines/:lineId/machine-files',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: productionParamsSchema, response: { 200: machineFilesSchema, ...errors } },
    },
    async (req) => {
      const { orderId, lineId } = req.params;
      const line = await files.line(orderId, lineId);
      if (line.piece.kind === 'none') return { files: [], unavailable: line.piece.reason };
      const { machines } = await loadMachineSettings(app.db);
      const made = await files.files(line, machines);
      for (const f of made) await recordPreflight(app.db, `line:${lineId}:${f.profile.id}`, f.profile, f.preflight);
      return {
        files: made.map((f) => ({
          profileId: f.profile.id,
          profileName: f.profile.name,
          kind: f.profile.kind,
          filename: f.filename,
          url: machineFileUrl(orderId, lineId, f.profile.id),
          preflight: f.preflight,
        })),
      };
    },
  );

  r.get(
    '/api/admin/orders/:orderId/lines/:lineId/machine-files/:profileId',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: machineFileParamsSchema, response: { 200: fileBody, ...errors } },
    },
    async (req, reply) => {
      const { orderId, lineId, profileId } = req.params;
      const line = await files.line(orderId, lineId);
      const { machines } = await loadMachineSettings(app.db);
      const [file] = await files.files(line, machines, profileId);
      if (!file) throw new DomainError('not_found', 'This line has no file for that machine');
      await recordPreflight(app.db, `line:${lineId}:${file.profile.id}`, file.profile, file.preflight);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-preflight', file.preflight.ok ? 'ok' : 'failed')
        .send(file.body);
    },
  );

  /** The batch's sheets for one laser or router: where each piece goes, and each sheet's preflight. */
  const batchOf = async (profileId: string, lines: string[]) => {
    const { machines } = await loadMachineSettings(app.db);
    const profile = machines.profiles.find((p) => p.id === profileId);
    if (!profile || (profile.kind !== 'laser' && profile.kind !== 'cnc'))
      throw new DomainError('not_found', 'No laser, router or sublimation printer with that id');
    return { profile, ...(await files.batch(profile, lines, opts.origin)) };
  };

  /**
   * A mug batch's sheets, drawn and preflighted once: the batch's page asks for the layout and
   * then the sheets' pictures and the job sheet, so the last few are kept for a minute rather
   * than drawing every wrap again for each.
   */
  const mugBatches = new Map<string, { at: number; made: Promise<MugSheets> }>();
  const mugSheets = (profile: SublimationProfile, lines: string[], references = true) => {
    const key = JSON.stringify([profile, lines, references]);
    const now = Date.now();
    for (const [k, v] of mugBatches) if (now - v.at > 60_000) mugBatches.delete(k);
    const kept = mugBatches.get(key);
    if (kept) return kept.made;
    const made = drawMugSheets(profile, lines, references);
    mugBatches.set(key, { at: now, made });
    while (mugBatches.size > 3) mugBatches.delete(mugBatches.keys().next().value!);
    made.catch(() => mugBatches.delete(key));
    return made;
  };
  const drawMugSheets = async (profile: SublimationProfile, lines: string[], references: boolean) => {
    const batch = await files.mugBatch(profile, lines, opts.origin);
    const drawn = await Promise.all(
      batch.sheets.map(async (sheet) => {
        const png = await sublimationSheetPng(sheet, batch.paper, batch.arts, profile, references);
        const preflight = await preflightSublimationSheet(png, {
          paper: batch.paper,
          dpi: PRINT_DPI,
          mirror: profile.mirror,
          bleedPx: pixelsAt(profile.bleedMm, PRINT_DPI),
          pieces: sheetSlots(sheet).map((s) => ({ ...s, raw: batch.arts.get(s.lineId)!.raw })),
        });
        return { sheet, png, preflight };
      }),
    );
    for (const [i, d] of drawn.entries())
      await recordPreflight(app.db, sheetKey(profile.id, lines, references, i), profile, d.preflight);
    return { ...batch, drawn };
  };
  type MugSheets = Awaited<ReturnType<typeof drawMugSheets>>;

  const pxToMm = (v: number) => Math.round((v / PRINT_DPI) * 25.4 * 10) / 10;

  r.get(
    '/api/admin/machines/:profileId/batch',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: batchParams, querystring: batchQuery, response: { 200: machineBatchSchema, ...errors } },
    },
    async (req) => {
      const lines = req.query.lines.join(',');
      const { machines } = await loadMachineSettings(app.db);
      const found = machines.profiles.find((p) => p.id === req.params.profileId);
      if (found?.kind === 'sublimation') {
        const references = req.query.references !== '0';
        const { paper, drawn } = await mugSheets(found, req.query.lines, references);
        const query = `lines=${lines}${references ? '' : '&references=0'}`;
        return {
          bed: paper,
          areaBound: areaBoundSheets(
            drawn.map((d) => d.sheet),
            paper,
          ),
          jobSheetUrl: `/api/admin/machines/${found.id}/batch/job-sheet.pdf?${query}`,
          sheets: drawn.map(({ sheet, preflight }, i) => ({
            url: `/api/admin/machines/${found.id}/batch/sheet-${i + 1}.png?${query}`,
            filename: `batch-${found.id}-sheet-${i + 1}.png`,
            utilisation: Math.round(wrapShare(sheet, paper) * 1000) / 1000,
            pieces: sheetSlots(sheet).map((s) => ({
              lineId: s.lineId,
              label: s.label,
              x: pxToMm(s.art.left),
              y: pxToMm(s.art.top),
              widthMm: pxToMm(s.art.width),
              heightMm: pxToMm(s.art.height),
            })),
            preflight,
          })),
        };
      }
      const { profile, sheets, bed, drawings } = await batchOf(req.params.profileId, req.query.lines);
      const ext = profile.kind === 'laser' ? 'svg' : 'dxf';
      const checked: Promise<void>[] = [];
      const answer = {
        bed,
        areaBound: areaBoundSheets(sheets, bed),
        jobSheetUrl: `/api/admin/machines/${profile.id}/batch/job-sheet.pdf?lines=${lines}`,
        sheets: sheets.map((sheet, i) => {
          const layers = sheetLayers(sheet, drawings, profile.kind === 'laser' ? profile.operations : ALL_OPS);
          const preflight =
            profile.kind === 'laser'
              ? preflightSvg(sheetSvg('', bed, layers, profile.software), bed, LASER_COLOURS[profile.software])
              : preflightDxf(sheetDxf(bed, layers), bed, false);
          checked.push(recordPreflight(app.db, sheetKey(profile.id, req.query.lines, true, i), profile, preflight));
          return {
            url: `/api/admin/machines/${profile.id}/batch/sheet-${i + 1}.${ext}?lines=${lines}`,
            filename: `batch-${profile.id}-sheet-${i + 1}.${ext}`,
            utilisation: Math.round(sheet.utilisation * 1000) / 1000,
            pieces: sheet.pieces.map((p) => ({ lineId: p.lineId, label: p.label, x: p.x, y: p.y, ...p.size })),
            preflight,
          };
        }),
      };
      await Promise.all(checked);
      return answer;
    },
  );

  r.get(
    '/api/admin/machines/preflight-insights',
    {
      onRequest: app.requireRole('owner'),
      schema: { querystring: insightsQuerySchema, response: { 200: preflightInsightsSchema, ...errors } },
    },
    async (req) => {
      const { from, to } = req.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!Number.isFinite(days) || days < 1)
        throw new DomainError('invalid_input', 'The start date must be on or before the end date.');
      if (days > MAX_RANGE_DAYS) throw new DomainError('invalid_input', `Choose at most ${MAX_RANGE_DAYS} days.`);
      return preflightInsights(app.db, { from, to });
    },
  );

  r.get(
    '/api/admin/machines/:profileId/batch/:file',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: {
        params: z.object({
          profileId: batchParams.shape.profileId,
          file: z.string().check(z.regex(/^(sheet-\d{1,3}\.(svg|dxf|png)|job-sheet\.pdf)$/)),
        }),
        querystring: batchQuery,
        response: { 200: fileBody, ...errors },
      },
    },
    async (req, reply) => {
      const send = (body: Buffer, type: string, name: string) =>
        reply
          .type(type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      const { machines } = await loadMachineSettings(app.db);
      const found = machines.profiles.find((p) => p.id === req.params.profileId);
      if (found?.kind === 'sublimation') {
        const { drawn, jobs } = await mugSheets(found, req.query.lines, req.query.references !== '0');
        if (req.params.file === 'job-sheet.pdf') {
          const ordered = drawn.flatMap((d) => d.sheet.pieces.map((p) => jobs.get(p.lineId)!));
          return send(
            await jobSheetPdf(`${found.name}: ${ordered.length} mugs`, ordered, new Date()),
            'application/pdf',
            `batch-${found.id}-job-sheet.pdf`,
          );
        }
        const [, n, ext] = /^sheet-(\d+)\.(svg|dxf|png)$/.exec(req.params.file)!;
        const one = drawn[Number(n) - 1];
        if (!one || ext !== 'png') throw new DomainError('not_found', 'No such sheet');
        return send(one.png, 'image/png', `batch-${found.id}-sheet-${n}.png`);
      }
      const { profile, sheets, bed, drawings, jobs } = await batchOf(req.params.profileId, req.query.lines);
      if (req.params.file === 'job-sheet.pdf') {
        const byLine = new Map(jobs.map((j, i) => [req.query.lines[i], j]));
        const ordered = sheets.flatMap((s) => s.pieces.map((p) => byLine.get(p.lineId)!));
        return send(
          await jobSheetPdf(`${profile.name}: ${ordered.length} pieces`, ordered, new Date()),
          'application/pdf',
          `batch-${profile.id}-job-sheet.pdf`,
        );
      }
      const [, n, ext] = /^sheet-(\d+)\.(svg|dxf|png)$/.exec(req.params.file)!;
      const sheet = sheets[Number(n) - 1];
      if (!sheet || ext !== (profile.kind === 'laser' ? 'svg' : 'dxf'))
        throw new DomainError('not_found', 'No such sheet');
      const layers = sheetLayers(sheet, drawings, profile.kind === 'laser' ? profile.operations : ALL_OPS);
      return profile.kind === 'laser'
        ? send(
            Buffer.from(sheetSvg(`${profile.name} sheet ${n}`, bed, layers, profile.software)),
            'image/svg+xml',
            req.params.file,
          )
        : send(Buffer.from(sheetDxf(bed, layers)), 'image/vnd.dxf', req.params.file);
    },
  );

  r.post(
    '/api/admin/machines/batch/made',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: {
        body: batchMadeSchema,
        response: { 200: batchMadeResponseSchema, ...errors },
      },
    },
    async (req) => ({ made: await markLinesMade(app.db, req.body.lineIds, { userId: staff(req).id }) }),
  );
}
