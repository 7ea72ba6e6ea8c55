/**
 * Whether a field is asked, given the values so far: a condition on a choice that has another
 * value hides it. Apart from the design's schemas so the shopper's sheet can ask it without
 * bringing them (and the zod types they use) into the browser: the first load shares zod's core.
 */
export function isShown(
  field: { showWhen?: { field: string; value: string } },
  values: Readonly<Record<string, string | undefined>>,
): boolean {
  return !field.showWhen || values[field.showWhen.field] === field.showWhen.value;
}
