// A course platform's site for the package tests: the packages written by scripts/package.mjs,
// unzipped as an LMS imports them, beside the LMS-side code from npm (scorm-again's run-time,
// h5p-standalone's player) and the small LMS pages in fixtures/lms/, all served from one origin with
// the strict Content-Security-Policy (a SCO finds its API in a frame of the same origin).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { readOptions, writePackages } from '../../../scripts/package.mjs';
import { STRICT_CSP, startServer } from '../../../scripts/serve.mjs';
import { loadCore } from '../../../dist/pe-core.js';
import { englishCore } from '../../node/english.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

// The core's texts in English, as the widget in English shows them.
export const core = englishCore(await loadCore({ quizBank: true }));

/** The validator's warnings for a statement (empty: valid). */
export const validateStatement = require('@learninglocker/xapi-validation').default;

/**
 * Writes the packages for each named set of options (argv lists), unzips them under
 * packages/<set>/<kind>/ and starts a server. Returns {url(path), root, packages: {set: [{name,
 * path, bytes, files, entries}]}, close()}. csp: the policy (STRICT_CSP unless given).
 */
export async function startLmsSite(optionSets, { csp = STRICT_CSP } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'sinusoidal-pe-lms-'));
  const packages = {};
  for (const [set, argv] of Object.entries(optionSets)) {
    const options = readOptions([...argv, `--out=${join(root, 'zips', set)}`]);
    packages[set] = await writePackages(options);
    for (const p of packages[set]) {
      const kind = p.name.replace(/^sinusoidal-pe-?/, '').replace(/\.(zip|h5p)$/, '') || 'h5p';
      p.kind = kind;
      p.entries = unzipSync(new Uint8Array(readFileSync(p.path)));
      const folder = join(root, 'packages', set, kind);
      for (const [name, bytes] of Object.entries(p.entries)) {
        if (name.endsWith('/')) continue;
        mkdirSync(dirname(join(folder, name)), { recursive: true });
        writeFileSync(join(folder, name), bytes);
      }
    }
  }
  cpSync(join(here, '..', 'fixtures', 'lms'), join(root, 'lms'), { recursive: true });
  const modules = join(here, '..', '..', '..', 'node_modules');
  const scormAgain = join(modules, 'scorm-again');
  const h5pStandalone = join(modules, 'h5p-standalone');
  mkdirSync(join(root, 'vendor'), { recursive: true });
  for (const f of ['scorm12.min.js', 'scorm2004.min.js']) cpSync(join(scormAgain, 'dist', f), join(root, 'vendor', f));
  cpSync(join(h5pStandalone, 'dist'), join(root, 'vendor', 'h5p'), { recursive: true });
  // The site's icons (a page without one asks for /favicon.ico).
  for (const f of ['favicon.svg', 'favicon.ico']) cpSync(join(here, '..', '..', '..', 'favicon.svg'), join(root, f));
  const servers = [await startServer({ port: 0, root, csp })];
  return {
    root,
    packages,
    url: (path = '') => new URL(path, servers[0].url).href,
    /** The same site on another port with another policy; resolves to its url(path). */
    async serve(otherCsp) {
      const server = await startServer({ port: 0, root, csp: otherCsp });
      servers.push(server);
      return (path = '') => new URL(path, server.url).href;
    },
    async close() {
      for (const server of servers) await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The questions a package asks: the bank for its settings. */
export function bankFor({ dModel = 4, base = 10000, layout = 'interleaved', origin = 0, seed = 1, count = 8 } = {}) {
  return core.makeQuiz({ seed, dModel, base, layout, origin, count });
}

const LETTERS = 'abcd';

/**
 * Answers the question shown in a quiz (a locator of the widget's Quiz group) as a learner does:
 * 'right', 'wrong' or 'few' (correctly rounded but with too few decimals, which is not judged).
 */
export async function answer(quiz, q, how) {
  if (q.type === 'choice') {
    const index = how === 'right' ? q.answer : (q.answer + 1) % q.choices.length;
    await quiz.getByRole('radio', { name: new RegExp(`^${LETTERS[index]}\\.`) }).check();
  } else {
    let text = q.expected.toFixed(q.decimals);
    if (how === 'wrong') text = (q.expected + 0.5).toFixed(q.decimals);
    if (how === 'few') text = q.expected.toFixed(q.decimals - 1);
    await quiz.getByLabel('Your answer').fill(text);
  }
  await quiz.getByRole('button', { name: 'Check' }).click();
  const label = { right: 'Correct.', wrong: 'Not correct yet.', few: 'Too few decimals.' }[how];
  await quiz.getByRole('status').filter({ hasText: label }).waitFor();
}

/** The response a learner gave with answer(): a choice's letter, or the text typed. */
export function responseOf(q, how) {
  if (q.type === 'choice') return LETTERS[how === 'right' ? q.answer : (q.answer + 1) % q.choices.length];
  return how === 'wrong' ? (q.expected + 0.5).toFixed(q.decimals) : q.expected.toFixed(q.decimals);
}
