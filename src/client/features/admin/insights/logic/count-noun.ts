const plural = new Intl.PluralRules('en-IN');

/** "1 preview", "2 previews", "1,20,000 orders": a count in Indian grouping with its noun agreeing. */
export function countNoun(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-IN')} ${plural.select(count) === 'one' ? one : many}`;
}
