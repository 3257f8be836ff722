// The files a widget fetches when it needs them: the core, the quiz panels, the figures. Each is a
// file of its own in dist/ (scripts/build.mjs keeps these imports as imports of dist/pe-core.js,
// dist/quiz-panels.js and dist/figures.js), fetched once and shared by all instances.
import { fetchedOnce } from './scheduling.js';

export { loadCore } from './pe-core.js';

// A failed import names the file and where it belongs, not only the browser's words.
const missing = (file, note = '') => (cause) => {
  throw new Error(`${file} did not load (${cause?.message ?? cause}); it belongs beside sinusoidal-pe.js${note}.`, { cause });
};

export const loadFigures = fetchedOnce(() =>
  import('./figures/index.js').catch(missing('figures.js', ' (a course package holds it when npm run package is given --figures)')),
);
export const loadQuizPanels = fetchedOnce(() => import('./quiz-panels.js').catch(missing('quiz-panels.js')));
