// First paint: from navigation to the first table row drawn by <sinusoidal-pe> on a page (the demo
// page by default),
// in headless Chromium against the local server (strict CSP on), a fresh browser context per run.
import { launchBrowser } from '../browser/launch.mjs';
import { startServer } from '../../scripts/serve.mjs';

export async function firstPaintMs({ runs = 7, path = '' } = {}) {
  const server = await startServer({ port: 0 });
  const browser = await launchBrowser();
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url + path, { waitUntil: 'commit' });
      // Polled once per animation frame: the value is the first frame in which a row exists.
      const handle = await page.waitForFunction(
        () => document.querySelector('sinusoidal-pe')?.shadowRoot?.querySelector('tbody tr') && performance.now(),
        null,
        { polling: 'raf', timeout: 10000 },
      );
      samples.push(await handle.jsonValue());
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], runs };
}
