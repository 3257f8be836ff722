// Reads tests/reference/rope_reference.tsv (written by tests/reference/make_rope_reference.py with
// mpmath from the papers' formulas): the same independent expected values the Catch2 tests use.
// Each setting comes back as the settings object the core's RoPE functions take.
import { readFileSync } from 'node:fs';

const FILE = new URL('../../reference/rope_reference.tsv', import.meta.url);

function num(text, line) {
  const x = Number(text);
  if (text === '' || Number.isNaN(x)) throw new Error(`rope_reference.tsv:${line}: not a number: ${JSON.stringify(text)}`);
  return x;
}

// "none", or a method and its field=value pairs: the scaling object as the API takes it.
function scalingOf(text, line) {
  const [type, ...fields] = text.split(' ');
  if (type === 'none') return null;
  const scaling = { type };
  for (const field of fields) {
    const [key, value] = field.split('=');
    scaling[key] = value === 'true' ? true : value === 'false' ? false : num(value, line);
  }
  return scaling;
}

export function readRopeReference() {
  const data = { settings: new Map(), thetas: [], attentions: [], rotations: [], ranges: [], scores: [], decays: [] };
  readFileSync(FILE, 'utf8').split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text === '' || text.startsWith('#')) return;
    const f = text.split('\t');
    const n = (k) => num(f[k], line);
    const list = (k) => f[k].split(',').map((v) => num(v, line));
    if (f[0] !== 'setting' && !data.settings.has(f[1])) throw new Error(`rope_reference.tsv:${line}: unknown setting ${f[1]}`);
    const row = { id: f[1], line };
    switch (f[0]) {
      case 'setting':
        data.settings.set(f[1], { dModel: n(2), base: n(3), layout: f[4], scaling: scalingOf(f[5], line) });
        break;
      case 'theta':
        data.thetas.push({ ...row, k: n(2), value: n(3) });
        break;
      case 'attention':
        data.attentions.push({ ...row, value: n(2) });
        break;
      case 'rotate':
        data.rotations.push({ ...row, m: n(2), x: list(3), out: list(4) });
        break;
      case 'rotrange':
        data.ranges.push({ ...row, start: n(2), step: n(3), count: n(4), r: n(5), m: n(6), x: list(7), out: list(8) });
        break;
      case 'score':
        data.scores.push({ ...row, m: n(2), n: n(3), q: list(4), k: list(5), value: n(6) });
        break;
      case 'decay':
        data.decays.push({ ...row, r: n(2), value: n(3) });
        break;
      default:
        throw new Error(`rope_reference.tsv:${line}: unknown row kind ${JSON.stringify(f[0])}`);
    }
  });
  for (const [kind, rows] of Object.entries(data)) {
    if ((rows.size ?? rows.length) === 0) throw new Error(`rope_reference.tsv has no ${kind} rows`);
  }
  return data;
}
