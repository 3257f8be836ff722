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

// RoPE is in every build (issue 24: ropeFrequencies, ropeAttentionFactor, ropeRotate, ropeScore,
// ropeDecayBound, ropeFacts with the presets, and the scaling object read and refused field by
// field): 5.3 KB in each, of which the reading and the refusals of a scaling are about 1.5 KB and
// the presets 0.7 KB. The bank's build has RoPE's four question kinds and their slips besides,
// about 8.2 KB more (their worked solutions are text).
// Exactness at every position (issue 27) is in every build too: ω_k to 256 bits and the reduction
// modulo 2π in fixed point (frequencies.cpp, turns.cpp), the ball arithmetic that decides a digit
// (exact/), RoPE's scaled frequencies evaluated in it (rope_exact.cpp) and exactDigits: about
// 11.6 KB in the table build, 12.8 KB in the check build (the checker's feedback from exact values),
// and 21.5 KB in the bank's, whose every question kind writes its numbers from exact quantities.
const BUILDS = [
  // Measured 31,228 bytes (wasm 25,264 + glue 5,964): no checkAnswer; 25,906 before RoPE.
  // With exactness: 42,868 (wasm 36,904 + glue 5,964).
  // With the core's texts as message ids (issue 25: the English left for the catalogs; the ids and
  // the writing of typed arguments stay): 43,563 (wasm 37,599 + glue 5,964).
  // With every RoPE question's digits exact (issue 27: a score of any number of pairs summed
  // exactly, in every build through the exact quantities): 44,134 (wasm 38,170 + glue 5,964).
  { name: 'pe-core-wasm', bound: 44_450 },
  // Measured 37,661 bytes (wasm 31,691 + glue 5,970): the table build and checkAnswer, which names
  // another pair's frequency as a slip and gives rounding advice only to a near answer (0.3 KB);
  // 32,167 before RoPE.
  // With exactness: 50,422 (wasm 44,452 + glue 5,970).
  // With answers read in every script (issue 25: the digits, marks, signs and direction marks of
  // Arabic, Persian and full-width keyboards, and the refusal of an ambiguous number with its
  // reason): 51,526 (wasm 45,556 + glue 5,970).
  // With the exact RoPE score: 51,936 (wasm 45,966 + glue 5,970).
  { name: 'pe-core-check-wasm', bound: 52_250 },
  // Measured 63,549 bytes (wasm 57,581 + glue 5,968); 49,579 before RoPE.
  // With exactness: 85,101 (wasm 79,133 + glue 5,968).
  // With answers read in every script: 86,397 (wasm 80,429 + glue 5,968).
  { name: 'pe-core-bank-wasm', bound: 86_700 },
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
