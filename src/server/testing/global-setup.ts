import { ensureCatalogueImages } from '../catalog/ensure-images';
import { ensureStyleExamples } from '../previews/style-examples';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

export default async function globalSetup(): Promise<void> {
  await ensureCatalogueImages(TEST_CATALOG_IMAGE_DIR, (msg) => console.log(msg));
  await ensureStyleExamples(TEST_CATALOG_IMAGE_DIR);
}
