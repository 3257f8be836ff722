// <sinusoidal-pe>: the sinusoidal positional encoding of "Attention Is All You Need" (2017) as a
// table a learner can edit, a pair inspector and an optional quiz. One ES module; loading it
// registers the element once. Every number comes from the WebAssembly core (loadCore()), which all
// instances on a page share.
//
// State lives in the attributes. Controls inside the widget write attributes; every attribute change
// schedules one update() for the next microtask, so a burst of changes renders once.
import { loadCore } from './pe-core.js';
import { fixed, plain } from './format.js';
import { PairInspector } from './inspector.js';
import { formatPositions } from './positions.js';
import { QuizPanel } from './quiz.js';
import { QuizBankPanel } from './quiz-bank.js';
import { QUESTIONS } from './questions.js';
import {
  ATTRIBUTE_PROPERTIES,
  DEFAULTS,
  FALLBACK_LIMITS,
  LAYOUTS,
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
  #pair = 0;
  #formulaCell = null;
  #pendingFocus = null;
  #model = null;
  #asked = null; // the bank's latest coordinate answer, shown in the table (QuizBankPanel onCompare)

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

  /** The attribute problems shown in the widget: [{attribute, value, message}]. */
  get problems() { return this.#problems.map((p) => ({ ...p })); }

  /** Resolves once every scheduled update has rendered. */
  get updateComplete() { return this.#settled; }

  #limits() {
    return sharedLimits ?? FALLBACK_LIMITS;
  }

  #read(attribute) {
    const r = readAttribute(attribute, this.getAttribute(attribute), this.#limits());
    return 'error' in r ? DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]] : r.value;
  }

  #write(attribute, value) {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, attributeTextFor(attribute, value, this.#limits()));
  }

  // ---- rendering ---------------------------------------------------------------------------------

  #schedule() {
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
      try {
        this.#core = await loadCore();
        sharedLimits = this.#core.limits;
      } catch (error) {
        this.#parts.loading.hidden = true;
        this.#showAlert('The calculator could not start.', [error.message]);
        return;
      }
      if (generation !== this.#generation) return; // a later update is on its way
    }
    const core = this.#core;
    const { settings, problems } = readAttributes((name) => this.getAttribute(name), core.limits);
    this.#problems = problems;
    this.#parts.loading.hidden = true;
    this.#syncControls();
    this.#parts.frame.classList.toggle('view-quiz', settings.view === 'quiz');
    this.#parts.main.hidden = settings.view === 'quiz';
    this.#renderQuiz(settings, problems);

    if (problems.length) {
      this.#showAlert(
        problems.length === 1 ? 'One attribute needs fixing:' : `${problems.length} attributes need fixing:`,
        problems.map((p) => p.message),
      );
      this.#parts.tableArea.classList.add('is-stale');
      this.#parts.staleNote.hidden = !this.#lastGood;
      this.#setTableShown(!!this.#lastGood);
      this.#showAsked();
      if (this.#pendingFocus?.invalidRow !== undefined) this.#table.markInvalid(this.#pendingFocus.invalidRow);
      this.#pendingFocus = null;
      return;
    }
    try {
      this.#renderTable(core, settings);
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
    this.#pair = Math.min(this.#pair, pairs - 1);
    this.#inspector.render(model, this.#pair);

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

  #renderQuiz(settings, problems) {
    const refused = (attribute) => problems.some((p) => p.attribute === attribute);
    const id = refused('quiz') ? '' : settings.quiz;
    if (id === QUIZ_BANK) {
      this.#renderBank(settings, refused);
      return;
    }
    if (this.#asked) {
      this.#asked = null;
      this.#showAsked();
    }
    const question = id ? QUESTIONS[id] : null;
    if (this.#quiz?.question === question) return;
    this.#quiz = question
      ? new QuizPanel(
          question,
          {
            check: async (text, spec) => (this.#core ?? (await loadCore())).checkAnswer(text, spec),
            onAnswer: (detail) =>
              this.dispatchEvent(new CustomEvent('pe-answer', { detail, bubbles: true, composed: true })),
          },
          this.#id,
        )
      : null;
    this.#parts.quizSlot.replaceChildren(...(this.#quiz ? [this.#quiz.element] : []));
  }

  // quiz="bank": questions from core.makeQuiz for the widget's d_model, base, layout and origin. A
  // change to any of these, to quiz-seed or to quiz-count makes a new bank; a refused one keeps the
  // questions shown until it is fixed.
  #renderBank(settings, refused) {
    let panel = this.#quiz instanceof QuizBankPanel ? this.#quiz : null;
    if (panel && ['d-model', 'base', 'layout', 'origin', 'quiz-seed', 'quiz-count'].some(refused)) return;
    const quiz = {
      seed: settings.quizSeed,
      settings: { dModel: settings.dModel, base: settings.base, layout: settings.layout, origin: settings.origin },
      count: settings.quizCount,
    };
    if (panel && panel.key === JSON.stringify(quiz)) return;
    let questions;
    try {
      questions = this.#core.makeQuiz({ seed: quiz.seed, ...quiz.settings, count: quiz.count });
    } catch (error) {
      this.#quiz = null;
      this.#parts.quizSlot.replaceChildren(el('p', 'table-note', `The quiz could not be made for these settings: ${error.message}`));
      return;
    }
    if (!panel) {
      panel = new QuizBankPanel(
        {
          check: async (text, question) => (this.#core ?? (await loadCore())).checkAnswer(text, question),
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
  #syncControls() {
    const active = this.#root.activeElement;
    for (const [attribute, control] of Object.entries(this.#parts.controls)) {
      if (control === active) continue;
      const text = this.getAttribute(attribute);
      const value = text ?? (attribute === 'positions' ? formatPositions(DEFAULTS.positions) : String(DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]]));
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

  #pickPair(k) {
    this.#pair = k;
    if (this.#model && !this.#parts.tableArea.classList.contains('is-stale')) this.#inspector.render(this.#model, k);
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
      control.addEventListener('change', () => this.setAttribute(attribute, control.value));
      controls[attribute] = control;
      fieldset.append(wrap);
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
    this.#parts = { controls };
    return fieldset;
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, SinusoidalPeElement);
