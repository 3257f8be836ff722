// The table part of the widget: the origin rule, the exact table with its row editing, the formula
// line under it, the quiz's asked cell, and the pair inspector beside it. Edits become attribute
// texts handed to the element (onPositions, onPair); the drawing follows the element's plan.
import { button, el, onTouchScreenChange, touchScreen, whenIdle } from '../kit/index.js';
import { coordinateRoles, exact as exactValues, fixed, plain } from '../core/index.js';
import { listOf } from '../i18n/index.js';
import { PairInspector } from './inspector.js';
import { EncodingTable, HEADER_LINES, HIDDEN_TEXT, MAX_RENDERED_CELLS, QUIET_MS, formulaFor } from './table.js';
import { messageParts, numberWriters } from './table-words.js';

/**
 * Whether a value gives away the answer of one of the open questions ([{expected, decimals}]): it
 * lies within one unit of the last decimal asked of the exact answer, so that written to those
 * decimals it reads as the answer or next to it (whatever cell, row or column holds it: a nearby
 * position, another pair's column or a symmetric angle gives the answer away just as well).
 */
export function givesAway(value, open) {
  return open.some(({ expected, decimals }) => Math.abs(value - expected) <= 10 ** -decimals * (1 + 1e-9));
}

export class TableHost {
  #table;
  #inspector;
  #words; // the widget's Words: the catalog of the language it speaks
  #parts;
  #said; // a status line, read by screen readers only
  #model = null; // what the table shows: settings, tokens, positions, values, roles, omegas, …
  #lastGood = null; // the settings of the last table drawn
  #formulaCell = null;
  #formulaText = ''; // the formula line's texts as shown
  #drawnOrigin = null; // the origin the origin rule states
  #pendingFocus = null; // where focus goes after the edit being applied
  #asked = null; // the bank's latest coordinate answer (setAsked)
  #view = 'shown'; // the table attribute: shown, hidden-until-answered or hidden
  #open = []; // the answers of the quiz's open coordinate questions (setHidden)
  #shown = false; // whether there is a table to show (before the table attribute hides it)
  #widget; // {positions(), origin()}: the widget's settings in effect
  #inspectorDue = null; // [model, k]: what the inspector shows next, in idle time
  #inspectorWaiters = []; // resolve functions of settled() promises waiting for the inspector
  #inspectorTimer = 0;

  /**
   * callbacks: onPositions(text) and onPair(k) write the attributes; positions() and origin() are
   * the widget's settings in effect, where edits start when no table has been drawn yet.
   */
  constructor({ words, onPositions, onPair, positions, origin }, idPrefix) {
    this.onPositions = onPositions;
    this.#words = words;
    this.#widget = { positions, origin };
    const area = el('div', 'table-area');
    const originRule = el('p', 'origin-rule');
    const staleNote = words.bind(el('p', 'table-note'), 'table-stale-note');
    staleNote.hidden = true;
    const askedNote = el('p', 'quiz-compare');
    askedNote.hidden = true;
    const hiddenNote = el('p', 'table-note hidden-note');
    hiddenNote.hidden = true;
    const formula = el('p', 'formula');
    formula.id = `${idPrefix}-formula`;
    this.#table = new EncodingTable(
      {
        onEditToken: (row, text) => this.#editToken(row, text),
        onRemoveRow: (row) => this.#removeRow(row),
        onPickPair: (k) => {
          onPair(k);
          this.#said.textContent = words.t('table-said-pair', { k: numberWriters(words).n(String(k)) });
        },
        onCell: (r, c) => this.#showFormula(r, c),
      },
      idPrefix,
      words,
    );
    const actions = el('div', 'table-actions');
    const addRow = words.bind(button(''), 'table-add-row');
    addRow.disabled = true;
    addRow.addEventListener('click', () => this.#addRow());
    actions.append(addRow, words.bind(el('span', 'help'), 'table-edit-help'));
    // What a button or a key did where nothing else on screen says it, for screen readers.
    this.#said = el('p', 'said');
    this.#said.setAttribute('aria-live', 'polite'); // not role="status": the quiz's feedback is the widget's status
    area.append(originRule, staleNote, hiddenNote, askedNote, this.#table.element, actions, formula, this.#said);
    this.#inspector = new PairInspector({ onPickPair: onPair }, idPrefix, words);
    this.#parts = { area, originRule, staleNote, hiddenNote, askedNote, formula, addRow };
    /** The elements this host owns, in page order. */
    this.elements = [area, this.#inspector.element];
    this.#setShown(false);
    // A change of pointer (a tablet given a trackpad) changes the invitation's verb. The listener
    // holds the host weakly: a widget taken off the page is not kept by it.
    const host = new WeakRef(this);
    const stop = onTouchScreenChange(() => {
      const self = host.deref();
      if (!self) stop();
      else if (self.#model && !self.#formulaCell) self.#invite();
    });
  }

  /**
   * What the table shows, for a copy of it (web/share/table-text.js): its settings, tokens, formula
   * positions, values, columns' roles, ω_k and λ_k, the test of a value the quiz hides and the
   * header's words; null when no table is drawn or the table attribute hides it.
   */
  get shown() {
    const m = this.#model;
    if (!m || !this.#shown || this.#view === 'hidden') return null;
    const { settings, tokens, positions, values, roles, omegas, wavelengths, totalRows } = m;
    const words = this.#words;
    return { settings, tokens, positions, values, roles, omegas, wavelengths, totalRows, hide: this.#hideTest,
      labels: { lines: HEADER_LINES.map((id) => words.t(id)), hidden: words.t(HIDDEN_TEXT) } };
  }

  /**
   * After a change of language (the element then draws the table again): the texts this host
   * keeps are written again in the new language, and the table, the formula line, the notes and
   * the inspector follow at once, whatever the next draw does.
   */
  retext() {
    this.#said.textContent = '';
    this.#drawnOrigin = null;
    this.#formulaText = '';
    this.#table.retext();
    this.#inspector.retext();
    const model = this.#model;
    if (!model) return;
    this.#table.render(model);
    this.#writeOriginRule(model.settings.origin);
    if (this.#formulaCell) this.#showFormula(this.#formulaCell.r, this.#formulaCell.c);
    else this.#invite();
    this.#showInspector(model, this.#inspector.pair ?? model.settings.pair, true);
    this.#applyHidden();
  }

  /**
   * Resolves once the table and the inspector show the last settings drawn: cells out of view and
   * the inspector follow a change in idle time.
   */
  settled() {
    const inspector = this.#inspectorDue ? new Promise((resolve) => this.#inspectorWaiters.push(resolve)) : null;
    return Promise.all([this.#table.whenFilled(), inspector]);
  }

  // The inspector follows the table once changes pause (a dragged control), in idle time: the
  // cells a learner watches come first. It then shows the latest model.
  #showInspector(model, k, now = this.#inspector.pair === null) {
    if (now) {
      // A pair picked, or the first table: at once.
      clearTimeout(this.#inspectorTimer);
      this.#inspectorDue = null;
      this.#inspector.render(model, k);
      this.#resolveInspectorWaiters();
      return;
    }
    this.#inspectorDue = [model, k];
    clearTimeout(this.#inspectorTimer);
    this.#inspectorTimer = setTimeout(() => whenIdle(() => {
      if (!this.#inspectorDue) return;
      const [m, pair] = this.#inspectorDue;
      this.#inspectorDue = null;
      this.#inspector.render(m, pair);
      this.#resolveInspectorWaiters();
    }), QUIET_MS);
  }

  #resolveInspectorWaiters() {
    const waiters = this.#inspectorWaiters;
    this.#inspectorWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Whether a table has been drawn (it may be stale now). */
  get hasTable() {
    return this.#lastGood !== null;
  }

  /**
   * Carries out the plan's table step: 'draw' computes and draws the table for settings, 'patch'
   * keeps its values and follows the pair, 'stale' and 'none' keep the last table (if any) marked
   * as out of date. Throws the core's Error when it refuses a table the attribute checks let through.
   */
  show(core, step, settings) {
    if (step === 'stale' || step === 'none') {
      this.#markStale();
      return;
    }
    if (step === 'patch' && this.#model) {
      this.#model.settings = settings;
      this.#pendingFocus = null;
      // A pair picked (a cell, the select, a figure's slider) shows at once.
      if (this.#inspector.pair !== settings.pair || this.#inspectorDue) this.#showInspector(this.#model, settings.pair, true);
      // The clock's positions run to max_len − 1, which the table does not show.
      else this.#inspector.clock.render(this.#model, this.#inspector.pair);
    } else {
      this.#draw(core, settings);
    }
    this.#parts.area.classList.remove('is-stale');
    this.#parts.staleNote.hidden = true;
    this.#setShown(true);
    this.#lastGood = settings;
    this.#showAsked();
  }

  /**
   * The bank's latest answer to a coordinate question ({number, question, token, i, response}),
   * shown beside the exact value; null hides it.
   */
  setAsked(info) {
    this.#asked = info;
    this.#showAsked();
  }

  /**
   * The table attribute: "shown", "hidden-until-answered" (the values that give away an open quiz
   * question's answer read "hidden", in the table, its formula line and the pair inspector) or
   * "hidden" (no table and no pair inspector).
   */
  setView(view) {
    if (view === this.#view) return;
    this.#view = view;
    this.#setShown(this.#shown);
    this.#applyHidden();
  }

  /** The answers of the quiz's open coordinate questions ([{number, expected, decimals}]), to hide. */
  setHidden(open) {
    this.#open = open;
    this.#applyHidden();
  }

  // What gives an answer away now: a test of a value, or null when nothing is hidden.
  get #hideTest() {
    if (this.#view !== 'hidden-until-answered' || !this.#open.length) return null;
    const open = this.#open;
    return (value) => givesAway(value, open);
  }

  #applyHidden() {
    const test = this.#hideTest;
    const note = this.#parts.hiddenNote;
    note.hidden = !test;
    if (test) {
      const words = this.#words;
      const { n } = numberWriters(words);
      const numbers = this.#open.map((o) => n(String(o.number)));
      note.textContent = words.t('table-hidden-note', { numbers: listOf(words.lang, numbers), count: numbers.length, hidden: words.t(HIDDEN_TEXT) });
    }
    if (this.#table.setHideTest(test) && this.#model) {
      if (this.#formulaCell) this.#showFormula(this.#formulaCell.r, this.#formulaCell.c);
      this.#showInspector(this.#model, this.#inspector.pair ?? this.#model.settings.pair, true);
    }
    this.#showAsked();
  }

  #markStale() {
    this.#parts.area.classList.add('is-stale');
    this.#parts.staleNote.hidden = !this.#lastGood;
    this.#setShown(!!this.#lastGood);
    this.#showAsked();
    if (this.#pendingFocus?.invalidRow !== undefined) this.#table.markInvalid(this.#pendingFocus.invalidRow);
    this.#pendingFocus = null;
  }

  // The table area and the inspector appear together, once there is a table to show (and the table
  // attribute does not hide them).
  #setShown(shown) {
    this.#shown = shown;
    for (const element of this.elements) element.hidden = !shown || this.#view === 'hidden';
  }

  #draw(core, settings) {
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
      words: this.#words,
      hidden: () => this.#hideTest, // read when drawn: the inspector hides what the table hides
    };
    this.#model = model;
    this.#table.render(model);

    this.#writeOriginRule(settings.origin);
    this.#parts.addRow.disabled = false;

    if (this.#formulaCell && this.#formulaCell.r < tokens.length && this.#formulaCell.c < d) {
      this.#showFormula(this.#formulaCell.r, this.#formulaCell.c);
    } else {
      this.#formulaCell = null;
      this.#invite();
    }
    this.#showInspector(model, settings.pair);

    const focus = this.#pendingFocus;
    this.#pendingFocus = null;
    if (focus?.row !== undefined) this.#table.focusRow(focus.row, focus.part);
    if (focus?.token !== undefined) {
      const r = tokens.indexOf(focus.token);
      if (r >= 0 && focus.i < d) this.#table.focusCell(r, focus.i);
    }
  }

  // The origin rule above the table, its origin in bold. Only what changed is written: an unchanged
  // paragraph made anew would lay out the page again.
  #writeOriginRule(o) {
    if (this.#drawnOrigin === o) return;
    this.#drawnOrigin = o;
    const { n } = numberWriters(this.#words);
    const origin = n(String(o));
    this.#parts.originRule.replaceChildren(
      ...messageParts(
        this.#words,
        'table-origin-rule',
        { originValue: o, token: n('1'), position: n('0') },
        { origin: (i) => (i === 0 ? el('strong', null, origin) : origin) },
      ),
    );
  }

  #showFormula(r, c) {
    if (!this.#model) return;
    this.#formulaCell = { r, c };
    const { evaluation, meaning } = formulaFor(this.#model, r, c, this.#hideTest);
    this.#setFormula(evaluation, meaning);
  }

  // The formula line before a cell is chosen: hover over a cell, or on a touch screen tap one.
  #invite() {
    this.#setFormula(null, this.#words.t(touchScreen() ? 'table-formula-invitation-touch' : 'table-formula-invitation'));
  }

  // The formula line: the evaluation (null for none) over its meaning, rewritten only when changed.
  #setFormula(evaluation, meaning) {
    const key = `${evaluation}\n${meaning}`;
    if (key === this.#formulaText) return;
    this.#formulaText = key;
    const line = el('span', 'formula-meaning', meaning);
    if (evaluation === null) this.#parts.formula.replaceChildren(line);
    else {
      // The evaluation is a formula: left to right in every language; its meaning is a sentence.
      const formula = el('span', 'formula-eval', evaluation);
      formula.dir = 'ltr';
      this.#parts.formula.replaceChildren(formula, el('br'), line);
    }
  }

  // The asked cell is outlined and a line above the table says "your answer X · exact Y"; a token
  // that is not in the table can be added with one button.
  #showAsked() {
    const note = this.#parts.askedNote;
    const info = this.#asked;
    const model = this.#model;
    const s = model?.settings;
    const q = info?.question.settings;
    const matches = !!(info && s && q && q.dModel === s.dModel && q.base === s.base && q.layout === s.layout && q.origin === s.origin);
    if (!matches || this.#parts.area.classList.contains('is-stale')) {
      note.hidden = true;
      note.replaceChildren();
      this.#table.markCell(null);
      return;
    }
    const { token, i } = info;
    const r = model.tokens.indexOf(token);
    const pos = token - s.origin;
    const exact = model.core.coordinate(pos, i, { dModel: s.dModel, base: s.base, layout: s.layout });
    const decimals = Math.max(s.decimals, info.question.decimals ?? 0);
    // While the question may be tried again and the table hides what answers it, the exact value waits.
    const showExact = this.#view === 'shown' || info.final !== false;
    const digits = exactValues.exactly(model.core, exactValues.coordinate(pos, i, s), model.core.limits.maxValueError);
    const words = this.#words;
    const { n, ltr } = numberWriters(words);
    // The learner's answer as typed; the exact value in the locale's marks.
    const yours = el('strong', null, words.t('table-asked-yours', { response: info.response }));
    const exactly = showExact ? el('strong', null, words.t('table-asked-exact', { value: ltr(fixed(exact, decimals, digits)) })) : '';
    note.replaceChildren(
      ...messageParts(
        words,
        'table-asked',
        { number: n(String(info.number)), token: n(plain(token)), i: n(String(i)), shown: showExact ? 'yes' : 'no', outlined: r >= 0 ? 'yes' : 'no' },
        { yours, exact: exactly },
      ),
    );
    if (r < 0 && !s.positions.includes(token)) {
      const add = button(words.t('table-add-token', { token: n(plain(token)) }));
      add.addEventListener('click', () => {
        const tokens = this.#editableTokens();
        tokens.push(plain(token));
        this.#apply(tokens, { token, i });
      });
      note.append(' ', add);
    }
    note.hidden = false;
    this.#table.markCell(r >= 0 ? { r, c: i } : null);
  }

  // ---- edits: each becomes a new positions text, with where focus goes once it is drawn ----------

  // The token list edits start from: the last list drawn, so that a refused edit can be corrected.
  #editableTokens() {
    return (this.#lastGood?.positions ?? this.#widget.positions()).map((t) => plain(t));
  }

  #apply(tokens, focus) {
    this.#pendingFocus = focus;
    this.onPositions(tokens.join(','));
  }

  #editToken(row, text) {
    const tokens = this.#editableTokens();
    tokens[row] = text.trim();
    this.#apply(tokens, { invalidRow: row });
  }

  #removeRow(row) {
    const tokens = this.#editableTokens();
    if (tokens.length <= 1) return;
    const [removed] = tokens.splice(row, 1);
    const { n } = numberWriters(this.#words);
    this.#said.textContent = this.#words.t('table-said-removed', { token: n(removed), rows: n(String(tokens.length)), count: tokens.length });
    this.#apply(tokens, { row, part: 'remove' });
  }

  #addRow() {
    const tokens = this.#editableTokens();
    const list = this.#lastGood?.positions ?? this.#widget.positions();
    const next = list.length ? Math.floor(list[list.length - 1]) + 1 : this.#widget.origin();
    tokens.push(plain(next));
    this.#apply(tokens, { row: tokens.length - 1, part: 'input' });
  }
}
