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

/**
 * {ratio, aMs, bMs}: b's time over a's, the two run in turn (a, b, a, b, ...) so that a machine
 * whose speed drifts (other work on a shared machine, the processor's clock) slows both alike; the
 * medians of at least minRuns runs each and minMs of running, after three warm-up runs of each.
 */
export function pairedRatio(a, b, { minRuns = 31, minMs = 800 } = {}) {
  for (let i = 0; i < 3; i++) {
    a();
    b();
  }
  const as = [];
  const bs = [];
  const start = performance.now();
  while (as.length < minRuns || performance.now() - start < minMs) {
    let t0 = performance.now();
    a();
    as.push(performance.now() - t0);
    t0 = performance.now();
    b();
    bs.push(performance.now() - t0);
  }
  const aMs = median(as);
  const bMs = median(bs);
  return { ratio: bMs / aMs, aMs, bMs };
}
