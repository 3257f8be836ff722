// Numbers in the locale's own symbols. The core writes every number as exact ASCII digits
// ("-0.841471", "10000", "1.5e-7"); a locale may write them with other digits (Arabic-Indic in
// ar-EG), another decimal separator (a comma in de, fr, es) and its own minus sign. The digits are
// carried over one by one, never re-rounded: Intl.NumberFormat only tells which symbols to use.

const cache = new Map();

// English's symbols, as Intl.NumberFormat writes them for these tags, without asking it: the first
// Intl.NumberFormat of a page costs 20–30 ms (ICU's data for the locale) on the way to a widget's
// first table. tests/node/i18n/locales.test.mjs holds them to what Intl writes.
export const ASCII_NUMBER_TAGS = Object.freeze(['en', 'en-US', 'en-GB']);
const ASCII_SYMBOLS = Object.freeze({
  digits: Object.freeze(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']),
  decimal: '.',
  minus: '-',
  plus: '+',
  exponent: 'E',
});

/** {digits: ['0', …, '9'], decimal, minus, plus, exponent} as Intl.NumberFormat writes them for this locale. */
export function numberSymbols(locale) {
  if (ASCII_NUMBER_TAGS.includes(locale)) return ASCII_SYMBOLS;
  let symbols = cache.get(locale);
  if (symbols) return symbols;
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  const part = (value, type, options) =>
    new Intl.NumberFormat(locale, { useGrouping: false, ...options }).formatToParts(value).filter((p) => type.includes(p.type)).map((p) => p.value).join('');
  symbols = Object.freeze({
    digits: Object.freeze(Array.from({ length: 10 }, (_, d) => format.format(d))),
    decimal: part(1.5, ['decimal']),
    // The minus sign with the direction marks some locales put before it (ar, ar-EG).
    minus: part(-1, ['minusSign', 'literal']),
    plus: part(1, ['plusSign', 'literal'], { signDisplay: 'always' }),
    exponent: part(1e7, ['exponentSeparator'], { notation: 'scientific' }),
  });
  cache.set(locale, symbols);
  return symbols;
}

/** An exact number text of the core ("-0.841471", "1.5e-7") written with the locale's symbols. */
export function localNumber(text, locale) {
  const { digits, decimal, minus, plus, exponent } = numberSymbols(locale);
  let out = '';
  for (const c of String(text)) {
    if (c >= '0' && c <= '9') out += digits[c.charCodeAt(0) - 48];
    else if (c === '.') out += decimal;
    else if (c === '-' || c === '\u2212') out += minus;
    else if (c === '+') out += plus;
    // The core's e stays where the locale writes an E too (English's 1E+300 would be a change of form).
    else if (c === 'e' || c === 'E') out += exponent === 'E' ? c : exponent;
    else out += c;
  }
  return out;
}
