// Course sites with a strict Content-Security-Policy (no 'unsafe-eval') refuse code generation
// from strings: nothing shipped in dist/ may contain eval or the Function constructor.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SHIPPED } from '../../../scripts/build.mjs';

const dist = new URL('../../../dist/', import.meta.url);
const scripts = readdirSync(dist).filter((f) => f.endsWith('.js'));

// Matches eval(...), new Function(...), Function("..."), and setTimeout/setInterval with a string.
const CODE_FROM_STRINGS = [
  /\beval\s*\(/,
  /\bnew\s+Function\s*\(/,
  /(?<![\w$.])Function\s*\(\s*["'`]/,
  /\bset(?:Timeout|Interval)\s*\(\s*["'`]/,
];

describe('the shipped JavaScript', () => {
  it('includes the element, the loader, the three builds of the core and the parts loaded on demand', () => {
    for (const f of ['sinusoidal-pe.js', 'pe-core.js', 'pe-core-wasm.js', 'pe-core-check-wasm.js', 'pe-core-bank-wasm.js', 'quiz-panels.js', 'figures.js']) {
      assert.ok(SHIPPED.includes(f), `${f} is not in the build's list`);
    }
    for (const f of SHIPPED) assert.ok(readdirSync(dist).includes(f), `dist/${f} is missing`);
  });

  for (const file of scripts) {
    it(`${file} generates no code from strings`, () => {
      const text = readFileSync(new URL(file, dist), 'utf8');
      for (const pattern of CODE_FROM_STRINGS) {
        const m = text.match(pattern);
        assert.equal(m, null, `${file} contains ${m?.[0]} at offset ${m?.index}`);
      }
    });
  }

  it('the scan itself finds each forbidden form', () => {
    for (const sample of ['x=eval("1")', 'new Function("return 1")', 'Function("a","b")', 'setTimeout("go()",1)']) {
      assert.ok(CODE_FROM_STRINGS.some((p) => p.test(sample)), sample);
    }
  });
});
