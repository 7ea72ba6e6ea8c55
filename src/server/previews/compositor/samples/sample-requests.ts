import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogService } from '../../../catalog/catalog-service';
import type { MugStyle, PreviewRequest, ProductSurface } from '../../types';
import { SAMPLE_PROMPTS as samplePrompts } from '../../../../contracts/sample-prompts';
import { syntheticSurface, type SyntheticKind } from '../../../pieces/samples/synthetic-surfaces';

export interface Sample {
  name: string;
  sheet: 'nameplates' | 'mugs' | 'kids' | 'generic';
  request: PreviewRequest;
}

type Catalog = Pick<CatalogService, 'findImageByKey'>;

/** The catalogue image if it is listed and has been drawn, otherwise a synthetic stand-in of the same kind. */
async function surfaceFor(
  catalog: Catalog,
  catalogDir: string,
  key: string,
  fallback: SyntheticKind,
): Promise<ProductSurface> {
  const file = join(catalogDir, key, 'master.png');
  const known = catalog.findImageByKey(key);
  if (known && existsSync(file))
    return { image: await readFile(file), printArea: known.printArea, productTitle: known.productTitle };
  return syntheticSurface(fallback);
}

/** Every kind, style and sample prompt, on the products (of the seed catalogue) where each shows best. */
export async function sampleRequests(photo: Buffer, catalogDir: string, catalog: Catalog): Promise<Sample[]> {
  const out: Sample[] = [];
  const surface = (key: string, fallback: SyntheticKind) => surfaceFor(catalog, catalogDir, key, fallback);
  const board = (key: string) =>
    surface(key, key.startsWith('slate') ? 'slate-board' : key.startsWith('brass') ? 'brass-board' : 'teak-board');
  for (const key of [
    'sheesham-board-front',
    'brass-plate-front',
    'slate-board-front',
    'acrylic-board-black-led',
    'acrylic-board-white',
    'mango-board-front',
    'arch-teak-front',
    'warli-board-front',
  ]) {
    out.push({
      name: `nameplate-${key}`,
      sheet: 'nameplates',
      request: { kind: 'nameplate', surface: await board(key), name: 'Sharma Niwas', houseNumber: '42A' },
    });
  }
  for (const key of ['sheesham-board-front', 'slate-board-front']) {
    for (const p of samplePrompts.Nameplates) {
      out.push({
        name: `nameplate-${key}-${slug(p.title)}`,
        sheet: 'nameplates',
        request: {
          kind: 'nameplate',
          surface: await board(key),
          name: 'Anand Bhavan',
          houseNumber: '12/4',
          prompt: p.prompt,
        },
      });
    }
  }
  const mug = (key: string) => surface(key, 'white-mug');
  for (const style of ['ghibli', 'disney', 'pixar', 'oil-painting'] as MugStyle[]) {
    out.push({
      name: `mug-${style}`,
      sheet: 'mugs',
      request: {
        kind: 'mug',
        surface: await mug('caricature-mug-white'),
        userImage: photo,
        caption: 'Best Amma Ever',
        style,
      },
    });
  }
  for (const p of samplePrompts.Mugs) {
    out.push({
      name: `mug-${slug(p.title)}`,
      sheet: 'mugs',
      request: {
        kind: 'mug',
        surface: await mug('khurja-mug-white'),
        userImage: photo,
        caption: 'Chai & Chill',
        style: 'ghibli',
        prompt: p.prompt,
      },
    });
  }
  for (const key of ['midnight-mug-black-tall', 'pastel-mug-mint', 'caricature-mug-white-chai']) {
    out.push({
      name: `mug-${key}`,
      sheet: 'mugs',
      request: {
        kind: 'mug',
        surface: await mug(key),
        userImage: photo,
        caption: 'Happy Birthday Papa',
        style: 'pixar',
      },
    });
  }
  const kids = (key: string) => surface(key, key.includes('bunting') ? 'bunting' : 'kids-plate');
  for (const key of [
    'cloud-plate-space',
    'rocket-plate-teal',
    'jungle-plate-mint',
    'unicorn-plate-pink',
    'felt-bunting-unicorn',
    'felt-bunting-space',
    'lacquer-bunting-jungle',
    'ocean-bunting-front',
  ]) {
    out.push({
      name: `kids-${key}`,
      sheet: 'kids',
      request: { kind: 'kids', surface: await kids(key), childName: key.includes('space') ? 'Vihaan' : 'Aarav' },
    });
  }
  for (const p of samplePrompts['Kids Buntings']) {
    out.push({
      name: `kids-${slug(p.title)}`,
      sheet: 'kids',
      request: { kind: 'kids', surface: await kids('cloud-plate-ocean'), childName: 'Myra', prompt: p.prompt },
    });
  }
  out.push({
    name: 'kids-long-name-bunting',
    sheet: 'kids',
    request: { kind: 'kids', surface: await kids('ocean-bunting-front'), childName: 'Anantharaman' },
  });
  out.push({
    name: 'generic-board',
    sheet: 'generic',
    request: {
      kind: 'generic',
      surface: await board('mango-board-pillar'),
      text: 'Welcome Home',
      prompt: 'white painted letters',
    },
  });
  out.push({
    name: 'generic-hindi',
    sheet: 'generic',
    request: { kind: 'generic', surface: await board('sheesham-board-doorway'), text: 'शुभ लाभ' },
  });
  return out;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
