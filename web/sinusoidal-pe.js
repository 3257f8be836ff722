// <sinusoidal-pe>: the sinusoidal positional encoding of "Attention Is All You Need" (2017) as a
// table a learner can edit, a pair inspector and an optional quiz. One ES module; loading it
// registers the element once. Every number comes from the WebAssembly core (loadCore()), which all
// instances on a page share.
//
// State lives in the attributes. Controls inside the widget write attributes; every attribute change
// schedules one update() for the next microtask, so a burst of changes renders once.
//
// The figures (heatmap, waves, …) are a separate module, figures.js next to this one, imported only
// when the `figures` attribute asks for some, after the table is drawn.
import { loadCore } from './pe-core.js';
import { fixed, plain } from './format.js';
import { PairInspector } from './inspector.js';
import { formatPositions } from './positions.js';
import { QUESTIONS } from './questions.js';
import {
  ATTRIBUTE_PROPERTIES,
  DEFAULTS,
  FALLBACK_LIMITS,
  LAYOUTS,
  MAX_MAX_LEN,
  MAX_QUIZ_SEED,
  QUIZ_BANK,
  attributeTextFor,
  readAttribute,
  readAttributes,
} from './settings.js';
import { adoptStyles } from './styles.js';
import { EncodingTable, MAX_RENDERED_CELLS, formulaFor } from './table.js';

export const TAG = 'sinusoidal-pe';

let instanceCount = 0;
let sharedLimits = null; // known once the core has loaded; property setters check against it

// A part of the widget in a file of its own, fetched the first time a widget asks for it and then
// shared by all instances. A failed fetch is forgotten, so that a later change tries again.
function fetchedOnce(load) {
  let module = null;
  return () => {
    module ??= load().catch((error) => {
      module = null;
      throw error;
    });
    return module;
  };
}
// Relative to this file: dist/figures.js, and dist/quiz-panels.js (quiz.js, quiz-bank.js and the
// xAPI statements).
const loadFigures = fetchedOnce(() => import('./figures.js'));
const loadQuizPanels = fetchedOnce(() => import('./quiz-panels.js'));

// Widgets drawing their first table take turns, one per task in the order they ask (the order of
// the page): the first widget can be painted before the others are built, instead of the page
// showing no table until every widget on it is done.
// A message to itself ends the task: unlike setTimeout, it is not slowed down in a background tab.
let lastTurn = Promise.resolve();
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
function takeTurn() {
  const mine = lastTurn;
  lastTurn = mine.then(nextTask);
  return mine;
}

// Resolves once the browser has had a frame to paint what the page shows now: after the next
// animation frame, or after 100 ms where frames do not run (a hidden tab).
function afterNextPaint() {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0));
  });
}

// A figure's request (onSettingsChange) as the attribute it changes.
const FIGURE_PATCH_ATTRIBUTES = { layout: 'layout', pair: 'pair', offset: 'offset', contextLength: 'context-length', maxLen: 'max-len' };

// What the encoding table shows depends on these settings only; pair, offset, context length,
// max_len and the list of figures leave it as it is.
const tableKey = (s) => JSON.stringify([s.dModel, s.base, s.layout, s.origin, s.positions, s.decimals]);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Which pair and function each coordinate holds (the same rule as the core's coordinateRole).
function coordinateRoles({ dModel, layout }) {
  const half = dModel / 2;
  return Array.from({ length: dModel }, (_, c) =>
    layout === 'concatenated' ? { pair: c % half, isSine: c < half } : { pair: c >> 1, isSine: c % 2 === 0 },
  );
}

function settingsDetail(s) {
  return {
    dModel: s.dModel,
    base: s.base,
    positions: [...s.positions],
    origin: s.origin,
    layout: s.layout,
    decimals: s.decimals,
    pair: s.pair,
    offset: s.offset,
    contextLength: s.contextLength,
    maxLen: s.maxLen,
  };
}

// The figures take formula positions (pos = token number − origin).
function figureSettings(s) {
  return {
    dModel: s.dModel,
    base: s.base,
    layout: s.layout,
    origin: s.origin,
    positions: s.positions.map((t) => t - s.origin),
    decimals: s.decimals,
    maxLen: s.maxLen,
    pair: s.pair,
    offset: s.offset,
    contextLength: s.contextLength,
  };
}

export class SinusoidalPeElement extends HTMLElement {
  static get observedAttributes() {
    return Object.keys(ATTRIBUTE_PROPERTIES);
  }

  #root;
  #id;
  #parts;
  #table;
  #inspector;
  #quiz = null;
  #core = null;
  #queued = false;
  #generation = 0;
  #settled = Promise.resolve();
  #resolveSettled = null;
  #lastGood = null; // the settings of the last table drawn
  #lastEventKey = null;
  #problems = [];
  #formulaCell = null;
  #drawnTable = null; // tableKey() of the table on screen, null when it is stale or not drawn
  #figs = null; // the figures (createFigures), when shown
  #figsKey = ''; // the names they were made for
  #pendingFocus = null;
  #model = null;
  #asked = null; // the bank's latest coordinate answer, shown in the table (QuizBankPanel onCompare)
  #pendingAttempt = null; // an attempt to restore once its bank is shown (the `attempt` setter)

  constructor() {
    super();
    this.#id = `pe${++instanceCount}`;
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root);
    this.#build();
  }

  connectedCallback() {
    // A property set before this element was upgraded is an own data property that hides the
    // accessor; re-apply it through the accessor.
    for (const property of Object.values(ATTRIBUTE_PROPERTIES)) {
      if (Object.prototype.hasOwnProperty.call(this, property)) {
        const value = this[property];
        delete this[property];
        this[property] = value;
      }
    }
    this.#schedule();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue !== newValue) this.#schedule();
  }

  disconnectedCallback() {
    // The figures hold observers and a colour-scheme listener: let them go unless the element comes
    // back in the same task (a move); connectedCallback then draws them again.
    queueMicrotask(() => {
      if (!this.isConnected) this.#destroyFigures();
    });
  }

  // ---- properties (mirroring the attributes) ----------------------------------------------------
  // A getter returns the value in effect: the attribute's value when it is valid, else the default
  // (see `problems` for why). A setter checks its value and throws TypeError or RangeError with a
  // sentence, or writes the attribute; null or undefined removes it.

  get dModel() { return this.#read('d-model'); }
  set dModel(value) { this.#write('d-model', value); }
  get base() { return this.#read('base'); }
  set base(value) { this.#write('base', value); }
  /** Token numbers (in the chosen origin), as an array; set an array of numbers or a list text. */
  get positions() { return [...this.#read('positions')]; }
  set positions(value) { this.#write('positions', value); }
  get origin() { return this.#read('origin'); }
  set origin(value) { this.#write('origin', value); }
  get layout() { return this.#read('layout'); }
  set layout(value) { this.#write('layout', value); }
  get decimals() { return this.#read('decimals'); }
  set decimals(value) { this.#write('decimals', value); }
  get quiz() { return this.#read('quiz'); }
  set quiz(value) { this.#write('quiz', value); }
  get quizSeed() { return this.#read('quiz-seed'); }
  set quizSeed(value) { this.#write('quiz-seed', value); }
  get quizCount() { return this.#read('quiz-count'); }
  set quizCount(value) { this.#write('quiz-count', value); }
  get view() { return this.#read('view'); }
  set view(value) { this.#write('view', value); }
  /** The pair k shown by the pair inspector and the waves and rotation figures. */
  get pair() { return this.#read('pair'); }
  set pair(value) { this.#write('pair', value); }
  /** The figures shown, as an array of names; set "none", "all", a comma list or an array. */
  get figures() { return [...this.#read('figures')]; }
  set figures(value) { this.#write('figures', value); }
  get maxLen() { return this.#read('max-len'); }
  set maxLen(value) { this.#write('max-len', value); }
  get offset() { return this.#read('offset'); }
  set offset(value) { this.#write('offset', value); }
  get contextLength() { return this.#read('context-length'); }
  set contextLength(value) { this.#write('context-length', value); }

  /** The attribute problems shown in the widget: [{attribute, value, message}]. */
  get problems() { return this.#problems.map((p) => ({ ...p })); }

  /** Resolves once every scheduled update has rendered. */
  get updateComplete() { return this.#settled; }

  // ---- attempt (quiz="bank"), for course platforms that keep it between visits ---------------------
  /** The bank quiz's attempt as plain data (see QuizBankPanel.attempt), or null without a bank. */
  get attempt() { return this.#quiz?.attempt ?? null; }
  /**
   * Restores an attempt from `attempt` (perhaps through JSON): the bank it was made on (its settings,
   * seed and count are written to the attributes), then its answers and place. Another shape is ignored.
   */
  set attempt(value) {
    const q = value?.quiz;
    const s = q?.settings;
    if (!s || [s.dModel, s.base, s.layout, s.origin, q.seed, q.count].includes(undefined)) return;
    try {
      Object.assign(this, { dModel: s.dModel, base: s.base, layout: s.layout, origin: s.origin, quizSeed: q.seed, quizCount: q.count });
    } catch {
      return; // settings this widget refuses: not an attempt it can restore
    }
    this.#pendingAttempt = value;
    this.#schedule();
  }
  async #restoreAttempt(panel) {
    const attempt = this.#pendingAttempt;
    this.#pendingAttempt = null;
    if (attempt) await panel.restore(attempt);
  }
  // ---- end of attempt ---------------------------------------------------------------------------------

  #limits() {
    return sharedLimits ?? FALLBACK_LIMITS;
  }

  #read(attribute) {
    if (attribute === 'pair' || attribute === 'max-len') {
      // Checked against d_model too.
      return readAttributes((name) => this.getAttribute(name), this.#limits()).settings[ATTRIBUTE_PROPERTIES[attribute]];
    }
    const r = readAttribute(attribute, this.getAttribute(attribute), this.#limits());
    return 'error' in r ? DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]] : r.value;
  }

  #write(attribute, value) {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, attributeTextFor(attribute, value, this.#limits()));
  }

  // ---- rendering ---------------------------------------------------------------------------------

  #schedule() {
    // What the quiz needs starts downloading now, while the page is still upgrading its widgets:
    // update() then finds it on its way, and a page whose widgets mix quiz="bank" with plain ones
    // loads the bank's build of the core only (loadCore() shares it). Failures are reported by update().
    const quiz = this.quiz;
    if (quiz) loadQuizPanels().catch(() => {});
    if (quiz === QUIZ_BANK) loadCore({ quizBank: true }).catch(() => {});
    if (this.#queued) return;
    this.#queued = true;
    if (!this.#resolveSettled) this.#settled = new Promise((resolve) => { this.#resolveSettled = resolve; });
    queueMicrotask(() => {
      this.#queued = false;
      this.update();
    });
  }

  /** Renders the current attributes. Called (through a microtask) on connection and on every change. */
  async update() {
    const generation = ++this.#generation;
    try {
      await this.#render(generation);
    } catch (error) {
      // Nothing should reach here; if something does, it is shown rather than thrown at the page.
      this.#showAlert('The widget could not draw these settings.', [error.message]);
    } finally {
      if (generation === this.#generation && !this.#queued && this.#resolveSettled) {
        this.#resolveSettled();
        this.#resolveSettled = null;
      }
    }
  }

  async #render(generation) {
    if (!this.#core) {
      let loaded;
      try {
        loaded = await loadCore({ quizBank: this.quiz === QUIZ_BANK });
      } catch (error) {
        if (generation !== this.#generation) return; // a later update tries again
        this.#parts.loading.hidden = true;
        this.#showAlert('The calculator could not start.', [error.message]);
        return;
      }
      // A later update may have brought the bank's build meanwhile, which has every function of the
      // plain one: it is kept.
      if (!this.#core?.hasQuizBank) this.#core = loaded;
      sharedLimits = loaded.limits;
      if (generation !== this.#generation) return; // a later update is on its way
    }
    if (!this.#lastGood) {
      await takeTurn();
      if (generation !== this.#generation) return;
    }
    const core = this.#core;
    const { settings, problems } = readAttributes((name) => this.getAttribute(name), core.limits);
    this.#problems = problems;
    this.#parts.loading.hidden = true;
    this.#syncControls(settings);
    this.#parts.frame.classList.toggle('view-quiz', settings.view === 'quiz');
    this.#parts.main.hidden = settings.view === 'quiz';
    // The quiz may wait for its panels or for the bank's build of the core: the table is drawn
    // meanwhile, and the update is complete once both are.
    await Promise.all([this.#renderQuiz(settings, problems, generation), this.#renderMain(core, settings, problems, generation)]);
  }

  // The table, the inspector and the figures, or what is wrong with the attributes.
  async #renderMain(core, settings, problems, generation) {
    if (problems.length) {
      this.#showAlert(
        problems.length === 1 ? 'One attribute needs fixing:' : `${problems.length} attributes need fixing:`,
        problems.map((p) => p.message),
      );
      this.#parts.tableArea.classList.add('is-stale');
      this.#parts.staleNote.hidden = !this.#lastGood;
      this.#parts.figuresStale.hidden = !this.#figs;
      this.#drawnTable = null;
      this.#setTableShown(!!this.#lastGood);
      this.#showAsked();
      if (this.#pendingFocus?.invalidRow !== undefined) this.#table.markInvalid(this.#pendingFocus.invalidRow);
      this.#pendingFocus = null;
      return;
    }
    try {
      const key = tableKey(settings);
      if (key === this.#drawnTable && this.#model) {
        // Only pair, offset, context length, max_len or the figures changed: the table stays.
        this.#model.settings = settings;
        this.#pendingFocus = null;
        if (this.#inspector.pair !== settings.pair) this.#inspector.render(this.#model, settings.pair);
      } else {
        this.#drawnTable = null;
        this.#renderTable(core, settings);
        this.#drawnTable = key;
      }
    } catch (error) {
      // The core refused something the attribute checks let through: show its own sentence.
      this.#showAlert('The core could not compute this table:', [error.message]);
      return;
    }
    this.#showAlert(null);
    this.#parts.tableArea.classList.remove('is-stale');
    this.#parts.staleNote.hidden = true;
    this.#setTableShown(true);
    this.#lastGood = settings;
    this.#showAsked();

    const detail = settingsDetail(settings);
    const key = JSON.stringify(detail);
    if (this.#lastEventKey !== null && key !== this.#lastEventKey) {
      this.dispatchEvent(new CustomEvent('pe-change', { detail, bubbles: true, composed: true }));
    }
    this.#lastEventKey = key;
    await this.#renderFigures(core, settings, generation);
  }

  // ---- figures -----------------------------------------------------------------------------------

  // Shows the figures the `figures` attribute names (none in view="quiz"), importing figures.js the
  // first time. The same names reuse the figures and pass them the settings; other names rebuild them.
  async #renderFigures(core, settings, generation) {
    const parts = this.#parts;
    const names = settings.view === 'quiz' ? [] : settings.figures;
    parts.figuresStale.hidden = true;
    parts.maxLenField.hidden = !names.some((n) => n === 'heatmap' || n === 'learned');
    if (!names.length) {
      this.#destroyFigures();
      parts.figuresFailed.hidden = true;
      parts.figures.hidden = true;
      return;
    }
    parts.figures.hidden = false;
    const key = names.join(',');
    if (this.#figs && this.#figsKey === key) {
      this.#figs.update(figureSettings(settings));
      return;
    }
    let module;
    try {
      // Drawing the figures takes longer than the table: the table is painted first.
      [module] = await Promise.all([loadFigures(), afterNextPaint()]);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#destroyFigures();
      parts.figuresFailed.replaceChildren(
        el('p', 'alert-title', 'The figures could not be loaded.'),
        el('p', null, `${error?.message ?? error} The table and the pair inspector above work without them; the figures are tried again when a setting changes.`),
      );
      parts.figuresFailed.hidden = false;
      return;
    }
    // A later update (or a removal from the page) decides instead.
    if (generation !== this.#generation || !this.isConnected) return;
    parts.figuresFailed.hidden = true;
    this.#destroyFigures();
    try {
      this.#figs = module.createFigures({
        core,
        root: parts.figuresSlot,
        settings: figureSettings(settings),
        onSettingsChange: (patch) => this.#applyFigurePatch(patch),
        only: names,
      });
      this.#figsKey = key;
    } catch (error) {
      parts.figuresFailed.replaceChildren(el('p', 'alert-title', 'The figures could not be drawn.'), el('p', null, String(error?.message ?? error)));
      parts.figuresFailed.hidden = false;
    }
  }

  #destroyFigures() {
    this.#figs?.destroy();
    this.#figs = null;
    this.#figsKey = '';
  }

  // A control inside a figure asks for a change: it is written to the attribute, like every change
  // made inside the widget, so it is checked, rendered once and announced with pe-change.
  #applyFigurePatch(patch) {
    for (const [property, value] of Object.entries(patch ?? {})) {
      const attribute = FIGURE_PATCH_ATTRIBUTES[property];
      if (attribute && value !== undefined && value !== null) this.setAttribute(attribute, String(value));
    }
  }

  #renderTable(core, settings) {
    const opts = { dModel: settings.dModel, base: settings.base, layout: settings.layout };
    const d = settings.dModel;
    const shown = Math.max(1, Math.min(settings.positions.length, Math.floor(MAX_RENDERED_CELLS / d)));
    const tokens = settings.positions.slice(0, shown);
    const positions = tokens.map((t) => t - settings.origin);
    const values = core.table(positions, opts);
    const pairs = d / 2;
    const omegas = new Float64Array(pairs);
    const wavelengths = new Float64Array(pairs);
    for (let k = 0; k < pairs; k += 1) {
      omegas[k] = core.frequency(k, opts);
      wavelengths[k] = core.wavelength(k, opts);
    }
    const model = {
      settings,
      tokens,
      positions,
      values,
      roles: coordinateRoles(settings),
      omegas,
      wavelengths,
      totalRows: settings.positions.length,
      describedBy: this.#parts.formula.id,
      core,
    };
    this.#model = model;
    this.#table.render(model);

    const o = settings.origin;
    this.#parts.originRule.replaceChildren(
      'Index origin ',
      el('strong', null, String(o)),
      `: token number t is formula position pos = t − ${o}` +
        (o === 0 ? ', so tokens and positions carry the same numbers.' : ', so the first token, 1, is pos 0.'),
    );
    this.#parts.addRow.disabled = false;

    if (this.#formulaCell && this.#formulaCell.r < tokens.length && this.#formulaCell.c < d) {
      this.#showFormula(this.#formulaCell.r, this.#formulaCell.c);
    } else {
      this.#formulaCell = null;
      this.#parts.formula.replaceChildren(
        el('span', 'formula-meaning', 'Hover over a cell, or focus it (Tab, then the arrow keys), to see its formula with the numbers filled in.'),
      );
    }
    this.#inspector.render(model, settings.pair);

    const focus = this.#pendingFocus;
    this.#pendingFocus = null;
    if (focus?.row !== undefined) this.#table.focusRow(focus.row, focus.part);
    if (focus?.token !== undefined) {
      const r = tokens.indexOf(focus.token);
      if (r >= 0 && focus.i < d) this.#table.focusCell(r, focus.i);
    }
  }

  #showFormula(r, c) {
    if (!this.#model) return;
    this.#formulaCell = { r, c };
    const { evaluation, meaning } = formulaFor(this.#model, r, c);
    this.#parts.formula.replaceChildren(el('span', 'formula-eval', evaluation), el('br'), el('span', 'formula-meaning', meaning));
  }

  // After each await, an update that has been overtaken by a later one leaves the quiz to it.
  async #renderQuiz(settings, problems, generation) {
    const refused = (attribute) => problems.some((p) => p.attribute === attribute);
    const id = refused('quiz') ? '' : settings.quiz;
    if (id !== QUIZ_BANK && this.#asked) {
      this.#asked = null;
      this.#showAsked();
    }
    if (!id) {
      this.#quiz = null;
      this.#parts.quizSlot.replaceChildren();
      return;
    }
    let panels;
    try {
      panels = await loadQuizPanels();
    } catch (error) {
      if (generation === this.#generation) this.#quizFailed('The quiz could not be loaded', error);
      return;
    }
    if (generation !== this.#generation) return;
    if (id === QUIZ_BANK) {
      await this.#renderBank(panels, settings, refused, generation);
      return;
    }
    const question = QUESTIONS[id];
    if (this.#quiz?.question === question) return;
    this.#quiz = new panels.QuizPanel(
      question,
      {
        check: async (text, spec) => this.#core.checkAnswer(text, spec),
        onAnswer: (detail) =>
          this.dispatchEvent(new CustomEvent('pe-answer', { detail, bubbles: true, composed: true })),
      },
      this.#id,
    );
    this.#parts.quizSlot.replaceChildren(this.#quiz.element);
  }

  // In place of the quiz, a sentence saying why it is missing; the table works on without it.
  #quizFailed(what, error) {
    this.#quiz = null;
    this.#parts.quizSlot.replaceChildren(el('p', 'table-note', `${what}: ${error?.message ?? error}`));
  }

  // quiz="bank": questions from core.makeQuiz for the widget's d_model, base, layout and origin. A
  // change to any of these, to quiz-seed or to quiz-count makes a new bank; a refused one keeps the
  // questions shown until it is fixed. A widget that gets quiz="bank" after it has started swaps
  // its core for the build with the bank (the same functions plus makeQuiz).
  async #renderBank({ QuizBankPanel }, settings, refused, generation) {
    if (!this.#core.hasQuizBank) {
      try {
        this.#core = await loadCore({ quizBank: true });
      } catch (error) {
        if (generation === this.#generation) this.#quizFailed('The question bank could not be loaded', error);
        return;
      }
      if (generation !== this.#generation) return;
    }
    let panel = this.#quiz instanceof QuizBankPanel ? this.#quiz : null;
    if (panel && ['d-model', 'base', 'layout', 'origin', 'quiz-seed', 'quiz-count'].some(refused)) return;
    const quiz = {
      seed: settings.quizSeed,
      settings: { dModel: settings.dModel, base: settings.base, layout: settings.layout, origin: settings.origin },
      count: settings.quizCount,
    };
    if (panel && panel.key === JSON.stringify(quiz)) return this.#restoreAttempt(panel);
    let questions;
    try {
      questions = this.#core.makeQuiz({ seed: quiz.seed, ...quiz.settings, count: quiz.count });
    } catch (error) {
      this.#quizFailed('The quiz could not be made for these settings', error);
      return;
    }
    if (!panel) {
      panel = new QuizBankPanel(
        {
          check: async (text, question) => this.#core.checkAnswer(text, question),
          onAnswer: (detail) => this.dispatchEvent(new CustomEvent('pe-answer', { detail, bubbles: true, composed: true })),
          onScore: (detail) => this.dispatchEvent(new CustomEvent('pe-score', { detail, bubbles: true, composed: true })),
          onCompare: (info) => {
            this.#asked = info;
            this.#showAsked();
          },
          // The next seed, written to the attribute like every other change made inside the widget.
          onNewQuestions: () => {
            this.quizSeed = this.quizSeed >= MAX_QUIZ_SEED ? 0 : this.quizSeed + 1;
          },
          onAttempt: (attempt) => this.dispatchEvent(new CustomEvent('pe-attempt', { detail: { attempt }, bubbles: true, composed: true })),
        },
        this.#id,
      );
      this.#quiz = panel;
      this.#parts.quizSlot.replaceChildren(panel.element);
    }
    const previous = panel.quiz;
    let reason = null;
    if (previous) {
      if (JSON.stringify(previous.settings) !== JSON.stringify(quiz.settings)) reason = 'settings';
      else reason = previous.seed !== quiz.seed ? 'seed' : 'count';
    }
    panel.load(questions, quiz, reason);
    await this.#restoreAttempt(panel);
  }

  // The bank's latest answer to a coordinate question, beside the exact value: the asked cell is
  // outlined and a line above the table says "your answer X · exact Y". A token that is not in the
  // table can be added with one button.
  #showAsked() {
    const note = this.#parts.askedNote;
    const info = this.#asked;
    const model = this.#model;
    const s = model?.settings;
    const q = info?.question.settings;
    const matches = !!(info && s && q && q.dModel === s.dModel && q.base === s.base && q.layout === s.layout && q.origin === s.origin);
    if (!matches || this.#parts.tableArea.classList.contains('is-stale')) {
      note.hidden = true;
      note.replaceChildren();
      this.#table.markCell(null);
      return;
    }
    const { token, i } = info;
    const r = model.tokens.indexOf(token);
    const exact = this.#core.coordinate(token - s.origin, i, { dModel: s.dModel, base: s.base, layout: s.layout });
    const decimals = Math.max(s.decimals, info.question.decimals ?? 0);
    note.replaceChildren(
      `Quiz question ${info.number}, token ${plain(token)}, coordinate ${i}: `,
      el('strong', null, `your answer ${info.response}`),
      ' · ',
      el('strong', null, `exact ${fixed(exact, decimals)}`),
      r >= 0 ? ' (outlined in the table).' : '.',
    );
    if (r < 0 && !s.positions.includes(token)) {
      const add = el('button', null, `Add token ${plain(token)} to the table`);
      add.type = 'button';
      add.addEventListener('click', () => {
        const tokens = this.#editableTokens();
        tokens.push(plain(token));
        this.#pendingFocus = { token, i };
        this.setAttribute('positions', tokens.join(','));
      });
      note.append(' ', add);
    }
    note.hidden = false;
    this.#table.markCell(r >= 0 ? { r, c: i } : null);
  }

  #showAlert(title, lines = []) {
    const alert = this.#parts.alert;
    if (!title) {
      alert.replaceChildren();
      alert.hidden = true;
      return;
    }
    const list = el('ul');
    for (const line of lines) list.append(el('li', null, line));
    alert.replaceChildren(el('p', 'alert-title', title), list);
    alert.hidden = false;
  }

  // The controls show the attribute text as written (even when it is refused), except the one being edited.
  #syncControls(settings) {
    const active = this.#root.activeElement;
    for (const [attribute, control] of Object.entries(this.#parts.controls)) {
      if (control === active) continue;
      const text = this.getAttribute(attribute);
      const fallback =
        attribute === 'positions'
          ? formatPositions(DEFAULTS.positions)
          : attribute === 'max-len'
            ? String(settings?.maxLen ?? DEFAULTS.maxLen)
            : String(DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]]);
      const value = text ?? fallback;
      if (control.value !== value) control.value = value;
      const refused = this.#problems.some((p) => p.attribute === attribute);
      if (refused) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }

  // ---- edits from the widget's own controls --------------------------------------------------------

  // The token list edits start from: the last list drawn, so that a refused edit can be corrected.
  #editableTokens() {
    return (this.#lastGood ?? { positions: this.positions }).positions.map((t) => plain(t));
  }

  #editToken(row, text) {
    const tokens = this.#editableTokens();
    tokens[row] = text.trim();
    this.#pendingFocus = { invalidRow: row };
    this.setAttribute('positions', tokens.join(','));
  }

  #removeRow(row) {
    const tokens = this.#editableTokens();
    if (tokens.length <= 1) return;
    tokens.splice(row, 1);
    this.#pendingFocus = { row, part: 'remove' };
    this.setAttribute('positions', tokens.join(','));
  }

  #addRow() {
    const tokens = this.#editableTokens();
    const list = (this.#lastGood ?? { positions: this.positions }).positions;
    const next = list.length ? Math.floor(list[list.length - 1]) + 1 : this.origin;
    tokens.push(plain(next));
    this.#pendingFocus = { row: tokens.length - 1, part: 'input' };
    this.setAttribute('positions', tokens.join(','));
  }

  // The pair lives in the `pair` attribute, shared by the inspector and the figures.
  #pickPair(k) {
    this.setAttribute('pair', String(k));
  }

  // ---- the shadow tree, built once -------------------------------------------------------------

  #build() {
    const id = this.#id;
    const frame = el('div', 'pe');
    const alert = el('div', 'alert');
    alert.setAttribute('role', 'alert');
    alert.hidden = true;

    const main = el('div', 'main');
    main.append(this.#buildSettings(id));

    const tableArea = el('div', 'table-area');
    const originRule = el('p', 'origin-rule');
    const staleNote = el('p', 'table-note', 'The table below still shows the last valid settings; fix the attribute above to update it.');
    staleNote.hidden = true;
    const askedNote = el('p', 'quiz-compare');
    askedNote.hidden = true;
    const formula = el('p', 'formula');
    formula.id = `${id}-formula`;
    this.#table = new EncodingTable(
      {
        onEditToken: (row, text) => this.#editToken(row, text),
        onRemoveRow: (row) => this.#removeRow(row),
        onPickPair: (k) => this.#pickPair(k),
        onCell: (r, c) => this.#showFormula(r, c),
      },
      id,
    );
    const actions = el('div', 'table-actions');
    const addRow = el('button', null, 'Add a row');
    addRow.type = 'button';
    addRow.disabled = true;
    addRow.addEventListener('click', () => this.#addRow());
    actions.append(addRow, el('span', 'help', 'Edit a token number in place; press Enter or Tab to apply it.'));
    tableArea.append(originRule, staleNote, askedNote, this.#table.element, actions, formula);

    this.#inspector = new PairInspector({ onPickPair: (k) => this.#pickPair(k) }, id);
    const loading = el('p', 'help', 'Loading the calculator…');
    main.append(loading, tableArea, this.#inspector.element);

    // The figures: a group with a heading; figures.js appends its own container to the slot.
    const figures = el('div', 'figures');
    figures.setAttribute('role', 'group');
    const figuresTitle = el('h3', 'part-title', 'Figures');
    figuresTitle.id = `${id}-figures-title`;
    figures.setAttribute('aria-labelledby', figuresTitle.id);
    const figuresStale = el('p', 'table-note', 'The figures still show the last valid settings; fix the attribute above to update them.');
    figuresStale.hidden = true;
    const figuresFailed = el('div', 'alert');
    figuresFailed.setAttribute('role', 'alert');
    figuresFailed.hidden = true;
    const figuresSlot = el('div', 'figures-slot');
    // The figures' own request event stays inside: the page hears pe-change once the attribute is set.
    figuresSlot.addEventListener('pe-settings-change', (event) => event.stopPropagation());
    figures.append(figuresTitle, figuresStale, figuresFailed, figuresSlot);
    figures.hidden = true;
    main.append(figures);

    const quizSlot = el('div', 'quiz-slot');
    frame.append(alert, main, quizSlot);
    this.#root.append(frame);
    this.#parts = {
      ...this.#parts,
      frame,
      alert,
      main,
      tableArea,
      originRule,
      staleNote,
      askedNote,
      formula,
      addRow,
      loading,
      quizSlot,
      figures,
      figuresStale,
      figuresFailed,
      figuresSlot,
    };
    this.#setTableShown(false);
  }

  // The table area and the inspector appear together, once there is a table to show.
  #setTableShown(shown) {
    this.#parts.tableArea.hidden = !shown;
    this.#inspector.element.hidden = !shown;
  }

  #buildSettings(id) {
    const fieldset = el('fieldset', 'settings');
    fieldset.append(el('legend', null, 'Settings'));
    const controls = {};
    const field = (attribute, labelText, control, help) => {
      control.id = `${id}-${attribute}`;
      const label = el('label', null, labelText);
      label.htmlFor = control.id;
      const wrap = el('div', 'field');
      wrap.append(label, control);
      if (help) {
        const note = el('span', 'help', help);
        note.id = `${control.id}-help`;
        control.setAttribute('aria-describedby', note.id);
        wrap.append(note);
      }
      control.addEventListener('change', () => {
        // A smaller d_model from this control brings the chosen pair along, instead of refusing it.
        if (attribute === 'd-model') {
          const d = readAttribute('d-model', control.value, this.#limits());
          if (!('error' in d) && this.hasAttribute('pair') && this.pair > d.value / 2 - 1) this.setAttribute('pair', String(d.value / 2 - 1));
        }
        this.setAttribute(attribute, control.value);
      });
      controls[attribute] = control;
      fieldset.append(wrap);
      return wrap;
    };
    const number = (attrs) => {
      const input = el('input');
      input.type = 'number';
      for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, String(v));
      return input;
    };
    const select = (options) => {
      const s = el('select');
      for (const [value, text] of options) {
        const o = el('option', null, text);
        o.value = value;
        s.append(o);
      }
      return s;
    };
    field('d-model', 'd_model', number({ min: 2, max: FALLBACK_LIMITS.maxDModel, step: 2 }));
    field('base', 'base', number({ min: 1, step: 'any' }));
    const positions = el('input', 'positions-input');
    positions.type = 'text';
    positions.autocomplete = 'off';
    positions.spellcheck = false;
    field('positions', 'positions', positions, 'e.g. 0,1,2 or 0..7');
    field('origin', 'origin', select([['0', '0 (first token is 0)'], ['1', '1 (first token is 1)']]));
    field('layout', 'layout', select(LAYOUTS.map((name) => [name, name])));
    field('decimals', 'decimals', number({ min: 0, max: FALLBACK_LIMITS.maxDecimals, step: 1 }));
    // Shown with the figures that draw positions 0 … max_len − 1.
    const maxLenField = field('max-len', 'max_len', number({ min: 1, max: MAX_MAX_LEN, step: 1 }), 'heatmap rows');
    maxLenField.hidden = true;
    this.#parts = { controls, maxLenField };
    return fieldset;
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, SinusoidalPeElement);
