// The server and the browser of a suite of the figures' own page (tests/browser/figures/figures.html,
// dist/figures.js without the element): built first when dist/ has no figures yet.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { STRICT_CSP, startServer } from '../../../scripts/serve.mjs';
import { launchBrowser } from '../launch.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Registers the suite's before and after; returns {server, browser}, set once the suite starts. */
export function useFiguresServer() {
  const h = { server: null, browser: null };
  before(async () => {
    if (!existsSync(join(root, 'dist', 'figures.js'))) {
      const { buildAll } = await import('../../../scripts/build.mjs');
      await buildAll({ quiet: true });
    }
    h.server = await startServer({ port: 0, csp: STRICT_CSP });
    h.browser = await launchBrowser();
  });
  after(async () => {
    await h.browser?.close();
    await h.server?.close();
  });
  return h;
}
