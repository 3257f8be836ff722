// The colour defaults docs/theming.md documents are those the stylesheets set, in the light
// and in the dark scheme; and the heatmap's colour scale, drawn before a stylesheet applies, runs
// through the documented light stops.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { buildLut, LUT_STEPS, packRGBA } from '../../../web/figures/colors.js';
import { figuresCss } from '../../../web/figures/figures.css.js';
import { QUIZ_CSS } from '../../../web/quiz/quiz.css.js';
import { CSS } from '../../../web/element/styles.js';

const readme = readFileSync(new URL('../../../docs/theming.md', import.meta.url), 'utf8');
const SHEETS = { 'web/element/styles.js': CSS, 'web/quiz/quiz.css.js': QUIZ_CSS, 'web/figures/figures.css.js': figuresCss };

// Rows of the Theming table whose defaults are colours: [property, light, dark], one per property
// (a row may name two, with their colours in the same order).
const documented = readme
  .split('\n')
  .map((line) => line.match(/^\| (`--pe-[^|]+) \| [^|]+ \| (`#[^|]+) \| (`#[^|]+) \|$/))
  .filter(Boolean)
  .flatMap(([, names, light, dark]) => {
    const list = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const [n, l, d] = [list(names), list(light), list(dark)];
    assert.ok(n.length === l.length && n.length === d.length, `one light and one dark colour for each of ${n.join(', ')}`);
    return n.map((name, j) => [name, l[j], d[j]]);
  });

// The defaults a sheet gives a public property, in the order it gives them: the light scheme's
// first, then the dark one's (inside its prefers-color-scheme block).
const defaultsIn = (css, property) => {
  const escaped = property.replace(/-/g, '\\-');
  return [...css.matchAll(new RegExp(`var\\(${escaped},\\s*(#[0-9a-fA-F]+)\\)`, 'g'))].map((m) => m[1].toLowerCase());
};
const darkBlock = (css) => css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));

describe('the documented colour defaults', () => {
  it('docs/theming.md lists the colours of the widget and of the figures', () => {
    const names = documented.map(([name]) => name);
    for (const name of ['--pe-bg', '--pe-accent', '--pe-focus', '--pe-sin', '--pe-warn-border', '--pe-map-neg', '--pe-map-pos']) {
      assert.ok(names.includes(name), name);
    }
    assert.ok(documented.length >= 25, `${documented.length} colour properties`);
  });

  for (const [name, light, dark] of documented) {
    it(`${name}: ${light} in the light scheme and ${dark} in the dark one, in every sheet that reads it`, () => {
      const readers = Object.entries(SHEETS).filter(([, css]) => css.includes(`var(${name},`));
      assert.ok(readers.length > 0, `some stylesheet reads ${name}`);
      for (const [file, css] of readers) {
        const all = defaultsIn(css, name);
        assert.equal(all[0], light, `${file}: the light default`);
        assert.ok(defaultsIn(darkBlock(css), name).includes(dark), `${file}: the dark default ${dark} (found ${all.join(', ')})`);
      }
    });
  }
});

describe('the heatmap colour scale', () => {
  it('runs through the documented light stops at -1, -1/2, 0, 1/2 and 1 when no stylesheet applies', () => {
    const lut = buildLut();
    const stops = ['neg', 'neg-mid', 'mid', 'pos-mid', 'pos'].map((s) => documented.find(([name]) => name === `--pe-map-${s}`)[1]);
    stops.forEach((hex, j) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      assert.equal(lut[(j * LUT_STEPS) / 4], packRGBA(r, g, b), `stop ${j}: ${hex}`);
    });
  });
});
