// The quiz panel: one numeric question ({id, title, prompt, hint, solution, spec}, see questions.js),
// an answer field, a Check button, feedback in a polite live region, and Hint and Solution
// disclosures. Judging is the core's (checkAnswer); this file only words the verdict, with the parts
// it shares with the question bank's panel (parts.js).
import { el } from '../kit/index.js';
import { JUDGED, checkButton, disclosure, feedbackRegion, markUnreadable, numericAnswer, quizGroup, setFeedback, verdictLine } from './parts.js';
import { answeredStatement } from './xapi.js';

// A sentence after the core's explanation, saying what to do next (where the core does not).
const NEXT_STEP = Object.freeze({
  correct: 'Open the solution to compare your working.',
  incorrect: 'The hint below gives the first step.',
});

export class QuizPanel {
  /**
   * question: {id, title, prompt, hint, solution, spec}; check(text) resolves to a checkAnswer()
   * result; onAnswer(detail) is told {questionId, question, response, verdict, message, value,
   * expected, statement} (statement: an xAPI "answered" statement, see xapi.js).
   */
  constructor(question, { check, onAnswer }, idPrefix) {
    this.question = question;
    this.check = check;
    this.onAnswer = onAnswer;
    const id = `${idPrefix}-${question.id}`;
    this.element = quizGroup('quiz', question.title ?? question.id.toUpperCase(), id);
    const { prompt, label, input } = numericAnswer(id, question.prompt);
    this.input = input;
    const form = el('form', 'answer-row');
    form.noValidate = true;
    form.append(label, input, checkButton());
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#judge();
    });
    this.status = feedbackRegion();
    this.element.append(
      prompt,
      form,
      this.status,
      disclosure('Hint', question.hint, 'hint'),
      disclosure('Solution', question.solution, 'solution', true),
    );
    this.serial = 0;
  }

  async #judge() {
    const response = this.input.value;
    const serial = ++this.serial;
    let result;
    try {
      result = await this.check(response, this.question.spec);
    } catch (error) {
      // The checker itself failed (for example, the core could not load): say so in the panel.
      result = { verdict: 'unreadable', message: error.message, value: null, expected: null, failed: true };
    }
    if (serial !== this.serial) return; // a later check has already answered
    const verdict = result.verdict;
    const line = verdictLine(result);
    if (!result.failed && NEXT_STEP[verdict]) line.append(` ${NEXT_STEP[verdict]}`);
    setFeedback(this.status, verdict, line);
    markUnreadable(this.input, verdict);
    if (result.failed) return;
    this.onAnswer({
      questionId: this.question.id,
      question: this.question.prompt,
      response,
      verdict,
      message: result.message,
      value: result.value,
      expected: result.expected,
      diagnosis: result.diagnosis ?? null,
      // An answer that was not judged (too few decimals, unreadable) is not an attempt: no statement.
      statement: JUDGED.has(verdict) ? answeredStatement({ question: this.question, response, result }) : null,
    });
  }
}
