// The heatmap's diverging colour scale. Its five stops are CSS custom properties (so light and dark
// schemes, and a host page, can set them); they are read once through computed styles, turned into
// RGB by painting them on a 1×1 canvas (any CSS colour syntax works), and interpolated in OKLab into
// a lookup table of packed RGBA words, one entry per 1/512 of the value range.
import { h } from './common.js';
import { figuresCss } from './figures.css.js';

/** The stops at −1, −½, 0, ½ and 1, as the stylesheet names them (--pe-map-<name>). */
export const STOP_NAMES = ['neg', 'neg-mid', 'mid', 'pos-mid', 'pos'];

/** [r, g, b] of the light scheme's default for --pe-map-<name>, as the figures' stylesheet sets it. */
function lightDefault(name) {
  // The light block comes first in the sheet: `--_map-neg: var(--pe-map-neg, #21549e)`.
  const hex = figuresCss.match(new RegExp(`var\\(--pe-map-${name},\\s*#([0-9a-f]{3}|[0-9a-f]{6})\\)`, 'i'))[1];
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((j) => parseInt(full.slice(j, j + 2), 16));
}

// Used when the stylesheet is not applied (yet): the light scheme's stops, read from the sheet
// the first time they are needed.
let lightStops = null;

export const LUT_STEPS = 1024; // entries 0 … 1024: value v maps to round((v + 1) · 512)

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
export const packRGBA = (r, g, b, a = 255) =>
  littleEndian ? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;

const toLinear = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, Math.round(c * 255)));
};

function toOklab([r, g, b]) {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]) {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** Uint32Array(LUT_STEPS + 1) of packed RGBA from five RGB stops at −1, −½, 0, ½, 1 (the light scheme's by default). */
export function buildLut(stops) {
  const labs = (stops ?? (lightStops ??= STOP_NAMES.map(lightDefault))).map(toOklab);
  const lut = new Uint32Array(LUT_STEPS + 1);
  const segments = labs.length - 1;
  for (let j = 0; j <= LUT_STEPS; j++) {
    const t = (j / LUT_STEPS) * segments;
    const seg = Math.min(segments - 1, Math.floor(t));
    const f = t - seg;
    const [a, b] = [labs[seg], labs[seg + 1]];
    const [r, g, bl] = fromOklab([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f]);
    lut[j] = packRGBA(r, g, bl);
  }
  return lut;
}

let scratch = null;
function cssToRgb(color) {
  scratch ??= h('canvas', { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true });
  scratch.clearRect(0, 0, 1, 1);
  scratch.fillStyle = '#000';
  scratch.fillStyle = color; // an unparsable colour leaves the black
  scratch.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = scratch.getImageData(0, 0, 1, 1).data;
  return a === 0 ? null : [r, g, b];
}

/**
 * Reads the stops from probe elements (class pe-hm-probe-<name>, whose `color` the stylesheet sets
 * from --pe-map-<stop> through --_map-<stop>). Returns null when the probes are not styled, e.g. not
 * in the document.
 */
export function readStops(probes) {
  if (!probes.every((p) => p.isConnected)) return null;
  const stops = probes.map((p) => cssToRgb(getComputedStyle(p).color));
  if (stops.some((c) => !c)) return null;
  // Unstyled probes all inherit the same text colour: treat that as "no stylesheet".
  if (stops.every((c) => c.join() === stops[0].join())) return null;
  return stops;
}
