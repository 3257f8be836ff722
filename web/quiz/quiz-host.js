// The quiz part of the widget: nothing, one question (quiz="q1"), the seeded question bank
// (quiz="bank") or the author's own questions (quiz="own"). It comes with the quiz panels
// (dist/quiz-panels.js), which the element's quiz slot (web/element/quiz-slot.js) loads when a widget first
// has a quiz. It loads the build of the core it needs itself — the check build (checkAnswer) for a
// single question, the bank's build for the bank and for an author's questions — so the table's core
// is never swapped under it. Results leave through callbacks. Its words are the widget's (callbacks.words):
// retext() draws the quiz again in another language.
import { askFirst, el, fetchedOnce, latestOnly } from '../kit/index.js';
import { loadCore } from '../core/index.js';
import { adoptQuizStyles } from './quiz.css.js';
import { QuizPanel } from './question-panel.js';
import { QUESTIONS } from './questions.js';

// What the quiz asks the learner before a change of the settings it was made for.
const SAY = Object.freeze({
  askSettings: (words, { name, given }) => ({
    title: words.t('quiz-ask-settings-title'),
    text: words.t('quiz-ask-settings-text', { name, count: given, given: words.n(String(given)) }),
    go: words.t('quiz-ask-settings-go'),
    keep: words.t('quiz-keep-answers'),
  }),
});
// The settings' names as the widget's form labels them (symbols and words of the form's own labels,
// which are the element's: a translated form would give its label here).
const SETTING_NAMES = Object.freeze({ 'd-model': 'd_model', base: 'base', layout: 'layout', origin: 'origin' });

// The bank's panel and the making of its questions: a file of their own (dist/quiz-bank-panels.js),
// fetched for quiz="bank" and quiz="own" only.
const loadBankPanels = fetchedOnce(() => import('./bank/index.js'), 'quiz-bank-panels.js');

export class QuizHost {
  #panel = null; // the QuizPanel or QuizBankPanel shown
  #kind = 'none'; // what it shows: the plan's quiz kind
  #shownKey = ''; // the plan's quiz the bank's panel was last given questions for
  #heldKey = ''; // the plan's quiz a locked attempt last kept its questions against (said once)
  #pendingAttempt = null; // an attempt to put back once its questions are shown (restoreLater)
  #latest = latestOnly();
  #callbacks;
  #idPrefix;
  #words;
  #instead = null; // what stands in place of a panel (a failure, an author's list refused), drawn in words

  /**
   * callbacks: onAnswer(detail) and onScore(detail) (see events.js); onCompare(info | null), the
   * bank's latest coordinate answer for the table; onHidden(list), the answers of its open
   * coordinate questions, for the table to hide; onNewQuestions(), the learner asks for a new seed;
   * onAttempt(attempt), the quiz's attempt changed. element: the quiz slot it draws in, already in
   * the widget's shadow root.
   */
  constructor(callbacks, idPrefix, element) {
    this.#callbacks = callbacks;
    this.#idPrefix = idPrefix;
    this.#words = callbacks.words;
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

  /**
   * Asks, in a dialog in container, whether to change the setting `attribute` (d-model, base, layout
   * or origin) while the attempt has answers; resolves to whether the learner goes ahead.
   */
  askToChangeSettings(container, attribute) {
    const given = this.#panel?.answered ?? 0;
    if (!given) return Promise.resolve(true);
    return askFirst(container, SAY.askSettings(this.#words, { name: SETTING_NAMES[attribute] ?? attribute, given }));
  }

  /** Draws the quiz in the widget's language again (the element calls it after a change of language). */
  retext() {
    if (this.#panel) this.#panel.retext?.();
    else if (this.#instead) this.element.replaceChildren(...this.#instead());
  }

  /**
   * The scored quiz shown, for the plan: {kind, key (the plan's quiz it was made for, as JSON),
   * answered (its questions with an answer), restoring (an attempt waits to be put back)}, or null.
   */
  get shown() {
    if (!this.#panel?.quiz) return null;
    return { kind: this.#kind, key: this.#shownKey, answered: this.#panel.answered, restoring: !!this.#pendingAttempt };
  }

  async #restorePending(panel) {
    const attempt = this.#pendingAttempt;
    this.#pendingAttempt = null;
    if (attempt) await panel.restore(attempt);
  }

  /** Carries out the plan's quiz step; resolves once it is shown, or a later show() has taken over. */
  async show(step) {
    const current = this.#latest.begin();
    if (step.kind === 'none') {
      this.#noPanel();
      return;
    }
    // The table's note on the last coordinate answer belongs to the quiz being replaced.
    if (step.kind !== this.#kind && this.#panel?.quiz) this.#callbacks.onCompare(null);
    if (step.kind === 'question') this.#showQuestion(QUESTIONS[step.id]);
    else await this.#showQuestions(step, current);
  }

  #setPanel(panel, kind) {
    this.#instead = null;
    this.#panel = panel;
    this.#kind = kind;
    this.element.replaceChildren(panel.element);
  }

  // No panel: nothing, or in its place what says why the quiz is missing (the table works on without
  // it): draw() gives those nodes, in the widget's words (again after a change of language).
  #noPanel(draw = null) {
    if (this.#panel?.quiz) {
      this.#callbacks.onCompare(null); // the table no longer marks an asked cell
      this.#callbacks.onHidden?.([]); // nor hides one
    }
    this.#panel = null;
    this.#kind = 'none';
    this.#instead = draw;
    this.element.replaceChildren(...(draw?.() ?? []));
  }

  // what: the message saying what failed; the error's sentence (the core's, or the browser's) follows.
  #failed(what, error) {
    const words = this.#words;
    this.#noPanel(() => [el('p', 'table-note', words.t(what, { reason: words.core(error) }))]);
  }

  // The build of the core with the question builders and the bank's panels ({core, QuizBankPanel,
  // questionsFor, noQuestionsAlert}), or null (the failure said) when either cannot load.
  async #bankParts(current) {
    const [core, panels] = await Promise.allSettled([loadCore({ quizBank: true }), loadBankPanels()]);
    if (core.status === 'fulfilled' && panels.status === 'fulfilled') return { core: core.value, ...panels.value };
    if (current()) {
      if (core.status === 'rejected') this.#failed('quiz-failed-bank', core.reason);
      else this.#failed('quiz-failed-panels', panels.reason);
    }
    return null;
  }

  #showQuestion(question) {
    if (this.#panel?.question === question) return;
    const check = async (text, spec) => (await loadCore({ answers: true })).checkAnswer(text, spec);
    this.#setPanel(new QuizPanel(question, { words: this.#words, check, onAnswer: this.#callbacks.onAnswer }, this.#idPrefix), 'question');
  }

  // The bank (quiz="bank") or the author's list (quiz="own") in the bank's panel. A change to the
  // settings, the seed, the count or the list makes new questions; while one of them is refused, the
  // questions shown stay until it is fixed.
  // A locked attempt with answers (held) keeps its questions and says so, once for each change asked.
  async #showQuestions({ kind, quiz, keepShown, held = false, rules }, current) {
    const parts = await this.#bankParts(current);
    if (!parts || !current()) return;
    let panel = this.#kind === kind ? this.#panel : null;
    const key = JSON.stringify(quiz);
    panel?.setRules(rules);
    if (panel && (keepShown || this.#shownKey === key)) {
      if (held && this.#heldKey !== key) panel.sayHeld();
      this.#heldKey = held ? key : '';
      await this.#restorePending(panel);
      return;
    }
    this.#heldKey = '';
    let made;
    try {
      made = parts.questionsFor(kind, quiz, parts.core);
    } catch (error) {
      this.#failed('quiz-failed-settings', error);
      return;
    }
    if (!made.questions.length) {
      this.#noPanel(() => [parts.noQuestionsAlert(this.#words, made.problems)]);
      return;
    }
    this.#shownKey = key;
    if (!panel) {
      const { onNewQuestions, ...callbacks } = this.#callbacks;
      const checker = parts.checkerFor(parts.core);
      const check = async (text, question) => checker(text, question);
      // An author's fixed list has no New questions.
      panel = new parts.QuizBankPanel({ ...callbacks, check, onNewQuestions: kind === 'bank' ? onNewQuestions : undefined }, this.#idPrefix);
      this.#setPanel(panel, kind);
      panel.setRules(rules);
    }
    panel.load(made.questions, made.quiz, made.problems);
    await this.#restorePending(panel);
  }
}
