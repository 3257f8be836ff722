// Lists in a language's own words: English written without Intl, as Intl.ListFormat writes it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listOf } from '../../../web/i18n/index.js';

describe('listOf', () => {
  const lists = [[], ['0'], ['0', '1'], ['0', '1', '3'], ['0', '1', '3', '7', '255']];
  it('writes English lists as Intl.ListFormat does, for the tags it writes itself', () => {
    for (const lang of ['en', 'en-US']) {
      for (const items of lists) {
        assert.equal(listOf(lang, items), new Intl.ListFormat(lang, { type: 'conjunction' }).format(items), `${lang} ${items}`);
        assert.equal(listOf(lang, items, 'unit'), new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format(items), `${lang} unit ${items}`);
      }
    }
  });

  it('leaves other languages to Intl, and joins by commas for a tag it does not know', () => {
    assert.equal(listOf('en-GB', ['1', '2', '3']), new Intl.ListFormat('en-GB').format(['1', '2', '3']));
    assert.equal(listOf('de', ['1', '2', '3']), '1, 2 und 3');
    assert.equal(listOf('x-bad tag', ['1', '2']), '1, 2');
  });
});
