// loadCore(): the WebAssembly core as plain JavaScript. Each module is fetched and compiled once
// per page; every caller shares the same promise. There are three builds of the core, each with what
// the one before has and more: pe-core-wasm, the table build (the formulas, the table, validation,
// coordinate roles), for a page without a quiz; pe-core-check-wasm, the same and checkAnswer, for the
// single question (quiz="q1"); and pe-core-bank-wasm, the same and the question bank (makeQuiz,
// makeQuestion and the checking of their questions). A page downloads the bigger ones only when
// something on it asks for what they have. Defaults and limits are the core's own (cpp/facts.hpp):
// core.defaults and core.limits. The bank's build comes with the part of this loader only it uses
// (web/core/pe-core-bank.js).

import { coreSummary } from '../i18n/core-text.js';
// Smallest first: each build has everything the ones before it have.
const TABLE = 0;
const CHECK = 1;
const BANK = 2;
const BUILDS = [
  // A literal import() for each, so that bundlers keep each as a separate file.
  { wasm: 'pe-core-wasm.wasm', glue: () => import('./pe-core-wasm.js') },
  { wasm: 'pe-core-check-wasm.wasm', glue: () => import('./pe-core-check-wasm.js') },
  {
    wasm: 'pe-core-bank-wasm.wasm',
    glue: () => import('./pe-core-bank-wasm.js'),
    functions: () => import('./pe-core-bank.js'),
  },
];
// Per build, its promise once asked for. One list per page, whichever copy of this loader asks: the
// element's file and the quiz panels' each carry one (scripts/build.mjs bundles it into them, so
// that a page's first module starts the core without waiting for another file), and a page may
// import dist/pe-core.js too. Each build is fetched once per page all the same.
const loading = (globalThis[Symbol.for('sinusoidal-pe core builds')] ??= []);

// Files of a build that a page's first module started fetching before any widget asked for the
// build (fetchCoreAhead), taken by the first load of that build from the same URL.
const ahead = (globalThis[Symbol.for('sinusoidal-pe core files ahead')] ??= []);

/**
 * Starts fetching and compiling a build's files now, in this task, with nothing awaited: the .wasm
 * (compiled as it streams in) and the glue script (and the bank's part of this loader). The element's
 * module calls it before it defines <sinusoidal-pe>, for the build its widgets will draw with, so that
 * the requests leave before the widgets are built rather than after. loadCore() then finds them on
 * their way. Does nothing where a build at least as big is loading already, or outside a browser.
 * @param {{answers?: boolean, quizBank?: boolean}} [options] as for loadCore()
 */
export function fetchCoreAhead(options = {}) {
  if (isNode || typeof fetch !== 'function' || typeof WebAssembly !== 'object') return;
  const n = options.quizBank ? BANK : options.answers ? CHECK : TABLE;
  if (loading.slice(n).some(Boolean) || ahead.slice(n).some(Boolean)) return;
  const build = BUILDS[n];
  const url = new URL(`./${build.wasm}`, import.meta.url);
  const files = { url: url.href, compiled: compileWasm(url), glue: build.glue(), functions: build.functions?.() };
  for (const p of [files.compiled, files.glue, files.functions]) p?.catch(() => {}); // reported by loadCore()
  ahead[n] = files;
}

/**
 * @param {{answers?: boolean, quizBank?: boolean, wasmBinary?: ArrayBuffer|Uint8Array|Promise<ArrayBuffer|Uint8Array>, wasmUrl?: string|URL}} [options]
 *   Without options: the table build, with everything but checkAnswer and the question bank.
 *   answers: true loads the build with checkAnswer; quizBank: true the build with makeQuiz and
 *   makeQuestion (and checkAnswer). A bigger build that the page has loaded, or is loading, is given
 *   to every later caller that needs less (one module, not two; never a smaller one after it), and
 *   so is one asked for in the same task, before the smaller one has started to load.
 * @returns {Promise<Core>} the same promise for every later call that gets the same build.
 */
export function loadCore(options = {}) {
  const wanted = options.quizBank ? BANK : options.answers ? CHECK : TABLE;
  let n = BANK;
  while (n > wanted && !loading[n]) n -= 1;
  // Started a microtask later, once widgets upgraded together have all asked: when one of them has
  // asked for a bigger build meanwhile, this one is not fetched at all, and its callers get that.
  loading[n] ??= Promise.resolve()
    .then(() => loading.slice(n + 1).find(Boolean) ?? instantiate(n, options))
    .catch((error) => {
      loading[n] = null; // a failed load may be retried
      throw error;
    });
  return loading[n];
}

const isNode = typeof process === 'object' && !!process.versions?.node && typeof window === 'undefined';

async function instantiate(n, { wasmBinary, wasmUrl } = {}) {
  const build = BUILDS[n];
  // Given the bytes, no URL is needed: a bundle that embeds them may have no import.meta.url.
  const url = wasmBinary && !wasmUrl ? null : new URL(wasmUrl ?? `./${build.wasm}`, import.meta.url);
  wasmBinary = await wasmBinary; // the bytes, or a promise of them (an embedded binary being unpacked)
  if (!wasmBinary && isNode) {
    // Node's fetch cannot read file: URLs, so the module is read from disk beside this file.
    const { readFile } = await import('node:fs/promises');
    wasmBinary = await readFile(url);
  }
  // In a browser the .wasm is fetched and compiled now, beside its script, instead of once that
  // script has arrived and run (Emscripten's instantiateWasm hook then only instantiates it).
  // Started already by fetchCoreAhead() when the page's first module knew this build was wanted.
  const early = !wasmBinary && ahead[n]?.url === url.href ? ahead[n] : null;
  if (early) ahead[n] = null; // once: a failed load is retried afresh
  const compiled = wasmBinary ? null : early?.compiled ?? compileWasm(url);
  compiled?.catch(() => {}); // reported below, once the script is there
  const missing = (file) => (cause) => {
    throw new Error(
      `The sinusoidal-pe WebAssembly core could not be loaded: its script ${file} did not load (${messageOf(cause)}); put it next to sinusoidal-pe.js.`,
      { cause },
    );
  };
  const [{ default: createPeCoreModule }, bank] = await Promise.all([
    (early?.glue ?? build.glue()).catch(missing(build.wasm.replace(/\.wasm$/, '.js'))),
    (early ? early.functions : build.functions?.())?.catch(missing('pe-core-bank.js')),
  ]);
  let module;
  try {
    const locateFile = () => url?.href ?? build.wasm;
    if (wasmBinary) {
      module = await createPeCoreModule({ wasmBinary, locateFile });
    } else {
      const wasmModule = await compiled;
      let failed;
      const instantiateFailed = new Promise((_, reject) => { failed = reject; });
      const instantiateWasm = (imports, receive) => {
        WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule), failed);
        return {}; // the exports arrive through receive()
      };
      module = await Promise.race([createPeCoreModule({ instantiateWasm, locateFile }), instantiateFailed]);
    }
  } catch (cause) {
    throw new Error(
      `The sinusoidal-pe WebAssembly core could not be loaded from ${url?.href ?? 'the bytes given'}: ${await failureReason(cause, url, build)}`,
      { cause },
    );
  }
  return makeCore(module, bank?.bankFunctions, n >= CHECK);
}

// The .wasm compiled from its URL: streamed when the server names its type (application/wasm), else
// from its bytes. A refused request reads "failed to fetch", with the status, for failureReason().
async function compileWasm(url) {
  const response = await fetch(url); // as a preload hint with crossorigin fetches it: same-origin credentials
  if (!response.ok) throw new Error(`failed to fetch ${url.href}: HTTP ${response.status}`);
  return /^application\/wasm\b/.test(response.headers.get('content-type'))
    ? WebAssembly.compileStreaming(response)
    : WebAssembly.compile(await response.arrayBuffer());
}

// Why the module did not load, for the person who put the widget on the page: Emscripten's own
// error ("Aborted(both async and sync fetching of the wasm failed). Build with -s ASSERTIONS=1 ...")
// names neither the HTTP status nor the policy to change. Its text follows in brackets.
async function failureReason(cause, url, build) {
  const detail = messageOf(cause).replace(/\s*Build with -s ASSERTIONS=1 for more info\.?/, '').replace(/[.\s]+$/, '');
  let reason = null;
  if (typeof WebAssembly !== 'object') {
    reason = 'this browser does not run WebAssembly';
  } else if (/Content.Security.Policy|unsafe-eval/i.test(detail)) {
    reason = "the page's Content-Security-Policy does not allow WebAssembly; add 'wasm-unsafe-eval' to its script-src";
  } else if (/CompileError|LinkError|magic word/.test(detail)) {
    reason = `the file is not a WebAssembly module that this version of the widget can use; copy ${build.wasm} again from the same dist/ as pe-core.js`;
  } else if (url && !isNode && /fetch/i.test(detail)) {
    try {
      const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
      if (!response.ok) reason = `the server answered HTTP ${response.status} for it; put ${build.wasm} next to sinusoidal-pe.js`;
    } catch {
      reason = 'the network request for it failed';
    }
  }
  return reason ? `${reason} (${detail}).` : detail;
}

function messageOf(cause) {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}

// The core refuses with a message id and its arguments (web/i18n/core-text.js), which a widget
// writes in its reader's language from error.coreText; the Error's own message names the message
// and its values for a programmer's console ("core-refuse-d-model-odd (received: 7)").
function unwrap(result) {
  if (result instanceof Error) {
    if (result.coreText === undefined && result.message.includes('\x02')) {
      result.coreText = result.message;
      result.message = `sinusoidal-pe: ${coreSummary(result.coreText)}`;
    }
    throw result;
  }
  return result;
}

function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (typeof value === 'bigint') return `${value}n (a BigInt)`;
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (value !== null && typeof value === 'object') {
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    return !name || name === 'Object' ? 'an object' : `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
  }
  return String(value);
}

function number(name, value) {
  if (typeof value === 'number') return value;
  throw new Error(`${name} must be a number; received ${describe(value)}.`);
}

// {dModel, base, layout} as the core takes them, the core's defaults d filling in what opts leaves out.
function settingsOf(opts, d) {
  if (opts !== null && opts !== undefined && typeof opts !== 'object') {
    throw new Error(`The settings must be an object such as {dModel: 4, base: 10000}; received ${describe(opts)}.`);
  }
  const { dModel = d.dModel, base = d.base, layout = d.layout } = opts ?? {};
  if (typeof layout !== 'string') {
    throw new Error(`layout must be "interleaved" or "concatenated"; received ${describe(layout)}.`);
  }
  return { dModel: number('d_model', dModel), base: number('base', base), layout };
}

// A list longer than any table may hold is refused before it is copied into WebAssembly memory:
// copying 10^8 positions takes seconds, and the memory grown for them is never given back. The core
// says why (a bad setting first, then the size).
function checkedLength(m, max, positions, s) {
  const count = positions?.length;
  const width = Number.isInteger(s.dModel) && s.dModel >= 2 ? s.dModel : 2; // 2: the smallest d_model
  if (typeof count === 'number' && count * width > max) unwrap(m.checkTableSize(count, s));
}

function positionList(positions) {
  if (positions instanceof Float64Array) return positions;
  if (!Array.isArray(positions) && !ArrayBuffer.isView(positions)) {
    throw new Error(`positions must be an array of numbers; received ${describe(positions)}.`);
  }
  // Checked in place, and named only when refused: a name built for each of 2048 positions cost
  // more than a sixth of a large table's time. The core then takes the list as one typed array.
  for (let r = 0; r < positions.length; r += 1) {
    if (typeof positions[r] !== 'number') number(`position ${r}`, positions[r]);
  }
  return new Float64Array(positions);
}

// The rows of the table tableStart prepared, piece by piece into out: each piece is copied out of
// WebAssembly memory while it is still in the processor's cache (piece is a view of it, which stays
// attached: nothing in the module allocates until the last row).
function copyTable(m, piece, dModel, out) {
  for (let at = 0, rows; (rows = m.tableNext()) > 0; at += rows * dModel) {
    out.set(rows * dModel === piece.length ? piece : piece.subarray(0, rows * dModel), at);
  }
  return out;
}

// A value as the core reads a field that is not a number: as written (JSON, at most 40 characters),
// so that it takes a text ("\"yarn\"") or a boolean from it, or refuses it by name, showing it.
function written(value) {
  return (JSON.stringify(value) ?? String(value)).slice(0, 40);
}

// An object's fields as the core reads them (cpp/bind/convert.hpp): [names, numbers, shown], a
// number as itself and anything else as written.
function fieldLists(object) {
  const names = [];
  const numbers = [];
  const shown = [];
  for (const [name, value] of Object.entries(object)) {
    const isNumber = typeof value === 'number';
    names.push(name.slice(0, 40));
    numbers.push(isNumber ? value : NaN);
    shown.push(isNumber ? '' : written(value));
  }
  return [names, numbers, shown];
}

// RoPE's settings {dModel, base, layout, scaling} as the core takes them: the table's settings, and
// the scaling object's fields (null for none), which the core reads and refuses by name.
function ropeSettingsOf(opts, d) {
  const s = settingsOf(opts, d);
  const scaling = opts?.scaling ?? null;
  if (scaling !== null && (typeof scaling !== 'object' || Array.isArray(scaling))) {
    throw new Error(`scaling must be null or an object such as {type: "linear", factor: 4}; received ${describe(scaling)}.`);
  }
  return [s, scaling === null ? null : fieldLists(scaling)];
}

// A list of numbers as the core copies it: a Float64Array as it is, an array or another typed
// array once each entry is known to be a number (the core refuses a non-finite one, and a list of
// the wrong length, by name).
function numberList(name, list) {
  if (list instanceof Float64Array) return list;
  if (!Array.isArray(list) && !(ArrayBuffer.isView(list) && typeof list.length === 'number')) {
    throw new Error(`${name} must be an array of numbers; received ${describe(list)}.`);
  }
  for (let j = 0; j < list.length; j += 1) {
    if (typeof list[j] !== 'number') throw new Error(`${name}[${j}] must be a number; received ${describe(list[j])}.`);
  }
  return list;
}

// A coordinate spec {pos or token, i, dModel, base, layout, origin, decimals}, or {expected, decimals}.
function answerSpec(spec = {}, d) {
  if (spec === null || typeof spec !== 'object') {
    throw new Error(`checkAnswer needs a spec such as {pos: 2, i: 2, dModel: 4, decimals: 4} or {expected: 0.02, decimals: 4}; received ${describe(spec)}.`);
  }
  const decimals = number('decimals', spec.decimals ?? 4);
  const none = { byToken: false, pos: 0, token: 0, i: 0, origin: d.origin };
  if ('expected' in spec) {
    const expected = number('expected', spec.expected);
    return { ...none, hasCoordinate: false, settings: settingsOf({}, d), expected, decimals };
  }
  if ('pos' in spec && 'token' in spec) {
    throw new Error('A coordinate spec gives pos (the formula position) or token (the token number, counted from origin), not both.');
  }
  const byToken = 'token' in spec;
  return {
    ...none,
    hasCoordinate: true,
    byToken,
    pos: byToken ? 0 : number('pos', spec.pos),
    token: byToken ? number('token', spec.token) : 0,
    i: number('i', spec.i),
    settings: settingsOf(spec, d),
    origin: number('origin', spec.origin ?? d.origin),
    expected: 0,
    decimals,
  };
}

// The typed text as the core reads it. A pasted megabyte is cut short first, without copying it all
// into WebAssembly memory. The core counts characters (at most maxAnswerLength, invisible direction
// marks not counted) and refuses unread any text of more than 16 * maxAnswerLength UTF-8 bytes: text
// cut to that many UTF-16 units is refused as too long either way, so the verdict is the same.
function answerText(text, limits) {
  const s = String(text ?? '');
  return s.length > 16 * limits.maxAnswerLength ? s.slice(0, 16 * limits.maxAnswerLength) : s;
}

// A question made by makeQuiz (it has an id and a type), as opposed to an answer spec.
function isQuizQuestion(spec) {
  return spec !== null && typeof spec === 'object' && typeof spec.id === 'string' &&
    (spec.type === 'numeric' || spec.type === 'choice');
}

// The smaller builds have no question bank, and the table build cannot check answers: what needs
// them says how to get them.
function needsBank(what) {
  return () => {
    throw new Error(`${what} needs the core with the question bank; load it with loadCore({ quizBank: true }).`);
  };
}
const needsAnswers = () => {
  throw new Error('checkAnswer needs the core that checks answers; load it with loadCore({ answers: true }).');
};

// A plain object of the core's, frozen with the arrays in it.
function frozenFacts(facts) {
  for (const v of Object.values(facts)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(facts);
}

// The same, frozen all the way down (ropeFacts' presets are objects in a list).
function deeplyFrozen(value) {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deeplyFrozen(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * @typedef {{dModel?: number, base?: number, layout?: 'interleaved'|'concatenated', scaling?: null |
 *   {type: 'linear'|'ntk', factor: number} |
 *   {type: 'dynamic', factor: number, originalContext: number, length: number} |
 *   {type: 'yarn', factor: number, originalContext: number, betaFast?: number, betaSlow?: number, truncate?: boolean} |
 *   {type: 'llama3', factor: number, originalContext: number, lowFreqFactor: number, highFreqFactor: number}}} RopeSettings
 */

// bankFunctions: web/core/pe-core-bank.js's, with the bank's build only; hasAnswers: the module has
// checkAnswer (the check build and the bank's).
function makeCore(m, bankFunctions, hasAnswers) {
  const limits = frozenFacts(m.limits());
  const defaults = frozenFacts(m.defaults());
  const settings = (opts) => settingsOf(opts, defaults);
  const hasQuizBank = !!bankFunctions;
  const ropeFacts = deeplyFrozen(m.ropeFacts());
  const rope = (opts) => ropeSettingsOf(opts, defaults);
  // m.ropeRotate's result for x at the positions `at` (a number, or a list of them), a view of
  // WebAssembly memory; a list longer than any table may hold is refused before it is copied.
  const rotated = (x, at, opts) => {
    const [s, scaling] = rope(opts);
    if (typeof at !== 'number' && !Array.isArray(at) && !ArrayBuffer.isView(at)) {
      throw new Error(`m must be a number (a position) or a list of positions; received ${describe(at)}.`);
    }
    const positions = typeof at === 'number' ? [at] : numberList('m', at);
    checkedLength(m, limits.maxTableValues, positions, s);
    return unwrap(m.ropeRotate(numberList('x', x), positions, s, scaling));
  };
  const copied = (view) => {
    const values = new Float64Array(view.length);
    values.set(view);
    return values;
  };
  const bank = bankFunctions?.(m, { defaults, limits, describe, number, settingsOf, unwrap, answerText, fieldLists, ropeFacts }) ?? {
    checkQuizAnswer: needsBank('Checking a makeQuiz question'),
    makeQuiz: needsBank('makeQuiz'),
    makeQuestion: needsBank('makeQuestion'),
  };
  const { checkQuizAnswer } = bank;
  const core = {
    /** PE(pos, i) */
    coordinate: (pos, i, opts) => unwrap(m.coordinate(number('pos', pos), number('i', i), settings(opts))),
    /** omega_k = base^(-2k/d_model) */
    frequency: (k, opts) => unwrap(m.frequency(number('k', k), settings(opts))),
    /** lambda_k = 2 pi / omega_k */
    wavelength: (k, opts) => unwrap(m.wavelength(number('k', k), settings(opts))),
    /** [[cos phi, sin phi], [-sin phi, cos phi]], phi = omega_k * offset */
    shiftMatrix(k, offset, opts) {
      // a view of WebAssembly memory, read at once
      const [m00, m01, m10, m11] = unwrap(m.shiftMatrix(number('k', k), number('offset', offset), settings(opts)));
      return [[m00, m01], [m10, m11]];
    },
    /** PE(p) . PE(q) = sum_k cos(omega_k (p - q)) */
    dot: (p, q, opts) => unwrap(m.dot(number('p', p), number('q', q), settings(opts))),
    /** the term of pair k in the dot product */
    pairDot: (k, p, q, opts) =>
      unwrap(m.pairDot(number('k', k), number('p', p), number('q', q), settings(opts))),
    /** n x d_model values, row-major, in a new Float64Array */
    table(positions, opts) {
      const s = settings(opts);
      checkedLength(m, limits.maxTableValues, positions, s);
      const list = positionList(positions);
      const piece = unwrap(m.tableStart(list, s)); // validated: the array below has its size
      return copyTable(m, piece, s.dModel, new Float64Array(list.length * s.dModel));
    },
    /** the same values written into out (a Float64Array of at least n x d_model); returns out */
    tableInto(out, positions, opts) {
      if (!(out instanceof Float64Array)) throw new Error(`tableInto needs a Float64Array to fill; received ${describe(out)}.`);
      const s = settings(opts);
      checkedLength(m, limits.maxTableValues, positions, s);
      const list = positionList(positions);
      unwrap(m.validateSettings(s)); // the settings are named before the room they need
      const needed = list.length * (Number.isInteger(s.dModel) ? s.dModel : 0);
      if (out.length < needed) {
        throw new Error(`tableInto needs room for ${needed} values; the array holds ${out.length}.`);
      }
      return copyTable(m, unwrap(m.tableStart(list, s)), s.dModel, out);
    },
    /**
     * judge a typed answer: {verdict, message, value, expected, decimalsTyped, decimalsRequired,
     * tolerance}, plus diagnosis (a mistake code) when spec is a makeQuiz question and a wrong
     * answer matches a known mistake; for a choice question text is the option's index or letter
     */
    checkAnswer(text, spec) {
      if (isQuizQuestion(spec)) return checkQuizAnswer(text, spec);
      if (!hasAnswers) needsAnswers();
      return unwrap(m.checkAnswer(answerText(text, limits), answerSpec(spec, defaults)));
    },
    /**
     * questions for {seed, dModel, base, layout?, origin?, count?, topics?}: plain objects {id, cell,
     * kind, type: 'numeric'|'choice', prompt, hint, solution: string[], settings, params, mistakes,
     * and expected + exact (its digits, six more decimals than asked) + decimals or choices + answer};
     * the same for the same options everywhere. topics: 'sinusoidal' (the default: cells A to H, the
     * 2017 encoding), 'rope' (cells I to L) or 'both'
     */
    makeQuiz: bank.makeQuiz,
    /**
     * one question shaped like makeQuiz's from an author's spec {kind, ...params} (coordinate
     * {token, i}, aliasing {turns, i}, rotation {token, offset, i}, wavelength {k?, context}, dot
     * {tokenP, tokenQ}, position-zero-choice {}, rope-angle {token, k}, rope-score {q, k, m, n} (q
     * and k lists of d_model numbers), rope-scaled {k, scaling, quantity?} (scaling as ropeFrequencies
     * takes it, quantity 'frequency' or 'wavelength'), rope-turns {context}; each with an optional
     * decimals) for the settings {dModel, base, layout, origin}; a bad spec throws a sentence naming
     * the field, the value and the range allowed
     */
    makeQuestion: bank.makeQuestion,
    /** whether makeQuiz and the checking of its questions are available (loadCore({ quizBank: true })) */
    hasQuizBank,
    /** whether checkAnswer is available (loadCore({ answers: true }), or the bank's build) */
    hasAnswers,
    /** throws the core's sentence when opts ({dModel, base, layout}) are not valid settings */
    validateSettings(opts) {
      unwrap(m.validateSettings(settings(opts)));
    },
    /** {pair, isSine}: which pair k coordinate i belongs to, and whether it holds the sine or the cosine */
    coordinateRole: (i, opts) => unwrap(m.coordinateRole(number('i', i), settings(opts))),
    /** the inverse: the coordinate i holding the sine (isSine true) or the cosine of pair k */
    coordinateIndex(k, isSine, opts) {
      if (typeof isSine !== 'boolean') {
        throw new Error(`isSine must be true (the sine) or false (the cosine); received ${describe(isSine)}.`);
      }
      return unwrap(m.coordinateIndex(number('k', k), isSine ? 1 : 0, settings(opts)));
    },
    /**
     * the exact value of a quantity (an operation list, web/core/quantities.js) rounded to the nearest
     * multiple of 10^power, as its digits: "-1234" for -1234 × 10^power (never "-0"); format.js asks
     * for it when a double lies nearer a rounding boundary than limits.maxValueError (or its own bound)
     */
    exactDigits(quantity, power) {
      if (!Array.isArray(quantity)) throw new Error(`A quantity is an operation list (web/core/quantities.js); received ${describe(quantity)}.`);
      return unwrap(m.exactDigits(quantity, number('power', power)));
    },
    /**
     * RoPE's θ'_k for k = 0 … d/2 − 1: base^(−2k/d) without scaling (the table's ω_k, bit for bit),
     * changed by the scaling method. Settings: {dModel (the rotated vector's length, one head's
     * dimension), base, layout ('interleaved' pairs (2k, 2k + 1), 'concatenated' pairs (k, k + d/2)),
     * scaling}; scaling is null or one of {type: 'linear', factor}, {type: 'ntk', factor},
     * {type: 'dynamic', factor, originalContext, length}, {type: 'yarn', factor, originalContext,
     * betaFast?, betaSlow?, truncate?} (32, 1, true by default) and {type: 'llama3', factor,
     * originalContext, lowFreqFactor, highFreqFactor}. A bad field throws a sentence naming it.
     * @param {RopeSettings} [opts]
     * @returns {Float64Array}
     */
    ropeFrequencies: (opts) => copied(unwrap(m.ropeFrequencies(...rope(opts)))),
    /**
     * The factor on the attention logits: YaRN's 0.1 · ln(factor) + 1, and 1 for the other methods.
     * @param {RopeSettings} [opts]
     * @returns {number}
     */
    ropeAttentionFactor: (opts) => unwrap(m.ropeAttentionFactor(...rope(opts))),
    /**
     * x with each pair turned counter-clockwise by m · θ'_k (RoFormer's rotation). With m a list of
     * n positions, x holds n vectors one after the other (n × d_model numbers) and each is turned at
     * its own position: a sequence of queries or keys at once.
     * @param {ArrayLike<number>} x
     * @param {number | ArrayLike<number>} m
     * @param {RopeSettings} [opts]
     * @returns {Float64Array} a new array, as long as x
     */
    ropeRotate: (x, at, opts) => copied(rotated(x, at, opts)),
    /**
     * The same written into out (a Float64Array at least as long as x); returns out.
     * @param {Float64Array} out
     * @param {ArrayLike<number>} x
     * @param {number | ArrayLike<number>} m
     * @param {RopeSettings} [opts]
     * @returns {Float64Array}
     */
    ropeRotateInto(out, x, at, opts) {
      if (!(out instanceof Float64Array)) throw new Error(`ropeRotateInto needs a Float64Array to fill; received ${describe(out)}.`);
      const view = rotated(x, at, opts);
      if (out.length < view.length) throw new Error(`ropeRotateInto needs room for ${view.length} values; the array holds ${out.length}.`);
      out.set(view);
      return out;
    },
    /**
     * The attention score ropeRotate(q, m) · ropeRotate(k, n): it depends on the signed offset
     * m − n only, and with every pair of q and k (1, 0) it is the table's dot(m, n).
     * @param {ArrayLike<number>} q
     * @param {ArrayLike<number>} k
     * @param {number} m the query's position
     * @param {number} n the key's position
     * @param {RopeSettings} [opts]
     * @returns {number}
     */
    ropeScore: (q, k, mPos, nPos, opts) =>
      unwrap(m.ropeScore(numberList('q', q), numberList('k', k), number('m', mPos), number('n', nPos), ...rope(opts))),
    /**
     * RoFormer's long-term decay bound (§3.4.3) at relative distance r:
     * (2/d) Σ_{j=1}^{d/2} |Σ_{i=0}^{j−1} e^{i·r·θ'_i}|.
     * @param {number} r
     * @param {RopeSettings} [opts]
     * @returns {number}
     */
    ropeDecayBound: (r, opts) => unwrap(m.ropeDecayBound(number('r', r), ...rope(opts))),
    /**
     * RoPE's facts (cpp/facts.hpp, cpp/rope_presets.hpp), frozen: {scalingTypes, quizTopics,
     * defaults: {betaFast, betaSlow, truncate, quizTopics}, presets: [{id, name, model (the Hub
     * repository of its config.json), dModel, base, context, layout, scaling}]}; a preset's fields
     * are RoPE settings as the functions above take them.
     */
    ropeFacts,
    /** the core's limits: {maxDModel, maxTableValues, maxAnswerLength, maxDecimals, maxQuizSeed, ..., maxPosition, maxValueError, layouts} */
    limits,
    /** the core's defaults: {dModel, base, layout, origin, decimals, positions, pair, quizSeed, quizCount, ...} */
    defaults,
  };
  return Object.freeze(core);
}
