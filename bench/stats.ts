/** Latency figures of a benchmark run; printing only, no pass/fail. */
export interface Figures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

export function figures(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const row = (name: string, clients: number, f: Figures) =>
  `| ${name} | ${clients} | ${f.requests} | ${f.rps.toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} |`;

export const HEADER =
  '| scenario | clients | requests | per s | p50 ms | p95 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|---:|---:|---:|';
