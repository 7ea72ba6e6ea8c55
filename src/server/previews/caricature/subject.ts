import type { Tensor3D, Tensor4D } from '@tensorflow/tfjs-core';
import { blank, transformed, type Raster } from '../../pieces/raster';
import { loadModels, type Box, type Models } from './models';
import { boxMean } from './npr';

export type SubjectKind = 'person' | 'pet' | 'none';

/** What the models found in a photo; boxes are fractions (0-1) of the photo's width and height. */
export interface Subject {
  kind: SubjectKind;
  /** The head to enlarge: the detected face, or for a pet or a face turned away, an estimate. */
  head: Box | null;
  /** Whether a face was actually detected (the caricature works best with one). */
  faceFound: boolean;
  /** One channel, the analysed photo's size, 255 = subject. Null when nothing was found. */
  mask: Raster | null;
  /** The subject's extent within the photo. */
  bounds: Box | null;
}

/** COCO classes a shopper would call a pet (or an animal portrait). */
const ANIMALS = new Set(['cat', 'dog', 'bird', 'horse', 'sheep', 'cow', 'bear', 'teddy bear']);
const SELFIE_SIZE = 256;
const NANODET_SIZE = 416;
/** A face box taller than this share of the photo is a false hit (blazeface sees faces in fur). */
const MAX_FACE_SHARE = 0.75;

/**
 * Finds the subject of an RGB photo: the face (blazeface), else a person or an animal
 * (nanodet, COCO classes), and the subject's mask (MediaPipe selfie segmentation, which also
 * outlines a pet well enough once clipped to the animal's box).
 */
export async function findSubject(photo: Raster): Promise<Subject> {
  const models = await loadModels();
  const { tf, human } = models;
  const input = tf.tensor3d(new Int32Array(photo.data), [photo.height, photo.width, 3], 'int32');
  try {
    // human merges a call's config into its own, so each call states both switches.
    const faces = await human.detect(input, { face: { enabled: true }, object: { enabled: false } });
    const face = faces.face
      .filter((f) => f.box[3] < photo.height * MAX_FACE_SHARE)
      .sort((a, b) => b.score * b.box[2] - a.score * a.box[2])[0];
    const selfieMask = await segment(models, input, photo.width, photo.height);
    if (face) {
      const head = toFraction(face.box, photo);
      return { kind: 'person', head, faceFound: true, mask: selfieMask, bounds: boundsOf(selfieMask) ?? head };
    }
    const objects = await detectObjects(models, input, photo);
    const animal = objects.filter((o) => ANIMALS.has(o.label)).sort((a, b) => b.score - a.score)[0];
    const person = objects.filter((o) => o.label === 'person').sort((a, b) => b.score - a.score)[0];
    const found = animal ?? person;
    if (!found) return { kind: 'none', head: null, faceFound: false, mask: null, bounds: null };
    const box = toFraction(found.box, photo);
    const mask = largestPart(clipToBox(selfieMask, box));
    const bounds = boundsOf(mask) ?? box;
    return { kind: animal ? 'pet' : 'person', head: estimateHead(bounds), faceFound: false, mask, bounds };
  } finally {
    input.dispose();
  }
}

/**
 * COCO objects by nanodet, on the photo letterboxed to a square: squeezed to its square input
 * the cat fixture read as a "mouse"; padded, as a cat. Boxes come back in the photo's pixels.
 */
async function detectObjects({ tf, human }: Models, input: Tensor3D, photo: Raster) {
  const side = Math.max(photo.width, photo.height);
  const left = Math.floor((side - photo.width) / 2);
  const top = Math.floor((side - photo.height) / 2);
  const padding: [number, number][] = [
    [top, side - photo.height - top],
    [left, side - photo.width - left],
    [0, 0],
  ];
  const scale = NANODET_SIZE / side;
  const square = tf.tidy(() =>
    tf.cast(tf.image.resizeBilinear(tf.pad(input, padding, 128), [NANODET_SIZE, NANODET_SIZE]), 'int32'),
  );
  const mirrored = tf.tidy(() => tf.reverse(square, 1));
  try {
    const config = { face: { enabled: false }, object: { enabled: true } };
    // Both the photo and its mirror image: nanodet alone read the cat fixture as a sink, its
    // mirror as a dog. Animals found in either view count; boxes are mapped back to the photo.
    const plain = (await human.detect(square, config)).object;
    const flipped = (await human.detect(mirrored, config)).object.map((o) => ({
      ...o,
      box: [NANODET_SIZE - o.box[0] - o.box[2], o.box[1], o.box[2], o.box[3]] as typeof o.box,
    }));
    return [...plain, ...flipped].map((o) => ({
      ...o,
      box: [o.box[0] / scale - left, o.box[1] / scale - top, o.box[2] / scale, o.box[3] / scale] as typeof o.box,
    }));
  } finally {
    square.dispose();
    mirrored.dispose();
  }
}

/** Runs the selfie model on the photo squeezed to 256², and scales its mask back to the photo. */
async function segment({ tf, selfie }: Models, input: Tensor3D, width: number, height: number): Promise<Raster> {
  const probs = tf.tidy(() => {
    // tfjs-core's chained tensor methods need a side-effect import; the plain ops do not.
    const scaled = tf.div<Tensor3D>(tf.cast(input, 'float32'), 255);
    const resized = tf.image.resizeBilinear(scaled, [SELFIE_SIZE, SELFIE_SIZE]);
    return tf.squeeze(selfie.predict(tf.expandDims(resized, 0)) as Tensor4D);
  });
  const values = await probs.data();
  probs.dispose();
  const small = blank(SELFIE_SIZE, SELFIE_SIZE, 1);
  for (let i = 0; i < values.length; i++) small.data[i] = Math.round(Math.min(1, Math.max(0, values[i] ?? 0)) * 255);
  return transformed(small, (s) => s.resize(width, height, { fit: 'fill', kernel: 'cubic' }));
}

function toFraction([x, y, w, h]: [number, number, number, number], photo: Raster): Box {
  const left = Math.max(0, x) / photo.width;
  const top = Math.max(0, y) / photo.height;
  return {
    x: left,
    y: top,
    width: Math.min(1 - left, (w + Math.min(0, x)) / photo.width),
    height: Math.min(1 - top, (h + Math.min(0, y)) / photo.height),
  };
}

/** The selfie mask kept inside the detected box (a little wider), falling off softly outside it. */
function clipToBox(mask: Raster, box: Box): Raster {
  const out = blank(mask.width, mask.height, 1);
  const margin = 0.04;
  for (let y = 0; y < mask.height; y++) {
    const fy = y / mask.height;
    const dy = Math.max(0, box.y - margin - fy, fy - (box.y + box.height + margin));
    for (let x = 0; x < mask.width; x++) {
      const fx = x / mask.width;
      const dx = Math.max(0, box.x - margin - fx, fx - (box.x + box.width + margin));
      const keep = Math.max(0, 1 - Math.hypot(dx, dy) / 0.03);
      out.data[y * mask.width + x] = Math.round((mask.data[y * mask.width + x] ?? 0) * keep);
    }
  }
  return out;
}

/**
 * The mask keeps only its largest confident region and the soft edge round it: the selfie
 * model, made for people, also marks patches of background beside a pet. The regions are found
 * on the mask opened by a few percent of its width, so a patch joined to the pet by a thin
 * bridge (the wall beside the cat fixture) counts as its own region.
 */
function largestPart(mask: Raster, floor = 128): Raster {
  const { width, height } = mask;
  const reach = Math.max(1, Math.round(width * 0.03));
  const confident = Float32Array.from(mask.data, (v) => (v >= floor ? 1 : 0));
  const eroded = boxMean(confident, width, height, reach);
  const core = blank(width, height, 1);
  for (let i = 0; i < core.data.length; i++) core.data[i] = eroded[i]! > 0.999 ? 255 : 0;
  const kept = coreLargest(core);
  // The core grown back by the opening's reach and a little more, for the mask's soft edge.
  const near = boxMean(
    Float32Array.from(kept.data, (v) => v / 255),
    width,
    height,
    reach * 2,
  );
  const out = blank(width, height, 1);
  for (let i = 0; i < out.data.length; i++) out.data[i] = near[i]! > 0.001 ? (mask.data[i] ?? 0) : 0;
  return out;
}

/** The largest 4-connected region of a binary mask. */
function coreLargest(mask: Raster, floor = 128): Raster {
  const { width, height } = mask;
  const label = new Int32Array(width * height);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start++) {
    if (label[start] || (mask.data[start] ?? 0) < floor) continue;
    const id = sizes.length;
    sizes.push(0);
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      sizes[id] = (sizes[id] ?? 0) + 1;
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j < 0 || j >= label.length || label[j] || (mask.data[j] ?? 0) < floor) continue;
        label[j] = id;
        stack.push(j);
      }
    }
  }
  const keep = sizes.indexOf(Math.max(...sizes));
  const out = blank(width, height, 1);
  for (let i = 0; i < label.length; i++) {
    const l = label[i] ?? 0;
    out.data[i] = l !== 0 && l === keep ? 255 : 0;
  }
  return out;
}

/** The box around the confident part of a mask, or null when it holds almost nothing. */
export function boundsOf(mask: Raster, floor = 128): Box | null {
  let [x0, y0, x1, y1, count] = [mask.width, mask.height, -1, -1, 0];
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if ((mask.data[y * mask.width + x] ?? 0) < floor) continue;
      count++;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  if (count < mask.width * mask.height * 0.02) return null;
  return {
    x: x0 / mask.width,
    y: y0 / mask.height,
    width: (x1 - x0 + 1) / mask.width,
    height: (y1 - y0 + 1) / mask.height,
  };
}

/** With no face box, the head is taken as the top-centre of the subject (a sitting pet, a person). */
function estimateHead(bounds: Box): Box {
  const size = Math.min(bounds.width * 0.6, bounds.height * 0.5);
  return { x: bounds.x + (bounds.width - size) / 2, y: bounds.y + bounds.height * 0.04, width: size, height: size };
}
