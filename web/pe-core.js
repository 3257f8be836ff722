// loadCore(): the WebAssembly core as plain JavaScript. The module is fetched and compiled once
// per page; every caller shares the same promise.
import createPeCoreModule from './pe-core-wasm.js';

export const DEFAULTS = Object.freeze({ dModel: 4, base: 10000, layout: 'interleaved' });

let shared = null;

/**
 * @param {{wasmBinary?: ArrayBuffer|Uint8Array, wasmUrl?: string|URL}} [options]
 * @returns {Promise<Core>} the same promise for every call after the first.
 */
export function loadCore(options = {}) {
  if (!shared) {
    shared = instantiate(options).catch((error) => {
      shared = null; // a failed load may be retried
      throw error;
    });
  }
  return shared;
}

const isNode = typeof process === 'object' && !!process.versions?.node && typeof window === 'undefined';

async function instantiate({ wasmBinary, wasmUrl } = {}) {
  const url = new URL(wasmUrl ?? './pe-core-wasm.wasm', import.meta.url);
  if (!wasmBinary && isNode) {
    // Node's fetch cannot read file: URLs, so the module is read from disk beside this file.
    const { readFile } = await import('node:fs/promises');
    wasmBinary = await readFile(url);
  }
  let module;
  try {
    module = await createPeCoreModule({
      ...(wasmBinary ? { wasmBinary } : {}),
      locateFile: () => url.href,
    });
  } catch (cause) {
    throw new Error(
      `The sinusoidal-pe WebAssembly core could not be loaded from ${url.href}: ${messageOf(cause)}`,
      { cause },
    );
  }
  return makeCore(module);
}

function messageOf(cause) {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}

function unwrap(result) {
  if (result instanceof Error) throw result;
  return result;
}

function describe(value) {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value);
}

function number(name, value) {
  if (typeof value === 'number') return value;
  throw new Error(`${name} must be a number; received ${describe(value)}.`);
}

function settings(opts = {}) {
  const { dModel = DEFAULTS.dModel, base = DEFAULTS.base, layout = DEFAULTS.layout } = opts ?? {};
  if (typeof layout !== 'string') {
    throw new Error(`layout must be "interleaved" or "concatenated"; received ${describe(layout)}.`);
  }
  return { dModel: number('d_model', dModel), base: number('base', base), layout };
}

function positionList(positions) {
  if (positions instanceof Float64Array) return positions;
  if (!Array.isArray(positions) && !ArrayBuffer.isView(positions)) {
    throw new Error(`positions must be an array of numbers; received ${describe(positions)}.`);
  }
  const list = Array.from(positions);
  list.forEach((p, r) => number(`position ${r}`, p));
  return list;
}

function answerSpec(spec = {}) {
  const decimals = number('decimals', spec.decimals ?? 4);
  if ('expected' in spec) {
    const expected = number('expected', spec.expected);
    return { hasCoordinate: false, pos: 0, i: 0, settings: settings(), expected, decimals };
  }
  return {
    hasCoordinate: true,
    pos: number('pos', spec.pos),
    i: number('i', spec.i),
    settings: settings(spec),
    expected: 0,
    decimals,
  };
}

function makeCore(m) {
  const core = {
    /** PE(pos, i) */
    coordinate: (pos, i, opts) => unwrap(m.coordinate(number('pos', pos), number('i', i), settings(opts))),
    /** omega_k = base^(-2k/d_model) */
    frequency: (k, opts) => unwrap(m.frequency(number('k', k), settings(opts))),
    /** lambda_k = 2 pi / omega_k */
    wavelength: (k, opts) => unwrap(m.wavelength(number('k', k), settings(opts))),
    /** [[cos phi, sin phi], [-sin phi, cos phi]], phi = omega_k * offset */
    shiftMatrix: (k, offset, opts) =>
      unwrap(m.shiftMatrix(number('k', k), number('offset', offset), settings(opts))),
    /** PE(p) . PE(q) = sum_k cos(omega_k (p - q)) */
    dot: (p, q, opts) => unwrap(m.dot(number('p', p), number('q', q), settings(opts))),
    /** the term of pair k in the dot product */
    pairDot: (k, p, q, opts) =>
      unwrap(m.pairDot(number('k', k), number('p', p), number('q', q), settings(opts))),
    /** n x d_model values, row-major, in a new Float64Array */
    table: (positions, opts) => unwrap(m.tableView(positionList(positions), settings(opts))).slice(),
    /** the same values written into out (a Float64Array of at least n x d_model); returns out */
    tableInto(out, positions, opts) {
      if (!(out instanceof Float64Array)) throw new Error('tableInto needs a Float64Array to fill.');
      const list = positionList(positions);
      const s = settings(opts);
      const needed = list.length * (Number.isInteger(s.dModel) ? s.dModel : 0);
      if (out.length < needed) {
        throw new Error(`tableInto needs room for ${needed} values; the array holds ${out.length}.`);
      }
      // The view lives in WebAssembly memory: copy it before anything else can grow that memory.
      out.set(unwrap(m.tableView(list, s)));
      return out;
    },
    /** judge a typed answer: {verdict, message, value, expected, decimalsTyped, decimalsRequired, tolerance} */
    checkAnswer: (text, spec) => unwrap(m.checkAnswer(String(text ?? ''), answerSpec(spec))),
    limits: Object.freeze(unwrap(m.limits())),
    defaults: DEFAULTS,
  };
  return Object.freeze(core);
}
