// The files a widget fetches when it needs them: the core, the quiz panels, the figures. Each is a
// file of its own in dist/ (scripts/build.mjs keeps these imports as imports of dist/pe-core.js,
// dist/quiz-panels.js and dist/figures.js), fetched once and shared by all instances.
import { fetchedOnce } from '../kit/index.js';

export { loadCore } from '../core/index.js';
export const loadFigures = fetchedOnce(
  () => import('../figures/index.js'),
  'figures.js',
  ' (a course package holds it when npm run package is given --figures)',
);
export const loadQuizPanels = fetchedOnce(() => import('../quiz/index.js'), 'quiz-panels.js');
