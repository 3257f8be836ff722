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

// ---- Quiz ----------------------------------------------------------------------------------------

function quizOptions(opts) {
  if (opts === null || typeof opts !== 'object') {
    throw new Error(`makeQuiz needs an options object such as {seed: 1}; received ${describe(opts)}.`);
  }
  const { seed, origin = 0, count = 8 } = opts;
  return { ...settings(opts), seed: number('seed', seed), origin: number('origin', origin), count: number('count', count) };
}

// A question made by makeQuiz (it has an id and a type), as opposed to an answer spec.
function isQuizQuestion(spec) {
  return spec !== null && typeof spec === 'object' && typeof spec.id === 'string' &&
    (spec.type === 'numeric' || spec.type === 'choice');
}

// The fields the checker reads, typed as the core expects them (a question may have been stored
// as JSON and parsed back, or edited by a page).
function quizQuestion(q) {
  const list = (name, value) => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new Error(`question.${name} must be an array; received ${describe(value)}.`);
    return value;
  };
  const choice = q.type === 'choice';
  return {
    type: q.type,
    expected: choice ? 0 : number('question.expected', q.expected),
    decimals: choice ? 0 : number('question.decimals', q.decimals),
    answer: choice ? number('question.answer', q.answer) : -1,
    choices: list('choices', q.choices).map(String),
    mistakes: list('mistakes', q.mistakes).map((mk) => ({
      code: String(mk?.code ?? ''),
      explanation: String(mk?.explanation ?? ''),
      value: typeof mk?.value === 'number' ? mk.value : NaN,
      choice: typeof mk?.choice === 'number' ? mk.choice : -1,
    })),
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
    /**
     * judge a typed answer: {verdict, message, value, expected, decimalsTyped, decimalsRequired,
     * tolerance}, plus diagnosis (a mistake code) when spec is a makeQuiz question and a wrong
     * answer matches a known mistake; for a choice question text is the option's index or letter
     */
    checkAnswer: (text, spec) =>
      isQuizQuestion(spec)
        ? unwrap(m.checkQuizAnswer(String(text ?? ''), quizQuestion(spec)))
        : unwrap(m.checkAnswer(String(text ?? ''), answerSpec(spec))),
    /**
     * questions for {seed, dModel, base, layout?, origin?, count?}: plain objects {id, cell, kind,
     * type: 'numeric'|'choice', prompt, hint, solution: string[], settings, params, mistakes, and
     * expected + decimals or choices + answer}; the same for the same options everywhere
     */
    makeQuiz: (opts) => unwrap(m.makeQuiz(quizOptions(opts))),
    limits: Object.freeze(unwrap(m.limits())),
    defaults: DEFAULTS,
  };
  return Object.freeze(core);
}
