// What the three RoPE figures (rope.js, rope-decay.js, rope-scaling.js) share: their formulas as
// MathML, and the wavelength of a frequency. Formulas are written as plain text, as the core writes
// its worked solutions, and typeset by web/kit's mathText(), which only ever creates elements.
import { breakPoints, mathText } from '../kit/index.js';
import { h } from './common.js';

/**
 * A formula as MathML (each <math> keeps its text as an annotation), cut before its relations so
 * that a phone wraps it; class pe-rope-formula.
 */
export function formula(source, cls = '') {
  // Formulas read left to right in every language (MathML too).
  const line = h('span', { class: `pe-rope-formula ${cls}`.trim(), dir: 'ltr' });
  breakPoints(source).forEach((piece, j) => line.append(...(j ? [' '] : []), mathText(piece)));
  return line;
}

/** A paragraph of prose with formulas: strings are text, {f: source} a formula, nodes as they are. */
export function mathParagraph(cls, ...parts) {
  return h('p', { class: cls }, parts.map((part) => (typeof part === 'string' || part instanceof Node ? part : formula(part.f))));
}

/** λ = 2π/θ: positions per full turn. */
export const wavelengthOf = (theta) => (2 * Math.PI) / theta;
