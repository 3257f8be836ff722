// The download of the WebAssembly core: each build's .wasm and its glue script, gzipped (zlib level
// 9, deterministic), must stay within a bound. A page without a quiz fetches the table build's pair,
// a page with quiz="q1" the check build's, a page with the bank or an author's questions the bank
// build's; the page budgets (the element, the parts) are tested elsewhere.
//
// The bounds are the sizes measured when they were set, rounded up by less than 0.3 KB: a change
// that makes a module bigger fails here and has to say why, in this file, with a new bound.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../../dist/', import.meta.url);
const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

const BUILDS = [
  // Measured 25,906 bytes (wasm 19,914 + glue 5,992): no checkAnswer (32,478 when it had it).
  { name: 'pe-core-wasm', bound: 26_150 },
  // Measured 32,167 bytes (wasm 26,198 + glue 5,969): the table build and checkAnswer, which names
  // another pair's frequency as a slip and gives rounding advice only to a near answer (0.3 KB).
  { name: 'pe-core-check-wasm', bound: 32_450 },
  // Measured 49,579 bytes (wasm 43,611 + glue 5,968).
  { name: 'pe-core-bank-wasm', bound: 49_900 },
];

describe('the gzipped bytes of the WebAssembly core', () => {
  for (const { name, bound } of BUILDS) {
    it(`${name}.wasm and ${name}.js stay within ${bound} bytes`, () => {
      const wasm = gzipped(`${name}.wasm`);
      const glue = gzipped(`${name}.js`);
      assert.ok(wasm + glue <= bound, `${name}: ${wasm + glue} bytes gzipped (wasm ${wasm} + glue ${glue}), above ${bound}`);
    });
  }

  it('each build costs more than the one before it (the bound of each is its own)', () => {
    const sizes = BUILDS.map(({ name }) => gzipped(`${name}.wasm`));
    for (let n = 1; n < sizes.length; n += 1) assert.ok(sizes[n - 1] < sizes[n], `${BUILDS[n - 1].name} ${sizes[n - 1]}, ${BUILDS[n].name} ${sizes[n]}`);
  });
});
