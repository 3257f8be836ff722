// Number formatting for the widget. The table keeps an ASCII '-' so that it reads exactly like the
// lesson's printed table ("-0.416147"); prose may use the typographic minus.

// Digits are exact: a double stands for a real value (a table value for PE(pos, i), pos·ω_k for an
// angle), and every digit shown is that value's, correctly rounded (an exact tie away from zero, as
// toFixed rounds a double). exact, where given, is {bound, digits(power)} (quantities.js: exactly):
// the double is within bound of the value, and digits(power) is the core's "-1234" for the value
// rounded to a multiple of 10^power. toFixed and toPrecision round the double itself exactly, so the
// digits are the value's unless a rounding boundary lies within the bound; only then is the core asked.

/**
 * value, or when a boundary of rounding to a multiple of 10^power lies within exact.bound of it, the
 * exact value so rounded (as the double nearest that decimal, which toFixed and toPrecision write back).
 */
export function decided(value, power, exact) {
  if (!exact || !Number.isFinite(value)) return value;
  const unit = 10 ** power; // exact for the powers used here (|power| <= 22)
  const scaled = Math.abs(value) / unit;
  // scaled is within its own 2^-52 of |value|/unit, floor and the subtraction are exact.
  const gap = Math.abs(scaled - Math.floor(scaled) - 0.5);
  if (gap > exact.bound / unit + scaled * 2 ** -50 + 2 ** -60) return value;
  return Number(`${exact.digits(power)}e${power}`);
}

/** Fixed decimals; a value that rounds to zero is shown without a sign ("0.000000", not "-0.000000"). */
export function fixed(value, decimals, exact) {
  const text = decided(value, -decimals, exact).toFixed(decimals);
  return /^-[0.]*$/.test(text) ? text.slice(1) : text;
}

/**
 * About six significant digits without trailing zeros: 1, 0.01, 6.28319, 628.319. Very large or very
 * small magnitudes switch to exponent form (6.28319e9), which a reader can still copy into a calculator.
 */
export function compact(value, digits = 6, exact) {
  if (value === 0 || !Number.isFinite(value)) return String(value === 0 ? 0 : value);
  if (exact) value = decided(value, Math.floor(Math.log10(Math.abs(value))) - digits + 1, exact);
  const magnitude = Math.abs(value);
  // (Trailing zeros are cut from the text: Number() would round 17 digits to the shortest form.)
  const trimmed = (text) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
  if (magnitude >= 1e-4 && magnitude < 1e9) {
    const text = value.toPrecision(digits);
    return text.includes('e') ? String(Number(text)) : trimmed(text); // 1.00000e+8 (digits < 9): 100000000
  }
  const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
  return `${trimmed(mantissa)}e${Number(exponent)}`;
}

/**
 * A number as it was given in settings text, e.g. a base of 10000 or a position of 2.5: twelve
 * significant digits, or as many more as tell this double from its neighbours (a position of
 * 1000000000000007 is not shown as 1e15).
 */
export function plain(value) {
  for (let digits = 12; digits < 17; digits += 1) {
    const text = compact(value, digits);
    if (Number(text) === value) return text;
  }
  return compact(value, 17);
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
