// A catalog in parts (web/i18n/parts.js): the build writes each locale's catalog as the words every
// widget shows plus one file per room not every widget has. Every message lands in exactly one file,
// each file is valid Fluent, a room's words are there once its part is added, and a whole catalog
// (the source file) needs no part.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from '@fluent/syntax';
import { CATALOG_PARTS, PARTS_MESSAGE, listedParts, partOf, splitCatalog } from '../../../web/i18n/parts.js';
import { LOCALES } from '../../../web/i18n/locales.js';
import { Words, loadMessages, locateCatalogs } from '../../../web/i18n/index.js';

const source = (locale) => readFileSync(new URL(`../../../web/i18n/${locale}.ftl`, import.meta.url), 'utf8');
const ids = (text) => {
  const resource = parse(text, {});
  assert.deepEqual(resource.body.filter((e) => e.type === 'Junk').map((j) => j.content.slice(0, 80)), []);
  return resource.body.filter((e) => e.type === 'Message').map((m) => m.id.name);
};

describe('a catalog in parts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message is in exactly one file, the one its id says`, () => {
      const whole = ids(source(locale));
      const { first, parts } = splitCatalog(source(locale));
      const firstIds = ids(first);
      assert.equal(firstIds.at(-1), PARTS_MESSAGE);
      assert.deepEqual(listedParts(first), Object.keys(CATALOG_PARTS));
      const seen = firstIds.slice(0, -1);
      for (const id of seen) assert.equal(partOf(id), null, `${id} is in the first file`);
      for (const [part, text] of Object.entries(parts)) {
        const partIds = ids(text);
        assert.ok(partIds.length > 20, `${part} has its messages`);
        for (const id of partIds) assert.equal(partOf(id), part, `${id} is in ${part}`);
        seen.push(...partIds);
      }
      assert.deepEqual(seen.sort(), whole.sort());
    });
  }

  it('the quiz and the figures are most of a catalog: the first file is at most 40% of the whole', () => {
    const { first } = splitCatalog(source('en'));
    assert.ok(first.length < 0.4 * source('en').length, `${first.length} of ${source('en').length} characters`);
  });

  it('a message every widget shows may not use a part\'s message', () => {
    const text = 'element-title = The { figure-heatmap-title }\nfigure-heatmap-title = Heatmap\n';
    assert.throws(() => splitCatalog(text), /element-title|figure-heatmap-title/);
  });

  it('a catalog read whole lists no parts, and adding one changes nothing', async () => {
    assert.deepEqual(listedParts(source('de')), []);
    const messages = await loadMessages('de');
    assert.ok(messages.has('quiz-check') && messages.has('figure-heatmap-title'));
    await messages.add('quiz'); // resolves without fetching anything
  });
});

describe('a room finds its words once its part is added', () => {
  it('Words.need(part) adds the part to the catalog the widget speaks', async () => {
    // The catalogs as the build writes them (dist/), not the source's whole files.
    const dist = new URL('../../../dist/', import.meta.url);
    locateCatalogs((file) => new URL(`${file}.ftl`, dist));
    const messages = await loadMessages('fr');
    assert.ok(!messages.has('quiz-check'), 'the first file has no quiz messages');
    assert.ok(messages.has('element-settings-legend'));
    const words = new Words();
    words.use(messages);
    await words.need('quiz');
    assert.ok(messages.has('quiz-check'));
    assert.notEqual(words.t('quiz-check'), 'quiz-check');
    assert.ok(!messages.has('figure-heatmap-title'), 'the figures are still not there');
    assert.deepEqual(words.parts, ['quiz']);
    // The same part twice adds nothing twice (Fluent would report every message as a duplicate).
    const warned = [];
    const warn = console.warn;
    console.warn = (text) => warned.push(text);
    try {
      await words.need('quiz');
      await messages.add('quiz');
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(warned, []);
  });
});
