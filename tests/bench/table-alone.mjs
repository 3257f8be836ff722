// One side of the table() comparison, timed in a process of its own as the NumPy code is, so that
// neither meets an allocator that the other has shaped. Prints "median fastest" in ms.
//   node tests/bench/table-alone.mjs table N D   core.table() of positions 0..N-1 at d_model D
//   node tests/bench/table-alone.mjs fresh N D   the floor under any function that returns a new
//                                                array of N x D doubles: a fresh Float64Array
//                                                written once with set(), nothing computed
// Where the kernel's page faults are slow, a fresh 8 MB array costs milliseconds whenever the
// allocator takes new pages for it rather than reusing freed ones; the floor shows how much of
// table()'s time that is.
import { loadCore } from '../../dist/pe-core.js';
import { timeMs } from './timing.mjs';

const [what, n, d] = [process.argv[2], Number(process.argv[3] ?? 2048), Number(process.argv[4] ?? 512)];
let run;
if (what === 'table') {
  const core = await loadCore();
  const positions = Array.from({ length: n }, (_, i) => i);
  run = () => core.table(positions, { dModel: d, base: 10000 });
} else if (what === 'fresh') {
  const source = new Float64Array(n * d).fill(0.5); // allocated once, before the timing
  run = () => new Float64Array(n * d).set(source);
} else {
  throw new Error(`table-alone.mjs: expected "table" or "fresh", received ${JSON.stringify(what)}`);
}
const { median, fastest } = timeMs(run);
console.log(`${median} ${fastest}`);
