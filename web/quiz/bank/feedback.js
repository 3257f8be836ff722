// What the bank's feedback region says about an answer: the verdict, the named mistake when one was
// diagnosed and the checker's explanation (../parts.js words that line), then what to do next and,
// for a judged answer, the score so far.
import { el } from '../../kit/index.js';
import { JUDGED, setFeedback, verdictLine } from '../parts.js';

const NEXT_STEP = Object.freeze({
  correct: 'Open the solution to compare your working, or go on.',
  incorrect: 'Press Try again to answer once more, or open the hint.',
  'too-few-decimals': 'Type more decimals and press Check again.',
});

/**
 * Shows the feedback on an answer. stored: an answer given before, shown again (it says what it
 * was, not what to do next); note: a sentence to add; quiz: {score, count, finished} after it.
 */
export function showFeedback(status, answer, { score, count, finished }, { stored = false, note = '' } = {}) {
  const parts = [verdictLine(answer, true)];
  if (JUDGED.has(answer.verdict)) {
    const more = [];
    if (stored) more.push(`Your answer was ${answer.response}.`);
    if (finished) more.push(`${count === 1 ? 'The question has' : `All ${count} questions have`} an answer: score ${score} of ${count}.`);
    else if (!stored && NEXT_STEP[answer.verdict]) more.push(NEXT_STEP[answer.verdict]);
    if (!finished) more.push(`Score ${score} of ${count}.`);
    if (note) more.push(note);
    parts.push(el('p', 'feedback-next', more.join(' ')));
  } else if (NEXT_STEP[answer.verdict]) {
    parts.push(el('p', 'feedback-next', NEXT_STEP[answer.verdict]));
  }
  setFeedback(status, answer.verdict, ...parts);
}

/** Says one sentence in the feedback region (a move, a restore, a problem with the answer). */
export function say(status, text) {
  setFeedback(status, null, el('p', 'feedback-note', text));
}
