// The quiz part of the widget: nothing, one question (quiz="q1"), or the seeded question bank
// (quiz="bank"). It loads the panels and the build of the core it needs itself — the bank's build
// for the bank — so the table's core is never swapped under it. Results leave through callbacks.
import { el } from '../dom.js';
import { loadCore, loadQuizPanels } from '../parts.js';
import { QUESTIONS } from '../questions.js';
import { latestOnly } from '../scheduling.js';

export class QuizHost {
  #panel = null; // the QuizPanel or QuizBankPanel shown
  #latest = latestOnly();
  #callbacks;
  #idPrefix;

  /**
   * callbacks: onAnswer(detail) and onScore(detail) (see events.js); onCompare(info | null), the
   * bank's latest coordinate answer for the table; onNewQuestions(), the learner asks for a new seed.
   */
  constructor(callbacks, idPrefix) {
    this.#callbacks = callbacks;
    this.#idPrefix = idPrefix;
    this.element = el('div', 'quiz-slot');
  }

  /** Carries out the plan's quiz step; resolves once it is shown, or a later show() has taken over. */
  async show(step) {
    const current = this.#latest.begin();
    if (step.kind !== 'bank' && this.#panel?.quiz) this.#callbacks.onCompare(null);
    if (step.kind === 'none') {
      this.#setPanel(null);
      return;
    }
    let panels;
    try {
      panels = await loadQuizPanels();
    } catch (error) {
      if (current()) this.#failed('The quiz could not be loaded', error);
      return;
    }
    if (!current()) return;
    if (step.kind === 'bank') await this.#showBank(panels, step, current);
    else this.#showQuestion(panels, QUESTIONS[step.id]);
  }

  #setPanel(panel) {
    this.#panel = panel;
    if (panel) this.element.replaceChildren(panel.element);
    else this.element.replaceChildren();
  }

  // In place of the quiz, a sentence saying why it is missing; the table works on without it.
  #failed(what, error) {
    this.#panel = null;
    this.element.replaceChildren(el('p', 'table-note', `${what}: ${error?.message ?? error}`));
  }

  #showQuestion({ QuizPanel }, question) {
    if (this.#panel?.question === question) return;
    const check = async (text, spec) => (await loadCore()).checkAnswer(text, spec);
    this.#setPanel(new QuizPanel(question, { check, onAnswer: this.#callbacks.onAnswer }, this.#idPrefix));
  }

  // A change to the bank's settings, seed or count makes a new bank; while one of them is refused,
  // the questions shown stay until it is fixed.
  async #showBank({ QuizBankPanel }, { quiz, keepShown }, current) {
    let core;
    try {
      core = await loadCore({ quizBank: true });
    } catch (error) {
      if (current()) this.#failed('The question bank could not be loaded', error);
      return;
    }
    if (!current()) return;
    let panel = this.#panel instanceof QuizBankPanel ? this.#panel : null;
    if (panel && (keepShown || panel.key === JSON.stringify(quiz))) return;
    let questions;
    try {
      questions = core.makeQuiz({ seed: quiz.seed, ...quiz.settings, count: quiz.count });
    } catch (error) {
      this.#failed('The quiz could not be made for these settings', error);
      return;
    }
    if (!panel) {
      const { onAnswer, onScore, onCompare, onNewQuestions } = this.#callbacks;
      const check = async (text, question) => core.checkAnswer(text, question);
      panel = new QuizBankPanel({ check, onAnswer, onScore, onCompare, onNewQuestions }, this.#idPrefix);
      this.#setPanel(panel);
    }
    const previous = panel.quiz;
    let reason = null;
    if (previous) {
      if (JSON.stringify(previous.settings) !== JSON.stringify(quiz.settings)) reason = 'settings';
      else reason = previous.seed !== quiz.seed ? 'seed' : 'count';
    }
    panel.load(questions, quiz, reason);
  }
}
