/** Lettering for name boards and kids plates: the font and colour names the renderer knows. */
export const FONT_CHOICES = [
  { value: 'serif', label: 'Serif', sample: { fontFamily: 'var(--font-display)', fontWeight: 600 } },
  { value: 'sans', label: 'Sans', sample: { fontFamily: 'var(--font-sans)', fontWeight: 500 } },
  {
    value: 'script',
    label: 'Script',
    sample: { fontFamily: "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', cursive", fontStyle: 'italic' },
  },
  {
    value: 'playful',
    label: 'Playful',
    sample: { fontFamily: "'Comic Sans MS', 'Chalkboard SE', 'Comic Neue', cursive", fontWeight: 700 },
  },
  { value: 'bold', label: 'Bold', sample: { fontFamily: 'var(--font-sans)', fontWeight: 900 } },
] as const;

export const COLOR_CHOICES = [
  { value: '#8B4513', label: 'Brown' },
  { value: '#C9A227', label: 'Gold' },
  { value: '#1A1A1A', label: 'Black' },
  { value: '#FFFFFF', label: 'White' },
  { value: '#1F2F5C', label: 'Navy' },
  { value: '#B3261E', label: 'Red' },
] as const;
