// The exact values behind the numbers the widget shows, as operation lists the core evaluates to any
// precision (cpp/quantity.hpp: each number written inline after the code 0). A page writes a double
// it has when no rounding boundary is near it, and asks the core for these values' digits otherwise
// (format.js: fixed and compact take {bound, digits(power)}, which exactly() makes).
import { coordinateRole } from './coordinates.js';

const NUMBER = 0;
const ADD = 1;
const MULTIPLY = 3;
const DIVIDE = 4;
const SIN = 9;
const COS = 10;
const PI = 11;
const PAIR_COSINE_SUM = 12;
const RATIO_POWER = 15;

/** A number (an exact double), or a quantity as it is. */
const q = (x) => (typeof x === 'number' ? [NUMBER, x] : x);
export const sum = (a, b) => [...q(a), ...q(b), ADD];
export const product = (a, b) => [...q(a), ...q(b), MULTIPLY];
export const quotient = (a, b) => [...q(a), ...q(b), DIVIDE];
export const sine = (a) => [...q(a), SIN];
export const cosine = (a) => [...q(a), COS];
export const twoPi = () => [NUMBER, 2, PI, MULTIPLY];
/** x degrees in radians: x π / 180. */
export const degreesAsRadians = (x) => quotient(product(x, [PI]), 180);
/** x radians in degrees: 180 x / π. */
export const radiansAsDegrees = (x) => quotient(product(x, 180), [PI]);

/** ω_k = base^(−2k/d_model). */
export const frequency = (k, { dModel, base }) => (k === 0 ? [NUMBER, 1] : [NUMBER, base, NUMBER, -2 * k, NUMBER, dModel, RATIO_POWER]);
/** base^(n/d_model) (n = d_model − 2: 1/ω_min). */
export const basePower = (n, { dModel, base }) => (n === 0 ? [NUMBER, 1] : [NUMBER, base, NUMBER, n, NUMBER, dModel, RATIO_POWER]);
/** λ_k = 2π base^(2k/d_model). */
export const wavelength = (k, s) => product(twoPi(), basePower(2 * k, s));
/** The angle pos·ω_k (pos a number or a quantity). */
export const angle = (pos, k, s) => product(pos, frequency(k, s));
/** PE(pos, i): sin or cos of pair k's angle, by the layout. */
export function coordinate(pos, i, s) {
  const { pair, isSine } = coordinateRole(i, s);
  return (isSine ? sine : cosine)(angle(pos, pair, s));
}
/** PE(p) · PE(q) = Σ_k cos(ω_k (p − q)). */
export const dotProduct = (p, qq, { dModel, base }) => [NUMBER, p, NUMBER, -qq, NUMBER, base, NUMBER, dModel, NUMBER, dModel / 2, PAIR_COSINE_SUM];

/** {bound, digits(power)} for format.js: a double within `bound` of the quantity's value, and the value's digits. */
export const exactly = (core, quantity, bound) => ({ bound, digits: (power) => core.exactDigits(quantity, power) });

/** How far a double that is the nearest to its value (the core's ω_k, λ_k) may be from it. */
export const nearest = (value) => Math.abs(value) * 2 ** -53;
/** How far a double computed with n roundings from exact or nearest doubles may be from its value. */
export const rounded = (value, n) => Math.abs(value) * n * 2 ** -52;
