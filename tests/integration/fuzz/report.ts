/** One answered case, as the report counts it. */
export interface FuzzRecord {
  route: string;
  method: string;
  path: string;
  status: number;
  /** On the clock, and the server's CPU time over the request. */
  ms: number;
  cpuMs: number;
  /** Timed a second time because the first answer was over its limit (the second one is what counts). */
  retimed: boolean;
}

const SLOWEST = 10;
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

/** Counts by status and by route, and the slowest requests, as plain-text tables for the test's output. */
export class FuzzReport {
  readonly records: FuzzRecord[] = [];
  private started = performance.now();

  /** From now on: the run, without the server's start and the fixtures. */
  start(): void {
    this.started = performance.now();
  }

  add(record: FuzzRecord): void {
    this.records.push(record);
  }

  countsByStatus(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const { status } of this.records) counts.set(status, (counts.get(status) ?? 0) + 1);
    return new Map([...counts].sort(([a], [b]) => a - b));
  }

  format(title: string): string {
    const lines = [`${title}: ${this.records.length} requests in ${((performance.now() - this.started) / 1000).toFixed(0)} s`];
    lines.push('', 'by status:', `  ${[...this.countsByStatus()].map(([status, n]) => `${status}×${n}`).join('  ')}`);
    const overTwoSeconds = this.records.filter((record) => record.ms >= 2_000);
    lines.push(`  ${overTwoSeconds.length} answer${overTwoSeconds.length === 1 ? '' : 's'} took over 2 s on the clock`);
    const retimed = this.records.filter((record) => record.retimed);
    lines.push(`  ${retimed.length} answer${retimed.length === 1 ? ' was' : 's were'} over the limit once and timed again${retimed.length ? ` (${retimed.map((record) => record.route).join(', ')})` : ''}`);

    const byRoute = new Map<string, FuzzRecord[]>();
    for (const record of this.records) byRoute.set(record.route, [...(byRoute.get(record.route) ?? []), record]);
    const width = Math.max(...[...byRoute.keys()].map((route) => route.length), 5);
    lines.push('', 'by route:', `  ${pad('route', width)}  ${padLeft('n', 5)}  ${padLeft('max ms', 7)}  ${padLeft('max CPU', 7)}  statuses`);
    for (const [route, records] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
      const statuses = new Map<number, number>();
      for (const { status } of records) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const max = Math.max(...records.map((record) => record.ms));
      const maxCpu = Math.max(...records.map((record) => record.cpuMs));
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
      lines.push(`  ${pad(route, width)}  ${padLeft(records.length, 5)}  ${padLeft(max.toFixed(0), 7)}  ${padLeft(maxCpu.toFixed(0), 7)}  ${counts}`);
    }

    lines.push('', `slowest ${SLOWEST}:`);
    for (const record of [...this.records].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
      const path = record.path.length > 100 ? `${record.path.slice(0, 100)}…` : record.path;
      lines.push(`  ${padLeft(record.ms.toFixed(0), 6)} ms (${padLeft(record.cpuMs.toFixed(0), 5)} ms CPU)  ${record.status}  ${record.method} ${path}${record.retimed ? '  (timed again)' : ''}`);
    }
    lines.push('', `most CPU ${SLOWEST}:`);
    for (const record of [...this.records].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, SLOWEST)) {
      const path = record.path.length > 100 ? `${record.path.slice(0, 100)}…` : record.path;
      lines.push(`  ${padLeft(record.cpuMs.toFixed(0), 6)} ms CPU (${padLeft(record.ms.toFixed(0), 5)} ms)  ${record.status}  ${record.method} ${path}`);
    }
    return lines.join('\n');
  }
}
