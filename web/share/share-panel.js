// The share panel: what a widget gives to copy or save, built the first time a reader opens it. The
// tag, the iframe's link and the package command for the view on screen; the table as CSV, TSV,
// Markdown or LaTeX; each figure shown as SVG or PNG. A Copy button writes the clipboard
// (navigator.clipboard.writeText); where the page may not, it selects the text in its box for the
// reader to copy, and a live line says which happened.
import { button, el } from '../kit/index.js';
import { embedCode, figureFile, figureTitle, tableTextOf } from './share-text.js';
import { TABLE_FORMATS } from './table-text.js';

// What the panel says to the reader.
const SAY = Object.freeze({
  codeTitle: 'Put this view on another page',
  codeNote: 'Only the settings that differ from the defaults are written.',
  fields: {
    tag: { label: 'The tag (the page also loads dist/sinusoidal-pe.js)', copy: 'Copy the tag', what: 'the tag' },
    iframe: {
      label: 'The link for an iframe (embed.html)',
      copy: 'Copy the link',
      what: 'the link',
      note: 'After parent-origin=, add the origin of your course page (such as https://course.example): the frame then tells only that page its height.',
    },
    package: {
      label: 'The command for a SCORM or H5P package of this quiz (npm run package)',
      copy: 'Copy the command',
      what: 'the command',
      note: 'Run it in a copy of sinusoidal-pe. Without quiz-seed, each learner gets their own questions.',
      own: 'Save the question list as questions.json beside it first.',
    },
  },
  tableTitle: 'The table as text',
  tableNote: 'The values as the table shows them, to its decimals, with its header rows.',
  formats: { csv: 'CSV', tsv: 'TSV', markdown: 'Markdown', latex: 'LaTeX' },
  tableLabel: (format) => `The table as ${format}`,
  copyTable: (format) => `Copy as ${format}`,
  figuresTitle: 'The figures as images',
  figuresNote: 'SVG keeps every line sharp; PNG is drawn at twice the size, for print. Each file takes the figure\'s caption as its title.',
  download: (name, type) => `Download ${name} as ${type.toUpperCase()}`,
  copied: (what) => `Copied ${what} to the clipboard.`,
  selected: (what) => `This page may not write to the clipboard, so ${what} is selected in its box: press Ctrl+C (⌘C on a Mac) to copy it.`,
  saved: (file) => `Saved ${file}.`,
  failed: (message) => `Nothing was saved: ${message}`,
});

let fieldCount = 0;

function field(label, rows) {
  const box = el('div', 'share-field');
  const area = el('textarea');
  area.id = `pe-share-field-${(fieldCount += 1)}`;
  area.readOnly = true;
  area.rows = rows;
  area.spellcheck = false;
  const name = el('label', null, label);
  name.htmlFor = area.id;
  box.append(name, area);
  return { box, area, name };
}

export class SharePanel {
  #widget;
  #said;
  #fields = {};
  #table;
  #figures;
  #format = null;
  #texts = {}; // the texts as made: a <textarea> writes CRLF as LF, and CSV needs its CRLF

  /** widget: what the element lends the panel (see web/share/index.js). */
  constructor(widget) {
    this.#widget = widget;
    this.element = el('div', 'share-panel');
    this.#said = el('p', 'share-said');
    this.#said.setAttribute('aria-live', 'polite');

    const code = el('section');
    code.append(el('h3', null, SAY.codeTitle), el('p', 'help', SAY.codeNote));
    for (const [kind, words] of Object.entries(SAY.fields)) {
      const f = field(words.label, kind === 'package' ? 2 : 3);
      const copy = button(words.copy);
      copy.addEventListener('click', () => this.#copy(f.area, this.#texts[kind], words.what));
      const note = words.note ? el('p', 'help', words.note) : null;
      const own = words.own ? el('p', 'help', words.own) : null;
      f.box.append(...[note, own].filter(Boolean), el('div', 'share-buttons'));
      f.box.lastChild.append(copy);
      this.#fields[kind] = { ...f, own };
      code.append(f.box);
    }

    const table = el('section');
    const tableField = field(SAY.tableLabel(SAY.formats.csv), 4);
    const formats = el('div', 'share-buttons');
    for (const format of TABLE_FORMATS) {
      const b = button(SAY.copyTable(SAY.formats[format]));
      b.addEventListener('click', () => {
        this.#format = format;
        this.#fillTable();
        this.#copy(tableField.area, this.#texts.table, SAY.tableLabel(SAY.formats[format]).replace(/^The/, 'the'));
      });
      formats.append(b);
    }
    table.append(el('h3', null, SAY.tableTitle), el('p', 'help', SAY.tableNote), formats, tableField.box);
    this.#table = { section: table, ...tableField };

    const figures = el('section');
    const list = el('div', 'share-figures');
    figures.append(el('h3', null, SAY.figuresTitle), el('p', 'help', SAY.figuresNote), list);
    this.#figures = { section: figures, list, key: '' };

    this.element.append(code, table, figures, this.#said);
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
    this.#table.name.textContent = SAY.tableLabel(SAY.formats[format]);
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
          b.setAttribute('aria-label', SAY.download(title, type));
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
      this.#say(SAY.saved(file));
    } catch (error) {
      this.#say(SAY.failed(error?.message ?? String(error)));
    }
  }

  // The clipboard when the page may write it; else the text selected in its box, for Ctrl+C.
  async #copy(area, text, what) {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      this.#say(SAY.copied(what));
    } catch {
      area.focus();
      area.select();
      this.#say(SAY.selected(what));
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
