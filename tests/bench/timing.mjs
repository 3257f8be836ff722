// Timing helpers shared by the bench's scripts.

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * {median, fastest} of fn's run times in ms, from one set of runs: three warm-up runs (JIT, memory
 * growth, caches), then at least minRuns runs and minMs of running.
 */
export function timeMs(fn, { minRuns = 15, minMs = 400 } = {}) {
  for (let i = 0; i < 3; i++) fn();
  const samples = [];
  const start = performance.now();
  while (samples.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return { median: median(samples), fastest: Math.min(...samples) };
}
