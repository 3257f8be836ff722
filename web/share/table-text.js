// The encoding table as text a learner pastes elsewhere: CSV (RFC 4180), TSV, Markdown and a LaTeX
// tabular. Each holds what the table shows, digit for digit: the five header rows (coordinate, sin
// or cos, pair, ω_k, λ_k, labelled as the table labels them), then one row per token shown, headed
// "t → pos p", with the values to the table's decimals (a cell the quiz hides reads as it does).
import { compact, fixed, plain } from '../core/index.js';

export const TABLE_FORMATS = Object.freeze(['csv', 'tsv', 'markdown', 'latex']);

/**
 * The table as rows of cell texts: {head: five rows, body: a row per token}, each row [label, …cells].
 * shown: what the table host shows (TableHost.shown): {settings, tokens, positions, values, roles,
 * omegas, wavelengths, hide, labels: {lines, hidden}}; words: the widget's Words, for the rows'
 * labels in its language (without, the English of share-table-row). The numbers stay as the core
 * writes them (ASCII digits, a full stop): a spreadsheet or LaTeX reads them whatever the language.
 */
export function tableCells(shown, words = null) {
  const { settings, tokens, positions, values, roles, omegas, wavelengths, hide, labels } = shown;
  const d = settings.dModel;
  const columns = Array.from({ length: d }, (_, c) => roles[c]);
  const fn = (isSine) => (isSine ? 'sin' : 'cos');
  const head = [
    columns.map((_, c) => String(c)),
    columns.map(({ isSine }) => fn(isSine)),
    columns.map(({ pair }) => String(pair)),
    columns.map(({ pair }) => compact(omegas[pair])),
    columns.map(({ pair }) => compact(wavelengths[pair])),
  ].map((row, i) => [labels.lines[i], ...row]);
  const rowLabel = (token, position) =>
    words?.messages ? words.t('share-table-row', { token, position }) : `${token} → pos ${position}`;
  const body = tokens.map((t, r) => [
    rowLabel(plain(t), plain(positions[r])),
    ...columns.map((_, c) => {
      const value = values[r * d + c];
      return hide?.(value) ? labels.hidden : fixed(value, settings.decimals);
    }),
  ]);
  return { head, body };
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled; CRLF between records. */
export function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv({ head, body }) {
  return `${[...head, ...body].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

// Tab-separated values (text/tab-separated-values) have no quoting: a tab or a line break inside a
// cell, which no table text holds, would become a space.
function tsv({ head, body }) {
  return `${[...head, ...body].map((row) => row.map((cell) => cell.replace(/[\t\r\n]/g, ' ')).join('\t')).join('\n')}\n`;
}

// Markdown (GitHub's tables): the first header row heads the table, the other four open its body;
// values are right-aligned.
function markdown({ head, body }) {
  const line = (row) => `| ${row.map((cell) => cell.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = `| --- |${' ---: |'.repeat(head[0].length - 1)}`;
  return `${[line(head[0]), rule, ...head.slice(1).map(line), ...body.map(line)].join('\n')}\n`;
}

// LaTeX's special characters, and the table's few non-ASCII ones as math.
const LATEX = {
  '\\': '\\textbackslash{}', '&': '\\&', '%': '\\%', $: '\\$', '#': '\\#', _: '\\_', '{': '\\{', '}': '\\}',
  '~': '\\textasciitilde{}', '^': '\\textasciicircum{}', 'ω': '$\\omega$', 'λ': '$\\lambda$', 'π': '$\\pi$',
  '→': '$\\rightarrow$', '−': '$-$',
};

/** Text as LaTeX typesets it: every special character escaped, ω λ π → − in math mode. */
export function latexText(text) {
  return String(text).replace(/[\\&%$#_{}~^ωλπ→−]/g, (ch) => LATEX[ch]);
}

// A tabular: the label column left-aligned, the values right-aligned; a rule under the header rows.
function latex({ head, body }) {
  const row = (cells) => `${cells.map(latexText).join(' & ')} \\\\`;
  return [
    `\\begin{tabular}{l|${'r'.repeat(head[0].length - 1)}}`,
    '\\hline',
    ...head.map(row),
    '\\hline',
    ...body.map(row),
    '\\hline',
    '\\end{tabular}',
    '',
  ].join('\n');
}

const WRITERS = { csv, tsv, markdown, latex };

/** The table in one of TABLE_FORMATS (words: as for tableCells); throws a RangeError naming the formats for any other. */
export function tableText(shown, format, words = null) {
  const write = WRITERS[format];
  if (!write || !Object.hasOwn(WRITERS, format)) {
    throw new RangeError(`tableText: ${JSON.stringify(String(format))} is not a table format; the formats are ${TABLE_FORMATS.join(', ')}.`);
  }
  return write(tableCells(shown, words));
}
