/** Per-call latencies and status counts of one load run. */
export class CallStats {
  private readonly samples = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<string, number>>();
  /** Bodies of unexpected 5xx answers (and network errors), a few per call, for the report. */
  readonly serverErrors: { call: string; status: string; body: string; at: number }[] = [];

  record(call: string, ms: number, status: string): void {
    let list = this.samples.get(call);
    if (!list) this.samples.set(call, (list = []));
    list.push(ms);
    let counts = this.statuses.get(call);
    if (!counts) this.statuses.set(call, (counts = new Map()));
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }

  calls(): string[] {
    return [...this.samples.keys()];
  }

  latency(call: string): { count: number; p50: number; p95: number; p99: number; max: number } {
    const sorted = [...(this.samples.get(call) ?? [])].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  }

  statusCounts(call: string): Map<string, number> {
    return this.statuses.get(call) ?? new Map<string, number>();
  }

  /** "200 x812, 503 x4" for a table cell. */
  statusSummary(call: string): string {
    return [...this.statusCounts(call)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s} x${n}`)
      .join(', ');
  }

  count(predicate: (status: string) => boolean): number {
    let n = 0;
    for (const counts of this.statuses.values()) for (const [s, c] of counts) if (predicate(s)) n += c;
    return n;
  }

  merge(other: CallStats): void {
    for (const call of other.calls()) {
      for (const ms of other.samples.get(call) ?? []) {
        let list = this.samples.get(call);
        if (!list) this.samples.set(call, (list = []));
        list.push(ms);
      }
      for (const [s, c] of other.statusCounts(call)) {
        let counts = this.statuses.get(call);
        if (!counts) this.statuses.set(call, (counts = new Map()));
        counts.set(s, (counts.get(s) ?? 0) + c);
      }
    }
    this.serverErrors.push(...other.serverErrors);
  }
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ') + ' |';
  console.log(`\n${title}`);
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
}
