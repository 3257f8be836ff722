// The quiz panel: one numeric question ({id, texts, spec}, see questions.js), an answer field, a
// Check button, feedback in a polite live region, and Hint and Solution disclosures. Judging is the
// core's (checkAnswer); this file only words the verdict, with the parts it shares with the question
// bank's panel (parts.js), in the widget's language (retext() draws it again in another).
import { el } from '../kit/index.js';
import { JUDGED, checkButton, disclosure, feedbackRegion, markUnreadable, numericAnswer, quizGroup, resultMessage, setFeedback, showIdle, verdictLine } from './parts.js';
import { questionWords } from './questions.js';
import { answeredStatement } from './xapi.js';

export class QuizPanel {
  #words;
  #result = null; // the last result shown, drawn again in another language

  /**
   * question: {id, texts, spec}; words: the widget's words; check(text) resolves to a checkAnswer()
   * result; onAnswer(detail) is told {questionId, question, response, verdict, message, value,
   * expected, statement} (statement: an xAPI "answered" statement, see xapi.js).
   */
  constructor(question, { words, check, onAnswer }, idPrefix) {
    this.#words = words;
    this.question = question;
    this.check = check;
    this.onAnswer = onAnswer;
    const id = `${idPrefix}-${question.id}`;
    const { texts } = question;
    this.element = quizGroup('quiz', '', id);
    words.bind(this.element.querySelector('.part-title'), texts.title);
    const { prompt, label, input, sign } = numericAnswer(words, id, '');
    words.bind(prompt, texts.prompt);
    words.bind(label, 'quiz-your-answer');
    this.input = input;
    const form = el('form', 'answer-row');
    form.noValidate = true;
    form.append(label, input, sign, words.bind(checkButton(words), 'quiz-check'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#judge();
    });
    this.status = feedbackRegion(words); // idle words: retext()
    this.disclosures = el('div', 'quiz-disclosures');
    this.#renderDisclosures();
    this.element.append(prompt, form, this.status, this.disclosures);
    this.serial = 0;
  }

  /** Draws what the panel keeps in the widget's language again (after a change of language). */
  retext() {
    this.#renderDisclosures();
    if (this.#result) this.#showResult(this.#result);
    else showIdle(this.#words, this.status);
  }

  // Hint and Solution, kept open where they were.
  #renderDisclosures() {
    const words = this.#words;
    const open = [...this.disclosures.children].map((d) => d.open);
    const { hint, solution } = questionWords(this.question, words);
    this.disclosures.replaceChildren(disclosure(words.t('quiz-hint'), hint, 'hint', true), disclosure(words.t('quiz-solution'), solution, 'solution', true));
    open.forEach((o, j) => (this.disclosures.children[j].open = o));
  }

  #showResult(result) {
    const words = this.#words;
    const verdict = result.verdict;
    const line = verdictLine(words, result);
    const next = this.question.texts.next[verdict];
    if (!result.failed && next) line.append(` ${words.t(next)}`);
    setFeedback(this.status, verdict, line);
  }

  async #judge() {
    const response = this.input.value;
    const serial = ++this.serial;
    let result;
    try {
      result = await this.check(response, this.question.spec);
    } catch (error) {
      // The checker itself failed (for example, the core could not load): say so in the panel.
      result = { verdict: 'unreadable', message: error.coreText ?? error.message, value: null, expected: null, failed: true };
    }
    if (serial !== this.serial) return; // a later check has already answered
    const verdict = result.verdict;
    this.#result = result;
    this.#showResult(result);
    markUnreadable(this.input, verdict);
    if (result.failed) return;
    const words = this.#words;
    const { title, prompt } = questionWords(this.question, words);
    this.onAnswer({
      questionId: this.question.id,
      question: prompt,
      response,
      verdict,
      message: resultMessage(words, result),
      value: result.value,
      expected: result.expected,
      diagnosis: result.diagnosis ?? null,
      // An answer that was not judged (too few decimals, unreadable) is not an attempt: no statement.
      statement: JUDGED.has(verdict) ? answeredStatement({ question: { ...this.question, title, prompt }, response, result, words }) : null,
    });
  }
}
