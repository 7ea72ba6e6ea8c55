import type { Dictionary } from './en';

/**
 * An option's name in the shopper's language: the grid's own kinds from the dictionary, the seed's
 * own names by `say` (useCatalogueText); a name the shop made up ('LED') stays as it is.
 */
export function attributeLabel(t: Dictionary, label: string, say: (text: string) => string): string {
  return Object.hasOwn(t.attributes, label) ? t.attributes[label as keyof Dictionary['attributes']] : say(label);
}

/**
 * A personalisation's name as an order keeps it (the server's ATTRIBUTE_KEYS: 'House number',
 * 'Font'...) in the shopper's language, with the sheet's own words; one we do not know stays as it is.
 */
export function personalisationLabel(t: Dictionary, key: string): string {
  const s = t.sheet;
  const labels: Record<string, string> = {
    Name: s.name,
    'House number': s.houseNumber,
    'Child name': s.childName,
    Caption: s.caption,
    Font: s.font,
    Colour: s.textColour,
    Style: s.artStyle,
    'AI prompt': s.yourIdea,
  };
  return Object.hasOwn(labels, key) ? labels[key]! : key;
}
