import {
  concatTransformationMatrix,
  endMarkedContent,
  LineCapStyle,
  LineJoinStyle,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineJoin,
  type Color,
} from 'pdf-lib';
import type { Drawing, Shape } from './drawing';
import { MM_PER_INCH } from '../catalog/piece-size';

const PT_PER_MM = 72 / MM_PER_INCH;

function colour(hexColour: string): Color {
  const v = Number.parseInt(hexColour.slice(1), 16);
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255);
}

/**
 * The drawing as a one-page PDF the size of the piece. Each layer is a PDF optional content
 * group (a layer in Acrobat, Illustrator and CorelDRAW), so the cut line can be switched off
 * for printing or sent alone to the laser. Lettering is already outlines: no fonts are embedded.
 */
export async function drawingToPdf(drawing: Drawing, created: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawing.title);
  doc.setProducer('Kaarigar production files');
  doc.setCreator('Kaarigar');
  // Fixed dates keep the bytes of a regenerated file the same for the same order line.
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const width = drawing.size.widthMm * PT_PER_MM;
  const height = drawing.size.heightMm * PT_PER_MM;
  const page = doc.addPage([width, height]);

  const { context } = doc;
  // A design's photo (issue 41) is a layer of its own under the artwork.
  const photos = drawing.photos ?? [];
  const named = [
    ...(photos.length ? [{ id: 'photo', label: "Shopper's photo" }] : []),
    ...drawing.layers.map(({ id, label }) => ({ id, label })),
  ];
  const groups = named.map((layer) =>
    context.register(context.obj({ Type: 'OCG', Name: PDFHexString.fromText(layer.label) })),
  );
  doc.catalog.set(
    PDFName.of('OCProperties'),
    context.obj({ OCGs: groups, D: { Name: PDFHexString.fromText('Layers'), Order: groups, ON: groups } }),
  );
  const properties = context.obj({});
  named.forEach((layer, i) => properties.set(PDFName.of(layer.id), groups[i] as never));
  page.node.normalizedEntries().Resources.set(PDFName.of('Properties'), properties);

  for (const photo of photos) {
    const image = await doc.embedPng(photo.png);
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('OC'), PDFName.of('photo')]),
    );
    page.drawImage(image, {
      x: photo.x * PT_PER_MM,
      y: height - (photo.y + photo.height) * PT_PER_MM,
      width: photo.width * PT_PER_MM,
      height: photo.height * PT_PER_MM,
    });
    page.pushOperators(endMarkedContent());
  }

  for (const layer of drawing.layers) {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('OC'), PDFName.of(layer.id)]),
      pushGraphicsState(),
      setLineJoin(LineJoinStyle.Round),
    );
    for (const shape of layer.shapes) {
      if (shape.transform)
        page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...inPdfSpace(shape.transform, height)));
      // drawSvgPath flips y and scales the path (and its stroke width) from mm to points.
      page.drawSvgPath(shape.d, {
        x: 0,
        y: height,
        scale: PT_PER_MM,
        color: shape.fill ? colour(shape.fill) : undefined,
        borderColor: shape.stroke ? colour(shape.stroke) : undefined,
        borderWidth: shape.stroke ? (shape.strokeWidth ?? 0.1) : undefined,
        borderLineCap: LineCapStyle.Round,
      });
      if (shape.transform) page.pushOperators(popGraphicsState());
    }
    page.pushOperators(popGraphicsState(), endMarkedContent());
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A shape's mm-space transform M as a PDF matrix applied outside drawSvgPath's own flip F
 * (mm, y down, to points, y up): F M F^-1, so the path lands where M puts it in mm.
 */
function inPdfSpace(
  m: NonNullable<Shape['transform']>,
  pageHeight: number,
): Parameters<typeof concatTransformationMatrix> {
  const [a, b, c, d, e, f] = m;
  return [a, -b, -c, d, c * pageHeight + PT_PER_MM * e, pageHeight - d * pageHeight - PT_PER_MM * f];
}
