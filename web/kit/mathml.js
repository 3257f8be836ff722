// Formulas as MathML, which browsers typeset natively (no font or script to download). Built with
// createElementNS and textContent only, never from markup, so any text is safe to pass in.
//
// m() builds one element. mathText() turns a plain-text formula as the core writes it — "ω_1 =
// 10000^(−2/8) ≈ 0.1", "PE(2, 2) = sin(2 / 100)", "√(d_model/2)", "θ³/6" — into a <math>; a
// sentence is split by mathParts() into prose and the formulas in it. Each <math> keeps its source as
// a text annotation (not shown), so the text a program reads is the text the core wrote.

const NS = 'http://www.w3.org/1998/Math/MathML';

/** A MathML element; strings become text, other children are appended as they are. */
export function m(tag, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const c of children) node.append(c);
  return node;
}

/** <math> of the given children, with the plain-text source as an annotation when given. */
export function math(children, source, block = false) {
  const row = m('mrow', ...children);
  const root = m('math', source ? m('semantics', row, annotation(source)) : row);
  if (block) root.setAttribute('display', 'block');
  return root;
}

function annotation(text) {
  const a = m('annotation', text);
  a.setAttribute('encoding', 'text/plain');
  return a;
}

/** Identifier with an optional subscript: ω_k → ω with subscript k. */
export function mi(name, subscript) {
  const base = m('mi', name);
  if (subscript === undefined) return base;
  return m('msub', base, /^\d+$/.test(subscript) ? m('mn', subscript) : m('mi', subscript));
}

// ---- plain text → MathML ---------------------------------------------------------------------------

// Tokens: a number, a word (with an optional _subscript), a superscript digit, one other character.
const TOKEN = /(\d+(?:\.\d+)?)|([A-Za-z\u0391-\u03c9]+(?:_[A-Za-z0-9]+)?)|([²³])|(\s+)|(.)/gu;
const WORDS = new Set(['sin', 'cos', 'PE', 'pos', 'max', 'min']);
const LETTERS = 'kpqbLdixθφωλπΔΣ';
const OPERATORS = new Set(['=', '≈', '≠', '<', '>', '≤', '≥', '^', '×', '·', '/', '+', '−', '-', '√', '²', '³']);
const OPEN = '([';
const CLOSE = ')]';

function tokenize(text) {
  const out = [];
  for (const t of text.matchAll(TOKEN)) {
    const [s, num, word, sup, space] = t;
    if (num) out.push({ s, kind: 'num', math: true });
    else if (word) out.push({ s, kind: 'word', math: WORDS.has(word.split('_')[0]) || word.includes('_') || (word.length === 1 && LETTERS.includes(word)) || /^[\u0391-\u03c9]+$/u.test(word) });
    else if (sup) out.push({ s, kind: 'sup', math: true, op: true });
    else if (space) out.push({ s, kind: 'space' });
    else out.push({ s, kind: 'char', math: OPERATORS.has(s) || OPEN.includes(s) || CLOSE.includes(s) || s === '…' || s === '∞', op: OPERATORS.has(s) });
  }
  return out;
}

/**
 * A sentence as [{text}, {formula}] parts: a formula is a longest run of mathematical tokens (numbers,
 * sin, cos, PE, pos, single-letter variables, Greek letters, names with a subscript, operators,
 * brackets, and commas inside brackets) that holds at least one operator and balanced brackets.
 */
export function mathParts(text) {
  const tokens = tokenize(String(text));
  const parts = [];
  let prose = '';
  let j = 0;
  while (j < tokens.length) {
    if (!tokens[j].math || CLOSE.includes(tokens[j].s)) {
      prose += tokens[j++].s;
      continue;
    }
    // The run: mathematical tokens, spaces, and commas inside brackets.
    let depth = 0;
    let end = j;
    for (let e = j; e < tokens.length; e++) {
      const t = tokens[e];
      if (t.kind === 'space') continue;
      if (t.s === ',' && depth > 0) continue;
      if (!t.math) break;
      if (OPEN.includes(t.s)) depth++;
      if (CLOSE.includes(t.s)) {
        if (depth === 0) break;
        depth--;
      }
      end = e + 1;
    }
    // Drop trailing tokens until the brackets balance.
    while (end > j && (!balanced(tokens.slice(j, end)) || tokens[end - 1].kind === 'space')) end--;
    const run = tokens.slice(j, end);
    if (run.some((t) => t.op) && run.some((t) => t.kind === 'num' || t.kind === 'word')) {
      if (prose) parts.push({ text: prose });
      prose = '';
      parts.push({ formula: run.map((t) => t.s).join('') });
      j = end;
    } else {
      prose += tokens[j++].s;
    }
  }
  if (prose) parts.push({ text: prose });
  return parts;
}

function balanced(run) {
  let depth = 0;
  for (const t of run) {
    if (OPEN.includes(t.s)) depth++;
    else if (CLOSE.includes(t.s) && --depth < 0) return false;
  }
  return depth === 0;
}

/** One plain-text formula as a <math> element. */
export function mathText(source) {
  const tokens = tokenize(source).filter((t) => t.kind !== 'space');
  let j = 0;
  // An atom: a number, a name, or a bracketed group.
  const atom = () => {
    const t = tokens[j++];
    if (!t) return null;
    if (t.kind === 'num') return m('mn', t.s);
    if (t.kind === 'word') {
      const [name, sub] = t.s.split('_');
      return mi(name, sub);
    }
    if (OPEN.includes(t.s)) {
      const inner = sequence(CLOSE[OPEN.indexOf(t.s)]);
      const close = tokens[j]?.s === CLOSE[OPEN.indexOf(t.s)] ? tokens[j++].s : '';
      return { group: inner, open: t.s, close };
    }
    return m('mo', t.s === '-' ? '−' : t.s);
  };
  // Brackets keep the text's size (an inline formula never stretches them).
  const fence = (c) => {
    const f = m('mo', c);
    f.setAttribute('stretchy', 'false');
    return f;
  };
  const node = (a) => (a && a.group ? m('mrow', fence(a.open), m('mrow', ...a.group), ...(a.close ? [fence(a.close)] : [])) : a);
  const sequence = (until) => {
    const out = [];
    while (j < tokens.length && tokens[j].s !== until) {
      const t = tokens[j];
      // A minus before a number, at the start or after an operator, is the number's sign.
      const last = out[out.length - 1];
      if ((t.s === '-' || t.s === '−') && tokens[j + 1]?.kind === 'num' && (!last || last.localName === 'mo')) {
        out.push(m('mn', `−${tokens[j + 1].s}`));
        j += 2;
        continue;
      }
      // sin φ, cos θ: a thin space after the function's name when no bracket follows.
      if ((t.s === 'sin' || t.s === 'cos') && tokens[j + 1] && !OPEN.includes(tokens[j + 1].s)) {
        j++;
        out.push(m('mi', t.s), m('mspace', ''));
        out[out.length - 1].setAttribute('width', '0.17em');
        continue;
      }
      if ((t.s === '^' || t.kind === 'sup') && out.length) {
        j++;
        let exponent;
        if (t.kind === 'sup') exponent = m('mn', t.s === '²' ? '2' : '3');
        else {
          const a = atom();
          exponent = a && a.group ? m('mrow', ...a.group) : a ?? m('mrow');
        }
        out.push(m('msup', out.pop(), exponent));
        continue;
      }
      const a = atom();
      if (a) out.push(node(a));
    }
    return out;
  };
  return math(sequence(null), source);
}

const RELATIONS = new Set(['=', '≈', '≠', '<', '>', '≤', '≥']);

/**
 * A formula cut where a line may break: before each relation (=, ≈, …) outside brackets, and in a
 * long stretch before a + or − outside brackets. MathML does not break lines itself, and a phone's
 * line holds about 30 characters of a formula.
 */
export function breakPoints(formula) {
  const pieces = [];
  let depth = 0;
  let piece = '';
  const tokens = tokenize(formula);
  tokens.forEach((t, j) => {
    if (OPEN.includes(t.s)) depth++;
    if (CLOSE.includes(t.s)) depth--;
    const binary = (t.s === '+' || t.s === '−' || t.s === '-') && tokens[j - 1]?.kind === 'space' && tokens[j + 1]?.kind === 'space';
    if (depth === 0 && piece.trim() && (RELATIONS.has(t.s) || (binary && piece.length > 16))) {
      pieces.push(piece.trim());
      piece = '';
    }
    piece += t.s;
  });
  if (piece.trim()) pieces.push(piece.trim());
  return pieces;
}

/**
 * A sentence as a fragment of text and <math> elements, for a paragraph of a worked solution: each
 * formula in pieces (breakPoints) with a space between them, so that a narrow screen wraps it.
 */
export function sentenceWithMath(text) {
  const fragment = document.createDocumentFragment();
  for (const part of mathParts(text)) {
    if (!part.formula) fragment.append(part.text);
    else breakPoints(part.formula).forEach((piece, j) => fragment.append(...(j ? [' '] : []), mathText(piece)));
  }
  return fragment;
}
