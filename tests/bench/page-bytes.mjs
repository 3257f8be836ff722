// The bytes each kind of course page downloads for its widget, gzipped at level 9 (KB = 1024 bytes).
// The files are not listed by hand: they are followed from the page's script, dist/sinusoidal-pe.js,
// through the imports the build recorded (build/dist-imports.json, written by scripts/build.mjs from
// esbuild's metafile): every static import, and of the dynamic ones those this kind of widget asks
// for. tests/browser/page-bytes.test.mjs checks in Chromium that a page of each kind requests exactly
// these files; tests/node/page-bytes.test.mjs fails when a page is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const GRAPH = join(root, 'build', 'dist-imports.json');

/** The script a course page includes, and the catalog its widgets fetch (web/i18n/catalog.js). */
export const PAGE_SCRIPT = 'sinusoidal-pe.js';
export const PAGE_CATALOG = 'en.ftl';
const catalogPart = (part) => PAGE_CATALOG.replace(/\.ftl$/, `.${part}.ftl`);

// The lazily loaded parts a widget fetches, by what it has: the core's table build without a quiz,
// its check build (checkAnswer) for quiz="q1", or for quiz="bank" the table build (the table is
// drawn with it first) and then the bank's build (with the loader's bank part); the quiz panels for any quiz,
// and the bank's panel for the bank; the figures for a figures attribute. The loader itself is
// bundled into the element's file and the quiz panels'.
const TABLE_CORE = ['pe-core-wasm.js'];
const CHECK_CORE = ['pe-core-check-wasm.js'];
const BANK_CORE = ['pe-core-bank-wasm.js', 'pe-core-bank.js'];
const QUIZ = ['quiz-panels.js'];
const BANK_QUIZ = [...QUIZ, 'quiz-bank-panels.js'];
const FIGURES = ['figures.js'];

/**
 * The page kinds and their budgets (the speed issue's): a widget with default attributes, with the
 * single question, with the question bank, with every figure, with the bank and every figure.
 */
export const PAGE_KINDS = Object.freeze([
  { page: 'plain', attributes: {}, goalKb: 40, takes: [...TABLE_CORE] },
  { page: 'quiz="q1"', attributes: { quiz: 'q1' }, goalKb: 50, takes: [...CHECK_CORE, ...QUIZ] },
  { page: 'quiz="bank"', attributes: { quiz: 'bank' }, goalKb: 60, takes: [...TABLE_CORE, ...BANK_CORE, ...BANK_QUIZ] },
  { page: 'figures="all"', attributes: { figures: 'all' }, goalKb: 60, takes: [...TABLE_CORE, ...FIGURES] },
  {
    page: 'quiz="bank" figures="all"',
    attributes: { quiz: 'bank', figures: 'all' },
    goalKb: 80,
    takes: [...TABLE_CORE, ...BANK_CORE, ...BANK_QUIZ, ...FIGURES],
  },
]);

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The import graph of dist/ as the build wrote it. */
export function importGraph() {
  if (!existsSync(GRAPH)) throw new Error(`${GRAPH} is missing: run npm run build first.`);
  return JSON.parse(readFileSync(GRAPH, 'utf8'));
}

/**
 * The files of dist/ a page of this kind fetches, sorted: the page script and what it imports
 * statically, and each dynamic import the kind takes, with theirs; a glue script brings its .wasm.
 */
export function pageFiles(kind, graph = importGraph()) {
  const files = new Set();
  const taken = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    const node = graph[file];
    if (!node) throw new Error(`dist/${file} is imported but the build recorded no such file.`);
    files.add(file);
    for (const f of node.fetches) files.add(f);
    for (const f of node.static) visit(f);
    for (const f of node.dynamic) {
      if (kind.takes.includes(f)) {
        taken.add(f);
        visit(f);
      }
    }
  };
  visit(PAGE_SCRIPT);
  // Every widget speaks, from an English page's catalog: its first file, and the part of each room
  // it has (web/i18n/parts.js).
  files.add(PAGE_CATALOG);
  if (kind.takes.some((f) => QUIZ.includes(f))) files.add(catalogPart('quiz'));
  if (kind.takes.some((f) => FIGURES.includes(f))) files.add(catalogPart('figures'));
  const missing = kind.takes.filter((f) => !taken.has(f));
  if (missing.length) throw new Error(`${kind.page}: nothing in dist/ imports ${missing.join(', ')} any more.`);
  return [...files].sort();
}

const isCoreFile = (file, graph) => file.endsWith('.wasm') || graph[file]?.fetches.length > 0;

/**
 * [{page, kb, goalKb, files: [{file, kb, bytes}], bytes, jsKb, wasmKb}] for every page kind: kb
 * (bytes) is the gzipped total, of which wasmKb is the core's glue script and .wasm and jsKb the
 * widget's own JavaScript.
 */
export async function pageBytes() {
  const graph = importGraph();
  return PAGE_KINDS.map((kind) => {
    const files = pageFiles(kind, graph).map((file) => ({ file, bytes: gzipBytes(file) }));
    const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);
    const wasm = files.filter((f) => isCoreFile(f.file, graph));
    const js = files.filter((f) => !isCoreFile(f.file, graph));
    return {
      page: kind.page,
      kb: kb(sum(files)),
      goalKb: kind.goalKb,
      files: files.map((f) => ({ file: f.file, kb: kb(f.bytes), bytes: f.bytes })),
      bytes: sum(files),
      jsKb: kb(sum(js)),
      wasmKb: kb(sum(wasm)),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const p of await pageBytes()) {
    console.log(`${p.page}: ${p.kb} KB (goal ${p.goalKb}); JavaScript ${p.jsKb} KB, core ${p.wasmKb} KB`);
    console.log(`  ${p.files.map((f) => `${f.file} ${f.kb}`).join(', ')}`);
  }
}
