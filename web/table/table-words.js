// How the table and the inspector write their words and numbers in the widget's language.
//
// Numbers come in two kinds:
//  - numbers inside sentences (words.n): the locale's digits, decimal mark and minus sign, with the
//    direction marks CLDR puts before an Arabic minus, so that the number reads as that language
//    reads it inside its own text;
//  - numbers in the table's cells, formulas, vectors and matrices (ltr): the same digits and
//    marks, but without those direction marks, because these always read left to right (as in
//    Arabic-language textbooks): in a left-to-right cell a U+061C before the minus would carry the
//    minus to the right of the digits.
// The table writes thousands of cells in idle time: where the locale writes numbers as the core does
// (ASCII digits, '.' and '-': en, zh-Hans, the pseudo-locale) the text is passed through untouched.
import { numberSymbols } from '../i18n/index.js';

const DIRECTION_MARKS = /[\u061c\u200e\u200f]/g;
const ASCII_DIGITS = '0123456789';

const same = (text) => text;
// Where the locale writes numbers as the core does; the core's exponent 'e' (6.28319e9) stays too.
const ASCII_WRITERS = Object.freeze({ n: same, ltr: same });

/**
 * The number writers for the language words speaks now: {n, ltr}, each text → the same exact
 * digits in the locale's symbols; n for numbers in sentences, ltr for numbers in cells, formulas and
 * vectors (no direction marks). Both are the identity where nothing would change.
 */
export function numberWriters(words) {
  const { digits, decimal, minus } = numberSymbols(words.lang);
  if (digits.join('') === ASCII_DIGITS && decimal === '.' && minus === '-') return ASCII_WRITERS;
  return { n: (text) => words.n(text), ltr: (text) => words.n(text).replace(DIRECTION_MARKS, '') };
}

/**
 * The separator between the numbers of a formula's argument list or a vector: ', ' unless the
 * locale's decimal mark is a comma (de, fr, es write [0,841471; 0,540302]).
 */
export function listSeparator(words) {
  return numberSymbols(words.lang).decimal === ',' ? '; ' : ', ';
}

/** A vector [a, b] of left-to-right number texts (written by numberWriters' ltr). */
export function vector(words, items) {
  return `[${items.join(listSeparator(words))}]`;
}

// Left-to-right isolation (LRI … PDI) for a formula or a vector set inside a right-to-left
// sentence; in left-to-right text nothing is added.
const LRI = '\u2066';
const PDI = '\u2069';
export function isolated(words, text) {
  return words.dir === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

// First-strong isolation (FSI … PDI) for running text set inside a left-to-right formula.
const FSI = '\u2068';
export function isolatedText(words, text) {
  return words.dir === 'rtl' ? `${FSI}${text}${PDI}` : text;
}

// Stand-ins for the parts of a message that are elements (a <strong>, a MathML formula): the
// message is formatted with these in place of the parts' values, then cut at them, so that a
// translation may put the parts wherever its word order needs them.
const slot = (name) => `\ue000${name}\ue001`;

/**
 * The nodes of message id with some arguments as nodes: parts maps an argument's name to a node
 * (or a function of the occurrence's index, 0 for the first, giving a node or a text), the other
 * arguments are given in args. Returns an array for append()/replaceChildren().
 */
export function messageParts(words, id, args, parts) {
  const names = Object.keys(parts);
  const text = words.t(id, { ...args, ...Object.fromEntries(names.map((name) => [name, slot(name)])) });
  const seen = Object.fromEntries(names.map((name) => [name, 0]));
  const nodes = [];
  for (const piece of text.split(/(\ue000[^\ue001]*\ue001)/)) {
    if (!piece) continue;
    const name = piece.startsWith('\ue000') ? piece.slice(1, -1) : null;
    if (name === null || !(name in parts)) {
      nodes.push(piece);
      continue;
    }
    const part = parts[name];
    nodes.push(typeof part === 'function' ? part(seen[name]) : part);
    seen[name] += 1;
  }
  return nodes;
}
