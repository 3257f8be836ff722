// What the bank's feedback region says about an answer: the verdict, the named mistake when one was
// diagnosed and the checker's explanation (../parts.js words that line), the author's own feedback
// and, for an author's choice, the feedback of each option chosen, then what to do next and, for a
// judged answer, the score so far. The author's words are shown as text, never as markup.
import { el } from '../../kit/index.js';
import { JUDGED, setFeedback, verdictLine } from '../parts.js';
import { fillSlots } from './author-texts.js';
import { shownLetters } from './author-choice.js';
import { LETTERS } from '../xapi.js';

// What the feedback says to the learner.
const SAY = Object.freeze({
  correct: ({ solution }) => (solution ? 'Open the solution to compare your working, or go on.' : 'Go on to the next question.'),
  retryAny: () => 'Press Try again to answer once more, or open the hint.',
  retryCount: ({ left }) => `You may answer this question ${left === 1 ? 'once more' : `${left} more times`}: press Try again, or open the hint.`,
  final: () => 'This answer is final: no more tries are left for this question.',
  tooFewDecimals: () => 'Type more decimals and press Check again.',
  yours: ({ response }) => `Your answer was ${response}.`,
  allAnswered: ({ count, score }) => `${count === 1 ? 'The question has' : `All ${count} questions have`} an answer: score ${score} of ${count}.`,
  score: ({ score, count }) => `Score ${score} of ${count}.`,
  option: ({ letter, feedback }) => `${letter}. ${feedback}`,
});

/** A response as the learner sees it: a number as typed, an author's choice in the letters shown. */
export function responseShown(question, answer) {
  if (question?.kind === 'choice' && Array.isArray(answer.value)) return shownLetters(question, answer.value);
  return answer.response;
}

/**
 * Shows the feedback on an answer to question q. stored: an answer given before, shown again (it says
 * what it was, not what to do next); note: a sentence to add; quiz: {score, count, finished, left
 * (the retries left for this question: a count or Infinity), solution (its solution shows)} after it.
 */
export function showFeedback(status, q, answer, { score, count, finished, left = Infinity, solution = true }, { stored = false, note = '' } = {}) {
  const parts = [verdictLine(answer, true)];
  const judged = JUDGED.has(answer.verdict);
  const response = responseShown(q, answer);
  const authored = judged ? q?.feedback?.[answer.verdict] : undefined;
  if (authored) parts.push(el('p', 'feedback-author', fillSlots(authored, { response })));
  if (judged && q?.kind === 'choice' && Array.isArray(answer.value)) {
    const lines = answer.value
      .filter((a) => q.optionFeedback?.[a])
      .map((a) => ({ letter: LETTERS[q.order.indexOf(a)], feedback: q.optionFeedback[a] }))
      .sort((x, y) => x.letter.localeCompare(y.letter));
    if (lines.length) {
      const list = el('ul', 'feedback-options');
      for (const line of lines) list.append(el('li', null, SAY.option(line)));
      parts.push(list);
    }
  }
  if (judged) {
    const more = [];
    if (stored) more.push(SAY.yours({ response }));
    if (!stored) {
      if (answer.verdict === 'correct') {
        if (!finished) more.push(SAY.correct({ solution }));
      } else if (left === Infinity) more.push(SAY.retryAny());
      else if (left > 0) more.push(SAY.retryCount({ left }));
      else more.push(SAY.final());
    }
    more.push(finished ? SAY.allAnswered({ count, score }) : SAY.score({ score, count }));
    if (note) more.push(note);
    parts.push(el('p', 'feedback-next', more.join(' ')));
  } else if (answer.verdict === 'too-few-decimals') {
    parts.push(el('p', 'feedback-next', SAY.tooFewDecimals()));
  }
  setFeedback(status, answer.verdict, ...parts);
}

/** Says one sentence in the feedback region (a move, a restore, a problem with the answer). */
export function say(status, text) {
  setFeedback(status, null, el('p', 'feedback-note', text));
}
