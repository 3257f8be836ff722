// The answer form of one bank question: a numeric question's answer field, or a choice question's
// radio buttons (a fieldset whose legend is the prompt), with its Check button. A judged answer
// locks it until Try again. A choice's response is its letter; the checker reads its index.
import { el } from '../../kit/index.js';
import { checkButton, markUnreadable, numericAnswer } from '../parts.js';
import { LETTERS } from '../xapi.js';

export class AnswerForm {
  /** q: a makeQuiz question; id: the start of its fields' ids; onSubmit(): Check was pressed. */
  constructor(q, id, onSubmit) {
    this.element = el('form', 'answer-form');
    this.element.noValidate = true;
    this.element.dataset.questionId = q.id;
    this.check = checkButton();
    this.radios = [];
    this.input = null;
    const row = el('div', 'answer-row');
    if (q.type === 'choice') {
      const fieldset = el('fieldset', 'choices');
      fieldset.append(el('legend', 'prompt', q.prompt));
      q.choices.forEach((text, j) => {
        const radio = el('input');
        radio.type = 'radio';
        radio.name = `${id}-choice`;
        radio.id = `${id}-choice-${j}`;
        radio.value = String(j);
        const label = el('label');
        label.htmlFor = radio.id;
        label.append(el('span', 'choice-letter', `${LETTERS[j]}.`), ` ${text}`);
        const choice = el('div', 'choice');
        choice.append(radio, label);
        fieldset.append(choice);
        this.radios.push(radio);
      });
      row.append(this.check);
      this.element.append(fieldset, row);
    } else {
      const { prompt, label, input } = numericAnswer(id, q.prompt);
      row.append(label, input, this.check);
      this.element.append(prompt, row);
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
    const chosen = this.radios.findIndex((r) => r.checked);
    return chosen < 0 ? null : { text: String(chosen), response: LETTERS[chosen] };
  }

  /** Shows an answer given before. */
  show(answer) {
    if (this.input) this.input.value = answer.response;
    else if (this.radios[Number(answer.value)]) this.radios[Number(answer.value)].checked = true;
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
    if (locked && this.radios.includes(active)) this.check.focus();
    for (const r of this.radios) {
      r.disabled = locked;
      // A disabled radio button is drawn faintly: say in words which option was given.
      const label = r.nextElementSibling;
      label.querySelector('.chosen-note')?.remove();
      r.parentElement.classList.toggle('is-chosen', locked && r.checked);
      if (locked && r.checked) label.append(el('span', 'chosen-note', ' (your answer)'));
    }
    if (locked) this.check.setAttribute('aria-disabled', 'true');
    else this.check.removeAttribute('aria-disabled');
  }

  /** Focuses the field, or the option picked (else the first). */
  focus() {
    if (this.input) this.input.focus();
    else (this.radios.find((r) => r.checked) ?? this.radios[0])?.focus();
  }
}

/**
 * The text the checker reads for a response put back (a choice's letter becomes its index), or
 * null for one that cannot be checked.
 */
export function checkedText(response, question) {
  if (typeof response !== 'string') return null;
  if (question.type !== 'choice') return response; // a typed answer, "-1" included
  const index = response.length === 1 ? LETTERS.indexOf(response) : -1; // one letter, not a run of them
  return index < 0 ? null : String(index);
}
