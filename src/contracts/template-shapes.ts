import * as z from 'zod/mini';

/**
 * The wire form of a template's shape (template-geometry.ts has the maths): the shopper's catalogue
 * carries it for the live draft, the studio sends it. Coordinates are master pixels; whether they
 * lie on the photo and make a drawable face is template-validity.ts's to say.
 */
const coordinate = z.number().check(z.gte(-10_000), z.lte(10_000));
export const pointSchema = z.tuple([coordinate, coordinate]);

export const rectShapeSchema = z.object({
  kind: z.literal('rect'),
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
});

export const quadShapeSchema = z.object({
  kind: z.literal('quad'),
  corners: z.tuple([pointSchema, pointSchema, pointSchema, pointSchema]),
});

export const cylinderShapeSchema = z.object({
  kind: z.literal('cylinder'),
  axisX: coordinate,
  top: coordinate,
  bottom: coordinate,
  radius: coordinate,
  rim: coordinate,
  arc: z.number().check(z.gte(0), z.lte(360)),
});

export const templateShapeSchema = z.discriminatedUnion('kind', [
  rectShapeSchema,
  quadShapeSchema,
  cylinderShapeSchema,
]);

/** A polygon drawn over the design (the mug's handle): 3 to 64 points. */
export const occluderSchema = z.array(pointSchema).check(z.minLength(3), z.maxLength(64));
