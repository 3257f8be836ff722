// The files a widget fetches when it needs them, named relative to this file as they lie in dist/
// (every module of the element is bundled into sinusoidal-pe.js beside them): the core, the quiz
// panels, the figures. Each is fetched once and shared by all instances.
import { fetchedOnce } from './scheduling.js';

export { loadCore } from './pe-core.js';
export const loadFigures = fetchedOnce(() => import('./figures.js'));
export const loadQuizPanels = fetchedOnce(() => import('./quiz-panels.js'));
