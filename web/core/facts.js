// The core's defaults and limits (cpp/facts.hpp) for code that needs them before the WebAssembly
// module has loaded, such as the element judging its attributes. No number is typed here: the build
// asks the freshly built module for defaults(), limits() and the question bank's topics
// (ropeFacts()) and writes build/core-facts.json, which esbuild bundles into dist/. Once loaded,
// core.defaults, core.limits and core.ropeFacts hold the same values.
import facts from '../../build/core-facts.json' with { type: 'json' };
import { grouped } from './format.js';

// Marked pure (/* @__PURE__ */) so that a bundle which imports web/core/ for something else leaves
// these out.
const frozen = (o) =>
  Object.freeze(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? Object.freeze([...v]) : v])));

/** {dModel, base, layout, origin, decimals, positions, pair, quizSeed, quizCount, maxLen, offset, contextLength} */
export const DEFAULTS = /* @__PURE__ */ frozen(facts.defaults);
/** {maxDModel, maxTableValues, maxAnswerLength, maxDecimals, maxQuizSeed, maxQuizCount, maxMaxLen, maxOffset, maxContextLength, maxPositions, maxPosition, maxValueError, layouts} */
export const LIMITS = /* @__PURE__ */ frozen(facts.limits);
/**
 * The question bank's topics, {names: ['sinusoidal', 'rope', 'both'], default: 'sinusoidal'}:
 * core.ropeFacts.quizTopics and core.ropeFacts.defaults.quizTopics.
 */
export const QUIZ_TOPICS = /* @__PURE__ */ frozen(facts.quizTopics);

/**
 * Why `rows` positions × `dModel` coordinates are too many values for one table, or null when they
 * fit: "1,000 positions × 8,192 coordinates is 8,192,000 values, more than the 4,194,304
 * (core.limits.maxTableValues) the core computes at once". The caller says what asked for them before
 * it and what to change after it.
 */
export function tableLimitProblem(rows, dModel, limits = LIMITS) {
  const values = rows * dModel;
  if (!(values > limits.maxTableValues)) return null;
  return (
    `${grouped(rows)} positions × ${grouped(dModel)} coordinates is ${grouped(values)} values, more than the ` +
    `${grouped(limits.maxTableValues)} (core.limits.maxTableValues) the core computes at once`
  );
}
