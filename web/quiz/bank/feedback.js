// What the bank's feedback region says about an answer: the verdict, the named mistake when one was
// diagnosed and the checker's explanation (../parts.js words that line), the author's own feedback
// and, for an author's choice, the feedback of each option chosen, then what to do next and, for a
// judged answer, the score so far. The author's words are shown as text, never as markup; the
// widget's own are the catalog's (words), numbers in the reader's digits.
import { el } from '../../kit/index.js';
import { JUDGED, numberText, setFeedback, typedText, verdictLine } from '../parts.js';
import { fillSlots } from './author-texts.js';
import { shownLetters } from './author-choice.js';
import { LETTERS } from '../xapi.js';

/**
 * A response as the learner sees it: a number as typed (in the reader's digits when words are
 * given), an author's choice in the letters shown.
 */
export function responseShown(question, answer, words = null) {
  if (question?.kind === 'choice' && Array.isArray(answer.value)) return shownLetters(question, answer.value);
  return words ? typedText(words, answer.response) : answer.response;
}

/**
 * Shows the feedback on an answer to question q, in words. stored: an answer given before, shown again (it says
 * what it was, not what to do next); note: a sentence to add; quiz: {score, count, finished, left
 * (the retries left for this question: a count or Infinity), solution (its solution shows)} after it.
 */
export function showFeedback(words, status, q, answer, { score, count, finished, left = Infinity, solution = true }, { stored = false, note = '' } = {}) {
  const parts = [verdictLine(words, answer, true)];
  const judged = JUDGED.has(answer.verdict);
  const response = responseShown(q, answer, words);
  const authored = judged ? q?.feedback?.[answer.verdict] : undefined;
  if (authored) parts.push(el('p', 'feedback-author', fillSlots(authored, { response: responseShown(q, answer) })));
  if (judged && q?.kind === 'choice' && Array.isArray(answer.value)) {
    const lines = answer.value
      .filter((a) => q.optionFeedback?.[a])
      .map((a) => ({ letter: LETTERS[q.order.indexOf(a)], feedback: q.optionFeedback[a] }))
      .sort((x, y) => x.letter.localeCompare(y.letter));
    if (lines.length) {
      const list = el('ul', 'feedback-options');
      for (const line of lines) list.append(el('li', null, words.t('quiz-option-feedback', line)));
      parts.push(list);
    }
  }
  if (judged) {
    const more = [];
    const scored = { score: numberText(words, score), total: numberText(words, count) };
    if (stored) more.push(words.t('quiz-your-answer-was', { response }));
    if (!stored) {
      if (answer.verdict === 'correct') {
        if (!finished) more.push(words.t(solution ? 'quiz-next-solution' : 'quiz-next-go-on'));
      } else if (left === Infinity) more.push(words.t('quiz-retry-any'));
      else if (left > 0) more.push(words.t('quiz-retry-count', { count: left, left: numberText(words, left) }));
      else more.push(words.t('quiz-final'));
    }
    more.push(finished ? words.t('quiz-all-answered', { count, ...scored }) : words.t('quiz-score', scored));
    if (note) more.push(note);
    parts.push(el('p', 'feedback-next', more.join(' ')));
  } else if (answer.verdict === 'too-few-decimals') {
    parts.push(el('p', 'feedback-next', words.t('quiz-type-more-decimals')));
  }
  setFeedback(status, answer.verdict, ...parts);
}

/** Says one sentence in the feedback region (a move, a restore, a problem with the answer). */
export function say(status, text) {
  setFeedback(status, null, el('p', 'feedback-note', text));
}
