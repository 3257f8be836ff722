// The figures part of the widget: a group with a heading whose figures come from figures.js,
// fetched the first time a widget asks for any (with web/figures/in-widget.js, which fits them to the
// widget's settings and attributes). The same names reuse the figures and pass them the settings;
// other names rebuild them. A control inside a figure asks for a change (onPatch), which the element
// writes to the attribute like every other change made inside the widget.
import { afterNextPaint, el, foldToggle, latestOnly } from '../kit/index.js';
import { loadFigures } from './parts.js';

export class FiguresHost {
  #figures = null; // the figures (createFigures), when shown
  #names = ''; // the names they were made for
  #latest = latestOnly();
  #parts;

  #words;

  /** words: the widget's Words; onPatch(attribute, text): a figure's control asks for a change. */
  constructor({ words, onPatch }, idPrefix) {
    this.onPatch = onPatch;
    this.#words = words;
    const group = el('div', 'figures');
    group.setAttribute('role', 'group');
    // Its title folds the figures away (each figure folds too); unfolded, the figure shown is drawn
    // again at its size.
    const title = el('h3', 'part-title');
    title.append(words.bind(foldToggle(group, { onToggle: (open) => open && this.#figures?.reveal?.() }), 'element-figures-title'));
    title.id = `${idPrefix}-figures-title`;
    group.setAttribute('aria-labelledby', title.id);
    const stale = words.bind(el('p', 'table-note'), 'element-figures-stale');
    stale.hidden = true;
    const failed = el('div', 'alert');
    failed.setAttribute('role', 'alert');
    failed.hidden = true;
    const slot = el('div', 'figures-slot');
    // The figures' own request event stays inside: the page hears pe-change once the attribute is set.
    slot.addEventListener('pe-settings-change', (event) => event.stopPropagation());
    group.append(title, stale, failed, slot);
    group.hidden = true;
    this.element = group;
    this.#parts = { stale, failed, slot };
  }

  /** The attributes have problems: figures on screen say they show the last valid settings. */
  markStale() {
    this.#parts.stale.hidden = !this.#figures;
  }

  /**
   * Shows the named figures for the settings (none: the group is hidden). Resolves when they are
   * drawn, or when a later show() has taken over. isConnected() tells whether the widget is still
   * on the page once figures.js has arrived.
   */
  async show(core, names, settings, isConnected) {
    const current = this.#latest.begin();
    const { stale, failed, slot } = this.#parts;
    stale.hidden = true;
    if (!names.length) {
      this.destroy();
      failed.hidden = true;
      this.element.hidden = true;
      return;
    }
    this.element.hidden = false;
    const key = names.join(',');
    if (this.#figures && this.#names === key) {
      this.#figures.update(settings);
      return;
    }
    let module;
    try {
      // Drawing the figures takes longer than the table: the table is painted first.
      // Their messages are a part of the catalog of their own (web/i18n/parts.js).
      [module] = await Promise.all([loadFigures(), afterNextPaint(), this.#words.need('figures')]);
    } catch (error) {
      if (!current()) return;
      this.destroy();
      const words = this.#words;
      failed.replaceChildren(
        el('p', 'alert-title', words.t('element-figures-load-failed')),
        el('p', null, words.t('element-figures-load-failed-detail', { message: String(error?.message ?? error) })),
      );
      failed.hidden = false;
      return;
    }
    // A later update (or a removal from the page) decides instead.
    if (!current() || !isConnected()) return;
    failed.hidden = true;
    this.destroy();
    try {
      this.#figures = module.widgetFigures({ core, slot, names, settings, onPatch: this.onPatch, words: this.#words });
      this.#names = key;
    } catch (error) {
      failed.replaceChildren(el('p', 'alert-title', this.#words.t('element-figures-draw-failed')), el('p', null, this.#words.core(error)));
      failed.hidden = false;
    }
  }

  /** After a change of language: the figures shown write their labels again (their own retext()). */
  retext() {
    this.#figures?.retext?.();
  }

  /** The names of the figures shown, in order (none before they are drawn). */
  get shownNames() {
    return this.#figures ? this.#names.split(',') : [];
  }

  /**
   * A shown figure, drawn up to date, for an image of it (web/share/): {element, parts}; a
   * RangeError with a sentence for a figure that is not shown.
   */
  figure(name) {
    const shown = this.shownNames;
    if (!shown.includes(name)) {
      throw new RangeError(`figureImage: ${JSON.stringify(String(name))} is not a figure this widget shows; it shows ${shown.length ? shown.join(', ') : 'no figures'}.`);
    }
    return this.#figures.figure(name);
  }

  /** Lets the figures go (their observers and listeners); a later show() draws them again. */
  destroy() {
    this.#figures?.destroy();
    this.#figures = null;
    this.#names = '';
  }
}
