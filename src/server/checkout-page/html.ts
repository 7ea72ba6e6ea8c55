/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A tagged template that escapes every interpolation unless it is already SafeHtml. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false;

export function html(strings: TemplateStringsArray, ...values: (HtmlValue | HtmlValue[])[]): SafeHtml {
  const render = (v: HtmlValue): string =>
    v instanceof SafeHtml ? v.value : v === null || v === undefined || v === false ? '' : escapeHtml(v);
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (Array.isArray(v) ? v.map(render).join('') : render(v)) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
