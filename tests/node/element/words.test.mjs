// The element's and the share panel's words come from the catalog: every message id their code
// names is in web/i18n/en.ftl (and in the section of its room), every message of those sections is
// used, and an attribute's refusal read from the catalog is the same sentence as its English message
// (two texts written apart, so each checks the other), with the numbers of the language spoken.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { Messages, Words, loadMessages } from '../../../web/i18n/index.js';
import { plan } from '../../../web/element/plan.js';
import { problemText, readAttributes } from '../../../web/element/settings.js';
import { tableCells } from '../../../web/share/table-text.js';

const root = new URL('../../../', import.meta.url);
const catalog = readFileSync(new URL('web/i18n/en.ftl', root), 'utf8');

// The ids of one section of en.ftl: from its "## " header to its "(… messages: end of section)" line.
function sectionIds(header, end) {
  const start = catalog.indexOf(`## ${header}`);
  const stop = catalog.indexOf(`# (${end} messages: end of section)`, start);
  assert.ok(start >= 0 && stop > start, `section ${header}`);
  return new FluentResource(catalog.slice(start, stop)).body.filter((entry) => entry.id).map((entry) => entry.id);
}

// The message ids a folder's modules name ('element-…' or 'share-…' in quotes), but for the class
// names of the rules in its style sheets (share-panel, share-field …).
function idsUsedIn(folders, prefix) {
  const used = new Set();
  const classes = new Set();
  for (const folder of folders) {
    for (const file of readdirSync(new URL(folder, root))) {
      if (!file.endsWith('.js')) continue;
      const source = readFileSync(new URL(`${folder}${file}`, root), 'utf8');
      for (const [, id] of source.matchAll(new RegExp(`['"\`](${prefix}-[a-z0-9-]+)['"\`]`, 'g'))) used.add(id);
      for (const [, name] of source.matchAll(/\.([a-z][a-z0-9-]*)/g)) classes.add(name);
      for (const [, names] of source.matchAll(/\bel\('[a-z0-9]+', '([^']+)'/g)) for (const name of names.split(' ')) classes.add(name);
    }
  }
  return new Set([...used].filter((id) => !classes.has(id)));
}

async function wordsFor(tag) {
  const words = new Words();
  words.use(await loadMessages(tag));
  return words;
}

// The English messages with the numbers of another language: what its own catalog, once written,
// does with the same arguments (a catalog of de has not been written yet).
function englishWordsWithNumbersOf(tag) {
  const bundle = new FluentBundle([tag, 'en'], { useIsolating: false });
  bundle.addResource(new FluentResource(catalog));
  const words = new Words();
  words.use(new Messages('en', bundle, tag));
  return words;
}

const read = (attributes) => readAttributes((name) => attributes[name] ?? null);

// Attributes refused for every rule the element checks, one problem each or a few together.
const REFUSED = [
  { 'd-model': '5' }, { 'd-model': 'abc' }, { base: '1' }, { base: '1e999' }, { positions: '' }, { positions: '0,,2' },
  { positions: '0,x,2' }, { positions: '1..' }, { positions: '0..x' }, { positions: '1e17' }, { positions: '0..5000' },
  { origin: '2' }, { layout: 'diagonal' }, { decimals: '99' }, { quiz: 'q9' }, { 'quiz-seed': 'learner' }, { 'quiz-seed': '-1' },
  { 'quiz-count': 'many' }, { 'quiz-topics': 'physics' }, { solution: 'later' }, { retries: '-2' }, { settings: 'frozen' },
  { table: 'gone' }, { 'new-questions': 'maybe' }, { 'score-feedback': '[{' }, { 'score-feedback': '{}' },
  { 'score-feedback': '[{"from": 50, "to": 10}]' }, { view: 'quiz' }, { view: 'wide' }, { loading: 'soon' }, { pair: '9' },
  { pair: '-1' }, { 'd-model': '2', pair: '1' }, { figures: 'waves,all' }, { figures: 'waves,a-very-long-name-that-is-not-a-figure' },
  { 'max-len': '0' }, { 'd-model': '1024', 'max-len': '8192' }, { offset: '1e9' }, { 'context-length': '0' },
  { 'd-model': '16384', positions: '0..999' },
  { 'd-model': '3', base: '1', positions: 'x', origin: '2', layout: 'y', decimals: '99' },
];

describe('the element and share panel words', () => {
  it('name only messages of their own sections, and use every message of those sections', () => {
    for (const [folders, prefix, header, end] of [
      [['web/element/', 'web/kit/'], 'element', 'Element:', 'element'],
      [['web/share/', 'web/'], 'share', 'Share and course platforms', 'share'],
    ]) {
      const own = sectionIds(header, end).filter((id) => id.startsWith(`${prefix}-`));
      const used = idsUsedIn(folders, prefix);
      assert.ok(used.size > 10, `${prefix}: ${used.size} ids found`);
      assert.deepEqual([...used].filter((id) => !own.includes(id)), [], `${prefix}-… ids named in code but not in its section of en.ftl`);
      // element.js (the lead's) names the loading and alert messages; the rest are used here.
      const unused = own.filter((id) => !used.has(id) && !['element-loading', 'element-alert-draw-failed', 'element-alert-core-failed', 'element-alert-table-refused'].includes(id));
      assert.deepEqual(unused, [], `${prefix}-… messages no code uses`);
    }
  });

  it('say every refusal in English from the catalog exactly as its English message', async () => {
    const words = await wordsFor('en');
    let count = 0;
    for (const attributes of REFUSED) {
      const { problems } = read(attributes);
      assert.ok(problems.length > 0, JSON.stringify(attributes));
      for (const p of problems) {
        assert.ok(p.say, `${p.message}: no catalog message`);
        assert.equal(problemText(p, words), p.message, JSON.stringify(attributes));
        count += 1;
      }
    }
    assert.ok(count >= REFUSED.length + 5);
  });

  it('give the learner the alert in plain words: the setting as the form labels it, what was not used, what it takes', async () => {
    const words = await wordsFor('en');
    for (const [attributes, title] of [[{ base: '1' }, 'This setting was not used:'], [{ base: '1', origin: '3' }, 'These settings were not used:']]) {
      const { settings, problems } = read(attributes);
      assert.equal(plan(settings, problems, {}, words).alert.title, title);
    }
    const line = (attributes, drawn = {}) => {
      const { settings, problems } = read(attributes);
      return plan(settings, problems, drawn, words).alert.lines[0];
    };
    assert.equal(line({ 'd-model': '7' }), 'd_model must be even, so 7 was not used.');
    assert.equal(line({ 'd-model': 'ten' }), 'd_model must be an even whole number from 2 to 16,384, so “ten” was not used.');
    assert.equal(line({ base: '1' }), 'base must be a number greater than 1, so 1 was not used.');
    assert.equal(line({ 'max-len': '0' }), 'max_len must be a whole number from 1 to 16,384, so 0 was not used.');
    assert.match(line({ positions: '0,,2' }), /^The positions “0,,2” were not used: item 2 is empty/);
    // A stale table: what it still shows of the refused setting.
    const shown = JSON.stringify([8, 100, 'interleaved', 0, [0, 1], 4]);
    assert.equal(line({ 'd-model': '7' }, { hasTable: true, shownTable: shown }), 'd_model must be even, so 7 was not used. The table still shows d_model = 8.');
    assert.equal(line({ base: '0.5' }, { hasTable: true, shownTable: shown }), 'base must be a number greater than 1, so 0.5 was not used. The table still shows base = 100.');
    // No attribute name, no markup: those are the author's, in the console.
    for (const attributes of [{ 'd-model': '7' }, { quiz: 'q9' }, { retries: '-1' }, { positions: '0..5000' }, { 'max-len': '99999', 'd-model': '16384' }]) {
      const text = line(attributes);
      assert.doesNotMatch(text, /="|d-model|max-len|attribute/, text);
    }
    assert.equal(line({ quiz: 'q9' }), 'This page asks the widget for something it cannot do, so that part works as usual. The browser’s console says what, for the page’s author.');
  });

  it('write the numbers of a refusal the way the language spoken writes them (de: 16.384, 9007199254740992 exact)', async () => {
    const de = englishWordsWithNumbersOf('de');
    const [dModel] = read({ 'd-model': '5' }).problems;
    assert.match(problemText(dModel, de), /from 2 to 16\.384,/);
    const [beyond] = read({ positions: '-1e17' }).problems;
    assert.match(problemText(beyond, de), /item 1 \("-1e17"\) is beyond 2\^53 = 9007199254740992 in size/);
    const [many] = read({ positions: '0..5000' }).problems;
    assert.match(problemText(many, de), /more than 1000 positions/, 'a number given as written is not grouped');
    const arEG = englishWordsWithNumbersOf('ar-EG');
    assert.match(problemText(dModel, arEG), /from ٢ to ١٦٬٣٨٤,|from 2 to ١٦٬٣٨٤,/);
    assert.equal(problemText(dModel, new Words()), dModel.message, 'before any catalog: the English message');
  });

  it('label the copied table\'s rows from the catalog, numbers as the core writes them', async () => {
    const words = await wordsFor('en');
    const shown = {
      settings: { dModel: 2, decimals: 2 },
      tokens: [-1.5],
      positions: [-1.5],
      values: [0.5, 0.25],
      roles: [{ isSine: true, pair: 0 }, { isSine: false, pair: 0 }],
      omegas: [1],
      wavelengths: [6.283185307179586],
      labels: { lines: ['a', 'b', 'c', 'd', 'e'], hidden: '?' },
    };
    assert.deepEqual(tableCells(shown, words).body, tableCells(shown).body);
    assert.equal(tableCells(shown, words).body[0][0], tableCells(shown).body[0][0]);
    assert.match(tableCells(shown, words).body[0][0], /^-1\.5 → pos -1\.5$/);
  });
});
