// The settings fieldset: one labelled control per setting, and a row of Undo, Redo and Reset. It
// writes nothing itself: a change is handed to the element (onChange, onUndo, onRedo, onReset),
// which writes the attributes; sync() then shows the attributes.
import { readNumber } from '../core/index.js';
import { button, el } from '../kit/index.js';
import { formatPositions } from './positions.js';
import { ATTRIBUTE_PROPERTIES, DEFAULTS, LAYOUTS, LIMITS } from './settings.js';
import { BaseSlider } from './sliders.js';

/** The settings a scored quiz is made for: settings="locked" keeps their controls from being changed. */
export const QUIZ_SETTINGS = Object.freeze(['d-model', 'base', 'layout', 'origin']);

// The numbers are text fields, not <input type="number">: a number field empties itself when what
// was typed is not a number ("1e", "ten"), so the widget would read "" instead of the text, and it
// could not show a refused attribute as written. Here the widget reads exactly what was typed and
// refuses it with a message that quotes it; the arrow keys step a whole-number field as a number
// field's would.
function numberField({ min, max, step }, inputMode) {
  const input = el('input');
  input.type = 'text';
  // Numbers read left to right in every language (in an Arabic page too: "-1" is not "1-").
  input.dir = 'ltr';
  input.inputMode = inputMode;
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (step) {
    input.addEventListener('keydown', (event) => {
      if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || input.readOnly) return;
      const value = readNumber(input.value);
      if (value === null) return;
      event.preventDefault();
      const next = Math.min(max, Math.max(min, value + (event.key === 'ArrowUp' ? step : -step)));
      if (next === value) return;
      input.value = String(next);
      input.dispatchEvent(new Event('change'));
    });
  }
  return input;
}

export class SettingsForm {
  /**
   * words: the widget's Words (web/i18n/words.js); every label is bound to its message, so that it
   * follows a change of language. onChange(attribute, text): a control's new value. onUndo(),
   * onRedo(), onReset(): the learner pressed that button.
   */
  constructor({ words, onChange, onUndo, onRedo, onReset }, idPrefix) {
    this.controls = {};
    this.words = words;
    this.element = el('fieldset', 'settings');
    this.element.append(words.bind(el('legend'), 'element-settings-legend'));
    // label and help: message ids.
    const field = (attribute, label, control, help) => {
      control.id = `${idPrefix}-${attribute}`;
      const name = words.bind(el('label'), label);
      name.htmlFor = control.id;
      const wrap = el('div', 'field');
      wrap.append(name, control);
      if (help) {
        const note = words.bind(el('span', 'help'), help);
        note.id = `${control.id}-help`;
        control.setAttribute('aria-describedby', note.id);
        wrap.append(note);
      }
      control.addEventListener('change', () => onChange(attribute, control.value));
      this.controls[attribute] = control;
      this.element.append(wrap);
      return wrap;
    };
    // options: [value, message id, its arguments (a function, read at each writing)].
    const select = (options) => {
      const s = el('select');
      for (const [value, id, args] of options) {
        const o = words.bind(el('option'), id, args);
        o.value = value;
        s.append(o);
      }
      return s;
    };
    // Phones' keyboards: "numeric" brings the digit pad (iOS: digits only; Android: a number pad),
    // "decimal" adds the decimal mark (the base); none of these settings is ever negative, so none
    // needs a minus. The positions list (negative numbers, commas, "..") keeps the full keyboard,
    // whose number layer has the minus on iOS and Android.
    field('d-model', 'element-settings-d-model', numberField({ min: 2, max: LIMITS.maxDModel, step: 2 }, 'numeric'));
    const base = field('base', 'element-settings-base', numberField({}, 'decimal'));
    // The base's slider (log scale), under its field: both show the base in effect.
    this.baseSlider = new BaseSlider(words, (text) => onChange('base', text));
    this.baseSlider.element.id = `${idPrefix}-base-slider`;
    base.append(this.baseSlider.element);
    const positions = el('input', 'positions-input');
    positions.type = 'text';
    positions.dir = 'ltr';
    positions.autocomplete = 'off';
    positions.spellcheck = false;
    field('positions', 'element-settings-positions', positions, 'element-settings-positions-help');
    const origin = (n) => [String(n), 'element-settings-origin-option', () => ({ origin: words.n(String(n)) })];
    field('origin', 'element-settings-origin', select([origin(0), origin(1)]));
    field('layout', 'element-settings-layout', select(LAYOUTS.map((name) => [name, 'element-settings-layout-option', { layout: name }])));
    field('decimals', 'element-settings-decimals', numberField({ min: 0, max: LIMITS.maxDecimals, step: 1 }, 'numeric'));
    // Shown with the figures that draw positions 0 … max_len − 1.
    this.maxLenField = field('max-len', 'element-settings-max-len', numberField({ min: 1, max: LIMITS.maxMaxLen, step: 1 }, 'numeric'), 'element-settings-max-len-help');
    this.maxLenField.hidden = true;
    this.lockedNote = words.bind(el('p', 'help locked-note'), 'element-settings-locked');
    this.lockedNote.id = `${idPrefix}-locked`;
    this.lockedNote.hidden = true;
    this.element.append(this.lockedNote);
    this.locked = false;
    // Undo, Redo and Reset, with the keys the element answers (aria-keyshortcuts). They stay in the
    // tab order when there is nothing to do (aria-disabled, not disabled): focus is not lost when
    // the last undo leaves Undo with nothing to do.
    const history = el('div', 'history-buttons');
    const historyButton = (id, keys, onPress) => {
      const b = words.bind(button(), id);
      if (keys) b.setAttribute('aria-keyshortcuts', keys);
      b.setAttribute('aria-disabled', 'true');
      b.addEventListener('click', () => {
        if (b.getAttribute('aria-disabled') !== 'true') onPress?.();
      });
      history.append(b);
      return b;
    };
    this.historyButtons = {
      undo: historyButton('element-history-undo', 'Control+Z Meta+Z', onUndo),
      redo: historyButton('element-history-redo', 'Control+Shift+Z Meta+Shift+Z Control+Y', onRedo),
      reset: historyButton('element-history-reset', null, onReset),
    };
    // What Undo, Redo or Reset did, for screen readers (the fields show it to the eye).
    this.said = el('p', 'said');
    this.said.setAttribute('aria-live', 'polite');
    history.append(this.said);
    this.element.append(history);
  }

  /** Says, for screen readers only, what a button or a key of the history did (a message id). */
  sayHistory(id) {
    this.said.textContent = this.words.t(id);
  }

  /** Which of Undo, Redo and Reset have something to do: {undo, redo, reset}, booleans. */
  showHistory(can) {
    for (const [name, b] of Object.entries(this.historyButtons)) b.setAttribute('aria-disabled', String(!can[name]));
  }

  /**
   * Locks (or unlocks) the controls of the quiz's settings (QUIZ_SETTINGS): text fields become
   * read-only and selects disabled, each described by a note saying why.
   */
  lock(locked) {
    if (locked === this.locked) return;
    this.locked = locked;
    this.lockedNote.hidden = !locked;
    for (const attribute of QUIZ_SETTINGS) {
      const control = this.controls[attribute];
      if (control.localName === 'select') control.disabled = locked;
      else control.readOnly = locked;
      if (attribute === 'base') this.baseSlider.element.disabled = locked;
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== this.lockedNote.id);
      if (locked) described.push(this.lockedNote.id);
      if (described.length) control.setAttribute('aria-describedby', described.join(' '));
      else control.removeAttribute('aria-describedby');
    }
  }

  /**
   * Shows the attribute text as written (even when it is refused), except in the control being
   * edited (unless all: a change the learner did not confirm is undone), and marks refused ones.
   * getAttribute(name); problems: readAttributes().problems.
   */
  sync(getAttribute, problems, settings, { all = false } = {}) {
    const active = this.element.getRootNode().activeElement;
    for (const [attribute, control] of Object.entries(this.controls)) {
      if (control === active && !all) continue;
      const text = getAttribute(attribute);
      const fallback =
        attribute === 'positions'
          ? formatPositions(DEFAULTS.positions)
          : attribute === 'max-len'
            ? String(settings.maxLen)
            : String(DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]]);
      const refused = problems.some((p) => p.attribute === attribute);
      const value = text ?? fallback;
      if (control.value !== value) control.value = value;
      if (refused) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
    // The thumb being dragged is where the learner holds it (the attribute follows it a frame later).
    if (this.baseSlider.element !== active || all) this.baseSlider.show(settings.base);
  }

  showMaxLen(shown) {
    this.maxLenField.hidden = !shown;
  }
}
