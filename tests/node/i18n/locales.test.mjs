// Which catalog a language tag gets, and numbers written in a locale's own symbols.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LOCALE, directionOf, localNumber, loadMessages, resolveLocale, Words } from '../../../web/i18n/index.js';

describe('resolveLocale', () => {
  it('finds a catalog along the tag\'s parents, and says when it had to use another language', () => {
    assert.deepEqual(resolveLocale('de'), { locale: 'de', requested: 'de', missing: null });
    assert.equal(resolveLocale('de-AT').locale, 'de');
    assert.equal(resolveLocale('fr-CA').locale, 'fr');
    assert.equal(resolveLocale('ES-mx').locale, 'es');
    assert.equal(resolveLocale('ar-EG').locale, 'ar');
    assert.equal(resolveLocale('zh-CN').locale, 'zh-Hans'); // its script, as Intl.Locale maximizes it
    assert.equal(resolveLocale('zh').locale, 'zh-Hans');
    assert.deepEqual(resolveLocale('zh-TW'), { locale: DEFAULT_LOCALE, requested: 'zh-TW', missing: 'zh-TW' }); // Traditional script: no catalog yet
    assert.deepEqual(resolveLocale('pt-BR'), { locale: 'en', requested: 'pt-BR', missing: 'pt-BR' });
  });

  it('takes a text that is not a language tag for English, and says so', () => {
    for (const text of ['', 'english', '*', 'de_DE!', null]) assert.equal(resolveLocale(text).locale, 'en');
    assert.equal(resolveLocale('de_DE!').invalid, 'de_DE!');
    assert.equal(resolveLocale('en').invalid, undefined);
  });

  it('knows which languages run right to left', () => {
    assert.equal(directionOf('ar-EG'), 'rtl');
    assert.equal(directionOf('fa'), 'rtl');
    assert.equal(directionOf('de'), 'ltr');
    assert.equal(directionOf('zh-Hans'), 'ltr');
  });
});

describe('localNumber', () => {
  it('keeps every digit and swaps only the symbols', () => {
    assert.equal(localNumber('-0.841471', 'en'), '-0.841471');
    assert.equal(localNumber('-0.841471', 'de'), '-0,841471');
    assert.equal(localNumber('0.019999', 'fr'), '0,019999');
    assert.equal(localNumber('10000', 'es'), '10000');
    assert.equal(localNumber('0.123456789012345678', 'de'), '0,123456789012345678'); // never re-rounded
  });

  it('writes Arabic-Indic digits and the Arabic decimal separator where the locale uses them', () => {
    assert.equal(localNumber('0.019999', 'ar-EG'), '\u0660\u066B\u0660\u0661\u0669\u0669\u0669\u0669');
    assert.equal(localNumber('0.5', 'ar-MA'), '0,5'); // Morocco writes Latin digits
  });
});

describe('Words', () => {
  it('writes bound texts when a catalog arrives and again for the next one', async () => {
    const words = new Words();
    const node = { textContent: 'x', setAttribute(name, value) { this[name] = value; } };
    words.bind(node, 'element-loading');
    words.bind(node, 'element-loading', undefined, 'aria-label');
    assert.equal(node.textContent, 'x'); // nothing before the first catalog
    words.use(await loadMessages('en'));
    assert.equal(node.textContent, 'Loading the calculator…');
    assert.equal(node['aria-label'], 'Loading the calculator…');
    words.use(await loadMessages('en-XA'));
    assert.match(node.textContent, /^Ļöö/);
    assert.equal(words.n('-0.5'), '-0.5');
  });
});
