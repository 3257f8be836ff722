// The answer form of one bank question: a numeric question's answer field, or a choice question's
// options (a fieldset whose legend is the prompt): radio buttons, or checkboxes for an author's
// choice with several correct options, in the order this learner sees them. A judged answer locks it
// until Try again. A choice's response is its options' letters as the question writes them (the
// author's order); the checker reads their indices.
import { el } from '../../kit/index.js';
import { checkButton, markUnreadable, numericAnswer, questionText } from '../parts.js';
import { LETTERS } from '../xapi.js';
import { choiceResponse, indicesOfResponse } from './author-choice.js';

export class AnswerForm {
  /**
   * words: the widget's; q: a makeQuiz question (or an author's); id: the start of its fields' ids;
   * onSubmit(): Check was pressed. The form is made again for another language (its texts are
   * written once).
   */
  constructor(words, q, id, onSubmit) {
    this.words = words;
    this.element = el('form', 'answer-form');
    this.element.noValidate = true;
    this.element.dataset.questionId = q.id;
    this.check = checkButton(words);
    const prompt = questionText(words, q, 'prompt', q.prompt);
    this.options = [];
    this.input = null;
    const row = el('div', 'answer-row');
    if (q.type === 'choice') {
      const fieldset = el('fieldset', 'choices');
      fieldset.append(el('legend', 'prompt', prompt));
      if (q.multiple) fieldset.append(el('p', 'help', words.t('quiz-choose-all')));
      const order = q.order ?? q.choices.map((_, j) => j);
      order.forEach((author, shown) => {
        const input = el('input');
        input.type = q.multiple ? 'checkbox' : 'radio';
        input.name = `${id}-choice`;
        input.id = `${id}-choice-${shown}`;
        input.value = String(author);
        const label = el('label');
        label.htmlFor = input.id;
        label.append(el('span', 'choice-letter', words.t('quiz-choice-letter', { letter: LETTERS[shown] })), ` ${questionText(words, q, 'choices', q.choices[author])}`);
        const choice = el('div', 'choice');
        choice.append(input, label);
        fieldset.append(choice);
        this.options.push(input);
      });
      row.append(this.check);
      this.element.append(fieldset, row);
    } else {
      const field = numericAnswer(words, id, prompt);
      const { label, input, sign } = field;
      row.append(label, input, sign, this.check);
      this.element.append(field.prompt, row);
      this.input = input;
    }
    this.element.addEventListener('submit', (e) => {
      e.preventDefault();
      onSubmit();
    });
  }

  /** What the learner gave: {text for the checker, response as recorded}, or null when no option is picked. */
  response() {
    if (this.input) return { text: this.input.value, response: this.input.value };
    const chosen = this.options.filter((o) => o.checked).map((o) => Number(o.value)).sort((a, b) => a - b);
    return chosen.length ? { text: chosen.join(','), response: choiceResponse(chosen) } : null;
  }

  /** Shows an answer given before. */
  show(answer) {
    if (this.input) {
      this.input.value = answer.response;
      return;
    }
    const chosen = Array.isArray(answer.value) ? answer.value : [Number(answer.value)];
    for (const o of this.options) o.checked = chosen.includes(Number(o.value));
  }

  /** Marks the field invalid for text that is not a number. */
  judged(verdict) {
    if (this.input) markUnreadable(this.input, verdict);
  }

  // A judged answer stays until Try again: the field becomes read-only and Check is marked disabled
  // (aria-disabled, so that a focused button keeps its focus).
  lock(locked) {
    if (this.input) this.input.readOnly = locked;
    const active = this.element.getRootNode().activeElement;
    if (locked && this.options.includes(active)) this.check.focus();
    for (const o of this.options) {
      o.disabled = locked;
      // A disabled option is drawn faintly: say in words which options were given.
      const label = o.nextElementSibling;
      label.querySelector('.chosen-note')?.remove();
      o.parentElement.classList.toggle('is-chosen', locked && o.checked);
      if (locked && o.checked) label.append(el('span', 'chosen-note', ` ${this.words.t('quiz-your-choice')}`));
    }
    if (locked) this.check.setAttribute('aria-disabled', 'true');
    else this.check.removeAttribute('aria-disabled');
  }

  /** Focuses the field, or the option picked (else the first). */
  focus() {
    if (this.input) this.input.focus();
    else (this.options.find((o) => o.checked) ?? this.options[0])?.focus();
  }
}

/**
 * The text the checker reads for a response put back (a choice's letters become their indices), or
 * null for one that cannot be checked.
 */
export function checkedText(response, question) {
  if (typeof response !== 'string') return null;
  if (question.type !== 'choice') return response; // a typed answer, "-1" included
  if (question.kind === 'choice') return indicesOfResponse(question, response)?.join(',') ?? null;
  const index = response.length === 1 ? LETTERS.indexOf(response) : -1; // one letter, not a run of them
  return index < 0 || (question.choices && index >= question.choices.length) ? null : String(index);
}
