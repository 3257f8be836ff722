// The encoding table: one row per listed token, one column per coordinate.
//
// Speed: all interaction goes through a few listeners on the table (event delegation), rows are
// built in DocumentFragments, and the columns have fixed widths (table-layout: fixed), so the
// browser never measures cells. A model wider than WINDOW_COLUMNS draws only a window of columns
// around the visible ones, between two empty spacer columns that keep the full scroll width; the
// window moves as the table scrolls (aria-colcount and aria-colindex keep the true column numbers).
// Rows are patched in place when only the positions change, so a field being edited keeps focus.
import { el } from './dom.js';
import { compact, fixed, plain } from './format.js';

/** The most rows × coordinates computed and listed at once; longer lists show their first rows. */
export const MAX_RENDERED_CELLS = 65536;
/** Columns drawn at once in a wide table (far more than fit on any screen). */
export const WINDOW_COLUMNS = 128;
const WINDOW_MARGIN = 16; // move the window when fewer hidden columns than this remain on a side

const FN = (isSine) => (isSine ? 'sin' : 'cos');


// An empty cell standing in for the columns left or right of the window.
function spacer(side) {
  const cell = el('td', `spacer spacer-${side}`);
  cell.setAttribute('aria-hidden', 'true');
  return cell;
}

/**
 * The filled-in formula of one cell as two lines: the evaluation, and what the row and column mean.
 * model: {settings, tokens, positions, values, roles, omegas}.
 */
export function formulaFor(model, r, c) {
  const { settings, tokens, positions, values, roles } = model;
  const { dModel, base, origin, decimals } = settings;
  const pos = positions[r];
  const { pair, isSine } = roles[c];
  const angle = pos * model.omegas[pair];
  const value = fixed(values[r * dModel + c], decimals);
  const evaluation =
    `PE(${plain(pos)}, ${c}) = ${FN(isSine)}(${plain(pos)} / ${plain(base)}^(${2 * pair}/${dModel})) ` +
    `= ${FN(isSine)}(${compact(angle)}) = ${value}`;
  const meaning =
    `Row ${r + 1}: token ${plain(tokens[r])} is formula position ${plain(pos)} (t − ${origin}). ` +
    `Coordinate ${c} is the ${isSine ? 'sine' : 'cosine'} of pair k = ${pair}.`;
  return { evaluation, meaning };
}

export class EncodingTable {
  /**
   * callbacks: onEditToken(row, text), onRemoveRow(row), onPickPair(k), onCell(row, column) — the
   * last when a cell is hovered or focused, so the owner can show its formula.
   */
  constructor(callbacks, idPrefix) {
    this.callbacks = callbacks;
    this.model = null;
    this.headerKey = '';
    this.active = { r: 0, c: 0 };
    this.from = 0; // the window of drawn columns: [from, to)
    this.to = 0;
    this.windowed = false;
    this.columnWidth = 0; // px, measured once drawn
    this.scrollQueued = false;
    this.marked = null; // {r, c}: a cell outlined for the quiz (markCell)

    this.element = el('div', 'table-block');
    this.scroller = el('div', 'table-scroll');
    this.table = el('table', 'pe-table');
    this.caption = el('caption');
    this.caption.id = `${idPrefix}-caption`;
    this.thead = el('thead');
    this.tbody = el('tbody');
    this.table.append(this.caption, this.thead, this.tbody);
    this.scroller.append(this.table);
    this.note = el('p', 'table-note');
    this.note.hidden = true;
    this.element.append(this.scroller, this.note);

    this.tbody.addEventListener('change', (e) => this.#onChange(e));
    this.tbody.addEventListener('click', (e) => this.#onClick(e));
    this.tbody.addEventListener('keydown', (e) => this.#onKeydown(e));
    this.tbody.addEventListener('focusin', (e) => this.#onCellEvent(e));
    this.tbody.addEventListener('pointerover', (e) => this.#onCellEvent(e));
    this.scroller.addEventListener('scroll', () => this.#onScroll(), { passive: true });
  }

  // DOM cells of a row: [token header][left spacer]?[from .. to)[right spacer]?
  get #offset() {
    return this.windowed ? 2 : 1;
  }

  /** The drawn cell in row r, coordinate c (or null when c is outside the window). */
  cell(r, c) {
    if (c < this.from || c >= this.to) return null;
    return this.tbody.rows[r]?.cells[c - this.from + this.#offset] ?? null;
  }

  /**
   * model: {settings, tokens, positions, values (Float64Array, row-major, shown rows only), roles,
   * omegas, wavelengths, totalRows, describedBy}.
   */
  render(model) {
    this.model = model;
    const { settings } = model;
    const d = settings.dModel;
    this.caption.textContent =
      `PE(pos) for d_model = ${d}, base ${plain(settings.base)}, ${settings.layout} layout, ` +
      `index origin ${settings.origin}, ${settings.decimals} decimals`;
    const key = `${d}|${settings.base}|${settings.layout}|${settings.decimals}`;
    if (key !== this.headerKey) {
      // Setting scrollLeft makes the browser lay out the page at once; a table drawn for the first
      // time has not been scrolled, and skipping it keeps a page of several widgets from laying
      // itself out once per widget before its first frame.
      if (this.headerKey) this.scroller.scrollLeft = 0;
      this.headerKey = key;
      this.windowed = d > WINDOW_COLUMNS;
      this.from = 0;
      this.to = Math.min(d, WINDOW_COLUMNS);
      this.columnWidth = 0;
      if (this.windowed) this.table.setAttribute('aria-colcount', String(d + 1));
      else this.table.removeAttribute('aria-colcount');
      this.#setWidths(model);
      this.#buildHeader();
      this.tbody.replaceChildren();
    }
    this.#syncRows();
    const shown = model.tokens.length;
    this.note.hidden = shown === model.totalRows;
    this.note.textContent = this.note.hidden
      ? ''
      : `Showing the first ${shown} of ${model.totalRows} positions: a table of more than ` +
        `${MAX_RENDERED_CELLS.toLocaleString('en')} values would make the page slow.`;
    this.#placeActive(false);
    this.#applyMark();
  }

  /** Outlines one cell ({r, c}: the cell a quiz question asks about), or none (null). */
  markCell(at) {
    this.marked = at;
    this.#applyMark();
  }

  #applyMark() {
    for (const td of this.tbody.querySelectorAll('td.is-asked')) td.classList.remove('is-asked');
    if (this.marked) this.cell(this.marked.r, this.marked.c)?.classList.add('is-asked');
  }

  /** Moves the table's tab stop to a cell and focuses it. */
  focusCell(r, c) {
    this.active = { r, c };
    this.#placeActive(true);
  }

  // The widest text of any column (a signed value with its decimals, or a header line) sets the
  // width of every column, so that the fixed table layout never has to measure cells.
  #setWidths({ settings, omegas, wavelengths }) {
    const d = settings.dModel;
    let chars = Math.max(settings.decimals + 3, String(d - 1).length + 1);
    for (let k = 0; k < d / 2; k += 1) {
      chars = Math.max(chars, compact(omegas[k]).length, compact(wavelengths[k]).length);
    }
    this.table.style.setProperty('--_cols', String(d));
    this.table.style.setProperty('--_col-chars', String(chars));
  }

  #setSpacers(left, right) {
    if (!this.windowed) return;
    this.table.style.setProperty('--_left', String(left));
    this.table.style.setProperty('--_right', String(right));
  }

  // One header row. Each column header stacks five lines (index, sin or cos, k, ω_k, λ_k) beside
  // the corner's five labels; a single row of headers lays out far faster than five rows would.
  #buildHeader() {
    const tr = el('tr');
    const corner = el('th', 'corner');
    corner.scope = 'col';
    if (this.windowed) corner.setAttribute('aria-colindex', '1');
    ['coordinate i', 'sin or cos', 'pair k', 'ω_k (rad per position)', 'λ_k = 2π/ω_k (positions)'].forEach((line) => {
      corner.append(line, document.createElement('br'));
    });
    corner.append(el('span', 'corner-rows', 'token t → pos'));
    tr.append(corner, ...this.#headerCells());
    this.thead.replaceChildren(tr);
  }

  #headerCells() {
    const { roles, omegas, wavelengths } = this.model;
    const cells = [];
    if (this.windowed) cells.push(spacer('left'));
    for (let c = this.from; c < this.to; c += 1) {
      const { pair, isSine } = roles[c];
      const omega = compact(omegas[pair]);
      const lambda = compact(wavelengths[pair]);
      const th = document.createElement('th');
      th.scope = 'col';
      if (isSine) th.className = 'is-sin';
      if (this.windowed) th.setAttribute('aria-colindex', String(c + 2));
      const br = () => document.createElement('br');
      th.append(String(c), br(), FN(isSine), br(), String(pair), br(), omega, br(), lambda);
      // Read by screen readers as the column header of every cell below.
      th.setAttribute('aria-label', `coordinate ${c}, ${FN(isSine)}, pair ${pair}, ω ${omega}, λ ${lambda}`);
      cells.push(th);
    }
    if (this.windowed) cells.push(spacer('right'));
    this.#setSpacers(this.from, this.model.settings.dModel - this.to);
    return cells;
  }

  #dataCells() {
    const cells = [];
    if (this.windowed) cells.push(spacer('left'));
    for (let c = this.from; c < this.to; c += 1) {
      const td = document.createElement('td');
      if (this.windowed) td.setAttribute('aria-colindex', String(c + 2));
      cells.push(td);
    }
    if (this.windowed) cells.push(spacer('right'));
    return cells;
  }

  #newRow() {
    const tr = document.createElement('tr');
    const th = el('th', 'token-cell');
    th.scope = 'row';
    if (this.windowed) th.setAttribute('aria-colindex', '1');
    const input = el('input', 'token-input');
    input.type = 'text';
    input.inputMode = 'decimal';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.size = 6;
    const pos = el('span', 'token-pos');
    const remove = el('button', 'remove-row');
    remove.type = 'button';
    // The × is a picture of the action; the button's name (aria-label) says it in words.
    const cross = el('span', null, '×');
    cross.setAttribute('aria-hidden', 'true');
    remove.append(cross);
    th.append(input, pos, remove);
    tr.append(th, ...this.#dataCells());
    return tr;
  }

  #fillValues(tr, r) {
    const { settings, values } = this.model;
    const base = r * settings.dModel;
    const cells = tr.cells;
    const offset = this.#offset - this.from;
    for (let c = this.from; c < this.to; c += 1) {
      const text = fixed(values[base + c], settings.decimals);
      const cell = cells[c + offset];
      if (cell.textContent !== text) cell.textContent = text;
    }
  }

  #syncRows() {
    const { tokens, positions, totalRows } = this.model;
    const body = this.tbody;
    while (body.rows.length > tokens.length) body.lastElementChild.remove();
    if (body.rows.length < tokens.length) {
      const fragment = document.createDocumentFragment();
      for (let r = body.rows.length; r < tokens.length; r += 1) fragment.append(this.#newRow());
      body.append(fragment);
    }
    for (let r = 0; r < tokens.length; r += 1) {
      const tr = body.rows[r];
      const [input, pos, remove] = tr.cells[0].children;
      const tokenText = plain(tokens[r]);
      // A field being typed in keeps what the person typed.
      if (input.value !== tokenText && input !== input.getRootNode().activeElement) input.value = tokenText;
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-label', `Token number, row ${r + 1}`);
      pos.textContent = `→ pos ${plain(positions[r])}`;
      remove.setAttribute('aria-label', `Remove row ${r + 1}`);
      remove.disabled = totalRows === 1;
      this.#fillValues(tr, r);
    }
  }

  // Draws the columns [from, from + WINDOW_COLUMNS) instead of the current window.
  #moveWindow(from) {
    const d = this.model.settings.dModel;
    from = Math.max(0, Math.min(from, d - WINDOW_COLUMNS));
    if (from === this.from) return;
    const root = this.table.getRootNode();
    const hadFocus = !!root.activeElement && root.activeElement.tagName === 'TD';
    this.from = from;
    this.to = from + WINDOW_COLUMNS;
    const head = this.thead.rows[0];
    while (head.cells.length > 1) head.lastElementChild.remove();
    head.append(...this.#headerCells());
    for (const tr of this.tbody.rows) {
      while (tr.cells.length > 1) tr.lastElementChild.remove();
      tr.append(...this.#dataCells());
      this.#fillValues(tr, tr.sectionRowIndex);
    }
    this.#applyMark();
    // Keep the active cell inside the window, so the table always has its tab stop.
    if (this.active.c < this.from || this.active.c >= this.to) {
      this.active = { r: this.active.r, c: Math.min(Math.max(this.active.c, this.from), this.to - 1) };
    }
    this.#placeActive(hadFocus, { preventScroll: true });
  }

  // Which columns the scroll position shows, and whether the window must follow.
  #onScroll() {
    if (!this.windowed || this.scrollQueued) return;
    this.scrollQueued = true;
    requestAnimationFrame(() => {
      this.scrollQueued = false;
      if (!this.columnWidth) this.columnWidth = this.thead.rows[0]?.cells[2]?.getBoundingClientRect().width ?? 0;
      if (!this.columnWidth) return;
      const first = this.thead.rows[0].cells[0].getBoundingClientRect().width;
      const start = Math.floor(this.scroller.scrollLeft / this.columnWidth);
      const end = Math.ceil((this.scroller.scrollLeft + this.scroller.clientWidth - first) / this.columnWidth);
      const d = this.model.settings.dModel;
      const needLeft = start - WINDOW_MARGIN < this.from && this.from > 0;
      const needRight = end + WINDOW_MARGIN > this.to && this.to < d;
      if (needLeft || needRight) this.#moveWindow(Math.round((start + end) / 2 - WINDOW_COLUMNS / 2));
    });
  }

  /** Marks the token field of a row as refused (after an edit the owner could not accept). */
  markInvalid(row) {
    const input = this.tbody.rows[row]?.cells[0].firstElementChild;
    if (input) input.setAttribute('aria-invalid', 'true');
  }

  /** Focuses a row's token field or remove button (after adding or removing rows). */
  focusRow(row, part = 'input') {
    const cell = this.tbody.rows[Math.min(row, this.tbody.rows.length - 1)]?.cells[0];
    const target = part === 'remove' ? cell?.lastElementChild : cell?.firstElementChild;
    if (target && !target.disabled) target.focus();
    else cell?.firstElementChild?.focus();
    // A new row's suggested number is selected, so typing replaces it.
    if (part === 'input' && target) target.select();
  }

  // One data cell is in the tab order (roving tabindex); arrow keys move it.
  #placeActive(focus, focusOptions) {
    const rows = this.tbody.rows.length;
    if (!rows || !this.model) return;
    const d = this.model.settings.dModel;
    const r = Math.min(Math.max(this.active.r, 0), rows - 1);
    const c = Math.min(Math.max(this.active.c, 0), d - 1);
    this.active = { r, c };
    if (c < this.from || c >= this.to) this.#moveWindow(c - WINDOW_COLUMNS / 2); // calls back here
    const cell = this.cell(r, c);
    if (!cell) return;
    const previous = this.tbody.querySelector('td[tabindex]');
    if (previous && previous !== cell) {
      previous.removeAttribute('tabindex');
      previous.removeAttribute('aria-describedby');
    }
    cell.tabIndex = 0;
    if (this.model.describedBy) cell.setAttribute('aria-describedby', this.model.describedBy);
    if (focus) cell.focus(focusOptions);
  }

  #cellOf(target) {
    const td = target.closest?.('td');
    if (!td || td.classList.contains('spacer') || !this.tbody.contains(td)) return null;
    return { r: td.parentElement.sectionRowIndex, c: td.cellIndex - this.#offset + this.from };
  }

  #onCellEvent(e) {
    const at = this.#cellOf(e.target);
    if (!at) return;
    if (e.type === 'focusin') {
      this.active = at;
      this.#placeActive(false);
    }
    this.callbacks.onCell(at.r, at.c);
  }

  #onClick(e) {
    const remove = e.target.closest('.remove-row');
    if (remove) {
      this.callbacks.onRemoveRow(remove.closest('tr').sectionRowIndex);
      return;
    }
    const at = this.#cellOf(e.target);
    if (!at) return;
    this.active = at;
    this.#placeActive(true);
    this.callbacks.onPickPair(this.model.roles[at.c].pair);
  }

  #onChange(e) {
    const input = e.target.closest('.token-input');
    if (input) this.callbacks.onEditToken(input.closest('tr').sectionRowIndex, input.value);
  }

  #onKeydown(e) {
    const at = this.#cellOf(e.target);
    if (!at) return;
    const last = { r: this.tbody.rows.length - 1, c: this.model.settings.dModel - 1 };
    const moves = {
      ArrowLeft: { r: at.r, c: at.c - 1 },
      ArrowRight: { r: at.r, c: at.c + 1 },
      ArrowUp: { r: at.r - 1, c: at.c },
      ArrowDown: { r: at.r + 1, c: at.c },
      Home: { r: e.ctrlKey ? 0 : at.r, c: 0 },
      End: { r: e.ctrlKey ? last.r : at.r, c: last.c },
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.callbacks.onPickPair(this.model.roles[at.c].pair);
      return;
    }
    const next = moves[e.key];
    if (!next) return;
    e.preventDefault();
    this.active = { r: Math.min(Math.max(next.r, 0), last.r), c: Math.min(Math.max(next.c, 0), last.c) };
    this.#placeActive(true);
  }
}
