// The figures' words: every message id the figures use is in the Figures section of the English
// catalog (and only there), every message of that section is used, and the numbers the figures
// write are the core's digits in the locale's marks (local(), web/figures/common.js).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { Words, loadMessages, localNumber } from '../../../web/i18n/index.js';
import { local } from '../../../web/figures/common.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const catalog = readFileSync(join(root, 'web', 'i18n', 'en.ftl'), 'utf8');
const figuresDir = join(root, 'web', 'figures');
const sources = readdirSync(figuresDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => [f, readFileSync(join(figuresDir, f), 'utf8')]);

const HEADER = '## Figures:';
const END = '# (figure messages: end of section)';
const section = catalog.slice(catalog.indexOf(HEADER), catalog.indexOf(END));
const ids = (text) => parse(text, {}).body.filter((e) => e.type === 'Message').map((m) => m.id.name);
const sectionIds = new Set(ids(section));
const used = new Set(sources.flatMap(([, text]) => [...text.matchAll(/'(figure-[a-z0-9-]+)'/g)].map((m) => m[1])));

async function wordsFor(tag) {
  const words = new Words();
  words.use(await loadMessages(tag));
  return words;
}

// Words whose numbers are a tag's (the catalogs of de and ar are not written yet: their words would
// be English, their numbers are the locale's, as catalog.js's Messages.number() writes them).
function numbersOf(tag) {
  const words = new Words();
  words.use({ tag, dir: 'ltr', format: (id) => id, number: (text) => localNumber(text, tag) });
  return words;
}

describe('the figures speak from the catalog', () => {
  it('the English catalog parses without errors and has a Figures section', () => {
    const junk = parse(catalog, {}).body.filter((e) => e.type === 'Junk');
    assert.deepEqual(junk.map((j) => j.content.slice(0, 80)), []);
    assert.ok(catalog.indexOf(HEADER) >= 0 && catalog.indexOf(END) > catalog.indexOf(HEADER));
    assert.ok(sectionIds.size > 100, `${sectionIds.size} messages`);
  });

  it('every message id the figures use is in the Figures section', () => {
    const missing = [...used].filter((id) => !sectionIds.has(id));
    assert.deepEqual(missing, []);
  });

  it('every message of the Figures section is used by a figure, and starts with figure-', () => {
    assert.deepEqual([...sectionIds].filter((id) => !used.has(id)), []);
    assert.deepEqual([...sectionIds].filter((id) => !id.startsWith('figure-')), []);
  });

  it('no figure- message lies outside the Figures section', () => {
    const outside = ids(catalog.replace(section, '')).filter((id) => id.startsWith('figure-'));
    assert.deepEqual(outside, []);
  });

  it('plural and choice messages give today’s English', async () => {
    const words = await wordsFor('en');
    assert.equal(words.t('figure-rotation-turns', { turns: '2.5', whole: 1, wholeText: '1' }), 'That is 2.5 turns; the arc shows what is left after 1 whole turn.');
    assert.equal(words.t('figure-rotation-turns', { turns: '3.5', whole: 3, wholeText: '3' }), 'That is 3.5 turns; the arc shows what is left after 3 whole turns.');
    assert.equal(words.t('figure-waves-period', { k: '₁', period: '628.319', end: 'beyond' }), 'one period 2π/ω₁ = 628.319 (ends beyond the view)');
    assert.equal(words.t('figure-waves-period', { k: '₁', period: '628.319', end: 'in' }), 'one period 2π/ω₁ = 628.319');
    assert.equal(words.t('figure-heatmap-readout', { row: '3', col: '1', fn: 'cos', k: '0' }), 'position 3, coordinate 1 (cos of pair 0): PE = ');
    const label = { pairs: '2', base: '10000', first: '6.28319', last: '628.319', other: '100', otherLast: '62.8319', context: '512' };
    assert.match(
      words.t('figure-wavelengths-label', { ...label, over: 0, overText: '0', otherOver: 1, otherOverText: '1' }),
      /marked: no pair with base 10000 and 1 pair with base 100 have/,
    );
    assert.equal(
      words.t('figure-rope-scaling-turns', { before: 1, beforeText: '1', original: '4096', after: 0, afterText: '0', extended: '16384' }),
      '1 pair never completes a turn within the original 4096 tokens; after scaling, 0 never complete one within the 16384 tokens of the extended context.',
    );
  });
});

describe('the figures write numbers in the locale’s marks', () => {
  it('English: the texts are unchanged, typographic minus and exponent kept', async () => {
    const en = await wordsFor('en');
    for (const text of ['0.841471', '−0.5', '6.28319e9', '1.5e−7', '10000', '10⁴']) assert.equal(local(en, text), text);
  });

  it('German: a decimal comma; the exponent and the typographic minus kept', () => {
    const de = numbersOf('de');
    assert.equal(local(de, '0.841471'), '0,841471');
    assert.equal(local(de, '−0.5'), '−0,5');
    assert.equal(local(de, '6.28319e9'), '6,28319e9');
    assert.equal(local(de, '1.5e−7'), '1,5e−7');
  });

  it('Arabic (Egypt): Arabic-Indic digits, the Arabic decimal separator and the locale’s minus', () => {
    const ar = numbersOf('ar-EG');
    assert.equal(local(ar, '0.25'), '٠٫٢٥');
    const minus = ar.n('-');
    assert.notEqual(minus, '-');
    assert.equal(local(ar, '−0.5'), `${minus}٠٫٥`);
    assert.equal(local(ar, '1e−7'), `١e${minus}٧`);
  });

  it('without words the text is left as it is', () => {
    assert.equal(local(null, '0.5'), '0.5');
  });
});
