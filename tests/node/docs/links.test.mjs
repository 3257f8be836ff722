// The documentation holds together: every relative link in README.md and docs/ reaches a file of the
// project (and an #anchor, a heading of that file, by GitHub's rule for heading ids), and every
// attribute of <sinusoidal-pe> has exactly one row in the attributes table, whose property is the
// element's — and that table has no row for an attribute the element does not have.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ATTRIBUTE_PROPERTIES } from '../../../web/element/settings.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** README.md and every Markdown file under docs/, as paths relative to the project. */
function documents() {
  const docs = readdirSync(join(root, 'docs'), { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', ...docs.sort()];
}

/** The lines of a Markdown text that are not inside a fenced code block, with their line numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** A line with its code spans blanked, so that brackets inside `code` are not read as links. */
const withoutCode = (line) => line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => 'x'.repeat(span.length));

/** Every link target of a document: inline links and images, and reference definitions. */
function linksOf(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const prose = withoutCode(line);
    for (const m of prose.matchAll(/!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: m[1].replace(/^<|>$/g, ''), number });
    }
    const definition = prose.match(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/);
    if (definition) links.push({ target: definition[1].replace(/^<|>$/g, ''), number });
  }
  return links;
}

/**
 * The id GitHub gives a heading: its text as rendered (no code ticks, emphasis stars or link
 * syntax), lower case, without any character but letters, marks, digits, `_`, `-` and spaces, each
 * space a `-`; a repeated id gets -1, -2, … in order.
 */
export function headingIds(text) {
  const ids = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = line.match(/^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/)?.[1];
    if (heading === undefined) continue;
    const rendered = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const base = rendered.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** Why a link of `file` does not resolve, or null when it does. */
function problemWith(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // not relative
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  if (path.startsWith('/')) return 'a path from the site root, which GitHub and a checkout read differently';
  const full = path === '' ? join(root, file) : resolve(root, dirname(file), path);
  if (full !== root && !full.startsWith(root + sep)) return 'it leads out of the project';
  if (!existsSync(full)) return `no file ${relative(root, full)}`;
  if (anchor === null) return null;
  if (!statSync(full).isFile() || extname(full) !== '.md') return 'an #anchor into something that is not a Markdown file';
  if (!headingIds(readFileSync(full, 'utf8')).has(anchor)) return `no heading with the id "${anchor}" in ${relative(root, full)}`;
  return null;
}

/** The tables of a document: runs of lines that start with `|`, each as rows of trimmed cells. */
function tablesOf(file, text) {
  const tables = [];
  let current = null;
  for (const { line, number } of proseLines(text)) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) tables.push((current = []));
    const cells = withoutCode(line).split('|').slice(1, -1);
    // The cells' own text, cut where the code-blind copy has its pipes (a `|` inside code is text).
    let at = 1;
    const texts = cells.map((cell) => {
      const t = line.slice(at, at + cell.length).trim();
      at += cell.length + 1;
      return t;
    });
    current.push({ cells: texts, where: `${file}:${number}` });
  }
  return tables;
}

const files = documents();
const texts = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

describe('links in README.md and docs/', () => {
  it('finds the documents and their links', () => {
    assert.ok(files.length > 5, `documents: ${files.join(', ')}`);
    const links = files.flatMap((f) => linksOf(texts.get(f)));
    assert.ok(links.length > 50, `${links.length} links`);
    assert.ok(links.filter((l) => l.target.includes('#')).length > 10, 'links with an #anchor');
  });

  for (const file of files) {
    it(`every relative link of ${file} resolves`, () => {
      const broken = linksOf(texts.get(file))
        .map(({ target, number }) => ({ target, number, problem: problemWith(file, target) }))
        .filter((l) => l.problem)
        .map((l) => `${file}:${l.number}: (${l.target}): ${l.problem}`);
      assert.deepEqual(broken, []);
    });
  }

  it('reads heading ids as GitHub makes them', () => {
    const ids = headingIds(
      [
        '# JavaScript API (`dist/pe-core.js`)',
        "## The question bank's API",
        '## With an iframe, where the platform strips scripts',
        '### d_model and λ_k: *two* [names](x.md)',
        '## Notes',
        '## Notes',
        '```',
        '## Not a heading',
        '```',
      ].join('\n'),
    );
    assert.deepEqual([...ids], [
      'javascript-api-distpe-corejs',
      'the-question-banks-api',
      'with-an-iframe-where-the-platform-strips-scripts',
      'd_model-and-λ_k-two-names',
      'notes',
      'notes-1',
    ]);
  });
});

describe('the attributes table', () => {
  const tables = files.flatMap((f) => tablesOf(f, texts.get(f)));
  const rows = tables.flat();
  const attributeTables = tables.filter((t) => t[0].cells[0] === 'Attribute');

  it('is there, with a header row naming the attribute and its property', () => {
    assert.ok(attributeTables.length >= 1, 'a table whose first column is headed "Attribute"');
    for (const table of attributeTables) assert.equal(table[0].cells[1], 'Property', table[0].where);
  });

  for (const [attribute, property] of Object.entries(ATTRIBUTE_PROPERTIES)) {
    it(`documents ${attribute} once, as the property ${property}`, () => {
      const documented = rows.filter((r) => r.cells[0] === `\`${attribute}\``);
      assert.equal(documented.length, 1, `rows starting with | \`${attribute}\` |: ${documented.map((r) => r.where).join(', ') || 'none'}`);
      const [row] = documented;
      assert.ok(attributeTables.some((t) => t.includes(row)), `${row.where} is a row of the attributes table`);
      assert.equal(row.cells[1], `\`${property}\``, `${row.where}: the property`);
    });
  }

  it('has no row for an attribute the element does not have', () => {
    const known = Object.keys(ATTRIBUTE_PROPERTIES).map((a) => `\`${a}\``);
    const unknown = attributeTables
      .flatMap((t) => t.slice(1))
      .filter((r) => !/^:?-+:?$/.test(r.cells[0]) && !known.includes(r.cells[0]))
      .map((r) => `${r.where}: ${r.cells[0]}`);
    assert.deepEqual(unknown, []);
  });
});
