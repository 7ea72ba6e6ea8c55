import * as z from 'zod/mini';
import { MACHINE_KINDS } from './machines';

/**
 * Why a machine file failed its preflight, as the insights count it (issue 42): each problem the
 * preflight writes (production/machines/preflight.ts) falls under one of these.
 */
export const PREFLIGHT_REASONS = [
  'unreadable',
  'svg-element',
  'colour',
  'stroke',
  'open-path',
  'size',
  'units',
  'layers',
  'cut-outline',
  'dpi',
  'photo-dpi',
  'bleed',
  'marks',
  'boxes',
  'fonts',
  'cmyk',
  'paper',
  'overlap',
  'mirror',
  'other',
] as const;
export type PreflightReason = (typeof PREFLIGHT_REASONS)[number];

export const PREFLIGHT_REASON_LABELS: Record<PreflightReason, string> = {
  unreadable: 'Could not be read back',
  'svg-element': 'Text, clipping, mask or image the software ignores',
  colour: 'A colour that is not a layer',
  stroke: 'A cut or score line wider than 0.1 mm',
  'open-path': 'A shape that is not closed',
  size: 'Not the size of the piece or paper',
  units: 'Not in millimetres',
  layers: 'Missing or miscoloured layers',
  'cut-outline': 'No cut outline, or it is off',
  dpi: 'Not 300 DPI',
  'photo-dpi': "Shopper's photo below 150 DPI",
  bleed: 'No bleed',
  marks: 'Registration or crop marks missing',
  boxes: 'Trim or bleed box missing or wrong',
  fonts: 'A font not embedded',
  cmyk: 'Colour that is not CMYK',
  paper: 'Larger than or off the paper',
  overlap: 'Pieces overlapping',
  mirror: 'Mirrored the wrong way',
  other: 'Another problem',
};

const RULES: [RegExp, PreflightReason][] = [
  [/cannot read it|Not a readable|Not well-formed|Empty DXF|No <svg> root/, 'unreadable'],
  [/photo prints at/, 'photo-dpi'],
  [/Has a <|clip-path, mask, filter or style/, 'svg-element'],
  [/not a layer colour/, 'colour'],
  [/ mm wide, more than/, 'stroke'],
  [/not closed|cannot be closed|open polyline/, 'open-path'],
  [/\$INSUNITS/, 'units'],
  [/layer|entity: only polylines/, 'layers'],
  [/cut outline|Nothing is drawn/, 'cut-outline'],
  [/pHYs|DPI, not/, 'dpi'],
  [/registration marks|crop marks/, 'marks'],
  [/bleed/i, 'bleed'],
  [/TrimBox|page boxes/, 'boxes'],
  [/font/, 'fonts'],
  [/The sheet is/, 'size'],
  [/CMYK/, 'cmyk'],
  [/paper/, 'paper'],
  [/overlap|covered/, 'overlap'],
  [/mirrored/, 'mirror'],
  [/ px, not | mm, the piece is|not in mm|viewBox|The (width|height) is/, 'size'],
];

/** The reason a problem's sentence falls under; `other` for one no rule knows. */
export function preflightReason(problem: string): PreflightReason {
  return RULES.find(([rule]) => rule.test(problem))?.[1] ?? 'other';
}

/** `GET /api/admin/machines/preflight-insights?from=&to=`: files preflighted in the range, per machine. */
export const preflightInsightsSchema = z.object({
  checked: z.number(),
  passed: z.number(),
  failed: z.number(),
  machines: z.array(
    z.object({
      profileId: z.string(),
      profileName: z.string(),
      kind: z.enum(MACHINE_KINDS),
      checked: z.number(),
      passed: z.number(),
      failed: z.number(),
      /** Failed files by reason; a file with two reasons counts under each. */
      reasons: z.array(z.object({ reason: z.enum(PREFLIGHT_REASONS), count: z.number() })),
    }),
  ),
});
export type PreflightInsights = z.infer<typeof preflightInsightsSchema>;
