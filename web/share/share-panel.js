// The share panel: what a widget gives to copy or save, built the first time a reader opens it. The
// tag, the iframe's link and the package command for the view on screen; the table as CSV, TSV,
// Markdown or LaTeX; each figure shown as SVG or PNG. A Copy button writes the clipboard
// (navigator.clipboard.writeText); where the page may not, it selects the text in its box for the
// reader to copy, and a live line says which happened.
import { button, el } from '../kit/index.js';
import { embedCode, figureFile, figureTitle, tableTextOf } from './share-text.js';
import { TABLE_FORMATS } from './table-text.js';

// The panel's words are the widget's (widget.words, web/i18n/words.js): messages share-… of the
// catalog. The code fields, by kind: their label, Copy button, what the Copy line calls the text,
// and their notes.
const FIELDS = Object.freeze({
  tag: { label: 'share-tag-label', copy: 'share-tag-copy', what: 'share-what-tag' },
  iframe: { label: 'share-iframe-label', copy: 'share-iframe-copy', what: 'share-what-link', note: 'share-iframe-note' },
  package: {
    label: 'share-package-label',
    copy: 'share-package-copy',
    what: 'share-what-command',
    note: 'share-package-note',
    own: 'share-package-own',
  },
});
// The names of the text formats and file types: names, the same in every language.
const FORMAT_NAMES = Object.freeze({ csv: 'CSV', tsv: 'TSV', markdown: 'Markdown', latex: 'LaTeX' });

let fieldCount = 0;

function field(words, label, rows, args) {
  const box = el('div', 'share-field');
  const area = el('textarea');
  area.id = `pe-share-field-${(fieldCount += 1)}`;
  area.readOnly = true;
  area.rows = rows;
  area.spellcheck = false;
  const name = words.bind(el('label'), label, args);
  name.htmlFor = area.id;
  box.append(name, area);
  return { box, area, name };
}

export class SharePanel {
  #widget;
  #words;
  #said;
  #fields = {};
  #table;
  #figures;
  #format = null;
  #texts = {}; // the texts as made: a <textarea> writes CRLF as LF, and CSV needs its CRLF

  /** widget: what the element lends the panel (see web/share/index.js). */
  constructor(widget) {
    this.#widget = widget;
    const words = (this.#words = widget.words);
    const say = (tag, className, id, args) => words.bind(el(tag, className), id, args);
    this.element = el('div', 'share-panel');
    this.#said = el('p', 'share-said');
    this.#said.setAttribute('aria-live', 'polite');

    const code = el('section');
    code.append(say('h3', null, 'share-code-title'), say('p', 'help', 'share-code-note'));
    for (const [kind, ids] of Object.entries(FIELDS)) {
      const f = field(words, ids.label, kind === 'package' ? 2 : 3);
      const copy = words.bind(button(''), ids.copy);
      copy.addEventListener('click', () => this.#copy(f.area, this.#texts[kind], ids.what));
      const note = ids.note ? say('p', 'help', ids.note) : null;
      const own = ids.own ? say('p', 'help', ids.own) : null;
      f.box.append(...[note, own].filter(Boolean), el('div', 'share-buttons'));
      f.box.lastChild.append(copy);
      this.#fields[kind] = { ...f, own };
      code.append(f.box);
    }

    const table = el('section');
    const formatName = () => ({ format: FORMAT_NAMES[this.#format ?? TABLE_FORMATS[0]] });
    const tableField = field(words, 'share-table-label', 4, formatName);
    const formats = el('div', 'share-buttons');
    for (const format of TABLE_FORMATS) {
      const b = words.bind(button(''), 'share-table-copy', { format: FORMAT_NAMES[format] });
      b.addEventListener('click', () => {
        this.#format = format;
        this.#fillTable();
        this.#copy(tableField.area, this.#texts.table, 'share-what-table', { format: FORMAT_NAMES[format] });
      });
      formats.append(b);
    }
    table.append(say('h3', null, 'share-table-title'), say('p', 'help', 'share-table-note'), formats, tableField.box);
    this.#table = { section: table, formatName, ...tableField };

    const figures = el('section');
    const list = el('div', 'share-figures');
    figures.append(say('h3', null, 'share-figures-title'), say('p', 'help', 'share-figures-note'), list);
    this.#figures = { section: figures, list, key: '' };

    this.element.append(code, table, figures, this.#said);
    this.update();
  }

  /** After a change of language: the texts made from the widget's (the table's headers, the figures' titles). */
  retext() {
    this.#figures.key = '';
    this.update();
  }

  /** Writes the panel's texts for the widget's settings now. */
  update() {
    const w = this.#widget;
    for (const kind of Object.keys(this.#fields)) {
      this.#texts[kind] = embedCode(w, kind);
      this.#fields[kind].area.value = this.#texts[kind];
    }
    this.#fields.package.own.hidden = !/--questions=/.test(this.#fields.package.area.value);
    const shown = w.table();
    this.#table.section.hidden = !shown;
    if (shown) this.#fillTable();
    this.#showFigures();
  }

  #fillTable() {
    const shown = this.#widget.table();
    const format = this.#format ?? TABLE_FORMATS[0];
    this.#table.name.textContent = this.#words.t('share-table-label', this.#table.formatName());
    this.#texts.table = shown ? tableTextOf(this.#widget, format) : '';
    this.#table.area.value = this.#texts.table;
  }

  #showFigures() {
    const names = this.#widget.figures.names();
    const titles = names.map((name) => figureTitle(this.#widget, name));
    const key = names.map((n, i) => `${n}:${titles[i]}`).join('\n');
    this.#figures.section.hidden = !names.length;
    if (key === this.#figures.key) return;
    this.#figures.key = key;
    this.#figures.list.replaceChildren(
      ...names.map((name, i) => {
        const title = titles[i];
        const row = el('div', 'share-figure');
        row.append(el('span', 'share-figure-name', title));
        for (const type of ['svg', 'png']) {
          const b = button(type.toUpperCase());
          b.setAttribute('aria-label', this.#words.t('share-figure-download', { figure: title, type: type.toUpperCase() }));
          b.addEventListener('click', () => this.#download(name, type));
          row.append(b);
        }
        return row;
      }),
    );
  }

  async #download(name, type) {
    try {
      const { blob, file } = await figureFile(this.#widget, name, type);
      const url = URL.createObjectURL(blob);
      const link = el('a');
      link.href = url;
      link.download = file;
      link.hidden = true;
      this.element.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      this.#say(this.#words.t('share-saved', { file }));
    } catch (error) {
      this.#say(this.#words.t('share-save-failed', { message: error?.messageId ? this.#words.t(error.messageId) : error?.message ?? String(error) }));
    }
  }

  // The clipboard when the page may write it; else the text selected in its box, for Ctrl+C.
  // what: the message naming the text copied, with its arguments.
  async #copy(area, text, what, args) {
    const named = this.#words.t(what, args);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      this.#say(this.#words.t('share-copied', { what: named }));
    } catch {
      area.focus();
      area.select();
      this.#say(this.#words.t('share-selected', { what: named }));
    }
  }

  #say(text) {
    // The same sentence twice is still announced: the line is emptied first.
    this.#said.textContent = '';
    requestAnimationFrame(() => {
      this.#said.textContent = text;
    });
  }
}
