// H5P.SinusoidalPE: the bank quiz as an H5P content type, for Moodle, WordPress and Drupal (npm run
// package writes dist/packages/sinusoidal-pe.h5p). H5P loads a library's files as classic scripts
// and its hosts refuse .wasm files, so scripts/package.mjs bundles this file, the element, the quiz
// panels and the core's glue into one script, with the WebAssembly binary inside it, gzipped and in
// base64 ('sinusoidal-pe:core-wasm'). The settings come from the content's parameters (semantics.json).
//
// It reports through H5P's xAPI: "answered" for each judged answer (a sub-content of this content),
// "completed" with the score and success once every question has an answer (H5P's own listener then
// calls H5P.setFinished), and it keeps the attempt in H5P's user data (getCurrentState) so that a
// learner who comes back finds their answers and their place.
import { TAG } from '../sinusoidal-pe.js';
import { loadCore } from '../core/index.js';
import { DEFAULT_PASS } from './pass-mark.js';
import wasmGzipBase64 from 'sinusoidal-pe:core-wasm';

const H5P = window.H5P;
if (!H5P?.EventDispatcher) throw new Error('H5P.SinusoidalPE needs the H5P player (H5P.EventDispatcher) loaded first.');

// The core, from the embedded bytes; every widget on the page then shares it. A failure is shown by
// the widget itself.
// Unpacking needs DecompressionStream (Chrome 80, Firefox 113, Safari 16.4); without it the content
// says so instead of a widget that cannot start.
const CAN_UNPACK = typeof DecompressionStream === 'function';
async function unpack(base64) {
  const gzipped = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const stream = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
if (CAN_UNPACK) loadCore({ quizBank: true, wasmBinary: unpack(wasmGzipBase64) }).catch(() => {});

/** Content parameter (semantics.json) → the element's attribute. */
const ATTRIBUTES = Object.freeze({
  dModel: 'd-model',
  base: 'base',
  layout: 'layout',
  origin: 'origin',
  quizSeed: 'quiz-seed',
  quizCount: 'quiz-count',
  quizTopics: 'quiz-topics',
  view: 'view',
  positions: 'positions',
  decimals: 'decimals',
  pair: 'pair',
});
const DEFAULT_PASS_PERCENTAGE = DEFAULT_PASS * 100;

const LOCAL_CONTENT_ID = 'http://h5p.org/x-api/h5p-local-content-id';
const SUB_CONTENT_ID = 'http://h5p.org/x-api/h5p-subContentId';
const QUESTION_EXTENSION = 'urn:sinusoidal-pe:extension:question';

// H5P hosts store a text field with its HTML special characters escaped (&quot; for "): undone here,
// without parsing anything as HTML.
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeText(text) {
  return String(text).replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

class SinusoidalPE extends H5P.EventDispatcher {
  /**
   * @param {object} params the content's parameters (semantics.json)
   * @param {number|string} contentId
   * @param {{previousState?: object}} [extras] previousState: the attempt saved by getCurrentState
   */
  constructor(params, contentId, extras = {}) {
    super();
    this.params = params ?? {};
    this.contentId = contentId;
    this.widget = this.#createWidget(extras?.previousState ?? null);
    this.container = null;
  }

  #createWidget(state) {
    const widget = document.createElement(TAG);
    for (const [key, attribute] of Object.entries(ATTRIBUTES)) {
      const value = this.params[key];
      if (value !== undefined && value !== null && String(value).trim() !== '') widget.setAttribute(attribute, String(value));
    }
    // The author's own questions (a JSON array of question specs), or the seeded bank.
    const questions = unescapeText(this.params.questions ?? '').trim();
    widget.setAttribute('quiz', questions ? 'own' : 'bank');
    if (questions) {
      const list = document.createElement('script');
      list.type = 'application/json';
      list.textContent = questions; // text, never parsed as HTML
      widget.append(list);
    }
    if (state && typeof state === 'object') widget.attempt = state;
    widget.addEventListener('pe-answer', (event) => this.#answered(event.detail));
    widget.addEventListener('pe-score', (event) => this.#completed(event.detail));
    return widget;
  }

  /** The pass mark as a fraction (the content's passPercentage, 80 % by default). */
  get passMark() {
    const p = Number(this.params.passPercentage ?? DEFAULT_PASS_PERCENTAGE);
    return Number.isFinite(p) && p >= 0 && p <= 100 ? p / 100 : DEFAULT_PASS_PERCENTAGE / 100;
  }

  attach($container) {
    const container = $container.get(0);
    container.classList.add('h5p-sinusoidal-pe');
    if (!CAN_UNPACK) {
      const note = document.createElement('p');
      note.textContent = 'This quiz needs a newer browser: Chrome or Edge 95, Firefox 113 or Safari 16.4, or later.';
      container.replaceChildren(note);
      return;
    }
    container.replaceChildren(this.widget);
    this.container = container;
    // The iframe embed sizes its frame on 'resize'.
    this.resizer ??= new ResizeObserver(() => this.trigger('resize'));
    this.resizer.observe(this.widget);
  }

  // One judged answer: "answered", its object this content's sub-content for the question.
  #answered(detail) {
    const ours = detail.statement;
    if (!ours) return; // not judged (too few decimals, unreadable): no attempt, nothing reported
    this.setActivityStarted();
    const event = this.createXAPIEventTemplate('answered');
    const statement = event.data.statement;
    const main = statement.object;
    if (!main?.id) return; // no content to report on (the editor's preview)
    statement.object = {
      objectType: 'Activity',
      id: `${main.id}?subContentId=${encodeURIComponent(detail.questionId)}`,
      definition: {
        ...ours.object.definition,
        extensions: { [LOCAL_CONTENT_ID]: this.contentId, [SUB_CONTENT_ID]: detail.questionId, [QUESTION_EXTENSION]: ours.object.id },
      },
    };
    statement.result = ours.result;
    statement.context = {
      ...statement.context,
      contextActivities: { ...statement.context?.contextActivities, parent: [{ id: main.id, objectType: 'Activity' }] },
      extensions: { ...ours.context?.extensions },
    };
    this.trigger(event);
  }

  // The finished quiz: "completed" with the score and success against the pass mark.
  #completed(detail) {
    const { raw, max } = detail.score;
    const event = this.createXAPIEventTemplate('completed');
    event.setScoredResult(raw, max, this, true, max > 0 && raw / max >= this.passMark - 1e-9);
    event.data.statement.context = { ...event.data.statement.context, extensions: { ...detail.statement.context?.extensions } };
    this.trigger(event);
  }

  // ---- H5P's question contract (used by Course Presentation, Interactive Book, Question Set) ----

  getScore() {
    return this.widget.attempt?.score ?? 0;
  }

  getMaxScore() {
    return this.widget.attempt?.quiz.count ?? Number(this.params.quizCount ?? 8);
  }

  getAnswerGiven() {
    return !!this.widget.attempt?.responses.some((r) => r !== null);
  }

  /** The quiz's own Solution disclosures show each worked solution: nothing to reveal. */
  showSolutions() {}

  /** A fresh attempt at the same questions. */
  resetTask() {
    this.resizer?.unobserve(this.widget);
    this.widget = this.#createWidget(null);
    if (this.container) this.attach(H5P.jQuery(this.container));
  }

  /** The attempt, which H5P saves as the content's user data and gives back as extras.previousState. */
  getCurrentState() {
    return this.widget.attempt ?? undefined;
  }

  getTitle() {
    return 'Sinusoidal positional encoding quiz';
  }

  /** The score so far as a "completed" statement, for hosts that collect reports from content. */
  getXAPIData() {
    const event = this.createXAPIEventTemplate('completed');
    event.setScoredResult(this.getScore(), this.getMaxScore(), this, this.getAnswerGiven(), this.getScore() / this.getMaxScore() >= this.passMark - 1e-9);
    return { statement: event.data.statement };
  }
}

H5P.SinusoidalPE = SinusoidalPE;
