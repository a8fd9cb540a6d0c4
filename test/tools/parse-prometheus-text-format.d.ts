/** The parser's output: one family per metric name (its samples are not read here). */
declare module 'parse-prometheus-text-format' {
  interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: unknown[];
  }
  /** Throws on a line that is not valid Prometheus exposition text. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
