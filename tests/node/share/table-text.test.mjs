// The table as text (web/share/table-text.js): each format, read back by its own rules, gives the
// cells the table shows — CSV by a parser written from RFC 4180's grammar, TSV by its tabs and
// lines, Markdown by its cells, LaTeX by the structure of a tabular.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coordinateRoles } from '../../../web/core/coordinates.js';
import { HEADER_LINES, HIDDEN_TEXT } from '../../../web/table/table.js';
import { TABLE_FORMATS, csvField, latexText, tableCells, tableText } from '../../../web/share/table-text.js';

// A table as the table host shows it (TableHost.shown): values from Math.sin and Math.cos, the
// angles pos · base^(−2k/d); the formatting under test is the table's own (fixed, compact, plain).
function shownTable({ dModel = 4, base = 10000, layout = 'interleaved', origin = 0, decimals = 6, tokens = [0, 1, 2], hide = null } = {}) {
  const settings = { dModel, base, layout, origin, decimals };
  const roles = coordinateRoles(settings);
  const omegas = Float64Array.from({ length: dModel / 2 }, (_, k) => base ** (-2 * k / dModel));
  const wavelengths = omegas.map((w) => (2 * Math.PI) / w);
  const positions = tokens.map((t) => t - origin);
  const values = new Float64Array(tokens.length * dModel);
  positions.forEach((pos, r) => roles.forEach(({ pair, isSine }, c) => {
    values[r * dModel + c] = (isSine ? Math.sin : Math.cos)(pos * omegas[pair]);
  }));
  return { settings, tokens, positions, values, roles, omegas, wavelengths, hide, labels: { lines: HEADER_LINES, hidden: HIDDEN_TEXT } };
}

// RFC 4180, section 2 (ABNF):
//   file = [header CRLF] record *(CRLF record) [CRLF]
//   record = field *(COMMA field);  field = (escaped / non-escaped)
//   escaped = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE;  non-escaped = *TEXTDATA
// TEXTDATA is any character but the quote, the comma, CR and LF (the RFC names printable ASCII; the
// table's labels hold UTF-8, which text/csv allows with charset=utf-8). Anything else throws.
function parseCsv(text) {
  const records = [];
  let record = [];
  let i = 0;
  const field = () => {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= text.length) throw new SyntaxError('an escaped field is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
          } else {
            i += 1;
            return value;
          }
        } else value += text[i++];
      }
    }
    const start = i;
    while (i < text.length && !',\r\n'.includes(text[i])) {
      if (text[i] === '"') throw new SyntaxError(`a quote inside a field that is not escaped, at ${i}`);
      i += 1;
    }
    return text.slice(start, i);
  };
  for (;;) {
    record.push(field());
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    records.push(record);
    record = [];
    if (i >= text.length) break;
    if (text[i] !== '\r' || text[i + 1] !== '\n') throw new SyntaxError(`records end with CRLF, at ${i}`);
    i += 2;
    if (i >= text.length) break; // the optional CRLF after the last record
  }
  return records;
}

const grid = (shown) => {
  const { head, body } = tableCells(shown);
  return [...head, ...body];
};

describe('the table as text', () => {
  const shown = shownTable();

  it('holds the header rows the table shows, and a token → position column, digit for digit', () => {
    const { head, body } = tableCells(shown);
    assert.deepEqual(head.map((row) => row[0]), HEADER_LINES);
    assert.deepEqual(head[0], [HEADER_LINES[0], '0', '1', '2', '3']);
    assert.deepEqual(head[1].slice(1), ['sin', 'cos', 'sin', 'cos']);
    assert.deepEqual(head[2].slice(1), ['0', '0', '1', '1']);
    assert.deepEqual(head[3].slice(1), ['1', '1', '0.01', '0.01']);
    assert.deepEqual(head[4].slice(1), ['6.28319', '6.28319', '628.319', '628.319']);
    // The seeds' printed rows: PE(1) = [0.841471, 0.540302, 0.010000, 0.999950], PE(2) = [0.909297, -0.416147, 0.019999, 0.999800].
    assert.deepEqual(body, [
      ['0 → pos 0', '0.000000', '1.000000', '0.000000', '1.000000'],
      ['1 → pos 1', '0.841471', '0.540302', '0.010000', '0.999950'],
      ['2 → pos 2', '0.909297', '-0.416147', '0.019999', '0.999800'],
    ]);
  });

  it('counts tokens from the origin, in the concatenated layout, to the decimals asked', () => {
    const { head, body } = tableCells(shownTable({ origin: 1, tokens: [1, 3], layout: 'concatenated', decimals: 2 }));
    assert.deepEqual(head[1].slice(1), ['sin', 'sin', 'cos', 'cos']);
    assert.deepEqual(body.map((row) => row[0]), ['1 → pos 0', '3 → pos 2']);
    assert.deepEqual(body[1].slice(1), ['0.91', '0.02', '-0.42', '1.00']);
  });

  it('shows a value the quiz hides as the table does', () => {
    const hide = (v) => Math.abs(v - 0.8414709848) < 1e-6;
    const { body } = tableCells(shownTable({ hide }));
    assert.equal(body[1][1], HIDDEN_TEXT);
    assert.ok(!tableText(shownTable({ hide }), 'csv').includes('0.841471'));
  });

  it('CSV follows RFC 4180: a parser of its grammar reads back every cell', () => {
    const text = tableText(shown, 'csv');
    assert.ok(text.endsWith('\r\n') && !/[^\r]\n/.test(text), 'CRLF line ends');
    assert.deepEqual(parseCsv(text), grid(shown));
    // A field with a comma, a quote or a line break is quoted, its quotes doubled.
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\r\nlines'), '"two\r\nlines"');
    assert.equal(csvField('0.841471'), '0.841471');
    const odd = { ...shown, labels: { lines: ['a,"b"', 'c\nd', 'e', 'f', 'g'], hidden: 'x' } };
    assert.deepEqual(parseCsv(tableText(odd, 'csv')), grid(odd));
  });

  it('the CSV parser of this test refuses what RFC 4180 refuses', () => {
    assert.throws(() => parseCsv('a,b"c\r\n'), /quote/);
    assert.throws(() => parseCsv('a,b\nc,d\r\n'), /CRLF/);
    assert.throws(() => parseCsv('"a,b\r\n'), /not closed/);
  });

  it('TSV: one line per row, a tab between cells', () => {
    const text = tableText(shown, 'tsv');
    const rows = text.replace(/\n$/, '').split('\n').map((line) => line.split('\t'));
    assert.deepEqual(rows, grid(shown));
  });

  it('Markdown: a header row, its rule, and every row with one cell per column', () => {
    const wide = shownTable({ dModel: 8, tokens: [0, 1, 2, 3, 4] });
    const lines = tableText(wide, 'markdown').trimEnd().split('\n');
    const cells = (line) => line.replace(/^\| | \|$/g, '').split(/ (?<!\\)\| /);
    assert.equal(lines.length, 1 + 1 + 4 + 5);
    assert.match(lines[1], /^\| --- \|( ---: \|){8}$/);
    for (const line of [lines[0], ...lines.slice(2)]) assert.equal(cells(line).length, 9, line);
    assert.deepEqual([lines[0], ...lines.slice(2)].map(cells), grid(wide));
    const piped = { ...shown, labels: { lines: ['a|b', 'b', 'c', 'd', 'e'], hidden: 'x' } };
    assert.equal(cells(tableText(piped, 'markdown').split('\n')[0]).length, 5);
  });

  it('LaTeX: a tabular of d_model + 1 columns, a rule under the header rows, every special character escaped', () => {
    const text = tableText(shown, 'latex');
    const lines = text.trimEnd().split('\n');
    assert.equal(lines[0], '\\begin{tabular}{l|rrrr}');
    assert.equal(lines.at(-1), '\\end{tabular}');
    assert.deepEqual(lines.map((l, i) => (l === '\\hline' ? i : -1)).filter((i) => i >= 0), [1, 7, 11]);
    const rows = lines.filter((l) => l.endsWith(' \\\\'));
    assert.equal(rows.length, 5 + 3);
    // Back to text: the escapes undone give the cells.
    const undo = (cell) => cell.replace(/\$\\omega\$/g, 'ω').replace(/\$\\lambda\$/g, 'λ').replace(/\$\\pi\$/g, 'π')
      .replace(/\$\\rightarrow\$/g, '→').replace(/\\_/g, '_').replace(/\\([&%$#{}])/g, '$1');
    const back = rows.map((r) => r.slice(0, -3).split(/ (?<!\\)& /).map(undo));
    assert.deepEqual(back, grid(shown));
    // Braces balance, and no special character stands unescaped outside the math.
    assert.equal((text.match(/(?<!\\)\{/g) ?? []).length, (text.match(/(?<!\\)\}/g) ?? []).length);
    assert.doesNotMatch(text.replace(/\$[^$]*\$/g, ''), /(?<!\\)[%#_^~]/);
    assert.equal(latexText('50% & $5 #1 a_b {x} ~ ^ \\'), '50\\% \\& \\$5 \\#1 a\\_b \\{x\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}');
  });

  it('names the formats when given another', () => {
    for (const format of TABLE_FORMATS) assert.equal(typeof tableText(shown, format), 'string');
    assert.throws(() => tableText(shown, 'xlsx'), { name: 'RangeError', message: /csv, tsv, markdown, latex/ });
    assert.throws(() => tableText(shown, 'toString'), RangeError);
  });
});
