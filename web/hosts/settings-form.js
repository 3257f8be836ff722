// The settings fieldset: one labelled control per setting. It writes nothing itself: a change is
// handed to the element (onChange), which writes the attribute; sync() then shows the attributes.
import { el } from '../dom.js';
import { formatPositions } from '../positions.js';
import { ATTRIBUTE_PROPERTIES, DEFAULTS, LAYOUTS, LIMITS } from '../settings.js';

// A number field holds only a number as HTML writes one ("16", "1e4"; not " 16 ", "+100" or "8.",
// which the attribute accepts, nor "ten"; the browser would warn and show nothing): an accepted
// value is shown as the number in effect, a refused text that HTML cannot hold not at all (the
// alert quotes it as written).
const HTML_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;
function shownIn(control, text, inEffect, refused) {
  if (control.type !== 'number' || HTML_NUMBER.test(text)) return text;
  return refused ? '' : String(inEffect);
}

export class SettingsForm {
  /** onChange(attribute, text): a control's new value. */
  constructor({ onChange }, idPrefix) {
    this.controls = {};
    this.element = el('fieldset', 'settings');
    this.element.append(el('legend', null, 'Settings'));
    const field = (attribute, labelText, control, help) => {
      control.id = `${idPrefix}-${attribute}`;
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
      control.addEventListener('change', () => onChange(attribute, control.value));
      this.controls[attribute] = control;
      this.element.append(wrap);
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
    field('d-model', 'd_model', number({ min: 2, max: LIMITS.maxDModel, step: 2 }));
    field('base', 'base', number({ min: 1, step: 'any' }));
    const positions = el('input', 'positions-input');
    positions.type = 'text';
    positions.autocomplete = 'off';
    positions.spellcheck = false;
    field('positions', 'positions', positions, 'e.g. 0,1,2 or 0..7');
    field('origin', 'origin', select([['0', '0 (first token is 0)'], ['1', '1 (first token is 1)']]));
    field('layout', 'layout', select(LAYOUTS.map((name) => [name, name])));
    field('decimals', 'decimals', number({ min: 0, max: LIMITS.maxDecimals, step: 1 }));
    // Shown with the figures that draw positions 0 … max_len − 1.
    this.maxLenField = field('max-len', 'max_len', number({ min: 1, max: LIMITS.maxMaxLen, step: 1 }), 'heatmap rows');
    this.maxLenField.hidden = true;
  }

  /**
   * Shows the attribute text as written (even when it is refused), except in the control being
   * edited, and marks refused ones. getAttribute(name); problems: readAttributes().problems.
   */
  sync(getAttribute, problems, settings) {
    const active = this.element.getRootNode().activeElement;
    for (const [attribute, control] of Object.entries(this.controls)) {
      if (control === active) continue;
      const text = getAttribute(attribute);
      const fallback =
        attribute === 'positions'
          ? formatPositions(DEFAULTS.positions)
          : attribute === 'max-len'
            ? String(settings.maxLen)
            : String(DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]]);
      const refused = problems.some((p) => p.attribute === attribute);
      const value = shownIn(control, text ?? fallback, settings[ATTRIBUTE_PROPERTIES[attribute]], refused);
      if (control.value !== value) control.value = value;
      if (refused) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }

  showMaxLen(shown) {
    this.maxLenField.hidden = !shown;
  }
}
