// The language a package's widget speaks (web/lms/language.js): the platform's, else the package's,
// else the first of the browser's languages that has a catalog, else the browser's first, else en.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseLanguage } from '../../../web/lms/language.js';

const source = 'the LMS\'s cmi.learner_preference.language';

describe('chooseLanguage', () => {
  it('takes the platform\'s language tag as it is, canonical; an underscore is read as a hyphen', () => {
    assert.deepEqual(chooseLanguage({ given: 'de', source, browser: ['fr'] }), { lang: 'de', from: 'platform', note: null });
    assert.equal(chooseLanguage({ given: ' zh-hans-cn ', source }).lang, 'zh-Hans-CN');
    assert.equal(chooseLanguage({ given: 'de_DE', source }).lang, 'de-DE');
    assert.equal(chooseLanguage({ given: 'pt-BR', source, browser: ['de'] }).lang, 'pt-BR', 'a tag without a catalog is still the learner\'s (its numbers and the fallback are the element\'s)');
  });

  it('without one: the package\'s, else the first browser language with a catalog, else the browser\'s first, else en; with a note', () => {
    const none = chooseLanguage({ given: '', source, browser: ['pt-BR', 'fr-CA', 'de'] });
    assert.deepEqual(none, { lang: 'fr-CA', from: 'browser', note: `sinusoidal-pe: ${source} names no language; using the browser's languages.` });
    assert.equal(chooseLanguage({ given: null, source, browser: ['pt-BR', 'sw'] }).lang, 'pt-BR');
    assert.deepEqual(chooseLanguage({ given: undefined, source, browser: [] }), { lang: 'en', from: 'default', note: none.note });
    const own = chooseLanguage({ given: '', source, own: 'es', browser: ['de'] });
    assert.deepEqual(own, { lang: 'es', from: 'package', note: `sinusoidal-pe: ${source} names no language; using the package's language.` });
  });

  it('passes over a value that is not a language tag, and says so', () => {
    const bad = chooseLanguage({ given: 'English (UK)', source, browser: ['ar-EG'] });
    assert.deepEqual(bad, { lang: 'ar-EG', from: 'browser', note: `sinusoidal-pe: ${source} "English (UK)" is not a language tag; using the browser's languages.` });
    assert.equal(chooseLanguage({ given: '*', source, browser: ['*', 'de'] }).lang, 'de', 'the browser\'s unreadable entries are skipped too');
  });
});
