// Lighthouse (mobile, its default simulated throttling) on the pages `npm start` serves: the demo and
// embed.html, through the server of scripts/serve.mjs (strict CSP, compression, validators). Each
// page is audited `runs` times in a fresh Chromium; the scores reported are the medians, as
// Lighthouse's own docs advise for a noisy machine. A benchmark, not a test: it reports.
//
//   node tests/bench/lighthouse.mjs          prints the scores of both pages
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { median } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PAGES = [['', 'the demo page'], ['embed.html', 'embed.html']];

function audit(url) {
  const args = [CLI, url, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        const report = JSON.parse(stdout);
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        resolve(report);
      } catch (cause) {
        reject(cause);
      }
    });
  });
}

/**
 * @returns {Promise<Array<{path, what, runs, scores: {performance, accessibility, 'best-practices', seo},
 *   metrics: {fcpMs, lcpMs, tbtMs, cls, speedIndexMs}}>>} scores 0–100, medians over runs
 */
export async function lighthouseScores({ runs = 3, pages = PAGES } = {}) {
  const server = await startServer({ port: 0 });
  try {
    const results = [];
    for (const [path, what] of pages) {
      const reports = [];
      for (let i = 0; i < runs; i++) reports.push(await audit(server.url + path));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(reports.map((r) => Math.round(r.categories[c].score * 100)))]));
      const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
      results.push({
        path,
        what,
        runs,
        scores,
        metrics: {
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
        },
      });
    }
    return results;
  } finally {
    await server.close();
  }
}

/** One line per page: the four scores beside their goals, and the metrics behind performance. */
export function describeScores(r) {
  const m = r.metrics;
  const met = r.scores.performance >= 98 && CATEGORIES.slice(1).every((c) => r.scores[c] === 100);
  return (
    `Lighthouse 12 mobile, ${r.what} (median of ${r.runs}): ` +
    CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ') +
    ` (goal: performance >= 98, the others 100) ${met ? 'meets' : 'MISSES'}; ` +
    `FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}, speed index ${(m.speedIndexMs / 1000).toFixed(2)} s`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const r of await lighthouseScores()) console.log(describeScores(r));
}
