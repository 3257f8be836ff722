// The widget's quiz slot: where the quiz goes, with the quiz host itself (web/quiz/quiz-host.js) in the
// quiz panels' file, fetched the first time the widget has a quiz. A page without a quiz never
// loads it. Until it has arrived, the slot keeps what was asked of it (the latest quiz step, an
// attempt to put back) and hands it over.
import { el, latestOnly } from '../kit/index.js';
import { loadQuizPanels } from './parts.js';

export class QuizHost {
  #host = null; // the quiz host, once the panels have loaded
  #pendingAttempt = null;
  #latest = latestOnly();
  #callbacks;
  #idPrefix;

  /** The same callbacks as the quiz host's (web/quiz/quiz-host.js). */
  constructor(callbacks, idPrefix) {
    this.#callbacks = callbacks;
    this.#idPrefix = idPrefix;
    this.element = el('div', 'quiz-slot');
  }

  /** The quiz's attempt as plain data, or null when no quiz has one. */
  get attempt() {
    return this.#host?.attempt ?? null;
  }

  /** The scored quiz shown, for the plan (the quiz host's `shown`), or null. */
  get shown() {
    return this.#host?.shown ?? null;
  }

  /**
   * Asks the learner, in a dialog placed in container, whether to change a setting the quiz was made
   * for (attribute) and lose the attempt's answers; resolves to whether they go ahead.
   */
  askToChangeSettings(container, attribute) {
    return this.#host ? this.#host.askToChangeSettings(container, attribute) : Promise.resolve(true);
  }

  /** Puts back an attempt (element.attempt) once the questions it was made on are shown. */
  restoreLater(attempt) {
    if (this.#host) this.#host.restoreLater(attempt);
    else this.#pendingAttempt = attempt;
  }

  /** After a change of language: the quiz host writes its texts again (the quiz room's retext()). */
  retext() {
    this.#host?.retext?.();
  }

  /** Carries out the plan's quiz step; resolves once it is shown, or a later show() has taken over. */
  async show(step) {
    const current = this.#latest.begin();
    if (!this.#host) {
      if (step.kind === 'none') {
        this.element.replaceChildren();
        return;
      }
      let panels;
      try {
        // The quiz's messages are a part of the catalog of their own (web/i18n/parts.js).
        [panels] = await Promise.all([loadQuizPanels(), this.#callbacks.words.need('quiz')]);
      } catch (error) {
        if (current()) this.element.replaceChildren(el('p', 'table-note', this.#callbacks.words.t('element-quiz-load-failed', { message: String(error?.message ?? error) })));
        return;
      }
      if (!current()) return;
      this.#host ??= new panels.QuizHost(this.#callbacks, this.#idPrefix, this.element);
      if (this.#pendingAttempt) this.#host.restoreLater(this.#pendingAttempt);
      this.#pendingAttempt = null;
    }
    await this.#host.show(step);
  }
}
