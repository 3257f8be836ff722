// The quiz part of the widget: nothing, one question (quiz="q1"), the seeded question bank
// (quiz="bank") or the author's own questions (quiz="own"). It loads the panels and the build of the
// core it needs itself — the bank's build for the bank and for an author's questions — so the
// table's core is never swapped under it. Results leave through callbacks.
import { listId, readQuestionList } from '../author-questions.js';
import { alertBox, el, showAlert } from '../dom.js';
import { loadCore, loadQuizPanels } from '../parts.js';
import { QUESTIONS } from '../questions.js';
import { latestOnly } from '../scheduling.js';
import { LIMITS } from '../settings.js';

export class QuizHost {
  #panel = null; // the QuizPanel or QuizBankPanel shown
  #kind = 'none'; // what it shows: the plan's quiz kind
  #ownKey = ''; // the author's list and settings the panel was made for
  #pendingAttempt = null; // an attempt to put back once its questions are shown (restoreLater)
  #latest = latestOnly();
  #callbacks;
  #idPrefix;

  /**
   * callbacks: onAnswer(detail) and onScore(detail) (see events.js); onCompare(info | null), the
   * bank's latest coordinate answer for the table; onNewQuestions(), the learner asks for a new seed;
   * onAttempt(attempt), the quiz's attempt changed.
   */
  constructor(callbacks, idPrefix) {
    this.#callbacks = callbacks;
    this.#idPrefix = idPrefix;
    this.element = el('div', 'quiz-slot');
  }

  /** The quiz's attempt as plain data (QuizBankPanel.attempt), or null when no quiz has one. */
  get attempt() {
    return this.#panel?.attempt ?? null;
  }

  /** Puts back an attempt (element.attempt) once the questions it was made on are shown. */
  restoreLater(attempt) {
    this.#pendingAttempt = attempt;
  }

  async #restorePending(panel) {
    const attempt = this.#pendingAttempt;
    this.#pendingAttempt = null;
    if (attempt) await panel.restore(attempt);
  }

  /** Carries out the plan's quiz step; resolves once it is shown, or a later show() has taken over. */
  async show(step) {
    const current = this.#latest.begin();
    // The table's note on the last coordinate answer belongs to the quiz being replaced.
    if (step.kind !== this.#kind && this.#panel?.quiz) this.#callbacks.onCompare(null);
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
    else if (step.kind === 'own') await this.#showOwn(panels, step, current);
    else this.#showQuestion(panels, QUESTIONS[step.id]);
  }

  #setPanel(panel, kind = 'none') {
    this.#panel = panel;
    this.#kind = kind;
    if (panel) this.element.replaceChildren(panel.element);
    else this.element.replaceChildren();
  }

  // In place of the quiz, a sentence saying why it is missing; the table works on without it.
  #failed(what, error) {
    this.#setPanel(null);
    this.element.replaceChildren(el('p', 'table-note', `${what}: ${error?.message ?? error}`));
  }

  // The build of the core with the question builders, or null (the failure said) when it cannot load.
  async #questionCore(current) {
    try {
      return await loadCore({ quizBank: true });
    } catch (error) {
      if (current()) this.#failed('The question bank could not be loaded', error);
      return null;
    }
  }

  #showQuestion({ QuizPanel }, question) {
    if (this.#panel?.question === question) return;
    const check = async (text, spec) => (await loadCore()).checkAnswer(text, spec);
    this.#setPanel(new QuizPanel(question, { check, onAnswer: this.#callbacks.onAnswer }, this.#idPrefix), 'question');
  }

  // A change to the bank's settings, seed or count makes a new bank; while one of them is refused,
  // the questions shown stay until it is fixed.
  async #showBank({ QuizBankPanel }, { quiz, keepShown }, current) {
    const core = await this.#questionCore(current);
    if (!core || !current()) return;
    let panel = this.#kind === 'bank' ? this.#panel : null;
    if (panel && (keepShown || panel.key === JSON.stringify(quiz))) {
      await this.#restorePending(panel);
      return;
    }
    let questions;
    try {
      questions = core.makeQuiz({ seed: quiz.seed, ...quiz.settings, count: quiz.count });
    } catch (error) {
      this.#failed('The quiz could not be made for these settings', error);
      return;
    }
    if (!panel) {
      const { onAnswer, onScore, onCompare, onNewQuestions, onAttempt } = this.#callbacks;
      const check = async (text, question) => core.checkAnswer(text, question);
      panel = new QuizBankPanel({ check, onAnswer, onScore, onCompare, onNewQuestions, onAttempt }, this.#idPrefix);
      this.#setPanel(panel, 'bank');
    }
    const previous = panel.quiz;
    let reason = null;
    if (previous) {
      if (JSON.stringify(previous.settings) !== JSON.stringify(quiz.settings)) reason = 'settings';
      else reason = previous.seed !== quiz.seed ? 'seed' : 'count';
    }
    panel.load(questions, quiz, reason);
    await this.#restorePending(panel);
  }

  // quiz="own": each entry of the author's list becomes a question through core.makeQuestion; an
  // entry the core refuses is left out with its number and the reason, and the others are asked.
  async #showOwn({ QuizBankPanel }, { quiz, keepShown }, current) {
    const core = await this.#questionCore(current);
    if (!core || !current()) return;
    let panel = this.#kind === 'own' ? this.#panel : null;
    const key = JSON.stringify(quiz);
    if (panel && (keepShown || this.#ownKey === key)) {
      await this.#restorePending(panel);
      return;
    }
    const { specs, problems } = readQuestionList(quiz.questions, LIMITS.maxQuizCount);
    const list = listId(quiz.questions ?? '');
    const questions = [];
    for (const { number, spec } of specs) {
      try {
        questions.push({ ...core.makeQuestion(spec, quiz.settings), id: `own-${list}-${number}` });
      } catch (error) {
        problems.push({ number, message: `Question ${number}: ${error.message}` });
      }
    }
    problems.sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
    this.#ownKey = key;
    if (!questions.length) {
      const box = alertBox();
      showAlert(box, 'This quiz has no question to ask:', problems.map((p) => p.message));
      this.#setPanel(null);
      this.element.replaceChildren(box);
      return;
    }
    let reason = null;
    if (panel) reason = JSON.stringify(panel.quiz.settings) !== JSON.stringify(quiz.settings) ? 'settings' : 'questions';
    else {
      const { onAnswer, onScore, onCompare, onAttempt } = this.#callbacks;
      const check = async (text, question) => core.checkAnswer(text, question);
      panel = new QuizBankPanel({ check, onAnswer, onScore, onCompare, onAttempt }, this.#idPrefix);
      this.#setPanel(panel, 'own');
    }
    panel.load(questions, { list, settings: quiz.settings }, reason, problems);
    await this.#restorePending(panel);
  }
}
