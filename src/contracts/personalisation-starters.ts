import { DATE_FORMATS, type DesignInput } from './personalisation-design';
import { LIMITS } from './limits';
import { LETTERING_COLOURS, LETTERING_FONTS } from './lettering-palette';
import { MUG_STYLES } from './previews';

/**
 * The designs the seed's products get (today's category forms, field for field: the spec's
 * labels and limits, the keys the cart line has always carried) and the starting designs the
 * studio offers a new product (issue 41 item 2).
 */

const FONT_HI: Record<(typeof LETTERING_FONTS)[number]['value'], string> = {
  serif: 'सेरिफ़',
  sans: 'सादे अक्षर',
  script: 'हस्तलिपि',
  playful: 'चंचल',
  bold: 'मोटे अक्षर',
};
const COLOUR_HI: Record<(typeof LETTERING_COLOURS)[number]['value'], string> = {
  '#8B4513': 'भूरा',
  '#C9A227': 'सुनहरा',
  '#1A1A1A': 'काला',
  '#FFFFFF': 'सफ़ेद',
  '#1F2F5C': 'गहरा नीला',
  '#B3261E': 'लाल',
};

type FieldInput = DesignInput['fields'][number];

const fontChoice = (only?: readonly string[]): FieldInput => ({
  kind: 'choice',
  id: 'font',
  label: { en: 'Font', hi: 'अक्षरों की शैली' },
  changes: 'font',
  display: 'tiles',
  values: LETTERING_FONTS.filter((f) => !only || only.includes(f.value)).map((f) => ({
    value: f.value,
    name: { en: f.label, hi: FONT_HI[f.value] },
    sets: f.value,
  })),
});

const colourChoice: FieldInput = {
  kind: 'choice',
  id: 'color',
  label: { en: 'Text colour', hi: 'अक्षरों का रंग' },
  changes: 'colour',
  display: 'tiles',
  values: LETTERING_COLOURS.map((c) => ({
    value: c.value,
    name: { en: c.label, hi: COLOUR_HI[c.value] },
    sets: c.value,
  })),
};

const fullWidth = (id: string, kind: 'text' | 'photo', y: number, height: number) => ({
  id,
  kind,
  x: 0.05,
  y,
  width: 0.9,
  height,
});

/** Today's mug form: the photo, a caption under it, one of four art styles. */
export const SEED_MUG_DESIGN: DesignInput = {
  slots: [fullWidth('photo', 'photo', 0, 0.78), fullWidth('caption', 'text', 0.8, 0.2)],
  fields: [
    { kind: 'photo', id: 'userImageUrl', label: { en: 'Photo', hi: 'फ़ोटो' }, slot: 'photo' },
    {
      kind: 'text',
      id: 'line1',
      label: { en: 'Caption', hi: 'संदेश' },
      slot: 'caption',
      maxChars: LIMITS.captionMax,
      fit: { lines: 2, minLetterMm: 4 },
    },
    { kind: 'caricature', id: 'style', label: { en: 'Art style', hi: 'चित्र की शैली' }, styles: [...MUG_STYLES] },
  ],
};

/** Today's name board form: name (20), house number (10), font and colour. */
export const SEED_BOARD_DESIGN: DesignInput = {
  slots: [fullWidth('name', 'text', 0.08, 0.5), fullWidth('number', 'text', 0.62, 0.3)],
  fields: [
    { kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: LIMITS.nameMax },
    {
      kind: 'number',
      id: 'houseNumber',
      label: { en: 'House number', hi: 'मकान नंबर' },
      slot: 'number',
      maxChars: LIMITS.houseNumberMax,
    },
    fontChoice(),
    colourChoice,
  ],
};

/** Today's kids plate form: the child's name (12), font and colour. The sheet sends it as `name`. */
export const SEED_KIDS_DESIGN: DesignInput = {
  slots: [fullWidth('name', 'text', 0.2, 0.6)],
  fields: [
    {
      kind: 'text',
      id: 'name',
      label: { en: "Child's name", hi: 'बच्चे का नाम' },
      slot: 'name',
      maxChars: LIMITS.childNameMax,
    },
    fontChoice(),
    colourChoice,
  ],
};

const addDate: FieldInput = {
  kind: 'choice',
  id: 'addDate',
  label: { en: 'Add a date?', hi: 'तारीख़ जोड़ें?' },
  changes: 'option',
  display: 'list',
  values: [
    { value: 'no', name: { en: 'No', hi: 'नहीं' }, sets: 'no-date' },
    { value: 'yes', name: { en: 'Yes', hi: 'हाँ' }, sets: 'date' },
  ],
};

const dateField = (slot: string): FieldInput => ({
  kind: 'date',
  id: 'date',
  label: { en: 'Date', hi: 'तारीख़' },
  slot,
  format: DATE_FORMATS[0],
  showWhen: { field: 'addDate', value: 'yes' },
});

/** The studio's starting designs, by the name the owner picks them by. */
export const STARTER_DESIGNS: { key: string; name: string; design: DesignInput }[] = [
  {
    key: 'name-mug',
    name: 'Name mug',
    design: {
      slots: [fullWidth('name', 'text', 0.25, 0.4), fullWidth('date', 'text', 0.7, 0.2)],
      fields: [
        { kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: 20, required: true },
        fontChoice(['serif', 'script']),
        addDate,
        dateField('date'),
      ],
    },
  },
  {
    key: 'couple-mug',
    name: "Couple's mug with date",
    design: {
      slots: [
        { id: 'first', kind: 'text', x: 0.05, y: 0.2, width: 0.42, height: 0.35 },
        { id: 'second', kind: 'text', x: 0.53, y: 0.2, width: 0.42, height: 0.35 },
        fullWidth('date', 'text', 0.65, 0.2),
      ],
      fields: [
        {
          kind: 'text',
          id: 'firstName',
          label: { en: 'First name', hi: 'पहला नाम' },
          slot: 'first',
          maxChars: 15,
          required: true,
        },
        {
          kind: 'text',
          id: 'secondName',
          label: { en: 'Second name', hi: 'दूसरा नाम' },
          slot: 'second',
          maxChars: 15,
          required: true,
        },
        {
          kind: 'date',
          id: 'date',
          label: { en: 'Date', hi: 'तारीख़' },
          slot: 'date',
          format: 'd MMM yyyy',
          required: true,
        },
        fontChoice(['serif', 'script', 'playful']),
      ],
    },
  },
  { key: 'photo-caption-mug', name: 'Photo and caption mug', design: SEED_MUG_DESIGN },
  {
    key: 'house-board',
    name: 'House board with name and number',
    design: {
      ...SEED_BOARD_DESIGN,
      fields: SEED_BOARD_DESIGN.fields.map((f) => (f.kind === 'number' ? { ...f, pattern: '[A-Za-z0-9/ -]+' } : f)),
    },
  },
  {
    key: 'bilingual-board',
    name: 'Bilingual board',
    design: {
      slots: [
        fullWidth('latin', 'text', 0.05, 0.3),
        fullWidth('local', 'text', 0.38, 0.3),
        fullWidth('number', 'text', 0.72, 0.22),
      ],
      fields: [
        {
          kind: 'text',
          id: 'name',
          label: { en: 'Name in English', hi: 'अंग्रेज़ी में नाम' },
          slot: 'latin',
          maxChars: 20,
          scripts: ['Latin'],
          required: true,
        },
        {
          kind: 'text',
          id: 'localName',
          label: { en: 'Name in your script', hi: 'अपनी लिपि में नाम' },
          slot: 'local',
          maxChars: 20,
          required: true,
        },
        {
          kind: 'number',
          id: 'houseNumber',
          label: { en: 'House number', hi: 'मकान नंबर' },
          slot: 'number',
          maxChars: 10,
        },
        fontChoice(),
        colourChoice,
      ],
    },
  },
  {
    key: 'kids-plate-theme',
    name: 'Kids plate with name and theme',
    design: {
      slots: SEED_KIDS_DESIGN.slots,
      fields: [
        ...SEED_KIDS_DESIGN.fields,
        {
          kind: 'choice',
          id: 'theme',
          label: { en: 'Theme', hi: 'थीम' },
          changes: 'theme',
          values: [
            { value: 'space', name: { en: 'Space', hi: 'अंतरिक्ष' }, sets: 'space' },
            { value: 'unicorn', name: { en: 'Unicorn', hi: 'यूनिकॉर्न' }, sets: 'unicorn' },
            { value: 'safari', name: { en: 'Safari', hi: 'जंगल सफ़ारी' }, sets: 'safari' },
          ],
        },
      ],
    },
  },
];
