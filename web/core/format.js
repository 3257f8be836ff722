// Number formatting for the widget. The table keeps an ASCII '-' so that it reads exactly like the
// lesson's printed table ("-0.416147"); prose may use the typographic minus.

/** Fixed decimals; a value that rounds to zero is shown without a sign ("0.000000", not "-0.000000"). */
export function fixed(value, decimals) {
  const text = value.toFixed(decimals);
  return /^-[0.]*$/.test(text) ? text.slice(1) : text;
}

/**
 * About six significant digits without trailing zeros: 1, 0.01, 6.28319, 628.319. Very large or very
 * small magnitudes switch to exponent form (6.28319e9), which a reader can still copy into a calculator.
 */
export function compact(value, digits = 6) {
  if (value === 0 || !Number.isFinite(value)) return String(value === 0 ? 0 : value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e9) return String(Number(value.toPrecision(digits)));
  const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
  return `${String(Number(mantissa))}e${Number(exponent)}`;
}

/** A number as it was given in settings text, e.g. a base of 10000 or a position of 2.5. */
export function plain(value) {
  return compact(value, 12);
}

/** Quotes user text for messages, shortened so that a long attribute cannot flood the widget. */
export function quoted(text, max = 40) {
  const s = String(text);
  return `"${s.length > max ? `${s.slice(0, max)}…` : s}"`;
}

/** 4194304 → "4,194,304" (fixed English grouping, so messages read the same everywhere). */
export function grouped(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number as HTML and JavaScript write it: digits with an optional point and exponent. */
export const NUMBER_PATTERN = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?';

/** A finite decimal number written plainly (no hex, no "Infinity", no blanks), else null. */
export function readNumber(text) {
  text = String(text).replace(/\u2212/g, '-').trim();
  if (!new RegExp(`^${NUMBER_PATTERN}$`).test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
