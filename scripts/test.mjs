// npm test: every suite — native Catch2, Catch2 and the fuzzers under ASan+UBSan (one sanitised
// build for both), the WebAssembly build, Node tests of the built module, browser tests in Chromium
// and in Firefox ESR — then one summary line. Independent suites run side by side: the WebAssembly
// build and the browser tests after it are the longest path, so they start first and the native
// suites run beside them at a lower CPU priority.
//
// npm run test:quick (--quick): for the edit loop — native Catch2, the build, the Node tests, and the
// Chromium tests of the rooms the work tree changes (or of the test files and folders given:
// `npm run test:quick -- tests/browser/quiz`). CI and npm test always run everything.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cores = Math.max(1, availableParallelism?.() ?? 2);
const env = { ...process.env, NODE_PATH: '/usr/share/nodejs', JOBS: String(Math.min(4, cores)) };
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const chosen = args.filter((a) => !a.startsWith('--'));

/** Every *.test.mjs under dir (its room folders included), sorted. */
function testFiles(dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { recursive: true })
    .filter((f) => /\.test\.m?js$/.test(f))
    .map((f) => join(dir, f))
    .sort();
}

// ---- what a suite reports ---------------------------------------------------------------------------

function ctestCounts(output) {
  const m = output.match(/(\d+)% tests passed, (\d+) tests? failed out of (\d+)/);
  if (!m) return null;
  const failed = Number(m[2]);
  return { passed: Number(m[3]) - failed, failed };
}

function nodeTestCounts(output) {
  const pass = output.match(/^# pass (\d+)/m);
  const fail = output.match(/^# fail (\d+)/m);
  const todo = output.match(/^# todo (\d+)/m);
  if (!pass || !fail) return null;
  return { passed: Number(pass[1]), failed: Number(fail[1]), todo: Number(todo?.[1] ?? 0) };
}

function fuzzCounts(output) {
  const m = output.match(/^fuzz: (\d+) passed, (\d+) failed/m);
  return m && { passed: Number(m[1]), failed: Number(m[2]) };
}

// ---- the suites ---------------------------------------------------------------------------------------

// Browser test files run side by side, one Chromium each; most of a browser test's time is waiting
// for a page, so a file per core and one more keeps both cores busy.
const BROWSER_FILES_AT_ONCE = String(cores + 1);

const nodeSuite = (files, extra = []) => ({
  after: ['build'],
  steps: [['node', ['--test', '--test-reporter=tap', ...extra, ...files]]],
  counts: nodeTestCounts,
  skip: files.length === 0,
});

const SUITES = {
  // The longest path: the WebAssembly build, then the browser tests.
  build: { steps: [['node', ['scripts/build.mjs']]], counts: () => null },
  browser: nodeSuite(testFiles('tests/browser'), [`--test-concurrency=${BROWSER_FILES_AT_ONCE}`]),
  node: nodeSuite(testFiles('tests/node')),
  // Firefox ESR through puppeteer-core (WebDriver BiDi): the main flows again in a second engine.
  firefox: nodeSuite(testFiles('tests/firefox'), ['--test-concurrency=1']),
  // Beside them, at a lower priority: native Catch2, then the sanitised tree (built once, by
  // tests/fuzz/run.sh) for Catch2 under ASan+UBSan and for the fuzzers.
  catch2: {
    nice: true,
    steps: [
      ['cmake', ['-S', '.', '-B', 'build/native', '-DBUILD_TESTING=ON', '-Wno-dev']],
      ['cmake', ['--build', 'build/native', '-j', env.JOBS, '--', '--no-print-directory', '-s']],
      ['ctest', ['--test-dir', 'build/native', '--output-on-failure', '-j', env.JOBS]],
    ],
    counts: ctestCounts,
  },
  'catch2-sanitizers': {
    after: ['catch2'],
    nice: true,
    steps: [
      ['bash', ['tests/fuzz/run.sh', '--build-only']],
      ['ctest', ['--test-dir', 'build/sanitize', '--output-on-failure', '-j', env.JOBS]],
    ],
    counts: ctestCounts,
  },
  fuzz: {
    after: ['catch2-sanitizers'],
    nice: true,
    steps: [['bash', ['tests/fuzz/run.sh']]],
    counts: fuzzCounts,
    env: { FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? '10' },
  },
};

// ---- test:quick: the rooms a change touches ------------------------------------------------------------

/** The files the work tree changes against HEAD (staged, unstaged and new). */
function changedFiles() {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter(Boolean).map((line) => line.slice(3).split(' -> ').pop());
}

/**
 * The browser tests for changed files: a test file itself; web/ROOM/… → tests/browser/ROOM/ (web/core
 * and web/kit, whose numbers and parts the table shows first, → tests/browser/table/); the pages →
 * tests/browser/pages/.
 */
function browserTestsFor(files) {
  const picked = new Set();
  for (const f of files) {
    if (/^tests\/browser\/.*\.test\.mjs$/.test(f)) picked.add(f);
    const room = f.match(/^web\/([a-z-]+)\//)?.[1];
    if (room) picked.add(`tests/browser/${room === 'core' || room === 'kit' ? 'table' : room}`);
    if (/^(index|embed)\.html$|^web\/[^/]+\.(js|css)$/.test(f)) picked.add('tests/browser/pages');
  }
  return [...picked].flatMap(testFiles);
}

if (quick) {
  const browserFiles = chosen.length ? chosen.flatMap(testFiles) : browserTestsFor(changedFiles());
  for (const name of ['catch2-sanitizers', 'fuzz', 'firefox']) delete SUITES[name];
  SUITES.browser = nodeSuite(browserFiles, [`--test-concurrency=${BROWSER_FILES_AT_ONCE}`]);
  console.log(`test:quick: Chromium tests: ${browserFiles.length ? browserFiles.join(' ') : 'none (no room changed)'}`);
}

// ---- running them -------------------------------------------------------------------------------------

// Runs one command and returns {code, output}; the output is kept, and shown when the suite ends.
function run(cmd, cmdArgs, { nice, extraEnv }) {
  const [file, argv] = nice ? ['nice', ['-n', '10', cmd, ...cmdArgs]] : [cmd, cmdArgs];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const totals = { passed: 0, failed: 0, todo: 0 };
const broken = [];
const timings = [];
const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

async function runSuite(name, suite) {
  const begun = Date.now();
  console.log(`=== ${name}: started`);
  let output = '';
  let ok = true;
  for (const [cmd, cmdArgs] of suite.steps) {
    const r = await run(cmd, cmdArgs, { nice: suite.nice, extraEnv: suite.env });
    output += r.output;
    if (r.code !== 0) {
      ok = false;
      break;
    }
  }
  const counts = suite.counts(output);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.todo += counts.todo ?? 0;
  }
  if (!ok || counts?.failed) broken.push(name);
  if (!ok && !counts?.failed) totals.failed += 1; // a suite that could not run counts as a failure
  timings.push(`${name} ${seconds(begun)}s`);
  console.log(`\n=== ${name} (${seconds(begun)} s) ===\n${output.trimEnd()}`);
  return ok;
}

// Each suite starts once the suites it comes after have finished; one that failed skips its followers.
const finished = {};
function schedule(name) {
  finished[name] ??= (async () => {
    const suite = SUITES[name];
    const ready = await Promise.all((suite.after ?? []).filter((d) => d in SUITES).map(schedule));
    if (!ready.every(Boolean)) {
      broken.push(`${name} (not run: ${suite.after.join(', ')} failed)`);
      totals.failed += 1;
      return false;
    }
    if (suite.skip) return true;
    return runSuite(name, suite);
  })();
  return finished[name];
}
await Promise.all(Object.keys(SUITES).map(schedule));

if (broken.length) console.log(`\nFailing suites: ${broken.join(', ')}`);
console.log(`\n${quick ? 'test:quick' : 'npm test'} took ${seconds(started)}s (${timings.join(', ')})`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.todo ? `, ${totals.todo} todo (goals not reached yet; each says why above)` : ''}`,
);
process.exit(totals.failed || broken.length ? 1 : 0);
