// The quiz panel: one numeric question ({id, title, prompt, hint, solution, spec}, see questions.js),
// an answer field, a Check button, feedback in a polite live region, and Hint and Solution
// disclosures. Judging is the core's (checkAnswer); this file only words the verdict. The helpers
// exported here are shared with the question bank's panel (quiz-bank.js).
import { el } from './dom.js';
import { sentenceWithMath } from './mathml.js';
import { answeredStatement } from './xapi.js';

export const VERDICT_LABELS = Object.freeze({
  correct: 'Correct.',
  incorrect: 'Not correct yet.',
  'too-few-decimals': 'Too few decimals.',
  unreadable: 'Not readable as a number.',
});

/** The verdicts that make an attempt: an answer that was judged right or wrong. */
export const JUDGED = new Set(['correct', 'incorrect']);

// A sentence after the core's explanation, saying what to do next (where the core does not).
const NEXT_STEP = Object.freeze({
  correct: 'Open the solution to compare your working.',
  incorrect: 'The hint below gives the first step.',
});


function paragraphs(text, withMath) {
  return (Array.isArray(text) ? text : [text]).map((t) => {
    if (!withMath) return el('p', null, t);
    const p = el('p');
    p.append(sentenceWithMath(t));
    return p;
  });
}

/** A <details> of paragraphs; withMath typesets the formulas in them (worked solutions). */
export function disclosure(title, text, className, withMath = false) {
  const details = el('details', className);
  details.append(el('summary', null, title), ...paragraphs(text, withMath));
  return details;
}

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

    // A group, not a region: several widgets on one page must not add landmarks with equal names.
    this.element = el('div', 'quiz');
    this.element.setAttribute('role', 'group');
    const title = el('h3', 'part-title', question.title ?? question.id.toUpperCase());
    title.id = `${id}-title`;
    this.element.setAttribute('aria-labelledby', title.id);
    const prompt = el('p', 'prompt', question.prompt);
    prompt.id = `${id}-prompt`;

    const form = el('form', 'answer-row');
    form.noValidate = true;
    this.input = el('input', 'answer-input');
    this.input.id = `${id}-answer`;
    this.input.type = 'text';
    this.input.inputMode = 'decimal';
    this.input.autocomplete = 'off';
    this.input.spellcheck = false;
    this.input.setAttribute('aria-describedby', prompt.id);
    const label = el('label', null, 'Your answer');
    label.htmlFor = this.input.id;
    const button = el('button', 'check-button primary', 'Check');
    button.type = 'submit';
    form.append(label, this.input, button);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#judge();
    });

    this.status = el('div', 'feedback');
    this.status.setAttribute('role', 'status');
    this.status.append(el('p', 'feedback-idle', 'Feedback on your answer appears here.'));

    this.element.append(
      title,
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
    const line = el('p', 'feedback-line');
    // The label already says "correct" or "not correct": drop the core's own lead-in word.
    const explanation = String(result.message).replace(/^(Correct|Not quite):\s*/, '');
    line.append(el('strong', 'verdict', VERDICT_LABELS[verdict] ?? verdict));
    if (result.diagnosis) line.append(' ', el('span', 'diagnosis', `Likely slip: ${result.diagnosisName}.`));
    line.append(` ${explanation}`);
    if (!result.failed && NEXT_STEP[verdict]) line.append(` ${NEXT_STEP[verdict]}`);
    this.status.dataset.verdict = verdict;
    this.status.replaceChildren(line);
    // Only text that is not a number is "invalid" input; a wrong number is a wrong answer.
    if (verdict === 'unreadable') this.input.setAttribute('aria-invalid', 'true');
    else this.input.removeAttribute('aria-invalid');
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
