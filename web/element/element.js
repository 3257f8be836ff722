// <sinusoidal-pe>: the sinusoidal positional encoding of "Attention Is All You Need" (2017) as a
// table a learner can edit, a pair inspector, figures and an optional quiz.
//
// The attributes are the widget's only state. Controls inside the widget write attributes; every
// attribute change schedules one update() for the next microtask, so a burst of changes renders
// once. update() reads the attributes, asks plan() what to draw, and hands each part of the plan to
// the host that owns that part of the shadow tree: the settings form, the table (with the pair
// inspector), the figures and the quiz. Every number comes from the WebAssembly core (loadCore()),
// which all instances on a page share.
import { afterFirstTable, alertBox, el, firstTableShown, nearViewport, showAlert, takeTurn } from '../kit/index.js';
import { PeAnswerEvent, PeAttemptEvent, PeChangeEvent, PeScoreEvent } from './events.js';
import { FiguresHost } from './figures-slot.js';
import { GuideHost } from './guide.js';
import { SettingsHistory } from './history.js';
import { QuizHost } from './quiz-slot.js';
import { QUIZ_SETTINGS, SettingsForm } from './settings-form.js';
import { ShareHost } from './share-slot.js';
import { TableHost } from '../table/index.js';
import { loadCore, loadQuizPanels, loadShare } from './parts.js';
import { plan, tableKey } from './plan.js';
import {
  ATTRIBUTE_PROPERTIES,
  CHECKED_WITH_OTHERS,
  DEFAULTS,
  EMBED_PARAMETERS,
  LIMITS,
  QUIZ_BANK,
  QUIZ_OWN,
  attributeTextFor,
  coreOptionsFor,
  tableCoreOptionsFor,
  readAttribute,
  readAttributes,
} from './settings.js';
import { adoptStyles } from './styles.js';
import { Words, fetchCatalog, loadMessages, withOverrides } from '../i18n/index.js';

export const TAG = 'sinusoidal-pe';

// A field whose text the browser edits, with its own text undo.
const isTextField = (node) => node?.localName === 'textarea' || (node?.localName === 'input' && ['text', 'search', 'number', ''].includes(node.type));

let instanceCount = 0;

// Widgets that speak the page's language follow a change of <html lang>.
const connected = new Set();
let pageLangWatch = null;
function watchPageLang() {
  pageLangWatch ??= new MutationObserver(() => {
    for (const widget of connected) widget.attributeChangedCallback('lang', null, '');
  });
  pageLangWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

export class SinusoidalPeElement extends HTMLElement {
  static get observedAttributes() {
    return [...Object.keys(ATTRIBUTE_PROPERTIES), 'lang'];
  }

  #parts;
  #form;
  #table;
  #figures;
  #quiz;
  #share;
  #guide;
  #lent; // what the share panel and the share methods read of this widget
  #core = null; // the core the table and the figures use, kept once loaded
  #words = new Words(); // the catalog of the language spoken, shared by every part
  #wordsTag = null; // the language tag whose catalog #words holds
  #catalog = null; // that catalog, before the page's own words (messageOverrides)
  #overrides = null;
  #queued = false;
  #generation = 0;
  #settled = Promise.resolve();
  #resolveSettled = null;
  #drawnTable = null; // tableKey() of the table on screen, null when it is stale or not drawn
  #shownTable = null; // tableKey() of the table last drawn, which a stale table still shows
  #warned = new Set(); // the refusals already said in the console, so that each is said once
  #announced = null; // the settings last announced with pe-change
  #problems = [];
  #questionsWatch = null; // a MutationObserver of the author's question list, for quiz="own"
  // Undo, Redo and Reset. The learner's changes are those the widget's own controls write (through
  // #learnerWrite); every other change of an attribute (markup, the page's script, a property, a
  // restored attempt, New questions' next seed) is the author's: #authored keeps the latest such
  // text of each attribute (null: absent), and Reset goes back to it. So Reset undoes what the
  // learner did and nothing the page did, even when its script set an attribute after the markup.
  #history = new SettingsHistory();
  #authored = new Map();
  #learnerWrote = new Set(); // the attributes the learner's controls have written
  #writingOwn = false; // true while the widget writes a learner's change (not the author's)
  // A question is open (before an Undo, Redo or Reset, or a change of the quiz's settings): other
  // changes wait for its answer, and a slider dragged on meanwhile asks once.
  #asking = false;
  #committed = new WeakMap(); // a text field's value when focus came or its change was committed

  constructor() {
    super();
    const id = `pe${++instanceCount}`;
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    const words = this.#words;
    this.#form = new SettingsForm(
      {
        words,
        onChange: (attribute, text) => this.#onControl(attribute, text),
        onUndo: () => this.#travel('undo'),
        onRedo: () => this.#travel('redo'),
        onReset: () => this.#reset(),
      },
      id,
    );
    this.#table = new TableHost(
      {
        words,
        onPositions: (text) => this.#onControl('positions', text),
        onPair: (k) => this.#onControl('pair', String(k)),
        positions: () => this.positions,
        origin: () => this.origin,
      },
      id,
    );
    // The "Try this" strip: its steps write attributes as the controls do, and a dismissal is
    // remembered by page path and by this widget's id, or else its place among the page's widgets.
    this.#guide = new GuideHost(
      {
        words,
        onPatch: (attribute, text) => this.#onControl(attribute, text),
        key: () => {
          const page = window.location.pathname;
          if (this.id) return `${page}#${this.id}`;
          return `${page}:${[...this.getRootNode().querySelectorAll(this.localName)].indexOf(this)}`;
        },
      },
      id,
    );
    GuideHost.adopt(root);
    this.#figures = new FiguresHost({ words, onPatch: (attribute, text) => this.#onControl(attribute, text) }, id);
    this.#quiz = new QuizHost(
      {
        words,
        onAnswer: (detail) => this.dispatchEvent(new PeAnswerEvent(detail)),
        onScore: (detail) => this.dispatchEvent(new PeScoreEvent(detail)),
        onAttempt: (attempt) => this.dispatchEvent(new PeAttemptEvent(attempt)),
        onCompare: (info) => this.#table.setAsked(info),
        onHidden: (list) => this.#table.setHidden(list),
        // The next seed, written to the attribute like every other change made inside the widget.
        onNewQuestions: () => {
          this.quizSeed = this.quizSeed >= LIMITS.maxQuizSeed ? 0 : this.quizSeed + 1;
        },
      },
      id,
    );
    this.#lent = {
      words,
      tag: this.localName,
      names: Object.keys(ATTRIBUTE_PROPERTIES),
      parameters: EMBED_PARAMETERS,
      getAttribute: (name) => this.getAttribute(name),
      readAttributes,
      questions: () => (this.quiz === QUIZ_OWN ? this.#questionsText() : null),
      table: () => this.#table.shown,
      figures: { names: () => this.#figures.shownNames, figure: (name) => this.#figures.figure(name) },
    };
    this.#share = new ShareHost(this.#lent, id);
    const frame = el('div', 'pe');
    const alert = alertBox();
    const main = el('div', 'main');
    const loading = words.bind(el('p', 'help loading'), 'element-loading');
    main.append(this.#form.element, ...this.#table.elements, this.#figures.element);
    // Until the first table, only the loading line: the parts join together once drawn, so that
    // nothing inside moves when the "Try this" strip and the table arrive (an empty form pushed down
    // by them was the demo's layout shift, 0.4 of Lighthouse's measure).
    main.hidden = true;
    frame.append(alert, loading, this.#guide.element, main, this.#quiz.element, this.#share.element);
    // ::part() names for a page's own rules on the main blocks (docs/theming.md).
    const parts = [[frame, 'frame'], [alert, 'alert'], [this.#guide.element, 'guide'], [this.#form.element, 'settings'], [this.#table.elements[0], 'table'],
      [this.#table.elements[1], 'inspector'], [this.#figures.element, 'figures'], [this.#quiz.element, 'quiz'], [this.#share.element, 'share']];
    for (const [node, name] of parts) node.part.add(name);
    root.append(frame);
    this.#parts = { frame, alert, main, loading };
    frame.addEventListener('keydown', (event) => this.#onKey(event));
    // A text field's committed value: what it held when focus came, or at its latest change event.
    const remember = (event) => {
      const field = event.composedPath()[0];
      if (isTextField(field)) this.#committed.set(field, field.value);
    };
    frame.addEventListener('focusin', remember);
    frame.addEventListener('change', remember);
  }

  connectedCallback() {
    // A property set before this element was upgraded is an own data property that hides the
    // accessor; re-apply it through the accessor.
    for (const [attribute, property] of Object.entries(ATTRIBUTE_PROPERTIES)) {
      if (Object.prototype.hasOwnProperty.call(this, property)) {
        const value = this[property];
        delete this[property];
        try {
          this[property] = value;
        } catch (error) {
          // Set before the widget could check it, so nobody is there to catch the refusal: a text
          // or a number becomes the attribute, refused with a message in the widget as markup is.
          if (typeof value === 'string' || typeof value === 'number') this.setAttribute(attribute, String(value));
          else console.warn(`sinusoidal-pe: ${error.message}`);
        }
      }
    }
    // An eager widget keeps room for what it will draw while it loads (styles.js, .loading.keep),
    // so that the page below it does not jump down when the table arrives.
    this.#parts.loading.classList.toggle('keep', this.getAttribute('loading') !== 'lazy');
    this.#watchQuestions();
    connected.add(this);
    watchPageLang();
    this.#schedule();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (!this.#writingOwn && name !== 'lang') this.#authored.set(name, newValue);
    if (oldValue !== newValue) this.#schedule();
  }

  disconnectedCallback() {
    // The figures hold observers and a colour-scheme listener: let them go unless the element comes
    // back in the same task (a move); connectedCallback then draws them again.
    queueMicrotask(() => {
      if (!this.isConnected) this.#figures.destroy();
    });
    this.#questionsWatch?.disconnect();
    this.#questionsWatch = null;
    connected.delete(this);
  }

  // quiz="own" reads its questions from a child <script type="application/json">: an edit of it
  // renders again, like an attribute change.
  #watchQuestions() {
    this.#questionsWatch ??= new MutationObserver(() => {
      if (this.quiz === QUIZ_OWN) this.#schedule();
    });
    this.#questionsWatch.observe(this, { childList: true, subtree: true, characterData: true });
  }

  /** The JSON text of the author's question list, or null when the widget has none. */
  #questionsText() {
    const script = [...this.children].find((c) => c.localName === 'script' && c.type.trim().toLowerCase() === 'application/json');
    return script ? script.textContent : null;
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
  /** What the bank asks about: "sinusoidal" (the default), "rope" or "both". */
  get quizTopics() { return this.#read('quiz-topics'); }
  set quizTopics(value) { this.#write('quiz-topics', value); }
  /** When the worked solution shows: "always", "after-answer", "after-attempt" or "never". */
  get solution() { return this.#read('solution'); }
  set solution(value) { this.#write('solution', value); }
  /** The retries of each question after a wrong answer: a whole number, or "unlimited". */
  get retries() { return this.#read('retries'); }
  set retries(value) { this.#write('retries', value); }
  /** "editable", or "locked": the learner cannot change the quiz's settings, start over or ask for new questions. */
  get settings() { return this.#read('settings'); }
  set settings(value) { this.#write('settings', value); }
  /** "shown", "hidden-until-answered" (the cells an open question asks for are hidden) or "hidden". */
  get table() { return this.#read('table'); }
  set table(value) { this.#write('table', value); }
  /** "allowed" or "not-allowed": the bank's New questions button. */
  get newQuestions() { return this.#read('new-questions'); }
  set newQuestions(value) { this.#write('new-questions', value); }
  /** The score page's feedback by score band, [{from, to, feedback}]; set an array or its JSON text. */
  get scoreFeedback() { return this.#read('score-feedback').map((band) => ({ ...band })); }
  set scoreFeedback(value) { this.#write('score-feedback', value); }
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
  /** "eager" (the default) draws at once; "lazy" waits until the widget is within a screen of view. */
  get loading() { return this.#read('loading'); }
  set loading(value) { this.#write('loading', value); }
  /** "on" shows the "Try this" strip of a few guided steps (not with a scored quiz); "off", the default, does not. */
  get guide() { return this.#read('guide'); }
  set guide(value) { this.#write('guide', value); }

  /** The attribute problems shown in the widget: [{attribute, value, message}]. */
  get problems() { return this.#problems.map((p) => ({ ...p })); }

  /**
   * Resolves once every scheduled update has rendered; with loading="lazy", not before the widget
   * has come near the visible part of the page and drawn.
   */
  get updateComplete() { return this.#settled; }

  /**
   * The quiz's attempt (quiz="bank" or "own"), as plain data a course platform keeps between visits
   * (see pe-attempt), or null. Setting one writes the settings (and the bank's seed, count and topics) it
   * was made on to the attributes and puts back its answers and place once those questions are
   * shown; a value of another shape, on settings this widget refuses, or on another author's list,
   * is ignored.
   */
  get attempt() { return this.#quiz.attempt; }
  set attempt(value) {
    const q = value?.quiz;
    const s = q?.settings;
    const bank = q?.list === undefined;
    if (!s || [s.dModel, s.base, s.layout, s.origin, q.count, ...(bank ? [q.seed] : [])].includes(undefined)) return;
    try {
      Object.assign(this, { dModel: s.dModel, base: s.base, layout: s.layout, origin: s.origin });
      if (bank) Object.assign(this, { quizSeed: q.seed, quizCount: q.count, quizTopics: q.topics ?? null });
    } catch {
      return; // settings this widget refuses: not an attempt it can put back
    }
    this.#quiz.restoreLater(value);
    this.#schedule();
  }

  // ---- sharing: the same texts and files as the share panel (web/share/) ----------------------------

  /**
   * The code that shows this view on another page, once the widget has drawn: "tag" (the
   * <sinusoidal-pe> tag with the attributes that differ from the defaults, HTML-escaped, and an
   * author's question list as its JSON child), "iframe" (the embed.html URL, parent-origin left for
   * the author) or "package" (the npm run package command for the same quiz). Resolves to a string.
   */
  async embedCode(kind) {
    const share = await loadShare();
    await this.updateComplete;
    return share.embedCode(this.#lent, kind);
  }

  /** The table shown, as "csv" (RFC 4180), "tsv", "markdown" or "latex" (a tabular), with the digits it shows. */
  async tableText(format) {
    const share = await loadShare();
    await this.updateComplete;
    return share.tableTextOf(this.#lent, format);
  }

  /** A figure shown (by its name in the figures attribute) as a Blob: "svg" or "png" (twice the size, for print). */
  async figureImage(name, type) {
    const share = await loadShare();
    await this.updateComplete;
    return (await share.figureFile(this.#lent, name, type)).blob;
  }

  #read(attribute) {
    if (CHECKED_WITH_OTHERS.includes(attribute)) {
      return readAttributes((name) => this.getAttribute(name)).settings[ATTRIBUTE_PROPERTIES[attribute]];
    }
    const r = readAttribute(attribute, this.getAttribute(attribute));
    return 'error' in r ? DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]] : r.value;
  }

  // A value is checked on its own, and one that depends on other attributes against their values now
  // (a pair beyond d_model's, view="quiz" without a quiz): a property never writes what the widget
  // would refuse.
  #write(attribute, value) {
    if (value === null || value === undefined) {
      this.removeAttribute(attribute);
      return;
    }
    const text = attributeTextFor(attribute, value);
    if (CHECKED_WITH_OTHERS.includes(attribute)) {
      const read = (name) => (name === attribute ? text : this.getAttribute(name));
      const refusal = readAttributes(read).problems.find((p) => p.attribute === attribute);
      if (refusal) throw new RangeError(refusal.message);
    }
    this.setAttribute(attribute, text);
  }

  // A control changed. A change of the settings a scored quiz was made for asks first while its
  // attempt has answers (and is refused in a locked attempt, whose controls cannot change anyway).
  // A smaller d_model from its control brings the chosen pair along, instead of refusing it.
  async #onControl(attribute, text) {
    const given = QUIZ_SETTINGS.includes(attribute) && (this.quiz === QUIZ_BANK || this.quiz === QUIZ_OWN) ? this.#quiz.shown?.answered ?? 0 : 0;
    const next = readAttribute(attribute, text);
    // A refused text makes no new questions (the quiz keeps its own while it is refused): no need to ask.
    if (given > 0 && !('error' in next) && next.value !== this.#read(attribute)) {
      // A slider dragged on while the question is open asks once, for the value that asked.
      if (this.#asking) return;
      this.#asking = true;
      let go;
      try {
        go = this.settings !== 'locked' && (await this.#quiz.askToChangeSettings(this.#parts.frame, attribute));
      } finally {
        this.#asking = false;
      }
      if (!go) {
        this.#syncAll();
        return;
      }
    }
    if (attribute === 'd-model') {
      const d = readAttribute('d-model', text);
      if (!('error' in d) && this.hasAttribute('pair') && this.pair > d.value / 2 - 1) this.#learnerWrite('pair', String(d.value / 2 - 1));
    }
    this.#learnerWrite(attribute, text);
    this.#recommit();
    this.#showHistory();
  }

  // ---- the learner's history: Undo, Redo, Reset ---------------------------------------------------

  // Writes a learner's change (text null removes the attribute) and records it, unless record is
  // false (an undo or a redo); stream: false records it as a step of its own (Reset: history.js).
  #learnerWrite(attribute, text, { record = true, stream = true } = {}) {
    const before = this.getAttribute(attribute);
    if (before === text) return;
    this.#writingOwn = true;
    try {
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
    } finally {
      this.#writingOwn = false;
    }
    this.#learnerWrote.add(attribute);
    if (record) this.#history.record(attribute, before, text, { stream });
  }

  // The attributes Undo and Reset may write: in a locked attempt (settings="locked"), not the
  // quiz's settings, which the learner cannot change there by any other way either.
  #allowed() {
    return this.#form.locked ? (attribute) => !QUIZ_SETTINGS.includes(attribute) : () => true;
  }

  // What Reset writes: each attribute the learner changed back to the author's text.
  #resetChanges(allowed = this.#allowed()) {
    return [...this.#learnerWrote]
      .filter((attribute) => allowed(attribute))
      .map((attribute) => ({ attribute, value: this.#authored.get(attribute) ?? null }))
      .filter(({ attribute, value }) => this.getAttribute(attribute) !== value);
  }

  #showHistory() {
    const allowed = this.#allowed();
    this.#form.showHistory({ undo: this.#history.canUndo(allowed), redo: this.#history.canRedo(allowed), reset: this.#resetChanges(allowed).length > 0 });
  }

  // Undo or redo the latest step. An attribute the page's script changed since the learner did is
  // the page's now: left as it is. A step that changes the settings a scored quiz was made for asks
  // first while the attempt has answers, as the same change from a field does.
  async #travel(direction) {
    if (this.#asking) return;
    const allowed = this.#allowed();
    const peek = direction === 'undo' ? this.#history.peekUndo(allowed) : this.#history.peekRedo(allowed);
    if (!peek || !(await this.#askBefore(peek))) return;
    const changes = this.#history[direction](allowed).filter((c) => this.getAttribute(c.attribute) === c.expected);
    for (const { attribute, value } of changes) this.#learnerWrite(attribute, value, { record: false });
    this.#afterHistory(direction === 'undo' ? 'element-history-said-undo' : 'element-history-said-redo');
  }

  // Every setting the learner changed goes back to the author's text: one step, which Undo takes back.
  async #reset() {
    if (this.#asking) return;
    const changes = this.#resetChanges();
    if (!changes.length || !(await this.#askBefore(changes))) return;
    for (const { attribute, value } of this.#resetChanges()) this.#learnerWrite(attribute, value, { stream: false });
    this.#afterHistory('element-history-said-reset');
  }

  // Whether to go ahead with changes [{attribute, value}]: asks, as a field's change does, when one of
  // them changes a setting of a scored quiz that has answers.
  async #askBefore(changes) {
    if (!(this.quiz === QUIZ_BANK || this.quiz === QUIZ_OWN) || !(this.#quiz.shown?.answered > 0)) return true;
    const remakes = changes.find(({ attribute, value }) => {
      if (!QUIZ_SETTINGS.includes(attribute)) return false;
      const next = readAttribute(attribute, value);
      return !('error' in next) && next.value !== this.#read(attribute);
    });
    if (!remakes) return true;
    this.#asking = true;
    try {
      return await this.#quiz.askToChangeSettings(this.#parts.frame, remakes.attribute);
    } finally {
      this.#asking = false;
    }
  }

  // The fields show the attributes at once, the one with focus too (its value is committed: a
  // further Ctrl+Z undoes the step before); screen readers hear what was done.
  #afterHistory(said) {
    this.#syncAll();
    this.#form.sayHistory(said);
    this.#showHistory();
  }

  // Every field shows its attribute, the one with focus too, whose text is then committed.
  #syncAll() {
    const { settings, problems } = readAttributes((name) => this.getAttribute(name));
    this.#form.sync((name) => this.getAttribute(name), problems, settings, { all: true });
    this.#recommit();
  }

  // The field with focus holds a committed text (a step of its arrows dispatches a change that does
  // not bubble). Its defaultValue says so to the part that draws it (the table's token fields).
  #recommit() {
    const active = this.shadowRoot.activeElement;
    if (!isTextField(active)) return;
    this.#committed.set(active, active.value);
    active.defaultValue = active.value;
  }

  // Ctrl+Z (Cmd+Z) undoes, Shift+Ctrl+Z (Shift+Cmd+Z) and Ctrl+Y redo, anywhere in the widget but in
  // a text field with an edit not committed yet: there the browser's own text undo works.
  #onKey(event) {
    if (event.altKey || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
    const key = event.key.toLowerCase();
    const undo = key === 'z' && !event.shiftKey;
    const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
    if (!undo && !redo) return;
    const target = event.composedPath()[0];
    if (target.closest?.('dialog')) return;
    if (isTextField(target) && !target.readOnly && target.value !== (this.#committed.get(target) ?? target.value)) return;
    event.preventDefault();
    this.#travel(undo ? 'undo' : 'redo');
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
      await this.#render(() => generation === this.#generation);
    } catch (error) {
      // Nothing should reach here; if something does, it is shown rather than thrown at the page.
      showAlert(this.#parts.alert, this.#words.t('element-alert-draw-failed'), [this.#words.core(error)]);
    } finally {
      if (generation === this.#generation && !this.#queued && this.#resolveSettled) {
        this.#resolveSettled();
        this.#resolveSettled = null;
      }
    }
  }

  // current() is false once a later update has started: that one draws instead.
  async #render(current) {
    // loading="lazy": nothing is fetched or drawn until the widget comes near the visible part of
    // the page; once drawn, it follows every change at once, like an eager one.
    if (!this.#table.hasTable && this.loading === 'lazy') {
      // Meanwhile only the loading line shows until the page's first table is on screen. Then the
      // settings join the page, dormant: the browser lays them out only near the screen, and they
      // are in the tab order, so that a keyboard reader reaches the widget (focus in it draws it).
      this.#parts.main.hidden = true;
      let near = false;
      const nearing = nearViewport(this).then(() => {
        near = true;
      });
      afterFirstTable().then(async () => {
        if (near || this.#table.hasTable) return;
        // The settings' labels in the widget's language (its catalog is most likely the page's
        // first table's, loaded already).
        if (await this.#loadWords(current)) this.#retext();
        if (near || this.#table.hasTable || !current()) return;
        const { settings, problems } = readAttributes((name) => this.getAttribute(name));
        this.#form.sync((name) => this.getAttribute(name), problems, settings);
        this.#parts.main.classList.add('dormant');
        this.#parts.main.hidden = false;
      });
      await nearing;
      if (!current()) return;
      this.#parts.main.classList.remove('dormant');
      this.#parts.main.hidden = false;
    }
    // The catalog comes with the core: the first words and the first numbers show together.
    const wordsLoaded = this.#loadWords(current);
    this.#fetchQuizAfterTable(wordsLoaded);
    const [core, wordsChanged] = await Promise.all([this.#core ?? this.#loadCore(current, wordsLoaded), wordsLoaded]);
    if (wordsChanged) this.#retext();
    if (!core || !current()) return;
    if (!this.#table.hasTable) await takeTurn();
    if (!current()) return;
    const { settings, problems } = readAttributes((name) => this.getAttribute(name));
    this.#problems = problems;
    this.#warnAuthor(problems);
    const questions = settings.quiz === QUIZ_OWN ? this.#questionsText() : null;
    const drawn = { table: this.#drawnTable, hasTable: this.#table.hasTable, shownTable: this.#shownTable, change: this.#announced, quiz: this.#quiz.shown };
    const steps = plan({ ...settings, questions }, problems, drawn, this.#words);
    this.#parts.loading.hidden = true;
    this.#form.sync((name) => this.getAttribute(name), problems, settings);
    this.#form.lock(steps.quiz.rules?.settings === 'locked');
    this.#showHistory();
    this.#guide.sync(settings);
    this.#table.setView(steps.tableView);
    this.#parts.frame.classList.toggle('view-quiz', steps.view === 'quiz');
    this.#parts.main.hidden = steps.view === 'quiz';
    // The quiz may wait for its panels or for the bank's build of the core: the table is drawn
    // meanwhile, and the update is complete once both are.
    await Promise.all([this.#quiz.show(steps.quiz), this.#renderMain(core, steps, settings)]);
    if (current()) this.#share.update();
  }

  // The table comes first: a widget draws it with the small build of tableCoreOptionsFor() and the
  // catalog's first file, and what its quiz needs more (its panels, the bank's build, the quiz's
  // part of the catalog) starts downloading only once both are here, so that it does not share the
  // connection with the table's bytes. Failures are reported by the hosts.
  #fetchQuizAfterTable(wordsLoaded) {
    const quiz = this.quiz;
    if (!quiz) return;
    Promise.all([loadCore(tableCoreOptionsFor(quiz)), wordsLoaded])
      .then(() => Promise.all([loadQuizPanels(), loadCore(coreOptionsFor(quiz)), fetchCatalog(this.#words.lang, 'quiz')]))
      .catch(() => {});
  }

  // The alert tells the learner in plain words; the page's author reads the attribute, the text it
  // was given and the rule in the console, once for each refusal (again if it comes back later).
  #warnAuthor(problems) {
    const now = new Set();
    for (const p of problems) {
      const key = `${p.attribute}\u0000${p.value}\u0000${p.message}`;
      now.add(key);
      if (!this.#warned.has(key)) console.warn(`sinusoidal-pe: ${p.message}`);
    }
    this.#warned = now;
  }

  /**
   * The language the widget speaks: its own lang attribute, else the nearest ancestor's (across
   * shadow roots), else the page's, else English.
   */
  get speaks() {
    for (let node = this; node; ) {
      const lang = node.getAttribute?.('lang');
      if (lang) return lang;
      node = node.parentElement ?? node.getRootNode?.().host ?? null;
    }
    return document.documentElement.lang || 'en';
  }

  // Loads the catalog of the language the widget speaks when it is not the one it has; true when
  // the words changed. Only that catalog is fetched (catalog.js keeps one fetch per locale per page).
  async #loadWords(current) {
    const tag = this.speaks;
    if (tag === this.#wordsTag) return false;
    let messages;
    // With the parts of the catalog the widget's rooms use already (its quiz's, its figures').
    const withParts = async (messages) => {
      await Promise.all(this.#words.parts.map((part) => messages.add(part)));
      return messages;
    };
    try {
      messages = await withParts(await loadMessages(tag));
    } catch (error) {
      console.warn(`sinusoidal-pe: ${error.message}`);
      if (this.#words.messages) return false; // keep speaking the language it has
      messages = await withParts(await loadMessages('en'));
    }
    if (!current()) return false;
    this.#wordsTag = tag;
    this.#catalog = messages;
    this.#words.use(withOverrides(messages, this.#overrides));
    return true;
  }

  /**
   * A page's own words for some messages, {message id: plain text}, in place of the catalog's
   * (an H5P author's texts of the content's l10n group). Set null to go back to the catalog's.
   */
  get messageOverrides() {
    return this.#overrides ? { ...this.#overrides } : null;
  }
  set messageOverrides(value) {
    if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
      throw new TypeError('messageOverrides must be an object of {message id: text}, or null.');
    }
    this.#overrides = value ? { ...value } : null;
    if (!this.#catalog) return;
    this.#words.use(withOverrides(this.#catalog, this.#overrides));
    this.#retext();
    this.#schedule();
  }

  // After a change of language: every part draws its texts again.
  #retext() {
    const { frame } = this.#parts;
    frame.lang = this.#words.lang;
    frame.dir = this.#words.dir;
    this.#drawnTable = null;
    for (const host of [this.#form, this.#guide, this.#table, this.#figures, this.#quiz, this.#share]) host.retext?.();
  }

  async #loadCore(current, wordsLoaded) {
    try {
      // A bigger build already loading is shared instead.
      this.#core = await loadCore(tableCoreOptionsFor(this.quiz));
      return current() ? this.#core : null; // a later update is on its way
    } catch (error) {
      await wordsLoaded; // to say so in the widget's language
      if (current()) {
        // A later update tries again.
        this.#parts.loading.hidden = true;
        this.#parts.main.hidden = false; // the settings, to try again with
        showAlert(this.#parts.alert, this.#words.t('element-alert-core-failed'), [error.message]);
      }
      return null;
    }
  }

  // The table, the inspector and the figures, and what is wrong with the attributes. A refused
  // attribute leaves the parts that show it as they were (stale), and the others drawn.
  async #renderMain(core, steps, settings) {
    try {
      this.#drawnTable = null;
      this.#table.show(core, steps.table, settings);
      if (steps.table === 'draw' || steps.table === 'patch') {
        this.#drawnTable = tableKey(settings);
        this.#shownTable = this.#drawnTable;
        firstTableShown();
      }
    } catch (error) {
      // The core refused something the attribute checks let through: show its own sentence.
      showAlert(this.#parts.alert, this.#words.t('element-alert-table-refused'), [this.#words.core(error)]);
      return;
    }
    showAlert(this.#parts.alert, steps.alert?.title, steps.alert?.lines);
    if (steps.change) {
      if (steps.change.announce) this.dispatchEvent(new PeChangeEvent(steps.change.detail));
      this.#announced = steps.change.key;
    }
    if (!steps.figures) {
      this.#figures.markStale();
      await this.#table.settled();
      return;
    }
    this.#form.showMaxLen(steps.figures.showMaxLen);
    // Complete once the table's cells filled in idle time and the inspector are drawn too.
    await Promise.all([this.#figures.show(core, steps.figures.names, settings, () => this.isConnected), this.#table.settled()]);
  }
}
