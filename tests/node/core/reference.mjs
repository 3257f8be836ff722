// Reads tests/reference/reference.tsv (written by tests/reference/make_reference.py with mpmath):
// the same independent expected values the Catch2 tests use.
import { readFileSync } from 'node:fs';

const FILE = new URL('../../reference/reference.tsv', import.meta.url);

function num(text, line) {
  const x = Number(text);
  if (text === '' || Number.isNaN(x)) throw new Error(`reference.tsv:${line}: not a number: ${JSON.stringify(text)}`);
  return x;
}

export function readReference() {
  const data = { coords: [], ranges: [], freqs: [], shifts: [], pairDots: [], dots: [] };
  const lines = readFileSync(FILE, 'utf8').split('\n');
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text === '' || text.startsWith('#')) return;
    const f = text.split('\t');
    const n = (k) => num(f[k], line);
    switch (f[0]) {
      case 'coord':
        data.coords.push({ dModel: n(1), base: n(2), layout: f[3], pos: n(4), i: n(5), value: n(6), line });
        break;
      case 'range':
        data.ranges.push({
          dModel: n(1), base: n(2), layout: f[3], start: n(4), step: n(5), count: n(6),
          r: n(7), pos: n(8), i: n(9), value: n(10), line,
        });
        break;
      case 'freq':
        data.freqs.push({ dModel: n(1), base: n(2), k: n(3), omega: n(4), wavelength: n(5), line });
        break;
      case 'shift':
        data.shifts.push({ dModel: n(1), base: n(2), k: n(3), offset: n(4), m: [[n(5), n(6)], [n(7), n(8)]], line });
        break;
      case 'pairdot':
        data.pairDots.push({ dModel: n(1), base: n(2), k: n(3), p: n(4), q: n(5), value: n(6), line });
        break;
      case 'dot':
        data.dots.push({ dModel: n(1), base: n(2), p: n(3), q: n(4), value: n(5), line });
        break;
      default:
        throw new Error(`reference.tsv:${line}: unknown row kind ${JSON.stringify(f[0])}`);
    }
  });
  for (const [kind, rows] of Object.entries(data)) {
    if (rows.length === 0) throw new Error(`reference.tsv has no ${kind} rows`);
  }
  return data;
}

// Rows grouped by table: key(row) names the group; each group lists its rows in file order.
export function groupBy(rows, key) {
  const groups = new Map();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(row);
  }
  return groups;
}

// Row r of an evenly spaced range, as binary64 arithmetic (and make_reference.py) gives it.
export function rangePosition(start, step, r) {
  return start + r * step;
}
