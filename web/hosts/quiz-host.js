// The quiz part of the widget: nothing, one question (quiz="q1"), the seeded question bank
// (quiz="bank") or the author's own questions (quiz="own"). It comes with the quiz panels
// (dist/quiz-panels.js), which the element's quiz slot (./quiz-slot.js) loads when a widget first
// has a quiz. It loads the build of the core it needs itself — the check build (checkAnswer) for a
// single question, the bank's build for the bank and for an author's questions — so the table's core
// is never swapped under it. Results leave through callbacks.
import { alertBox, el, showAlert } from '../dom.js';
import { loadCore } from '../pe-core.js';
import { adoptQuizStyles } from '../quiz.css.js';
import { QuizPanel } from '../quiz.js';
import { QUESTIONS } from '../questions.js';
import { fetchedOnce, latestOnly } from '../scheduling.js';

// The bank's panel and the reading of an author's list: a file of their own
// (dist/quiz-bank-panels.js), fetched for quiz="bank" and quiz="own" only.
const loadBankPanels = fetchedOnce(() => import('../quiz-bank-panels.js'));

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
   * onAttempt(attempt), the quiz's attempt changed. element: the quiz slot it draws in, already in
   * the widget's shadow root.
   */
  constructor(callbacks, idPrefix, element) {
    this.#callbacks = callbacks;
    this.#idPrefix = idPrefix;
    this.element = element;
    adoptQuizStyles(element);
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
    if (step.kind === 'bank') await this.#showBank(step, current);
    else if (step.kind === 'own') await this.#showOwn(step, current);
    else this.#showQuestion(QUESTIONS[step.id]);
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

  // The build of the core with the question builders and the bank's panels ({core, QuizBankPanel,
  // readQuestionList, listId}), or null (the failure said) when either cannot load.
  async #bankParts(current) {
    const [core, panels] = await Promise.allSettled([loadCore({ quizBank: true }), loadBankPanels()]);
    if (core.status === 'fulfilled' && panels.status === 'fulfilled') return { core: core.value, ...panels.value };
    if (current()) {
      if (core.status === 'rejected') this.#failed('The question bank could not be loaded', core.reason);
      else this.#failed('The quiz could not be loaded', panels.reason);
    }
    return null;
  }

  #showQuestion(question) {
    if (this.#panel?.question === question) return;
    const check = async (text, spec) => (await loadCore({ answers: true })).checkAnswer(text, spec);
    this.#setPanel(new QuizPanel(question, { check, onAnswer: this.#callbacks.onAnswer }, this.#idPrefix), 'question');
  }

  // A change to the bank's settings, seed or count makes a new bank; while one of them is refused,
  // the questions shown stay until it is fixed.
  async #showBank({ quiz, keepShown }, current) {
    const parts = await this.#bankParts(current);
    if (!parts || !current()) return;
    const { core, QuizBankPanel } = parts;
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
  async #showOwn({ quiz, keepShown }, current) {
    const parts = await this.#bankParts(current);
    if (!parts || !current()) return;
    const { core, QuizBankPanel, readQuestionList, listId } = parts;
    let panel = this.#kind === 'own' ? this.#panel : null;
    const key = JSON.stringify(quiz);
    if (panel && (keepShown || this.#ownKey === key)) {
      await this.#restorePending(panel);
      return;
    }
    const { specs, problems } = readQuestionList(quiz.questions, core.limits.maxQuizCount);
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
