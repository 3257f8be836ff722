// H5P.SinusoidalPE: the bank quiz as an H5P content type, for Moodle, WordPress and Drupal (npm run
// package writes dist/packages/sinusoidal-pe.h5p). H5P loads a library's files as classic scripts
// and its hosts refuse .wasm files, so scripts/package.mjs bundles this file, the element, the quiz
// panels and the core's glue into one script, with the WebAssembly binary inside it, gzipped and in
// base64 ('sinusoidal-pe:core-wasm'). The settings come from the content's parameters (semantics.json).
//
// It reports through H5P's xAPI: "answered" for each judged answer (a sub-content of this content),
// and, for the content, "completed" with the score and success once the author's completion rule
// holds (every question answered, or the pass mark reached; H5P's own listener then calls
// H5P.setFinished) and, under the pass-mark rule, "answered" with the score once every question has
// an answer below the mark. It keeps the attempt in H5P's user data (getCurrentState) so that a
// learner who comes back finds their questions, answers and place. Its rules are a graded
// package's unless the author chose otherwise (graded.js), and each learner signed in to the host
// gets their own questions (learner-seed.js).
//
// The widget speaks the content's language (the metadata's defaultLanguage, which H5P gives a
// content type in extras.metadata), else the browser's languages (language.js); its catalog comes
// from the library's catalogs/ folder. The author's texts of the l10n group go to the widget as its
// messageOverrides (h5p-l10n.js), for the element to put in place of the catalog's messages
// (web/i18n's withOverrides) once it reads them.
import { TAG, locateCatalogs } from '../sinusoidal-pe.js';
import { loadCore } from '../core/index.js';
import { DEFAULT_COMPLETION, GRADED_DEFAULTS, attemptResult, readCompletion } from './graded.js';
import { messageOverrides } from './h5p-l10n.js';
import { specsFromForm, unescapeText } from './h5p-questions.js';
import { chooseLanguage } from './language.js';
import { packageSeed } from './learner-seed.js';
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

/** Content parameter (semantics.json) → the element's attribute; `rules` holds the quiz's rules. */
const ATTRIBUTES = Object.freeze({
  dModel: 'd-model',
  base: 'base',
  layout: 'layout',
  origin: 'origin',
  quizCount: 'quiz-count',
  quizTopics: 'quiz-topics',
  view: 'view',
  positions: 'positions',
  decimals: 'decimals',
  pair: 'pair',
});
const RULES = Object.freeze({
  solution: 'solution',
  retries: 'retries',
  settings: 'settings',
  table: 'table',
  newQuestions: 'new-questions',
});
const DEFAULT_PASS_PERCENTAGE = DEFAULT_PASS * 100;

const LOCAL_CONTENT_ID = 'http://h5p.org/x-api/h5p-local-content-id';
const SUB_CONTENT_ID = 'http://h5p.org/x-api/h5p-subContentId';
const QUESTION_EXTENSION = 'urn:sinusoidal-pe:extension:question';
const SEED_FROM_EXTENSION = 'urn:sinusoidal-pe:extension:seed-from';

// What the content says when it cannot start.
const SAY = Object.freeze({
  oldBrowser: () => 'This quiz needs a newer browser: Chrome or Edge 95, Firefox 113 or Safari 16.4, or later.',
  title: () => 'Sinusoidal positional encoding quiz',
});

/**
 * The signed-in learner's identity on the host, for their own questions: the xAPI actor H5P puts in
 * every statement (its mbox, or its account), when the host names a user; null for a guest (H5P then
 * makes up an id for the browser, which is not the learner's).
 */
function learnerIdentity() {
  if (!window.H5PIntegration?.user || typeof H5P.XAPIEvent !== 'function') return null;
  const event = new H5P.XAPIEvent();
  event.setActor();
  const actor = event.data.statement.actor ?? {};
  if (actor.mbox) return actor.mbox;
  if (actor.account?.name) return `${actor.account.homePage ?? ''}|${actor.account.name}`;
  return actor.openid ?? actor.mbox_sha1sum ?? null;
}

// What a result statement reports: the same key, nothing new to report.
const resultKey = (r) => (r.scored ? JSON.stringify([r.raw, r.max, r.complete, r.passed]) : '');


// A graded quiz has no share panel: the embed code of an attempt is of no use to a learner, and its
// code (share.js) is not part of the content type. The page hides the widget's share part, once.
let shareHidden = false;
function hideSharePanel() {
  if (shareHidden || !('adoptedStyleSheets' in document)) return;
  shareHidden = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${TAG}::part(share) { display: none; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

// The catalogs lie in the library's folder, as catalogs/<locale>.ftl.txt (H5P hosts take no .ftl
// files); the folder is the one H5P names for the library (getLibraryPath follows a host's own names).
let catalogsLocated = false;
function locateCatalogsIn(library) {
  if (catalogsLocated || !library || typeof H5P.getLibraryPath !== 'function') return;
  catalogsLocated = true;
  const folder = new URL(`${H5P.getLibraryPath(library)}/`, document.baseURI);
  locateCatalogs((locale) => new URL(`catalogs/${locale}.ftl.txt`, folder));
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
    this.language = chooseLanguage({
      given: extras?.metadata?.defaultLanguage,
      source: 'the H5P content\'s language (metadata.defaultLanguage)',
      browser: navigator.languages ?? [navigator.language],
    });
    if (this.language.note) console.info(this.language.note);
    this.widget = this.#createWidget(extras?.previousState ?? null);
    this.container = null;
  }

  #createWidget(state) {
    hideSharePanel();
    const widget = document.createElement(TAG);
    widget.setAttribute('lang', this.language.lang);
    // The author's own texts for the widget's words (the l10n group).
    widget.messageOverrides = messageOverrides(this.params.l10n, unescapeText);
    const given = (value) => value !== undefined && value !== null && String(value).trim() !== '';
    for (const [key, attribute] of Object.entries(ATTRIBUTES)) {
      if (given(this.params[key])) widget.setAttribute(attribute, String(this.params[key]));
    }
    // The quiz's rules: the author's, else a graded package's.
    const rules = this.params.rules ?? {};
    for (const [key, attribute] of Object.entries(RULES)) {
      widget.setAttribute(attribute, given(rules[key]) ? unescapeText(rules[key]).trim() : GRADED_DEFAULTS[attribute]);
    }
    const bands = (this.params.scoreFeedback ?? []).filter((b) => b && given(b.feedback))
      .map((b) => ({ from: Number(b.from ?? 0), to: Number(b.to ?? 100), feedback: unescapeText(b.feedback) }));
    if (bands.length) widget.setAttribute('score-feedback', JSON.stringify(bands));
    // The author's own questions (the editor's form, or the JSON box of version 1.1), or the seeded bank.
    const form = specsFromForm(this.params.questionList);
    const questions = form.length ? JSON.stringify(form) : unescapeText(this.params.questions ?? '').trim();
    widget.setAttribute('quiz', questions ? 'own' : 'bank');
    if (questions) {
      const list = document.createElement('script');
      list.type = 'application/json';
      list.textContent = questions; // text, never parsed as HTML
      widget.append(list);
    }
    // The seed: each learner's own (the default), or the author's for every learner.
    const seedFrom = this.params.seedFrom === 'seed' ? String(this.params.quizSeed ?? 1) : GRADED_DEFAULTS['quiz-seed'];
    const seed = packageSeed(seedFrom, learnerIdentity());
    widget.setAttribute('quiz-seed', String(seed.seed));
    this.seed = seed;
    if (state && typeof state === 'object') {
      widget.attempt = state;
      if (state.quiz?.seed !== undefined && state.quiz.seed !== seed.seed) this.seed = { seed: state.quiz.seed, from: state.seedFrom ?? 'saved' };
    }
    // A saved attempt that was complete has been reported when it was made: not again when it comes back.
    this.reported = state && typeof state === 'object' ? resultKey(attemptResult(state, this.completion, this.passMark)) : '';
    widget.addEventListener('pe-answer', (event) => this.#answered(event.detail));
    widget.addEventListener('pe-attempt', (event) => this.#progress(event.detail.attempt));
    return widget;
  }

  /** When the attempt is complete: the content's completeWhen, every question answered by default. */
  get completion() {
    const read = readCompletion(this.params.completeWhen ?? DEFAULT_COMPLETION);
    return read.value ?? DEFAULT_COMPLETION;
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
      note.textContent = SAY.oldBrowser();
      container.replaceChildren(note);
      return;
    }
    // Before the widget joins the page and asks for its catalog.
    const library = this.libraryInfo?.versionedNameNoSpaces ?? window.H5PIntegration?.contents?.[`cid-${this.contentId}`]?.library?.replace(' ', '-');
    locateCatalogsIn(library);
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
      extensions: { ...ours.context?.extensions, [SEED_FROM_EXTENSION]: this.seed.from },
    };
    this.trigger(event);
  }

  // After each change of the attempt: once the completion rule holds, "completed" with the score and
  // success against the pass mark; under the pass-mark rule, with every question answered below it,
  // "answered" with the score (not complete). Each is sent again only when the score or status changes.
  #progress(attempt) {
    const result = attemptResult(attempt, this.completion, this.passMark);
    const key = resultKey(result);
    if (!result.scored || key === this.reported) return;
    this.reported = key;
    this.trigger(this.#resultEvent(result, attempt));
  }

  #resultEvent(result, attempt) {
    const event = this.createXAPIEventTemplate(result.complete ? 'completed' : 'answered');
    event.setScoredResult(result.raw, result.max, this, result.complete, result.passed);
    const extensions = {
      'urn:sinusoidal-pe:extension:settings': { ...attempt.quiz.settings },
      'urn:sinusoidal-pe:extension:seed': attempt.quiz.seed,
      [SEED_FROM_EXTENSION]: this.seed.from,
    };
    event.data.statement.context = { ...event.data.statement.context, extensions };
    return event;
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

  /** The attempt (and where its seed came from), which H5P saves as the content's user data and gives back as extras.previousState. */
  getCurrentState() {
    const attempt = this.widget.attempt;
    return attempt ? { ...attempt, seedFrom: this.seed.from } : undefined;
  }

  getTitle() {
    return SAY.title();
  }

  /** The score so far, "completed" when the completion rule holds (else "answered"), for hosts that collect reports. */
  getXAPIData() {
    const attempt = this.widget.attempt;
    const result = attempt ? attemptResult(attempt, this.completion, this.passMark)
      : { raw: 0, max: this.getMaxScore(), complete: false, passed: false };
    const event = attempt ? this.#resultEvent(result, attempt) : this.createXAPIEventTemplate('answered');
    if (!attempt) event.setScoredResult(0, result.max, this, false, false);
    return { statement: event.data.statement };
  }
}

H5P.SinusoidalPE = SinusoidalPE;
