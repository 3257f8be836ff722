// The "Try this" strip (guide="on"): a few steps above the settings, each changing one setting and
// saying what to notice, for a learner who does not know what to try first. A step's button makes
// the change by writing the attribute, as the settings form does, so the table, the inspector and
// the figures follow; a learner who makes the change by hand moves the strip on just the same.
// Dismissing the strip is remembered for this page and this widget (localStorage); where storage is
// blocked it is simply not remembered. A scored quiz (view="quiz", settings="locked") shows none.
import { adoptSheet, el } from '../kit/index.js';
import { DEFAULTS, LAYOUTS, LIMITS } from './settings.js';

// A base small enough that every pair after the first turns visibly faster (the seeds' contrast
// between base 10000 and a small base); a range long enough that pair 0 turns more than a full turn.
const SMALL_BASE = 100;
const RANGE_LENGTH = 8;

const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const tokensFrom = (first, count) => Array.from({ length: count }, (_, i) => first + i);

/**
 * The steps, in order: text and notice, the message ids of what to change and what to notice;
 * target(start): the attribute and text the step's button writes, from the settings in effect when
 * the step was shown; met(settings, start): whether the change is made; args(start, words): the
 * arguments of its two messages.
 */
export const GUIDE_STEPS = Object.freeze([
  {
    // Position 0: every angle is 0, so every sine is 0 and every cosine 1.
    id: 'zero',
    text: 'element-guide-zero',
    notice: 'element-guide-zero-notice',
    target: (s) => ({ attribute: 'positions', text: String(s.origin) }),
    met: (s) => sameList(s.positions, [s.origin]),
    args: (s, words) => ({ token: words.n(String(s.origin)) }),
  },
  {
    // A run of positions: the first pair changes at every row, the last hardly at all.
    id: 'range',
    text: 'element-guide-range',
    notice: 'element-guide-range-notice',
    target: (s) => ({ attribute: 'positions', text: `${s.origin}..${s.origin + RANGE_LENGTH - 1}` }),
    met: (s) => tokensFrom(s.origin, RANGE_LENGTH).every((t) => s.positions.includes(t)),
    args: (s, words) => ({ first: words.n(String(s.origin)), last: words.n(String(s.origin + RANGE_LENGTH - 1)) }),
  },
  {
    // Twice the coordinates: more pairs between the same fastest rate and an even slower last one.
    id: 'd-model',
    text: 'element-guide-d-model',
    notice: 'element-guide-d-model-notice',
    target: (s) => ({ attribute: 'd-model', text: String(doubled(s.dModel)) }),
    met: (s, start) => s.dModel !== start.dModel,
    args: (s, words) => ({ dModel: words.n(String(doubled(s.dModel))) }),
  },
  {
    // A smaller base: every pair after pair 0 turns faster, so the wavelengths shrink.
    id: 'base',
    text: 'element-guide-base',
    notice: 'element-guide-base-notice',
    target: (s) => ({ attribute: 'base', text: String(otherBase(s.base)) }),
    met: (s, start) => s.base !== start.base,
    args: (s, words) => ({ base: words.n(String(otherBase(s.base))), shorter: otherBase(s.base) < s.base ? 'yes' : 'no' }),
  },
  {
    // The other layout: the same numbers in another order.
    id: 'layout',
    text: 'element-guide-layout',
    notice: 'element-guide-layout-notice',
    target: (s) => ({ attribute: 'layout', text: otherLayout(s.layout) }),
    met: (s, start) => s.layout !== start.layout,
    args: (s, words) => {
      const layout = otherLayout(s.layout);
      return { layout, name: words.t('element-settings-layout-option', { layout }) };
    },
  },
]);

// At the largest d_model there is no double: the step then halves it (to an even number), which
// changes the same thing the other way.
const doubled = (d) => (2 * d <= LIMITS.maxDModel ? 2 * d : d / 2 + (d / 2) % 2);
const otherBase = (base) => (base === SMALL_BASE ? DEFAULTS.base : SMALL_BASE);
const otherLayout = (layout) => LAYOUTS.find((name) => name !== layout);

/** Whether a widget with these settings shows the strip: asked for, and no scored quiz to get in the way of. */
export const guideShown = (s) => s.guide === 'on' && s.view !== 'quiz' && s.settings !== 'locked' && s.table !== 'hidden';

// Dismissals are kept under one key per page path and widget; any storage failure (blocked
// cookies, a sandboxed frame, a full quota) leaves the strip unremembered, never broken.
const STORAGE_PREFIX = 'sinusoidal-pe:guide-dismissed:';
function readDismissed(key) {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key) === '1';
  } catch {
    return false;
  }
}
function writeDismissed(key, dismissed) {
  try {
    if (dismissed) window.localStorage.setItem(STORAGE_PREFIX + key, '1');
    else window.localStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // not remembered
  }
}

const CSS = String.raw`
.guide { border: 1px solid var(--_accent); border-radius: var(--_radius); background: var(--_highlight); padding: 0.6em 0.8em; display: grid; gap: 0.45em; }
.guide-head { display: flex; align-items: center; gap: 0.6em; }
.guide-title { font-weight: 650; }
.guide-counter { color: var(--_muted); font-size: 0.9em; margin-inline-end: auto; }
.guide-dismiss { min-width: 2.1em; padding-inline: 0.4em; line-height: 1; }
.guide-step { display: grid; gap: 0.25em; }
.guide-do { font-weight: 600; }
.guide-buttons { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.guide-act { background: var(--_accent); color: var(--_accent-fg); border-color: var(--_accent); }
.guide-done { color: var(--_good); font-weight: 600; }
.guide-nav { display: flex; gap: 0.5em; margin-inline-start: auto; }
.guide-reopen { justify-self: start; font-size: 0.9em; }
`;

export class GuideHost {
  /**
   * words: the widget's Words; onPatch(attribute, text): a step's change, written like a control's;
   * key(): this widget's place for remembering a dismissal (page path and id or index).
   */
  constructor({ words, onPatch, key }, idPrefix) {
    this.words = words;
    this.onPatch = onPatch;
    this.key = key;
    this.index = 0;
    this.start = null; // the settings when the current step was shown
    this.wasMet = false;
    this.settings = null;
    this.dismissed = null; // read from storage when the strip is first asked for

    this.element = el('div', 'guide-slot');
    this.element.hidden = true;
    const strip = el('div', 'guide');
    strip.setAttribute('role', 'group');
    strip.tabIndex = -1;
    const title = words.bind(el('span', 'guide-title'), 'element-guide-title');
    title.id = `${idPrefix}-guide-title`;
    strip.setAttribute('aria-labelledby', title.id);
    this.counter = el('span', 'guide-counter');
    const dismiss = el('button', 'guide-dismiss');
    dismiss.type = 'button';
    dismiss.textContent = '×';
    words.bind(dismiss, 'element-guide-dismiss', undefined, 'aria-label');
    const head = el('div', 'guide-head');
    head.append(title, this.counter, dismiss);
    // One live region for the step: a step reached by the learner's own change is announced.
    const step = el('div', 'guide-step');
    step.setAttribute('aria-live', 'polite');
    this.doText = el('p', 'guide-do');
    this.noticeText = el('p', 'guide-notice');
    step.append(this.doText, this.noticeText);
    this.act = words.bind(el('button', 'guide-act'), 'element-guide-act');
    this.act.type = 'button';
    this.done = words.bind(el('span', 'guide-done'), 'element-guide-done');
    this.previous = words.bind(el('button', 'guide-previous'), 'element-guide-previous');
    this.next = words.bind(el('button', 'guide-next'), 'element-guide-next');
    for (const b of [this.previous, this.next]) b.type = 'button';
    const nav = el('div', 'guide-nav');
    nav.append(this.previous, this.next);
    const buttons = el('div', 'guide-buttons');
    buttons.append(this.act, this.done, nav);
    strip.append(head, step, buttons);
    this.reopen = words.bind(el('button', 'guide-reopen'), 'element-guide-reopen');
    this.reopen.type = 'button';
    this.reopen.setAttribute('aria-expanded', 'false');
    this.element.append(strip, this.reopen);
    this.strip = strip;

    this.act.addEventListener('click', () => {
      const { attribute, text } = this.#step.target(this.start);
      this.onPatch(attribute, text);
    });
    this.previous.addEventListener('click', () => this.#go(this.index - 1, this.previous));
    this.next.addEventListener('click', () => this.#go(this.index + 1, this.next));
    dismiss.addEventListener('click', () => {
      this.#dismiss(true);
      this.reopen.focus();
    });
    this.reopen.addEventListener('click', () => {
      this.#dismiss(false);
      this.strip.focus();
    });
  }

  /** Adds the strip's rules to the widget's shadow root. */
  static adopt(root) {
    adoptSheet(root, CSS);
  }

  get #step() {
    return GUIDE_STEPS[this.index];
  }

  /**
   * Follows the settings in effect (readAttributes().settings) after each render: shows or hides the
   * strip, and moves on when the current step's change has just been made.
   */
  sync(settings) {
    this.settings = settings;
    const shown = guideShown(settings);
    this.element.hidden = !shown;
    if (!shown) return;
    this.dismissed ??= readDismissed(this.key());
    this.start ??= settings;
    const met = this.#step.met(settings, this.start);
    if (met && !this.wasMet && this.index < GUIDE_STEPS.length - 1) {
      this.#go(this.index + 1);
      return;
    }
    this.wasMet = met;
    this.#draw();
  }

  retext() {
    if (this.settings && !this.element.hidden) this.#draw();
  }

  // Shows step `index`, from the settings in effect now; `from`: the button pressed, which keeps
  // the focus unless it becomes disabled.
  #go(index, from = null) {
    this.index = Math.max(0, Math.min(GUIDE_STEPS.length - 1, index));
    this.start = this.settings;
    this.wasMet = this.#step.met(this.settings, this.start);
    const focused = this.element.getRootNode().activeElement;
    this.#draw();
    const lost = [this.act, this.previous, this.next].find((b) => b === (from ?? focused) && (b.disabled || b.hidden));
    if (lost) (this.next.disabled ? this.previous : this.next).focus();
  }

  #dismiss(dismissed) {
    this.dismissed = dismissed;
    writeDismissed(this.key(), dismissed);
    this.#draw();
  }

  #draw() {
    const { words } = this;
    const step = this.#step;
    // 0 and 1 (position 0, pair 0, sin 0 = 0, cos 0 = 1) in the reader's digits, like every number.
    const args = { zero: words.n('0'), one: words.n('1'), ...step.args(this.start, words) };
    this.strip.hidden = this.dismissed;
    this.reopen.hidden = !this.dismissed;
    this.counter.textContent = words.t('element-guide-counter', { step: words.n(String(this.index + 1)), count: words.n(String(GUIDE_STEPS.length)) });
    this.doText.textContent = words.t(step.text, args);
    this.noticeText.textContent = words.t(step.notice, args);
    const met = step.met(this.settings, this.start);
    this.act.hidden = met;
    this.done.hidden = !met;
    this.previous.disabled = this.index === 0;
    this.next.disabled = this.index === GUIDE_STEPS.length - 1;
  }
}
