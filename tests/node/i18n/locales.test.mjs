// Which catalog a language tag gets, and numbers written in a locale's own symbols.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, directionOf, localNumber, loadMessages, resolveLocale, Words } from '../../../web/i18n/index.js';
import { ownName } from '../../../web/i18n/locales.js';
import { ASCII_NUMBER_TAGS, numberSymbols } from '../../../web/i18n/numbers.js';

describe('ownName', () => {
  it('names each catalog\'s language in its own words, as Intl.DisplayNames does', () => {
    for (const locale of LOCALES) {
      assert.equal(ownName(locale), new Intl.DisplayNames([locale], { type: 'language' }).of(locale), locale);
    }
  });
});

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

  it('chooses as the rule says, along the parents Intl.Locale.maximize() gives, for tags it answers without it', () => {
    // The rule written out with maximize() for every tag: the tag, its language with its script, its
    // language, else English.
    const all = [...LOCALES, PSEUDO_LOCALE];
    const byRule = (tag) => {
      const requested = new Intl.Locale(tag).toString();
      const { language, script } = new Intl.Locale(requested).maximize();
      for (const candidate of [requested, `${language}-${script}`, language]) {
        const found = all.find((a) => a.toLowerCase() === candidate.toLowerCase());
        if (found) return found;
      }
      return DEFAULT_LOCALE;
    };
    const tags = ['en', 'en-US', 'en-GB', 'en-XA', 'de', 'de-AT', 'de-Latn-CH', 'ES-mx', 'fr-CA', 'ar', 'ar-EG', 'pt-BR', 'sr-Latn-RS', 'zh', 'zh-CN', 'zh-Hans', 'zh-Hant', 'zh-TW', 'zh-SG', 'ja'];
    for (const tag of [...tags, ...LOCALES]) assert.equal(resolveLocale(tag).locale, byRule(tag), tag);
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
  it('writes English with the symbols Intl.NumberFormat gives it, known without asking it', () => {
    for (const tag of ASCII_NUMBER_TAGS) {
      const format = (value, options) => new Intl.NumberFormat(tag, { useGrouping: false, ...options }).formatToParts(value);
      const of = (parts, types) => parts.filter((p) => types.includes(p.type)).map((p) => p.value).join('');
      assert.deepEqual(numberSymbols(tag), {
        digits: Array.from({ length: 10 }, (_, d) => new Intl.NumberFormat(tag).format(d)),
        decimal: of(format(1.5), ['decimal']),
        minus: of(format(-1), ['minusSign', 'literal']),
        plus: of(format(1, { signDisplay: 'always' }), ['plusSign', 'literal']),
        exponent: of(format(1e7, { notation: 'scientific' }), ['exponentSeparator']),
      }, tag);
    }
  });

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
