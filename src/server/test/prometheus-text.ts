// Reads Prometheus's text format in tests: the samples of one metric, with their labels.

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function metricSamples(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(LABEL)].map(([, key = "", value = ""]) => [key, value]),
    );
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples whose labels include `labels`; undefined when there is none. */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = metricSamples(text, name).filter((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length === 0) return undefined;
  return matching.reduce((sum, sample) => sum + sample.value, 0);
}
