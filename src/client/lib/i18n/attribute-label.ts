import type { Dictionary } from './en';

/** An option's name in the shopper's language; a name the shop made up ('LED') stays as it is. */
export function attributeLabel(t: Dictionary, label: string): string {
  return Object.hasOwn(t.attributes, label) ? t.attributes[label as keyof Dictionary['attributes']] : label;
}
