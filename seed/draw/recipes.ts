import type { PrintArea } from '../../src/contracts/print-area';
import { boardPrintArea, drawBoard, type BoardRecipe } from './board';
import { buntingPrintArea, drawBunting, type BuntingRecipe } from './bunting';
import { drawPlate, platePrintArea, type PlateRecipe } from './kids-plate';
import { drawMug, mugPrintArea, type MugRecipe } from './mug';

/** How to draw one catalogue image; the print area is derived from the same geometry. */
export type ImageRecipe = MugRecipe | BoardRecipe | PlateRecipe | BuntingRecipe;

export function printAreaFor(recipe: ImageRecipe): PrintArea {
  switch (recipe.kind) {
    case 'mug':
      return mugPrintArea(recipe);
    case 'board':
      return boardPrintArea(recipe);
    case 'plate':
      return platePrintArea(recipe);
    case 'bunting':
      return buntingPrintArea(recipe);
  }
}

/** The complete SVG document for a recipe, MASTER_SIZE square. */
export function drawRecipe(recipe: ImageRecipe): string {
  switch (recipe.kind) {
    case 'mug':
      return drawMug(recipe);
    case 'board':
      return drawBoard(recipe);
    case 'plate':
      return drawPlate(recipe);
    case 'bunting':
      return drawBunting(recipe);
  }
}
