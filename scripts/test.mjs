// npm test: every suite in turn — native Catch2 (plain, then under ASan+UBSan), the WebAssembly
// build, Node tests of the built module, browser tests in Chromium and in Firefox ESR, a short fuzzing
// run — then one summary line.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
const jobs = String(Math.max(1, Math.min(4, (await import('node:os')).availableParallelism?.() ?? 2)));

function testFiles(dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((f) => /\.test\.m?js$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

// Runs a command, echoing its output, and returns {code, output}.
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

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

const nativeSuite = (name, dir, extra) => ({
  name,
  steps: [
    ['cmake', ['-S', '.', '-B', dir, '-DBUILD_TESTING=ON', '-Wno-dev', ...extra]],
    ['cmake', ['--build', dir, '-j', jobs, '--', '--no-print-directory', '-s']],
    ['ctest', ['--test-dir', dir, '--output-on-failure', '-j', jobs]],
  ],
  counts: ctestCounts,
});

const nodeSuite = (name, dir, extra = []) => ({
  name,
  steps: [['node', ['--test', '--test-reporter=tap', ...extra, ...testFiles(dir)]]],
  counts: nodeTestCounts,
  skip: testFiles(dir).length === 0,
});

const suites = [
  nativeSuite('catch2', 'build/native', []),
  nativeSuite('catch2-sanitizers', 'build/sanitize', ['-DPE_SANITIZE=ON', '-DCMAKE_BUILD_TYPE=Debug',
    '-DCMAKE_CXX_COMPILER=clang++-14']),
  { name: 'build', steps: [['node', ['scripts/build.mjs']]], counts: () => null },
  nodeSuite('node', 'tests/node'),
  nodeSuite('browser', 'tests/browser', ['--test-concurrency=1']),
  // Firefox ESR through puppeteer-core (WebDriver BiDi): the main flows again in a second engine.
  nodeSuite('firefox', 'tests/firefox', ['--test-concurrency=1']),
  {
    name: 'fuzz',
    steps: [['bash', ['tests/fuzz/run.sh']]],
    counts: (out) => {
      const m = out.match(/^fuzz: (\d+) passed, (\d+) failed/m);
      return m && { passed: Number(m[1]), failed: Number(m[2]) };
    },
    skip: !existsSync(join(root, 'tests/fuzz/run.sh')),
    env: { FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? '10' },
  },
];

let passed = 0;
let failed = 0;
let todo = 0; // goals not reached yet, marked `todo` in the tests that state them
const broken = [];
const started = Date.now();
for (const suite of suites) {
  if (suite.skip) continue;
  console.log(`\n=== ${suite.name} ===`);
  Object.assign(env, suite.env ?? {});
  let output = '';
  let ok = true;
  for (const [cmd, args] of suite.steps) {
    const r = await run(cmd, args);
    output += r.output;
    if (r.code !== 0) {
      ok = false;
      break;
    }
  }
  const counts = suite.counts(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    todo += counts.todo ?? 0;
  }
  if (!ok || counts?.failed) broken.push(suite.name);
  if (!ok && !counts?.failed) failed += 1; // a suite that could not run counts as a failure
}

const seconds = Math.round((Date.now() - started) / 1000);
if (broken.length) console.log(`\nFailing suites: ${broken.join(', ')}`);
console.log(`\nnpm test took ${seconds}s`);
console.log(`tests: ${passed} passed, ${failed} failed${todo ? `, ${todo} todo (goals not reached yet; each says why above)` : ''}`);
process.exit(failed || broken.length ? 1 : 0);
