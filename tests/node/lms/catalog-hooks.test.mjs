// The two hooks web/i18n/catalog.js gives the course packages: locateCatalogs (the H5P library keeps
// its catalogs as catalogs/<locale>.ftl.txt, where no import.meta.url points) and withOverrides (an
// H5P author's own texts in place of the catalog's messages).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { loadMessages, locateCatalogs, withOverrides } from '../../../web/i18n/index.js';
import { messageOverrides } from '../../../web/lms/h5p-l10n.js';

describe('catalog hooks for the packages', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sinusoidal-pe-catalogs-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('withOverrides: the author\'s texts replace those messages only; empty texts keep the catalog\'s', async () => {
    const en = await loadMessages('en');
    const loading = en.format('element-loading');
    assert.ok(loading.length > 0);
    assert.equal(withOverrides(en, {}), en, 'nothing to replace: the same messages');
    assert.equal(withOverrides(en, { 'element-loading': '   ' }), en, 'a blank text replaces nothing');
    const own = withOverrides(en, { 'element-loading': ' Wird geladen … ', 'quiz-check': 'Prüfen' });
    assert.equal(own.format('element-loading'), 'Wird geladen …');
    assert.equal(own.format('quiz-check'), 'Prüfen');
    assert.ok(own.has('quiz-check'));
    assert.equal(en.format('element-loading'), loading, 'the catalog itself is untouched');
    assert.equal(own.number('-0.5'), '-0.5', 'numbers are the catalog\'s');
    assert.equal(own.locale, 'en');
    assert.equal(own.dir, 'ltr');
  });

  it('messageOverrides: the l10n group\'s written fields as {message id: text}, H5P\'s escapes undone', () => {
    const unescape = (t) => t.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    assert.deepEqual(messageOverrides({ check: 'Prüfen', tryAgain: '', hint: '  ', solution: 'Lösung &amp; Weg', unknown: 'x' }, unescape),
      { 'quiz-check': 'Prüfen', 'quiz-solution': 'Lösung & Weg' });
    assert.deepEqual(messageOverrides(undefined), {});
  });

  it('locateCatalogs: the catalogs come from where the page says', async () => {
    writeFileSync(join(folder, 'de.ftl.txt'), 'element-loading = Wird geladen\n');
    locateCatalogs((locale) => pathToFileURL(join(folder, `${locale}.ftl.txt`)));
    const de = await loadMessages('de');
    assert.equal(de.locale, 'de');
    assert.equal(de.format('element-loading'), 'Wird geladen');
    await assert.rejects(loadMessages('fr'), /ENOENT/, 'a catalog that is not there is not found there');
  });
});
