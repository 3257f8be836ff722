// The table's words and numbers (web/table/table-words.js, formulaFor of web/table/table.js): every
// message id the table and the inspector use is in the catalog's table section and every message of
// that section is used; numbers keep the core's exact digits in the locale's marks (a comma in de,
// Arabic-Indic digits in ar-EG) and read left to right in formulas; English stays as it was.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';

import { loadCore } from '../../../dist/pe-core.js';
import { coordinateRoles } from '../../../web/core/coordinates.js';
import { Messages, Words } from '../../../web/i18n/index.js';
import { formulaFor } from '../../../web/table/table.js';
import { listSeparator, messageParts, numberWriters, vector } from '../../../web/table/table-words.js';

const catalog = readFileSync(new URL('../../../web/i18n/en.ftl', import.meta.url), 'utf8');
const resource = new FluentResource(catalog);

// Words speaking English with the numbers of tag (as loadMessages gives a tag whose catalog has the
// English words): the catalogs of other languages do not exist yet.
function wordsFor(tag) {
  const bundle = new FluentBundle([tag, 'en'], { useIsolating: false });
  assert.deepEqual(bundle.addResource(resource), []);
  const words = new Words();
  words.use(new Messages('en', bundle, tag));
  return words;
}

// The lesson's table: d_model 4, base 10000, positions 0, 1, 2, six decimals.
async function model(words) {
  const core = await loadCore();
  const settings = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0, decimals: 6, positions: [0, 1, 2] };
  const opts = { dModel: 4, base: 10000, layout: 'interleaved' };
  const positions = [0, 1, 2];
  return {
    settings,
    tokens: positions,
    positions,
    values: core.table(positions, opts),
    roles: coordinateRoles(settings),
    omegas: Float64Array.from([0, 1], (k) => core.frequency(k, opts)),
    core,
    words,
  };
}

describe('the table section of the catalog', () => {
  const section = catalog.slice(catalog.indexOf('## Table and inspector'), catalog.indexOf('# (table messages: end of section)'));
  const defined = new Set([...section.matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]));
  const source = readdirSync(new URL('../../../web/table/', import.meta.url))
    .map((name) => readFileSync(new URL(`../../../web/table/${name}`, import.meta.url), 'utf8'))
    .join('\n');
  // Ids are quoted 'table-…'; class names given to el() are not ids.
  const used = new Set([...source.matchAll(/(?<!el\('[a-z0-9]+', )'(table-[a-z0-9-]+)'/g)].map((m) => m[1]));

  it('defines every message id the table and the inspector use, in its own section', () => {
    assert.ok(used.size > 50, `${used.size} ids found in web/table/`);
    assert.deepEqual([...used].filter((id) => !defined.has(id)), []);
  });

  it('has no message that web/table/ does not use, and only ids starting with "table-"', () => {
    assert.deepEqual([...defined].filter((id) => !used.has(id)), []);
    assert.deepEqual([...defined].filter((id) => !id.startsWith('table-')), []);
  });
});

describe('numbers in the table', () => {
  it('passes the core\'s text through untouched where the locale writes numbers as the core does', () => {
    for (const tag of ['en', 'zh-Hans', 'en-XA']) {
      const { n, ltr } = numberWriters(wordsFor(tag));
      assert.equal(n('-0.416147'), '-0.416147');
      assert.equal(ltr('6.28319e9'), '6.28319e9');
      assert.equal(ltr, n, `${tag}: one identity function`);
    }
  });

  it('writes the exact digits with a comma in de, and separates a vector\'s entries with a semicolon', () => {
    const words = wordsFor('de');
    const { n, ltr } = numberWriters(words);
    assert.equal(ltr('-0.416147'), '-0,416147');
    assert.equal(n('0.0199990000001'), '0,0199990000001'); // never re-rounded
    assert.equal(listSeparator(words), '; ');
    assert.equal(vector(words, [ltr('0.841471'), ltr('0.540302')]), '[0,841471; 0,540302]');
    assert.equal(vector(wordsFor('en'), ['0.841471', '0.540302']), '[0.841471, 0.540302]');
  });

  it('writes Arabic-Indic digits in ar-EG, with the minus before them and no direction mark in cells', () => {
    const { n, ltr } = numberWriters(wordsFor('ar-EG'));
    assert.equal(ltr('-0.416147'), '-٠٫٤١٦١٤٧');
    assert.match(n('-0.416147'), /^\u061c-٠٫٤١٦١٤٧$/); // in a sentence, the locale's own marks stay
  });
});

describe('a cell\'s formula', () => {
  it('reads as before in English', async () => {
    const { evaluation, meaning } = formulaFor(await model(wordsFor('en')), 2, 2);
    assert.equal(evaluation, 'PE(2, 2) = sin(2 / 10000^(2/4)) = sin(0.02) = 0.019999');
    // Tokens numbered from 0: the position is the token, with no "t − 0" to read.
    assert.equal(meaning, 'Row 3: token 2 is formula position 2. Coordinate 2 is the sine of pair k = 1.');
  });

  it('writes its numbers the German way: PE(2; 1) = … = -0,416147', async () => {
    const { evaluation, meaning } = formulaFor(await model(wordsFor('de')), 2, 1);
    assert.equal(evaluation, 'PE(2; 1) = cos(2 / 10000^(0/4)) = cos(2) = -0,416147');
    assert.equal(meaning, 'Row 3: token 2 is formula position 2. Coordinate 1 is the cosine of pair k = 0.');
  });

  it('says why a value is hidden, in the catalog\'s words', async () => {
    const { evaluation } = formulaFor(await model(wordsFor('en')), 1, 0, (v) => Math.abs(v - 0.841471) < 1e-6);
    assert.equal(evaluation, 'PE(1, 0) = sin(1 / 10000^(0/4)) = sin(1) = hidden until the quiz question it answers is answered for good');
  });
});

describe('messages with parts', () => {
  it('puts each part where the message has it, in the message\'s order, once per occurrence', () => {
    const words = wordsFor('en');
    const nodes = messageParts(words, 'table-origin-rule', { originValue: 1, token: '1', position: '0' }, { origin: (i) => `<${i}>` });
    assert.deepEqual(nodes, ['Index origin ', '<0>', ': token number t is formula position pos = t − ', '<1>', ', so the first token, 1, is pos 0.']);
  });
});
