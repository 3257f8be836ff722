// The download of the WebAssembly core: each build's .wasm and its glue script, gzipped (zlib level
// 9, deterministic), must stay within a bound. A page without quiz="bank" fetches the plain pair,
// a page with the bank the bank pair; the page budgets (the element, the parts) are tested elsewhere.
//
// The bounds are the sizes measured when they were set, rounded up by less than 0.3 KB: a change
// that makes a module bigger fails here and has to say why, in this file, with a new bound.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../dist/', import.meta.url);
const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

const BUILDS = [
  // Measured 32,478 bytes (wasm 26,515 + glue 5,963).
  { name: 'pe-core-wasm', bound: 32_700 },
  // Measured 49,970 bytes (wasm 44,002 + glue 5,968).
  { name: 'pe-core-bank-wasm', bound: 50_200 },
];

describe('the gzipped bytes of the WebAssembly core', () => {
  for (const { name, bound } of BUILDS) {
    it(`${name}.wasm and ${name}.js stay within ${bound} bytes`, () => {
      const wasm = gzipped(`${name}.wasm`);
      const glue = gzipped(`${name}.js`);
      assert.ok(wasm + glue <= bound, `${name}: ${wasm + glue} bytes gzipped (wasm ${wasm} + glue ${glue}), above ${bound}`);
    });
  }

  it('the bank build costs more than the plain one (the bound of each is its own)', () => {
    assert.ok(gzipped('pe-core-wasm.wasm') < gzipped('pe-core-bank-wasm.wasm'));
  });
});
