// The figures test page: loads the built core and figures (dist/ only) into a shadow root, as the
// element will, and exposes them to tests as window.peFigures. Query string: ?settings=<JSON>
// for the initial settings, ?only=heatmap,waves for a subset, ?lang=de for the figures' language
// (else the page's: English).
import { loadCore } from '../../../dist/pe-core.js';
import { createFigures, figureWords } from '../../../dist/figures.js';

const pageCss = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 1rem; background: #eef0f3; color: #1c1e21; }
  main { max-width: 48rem; margin: 0 auto; }
  h1 { font-size: 1.3rem; }
  @media (prefers-color-scheme: dark) { body { background: #0f1113; color: #e6e8eb; } }
`;
const page = new CSSStyleSheet();
page.replaceSync(pageCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];

const params = new URLSearchParams(location.search);
try {
  const settings = params.has('settings') ? JSON.parse(params.get('settings')) : {};
  const only = params.get('only')?.split(',').filter(Boolean);
  const core = await loadCore();
  const host = document.getElementById('host');
  const shadow = host.attachShadow({ mode: 'open' });
  const words = await figureWords(params.get('lang'));
  const figs = createFigures({ core, root: shadow, settings, only, words });
  window.peFigures = {
    core,
    figs,
    shadow,
    /** applies settings and finishes the drawing at once */
    update(next) {
      figs.update(next);
      figs.flush();
      return figs.settings;
    },
  };
  document.documentElement.dataset.ready = 'true';
} catch (error) {
  window.peFiguresError = String(error?.stack ?? error);
  document.documentElement.dataset.ready = 'error';
  throw error;
}
