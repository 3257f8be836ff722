// The bank's navigation: Try again (after an incorrect answer with a retry left), Previous question,
// Next question (from the last question: the next one without an answer) and See your score (once
// every question has an answer), each shown only where it applies.
import { button, el } from '../../kit/index.js';

/**
 * The navigation bar, its buttons bound to their words; actions: {tryAgain, previous, next,
 * toScore}, called on their button's click.
 */
export function navigationBar(words, actions) {
  const element = el('div', 'quiz-nav');
  const buttons = {
    tryAgain: words.bind(button(), 'quiz-try-again'),
    previous: words.bind(button(), 'quiz-previous-question'),
    next: button(words.t('quiz-next-question'), 'primary'), // its words depend on the place: showNavigation's
    toScore: words.bind(button(undefined, 'primary'), 'quiz-to-score'),
  };
  for (const [name, b] of Object.entries(buttons)) {
    b.addEventListener('click', actions[name]);
    element.append(b);
  }
  return { element, ...buttons, words };
}

/**
 * Shows the buttons that apply: at question index of count (retry: Try again is open for it), or on
 * the summary.
 */
export function showNavigation(nav, { index, count, retry, finished, summary }) {
  nav.tryAgain.hidden = summary || !retry;
  nav.previous.hidden = summary || index === 0;
  const last = index === count - 1;
  nav.next.hidden = summary || (last && finished);
  nav.next.textContent = nav.words.t(last ? 'quiz-next-open' : 'quiz-next-question');
  nav.toScore.hidden = summary || !finished;
  // The primary look goes to the step that comes next.
  nav.next.classList.toggle('primary', !finished);
}

/** Where Next goes from index: the next question, or from the last the first without an answer (else the first). */
export function nextPlace(index, answers) {
  if (index < answers.length - 1) return index + 1;
  const open = answers.findIndex((a) => !a);
  return open < 0 ? 0 : open;
}
