// The files a widget fetches when it needs them: the core, the quiz panels, the figures, the share panel. Each is a
// file of its own in dist/ (scripts/build.mjs keeps these imports as imports of dist/pe-core.js,
// dist/quiz-panels.js, dist/figures.js and dist/share.js), fetched once and shared by all instances.
import { fetchCoreAhead } from '../core/index.js';
import { fetchedOnce } from '../kit/index.js';
import { readAttribute, tableCoreOptionsFor } from './settings.js';

export { loadCore } from '../core/index.js';

/**
 * Starts fetching the build of the core that the widgets in root's markup will draw their tables
 * with (the biggest that one of them needs; lazy ones count once drawn, later), before the element is
 * defined: building the widgets then runs while the core's files are on their way.
 * @param {ParentNode} root the document
 * @param {string} tag the element's name
 */
export function fetchCoreForMarkup(root, tag) {
  const eager = [...root.querySelectorAll(tag)].filter((el) => el.getAttribute('loading') !== 'lazy');
  if (eager.length === 0) return;
  const quizOf = (el) => {
    const r = readAttribute('quiz', el.getAttribute('quiz'));
    return 'error' in r ? '' : r.value;
  };
  const options = eager.map((el) => tableCoreOptionsFor(quizOf(el)));
  fetchCoreAhead(options.find((o) => o.quizBank) ?? options.find((o) => o.answers) ?? {});
}
export const loadFigures = fetchedOnce(
  () => import('../figures/index.js'),
  'figures.js',
  ' (a course package holds it when npm run package is given --figures)',
);
export const loadQuizPanels = fetchedOnce(() => import('../quiz/index.js'), 'quiz-panels.js');
export const loadShare = fetchedOnce(() => import('../share/index.js'), 'share.js');
