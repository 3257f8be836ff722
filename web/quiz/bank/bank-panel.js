// The question bank's panel (quiz="bank", and quiz="own" for an author's questions): the questions
// of core.makeQuiz (or an author's list), one at a time, with an answer form (form.js), Check,
// feedback in a polite live region that names the mistake the checker diagnosed (feedback.js), Hint
// and Solution disclosures, progress and score, the navigation (nav.js), Start over and New
// questions, and a summary once every question has an answer (summary.js). What counts as an
// answer, the rules (retries, when the solution shows, the end of the attempt) and the attempt a
// course platform keeps are attempt.js's; this file holds the place and moves it.
//
// The quiz's rules (setRules, from the element's attributes): `solution` (always, after-answer,
// after-attempt, never), `retries` (a count or "unlimited"), `settings` (editable, locked: no Start
// over, no New questions), `newQuestions` (allowed, not-allowed) and `scoreFeedback` (bands). While
// the attempt has answers, Start over and New questions ask first (web/kit/confirm.js).
//
// Once the quiz is finished the panel reports the score (onScore), once, and again after a retry
// re-finishes it. onAttempt is told the attempt after every change a learner makes; onHidden the
// cells that open questions ask for, whenever that list changes.
import { alertBox, askFirst, button, el } from '../../kit/index.js';
import {
  answerOf,
  answeredCount,
  attemptData,
  attemptMatches,
  bandOf,
  canRetry,
  isFinal,
  isFinished,
  isOver,
  retriesLeft,
  scoreOf,
  solutionOpen,
  triesOf,
} from './attempt.js';
import { AnswerForm, checkedText } from './form.js';
import { showLeftOut } from './questions.js';
import { say, showFeedback } from './feedback.js';
import { navigationBar, nextPlace, showNavigation } from './nav.js';
import { disclosure, feedbackRegion, JUDGED, numberText, questionText, quizGroup, resultMessage, setFeedback, showIdle } from '../parts.js';
import { answeredStatement, completedStatement, settingsSentence } from '../xapi.js';
import { summaryParts } from './summary.js';
import { topicOf, topicsText } from './topics.js';

// What the panel says to the learner, in the widget's words (w): counts and places in its digits.
const num = numberText;
const scored = (w, { score, n }) => ({ score: num(w, score), total: num(w, n) });
const placed = (w, { number, n, score = 0 }) => ({ number: num(w, number), ...scored(w, { score, n }) });
const SAY = Object.freeze({
  // topics: the bank's quiz-topics, only when they are not the default.
  // showSeed: the seed is named only where the author asks for it (show-seed="yes").
  about: (w, { n, settings, seed, own, topics, showSeed }) =>
    w.t(topics === undefined ? 'quiz-about' : 'quiz-about-topics', {
      count: n,
      n: num(w, n),
      ...(topics !== undefined && { topics: topicsText(w, topics) }),
      settings: settingsSentence(settings, w),
      source: own ? 'own' : showSeed ? 'seed' : 'none',
      seed: num(w, seed),
    }),
  changedSettings: (w, { settings }) => w.t('quiz-changed-settings', { settings: settingsSentence(settings, w) }),
  changedTopics: (w, { topics }) => w.t('quiz-changed-topics', { topics: topicsText(w, topics) }),
  changedSeed: (w, { seed }) => w.t('quiz-changed-seed', { seed: num(w, seed) }),
  changedCount: (w, { n }) => w.t('quiz-changed-count', { count: n, n: num(w, n) }),
  changedQuestions: (w) => w.t('quiz-changed-questions'),
  where: (w, args) => w.t('quiz-where', placed(w, args)),
  progress: (w, args) => w.t('quiz-progress', placed(w, args)),
  finishedProgress: (w, args) => w.t('quiz-progress-finished', scored(w, args)),
  welcomeBack: (w, { given, where }) => w.t('quiz-welcome-back', { count: given, given: num(w, given), where }),
  scoreShort: (w, args) => w.t('quiz-score', scored(w, args)),
  open: (w, args) => w.t('quiz-open-again', placed(w, args)),
  startingOver: (w, { n }) => w.t('quiz-starting-over', placed(w, { number: 1, n })),
  finished: (w, args) => w.t('quiz-finished', scored(w, args)),
  ended: (w, args) => w.t('quiz-ended', scored(w, args)),
  // What a confirmation asks: {title, text}, for askFirst with its buttons' words.
  askStartOver: (w, { given }) => ({
    title: w.t('quiz-ask-start-over-title'),
    text: w.t('quiz-ask-start-over-text', { count: given, given: num(w, given) }),
  }),
  askNewQuestions: (w, { given }) => ({
    title: w.t('quiz-ask-new-title'),
    text: w.t('quiz-ask-new-text', { count: given, given: num(w, given) }),
  }),
  askEnd: (w, { open }) => ({
    title: w.t('quiz-ask-end-title'),
    text: w.t('quiz-ask-end-text', { count: open, open: num(w, open) }),
  }),
});

/** A scored quiz's rules when none are given: a practice quiz (the element's defaults). */
export const PRACTICE_RULES = Object.freeze({
  solution: 'always',
  retries: 'unlimited',
  settings: 'editable',
  table: 'shown',
  newQuestions: 'allowed',
  scoreFeedback: Object.freeze([]),
  showSeed: 'no',
});

// The question kinds whose answer the table area shows: one coordinate's value (a cell of the
// table), or RoPE's angle m·θ_k of a pair, which is the pair inspector's angle pos·ω_k (and the
// formula line's).
const ASKS_A_CELL = ['coordinate', 'aliasing', 'rotation', 'rope-angle'];

// What makes `next` new questions after `shown` (the quiz shown before, or null): null for the first
// questions (said nowhere), 'settings' (the widget's d_model, base, layout or origin changed),
// 'questions' (the author's list, or its seed, changed), 'topics' (a new quiz-topics), 'seed' (New
// questions, or a new quiz-seed) or 'count' (a new quiz-count).
function changeFrom(shown, next) {
  if (!shown) return null;
  if (JSON.stringify(shown.settings) !== JSON.stringify(next.settings)) return 'settings';
  if ('list' in next) return 'questions';
  if (shown.topics !== next.topics) return 'topics';
  return shown.seed !== next.seed ? 'seed' : 'count';
}

export class QuizBankPanel {
  #keepOpen = false; // the disclosures are drawn again in another language: open stays open
  /**
   * callbacks: check(text, question) → a checkAnswer() result (may be async); onAnswer(detail) and
   * onScore(detail), see docs/events.md; onCompare(info | null) with {number, question, token, i,
   * response, value, final} after an answer to a coordinate question, so the owner can show it in
   * its table; onHidden([{number, expected, decimals}]) the answers of the questions asking for a
   * coordinate whose answer is not final yet, so the owner can hide the cells that give them away;
   * onNewQuestions() when the learner asks for a new seed (without it, for an author's fixed list,
   * there is no New questions button); onAttempt(attempt) after each change of the attempt (a
   * judged answer, Try again, Start over, a move, new questions, the end of the attempt).
   */
  constructor(callbacks, idPrefix) {
    this.callbacks = callbacks;
    const words = callbacks.words; // the widget's: the texts of this panel
    this.words = words;
    this.id = `${idPrefix}-bank`;
    this.questions = [];
    this.answers = [];
    this.tries = [];
    this.ended = false; // the learner ended the attempt on the score page
    this.index = 0;
    this.summaryShown = false; // the score page, in place of the question
    this.reported = false; // the score of the finished quiz has been sent
    this.serial = 0; // moves on with every move, so that a late check's answer is dropped
    this.quiz = null; // {seed, settings, count, topics?}, or {list, settings, seed, count} for an author's list
    this.rules = PRACTICE_RULES;
    this.hiddenKey = null; // the last list given to onHidden, as JSON
    this.solutionKey = null; // the disclosures drawn: the question and whether its solution shows

    this.element = quizGroup('quiz quiz-bank', '', this.id);
    words.bind(this.element.querySelector('.part-title'), 'quiz-heading');
    this.about = el('p', 'help quiz-about');
    this.progress = el('p', 'quiz-progress');

    this.questionArea = el('div', 'quiz-question');
    this.topic = el('h4', 'part-subtitle quiz-topic');
    this.formSlot = el('div', 'quiz-form');
    this.questionArea.append(this.topic, this.formSlot);

    // An author's list with entries that were refused: which, and why (the others are asked).
    this.problems = alertBox();
    this.problems.classList.add('quiz-problems');

    this.summary = el('div', 'quiz-summary');
    this.summary.hidden = true;

    this.status = feedbackRegion(words);

    // Each of the learner's moves changes the attempt.
    const move = (action) => () => {
      action();
      this.#changed();
    };
    this.nav = navigationBar(words, {
      tryAgain: move(() => this.#retry()),
      previous: move(() => this.#go(this.index - 1)),
      next: move(() => this.#go(nextPlace(this.index, this.answers))),
      toScore: move(() => this.#showSummary()),
    });
    this.reviewFromSummary = move(() => this.#go(0));

    this.disclosures = el('div', 'quiz-disclosures');

    const actions = el('div', 'quiz-actions');
    this.startOverButton = words.bind(button(), 'quiz-start-over');
    this.startOverButton.addEventListener('click', () => this.#askThen(SAY.askStartOver, 'quiz-start-over', () => {
      this.#startOver();
      this.#changed();
    }));
    this.newQuestionsButton = words.bind(button(), 'quiz-new-questions');
    this.newQuestionsButton.addEventListener('click', () => this.#askThen(SAY.askNewQuestions, 'quiz-new-questions', () => this.callbacks.onNewQuestions?.()));
    actions.append(this.startOverButton, this.newQuestionsButton);
    this.actions = actions;
    this.#showActions();

    this.element.append(this.about, this.problems, this.progress, this.questionArea, this.summary, this.status, this.nav.element, this.disclosures, actions);
  }

  /** The number of questions with a judged answer now. */
  get answered() {
    return answeredCount(this.answers);
  }

  /**
   * Takes the quiz's rules ({solution, retries, settings, table, newQuestions, scoreFeedback,
   * showSeed}); the first line,
   * buttons, the disclosures and the score page follow at once.
   */
  setRules(rules) {
    const next = { ...PRACTICE_RULES, ...rules };
    if (JSON.stringify(next) === JSON.stringify(this.rules)) return;
    this.rules = next;
    this.#showActions();
    if (!this.quiz) return;
    const { n, own, topics } = this.#aboutArgs;
    this.about.textContent = SAY.about(this.words, { n, settings: this.quiz.settings, seed: this.quiz.seed, own, topics, showSeed: this.#showSeed });
    if (this.summaryShown) this.#showSummary({ focus: false, announce: false });
    else {
      this.#renderDisclosures();
      this.#renderChrome();
    }
    this.#reportHidden();
  }

  /** Says that a change asked of a locked attempt was not made (the plan held its questions). */
  sayHeld() {
    say(this.status, this.words.t('quiz-held'));
  }

  /**
   * Draws what the panel keeps in the widget's language again (after a change of language): the
   * first line, the question (what the learner typed or picked stays), the disclosures, progress,
   * the score page, and the feedback on the answer shown (else the feedback is idle).
   */
  retext() {
    if (!this.quiz) return;
    showLeftOut(this.words, this.problems, this.leftOut ?? []);
    const { n, own, topics } = this.#aboutArgs;
    this.about.textContent = SAY.about(this.words, { n, settings: this.quiz.settings, seed: this.quiz.seed, own, topics, showSeed: this.#showSeed });
    if (this.summaryShown) {
      this.#showSummary({ focus: false, announce: false });
      showIdle(this.words, this.status);
      return;
    }
    const typed = this.form.response();
    const focused = this.element.getRootNode().activeElement;
    const hadFocus = !!focused && this.form.element.contains(focused);
    this.#keepOpen = true;
    this.#renderQuestion();
    this.#keepOpen = false;
    if (typed && !this.answers[this.index]) this.form.show({ response: typed.response, value: typed.text.split(',').map(Number) });
    this.#renderChrome();
    const answer = this.answers[this.index];
    if (answer) this.#showFeedback(answer, { stored: true });
    else showIdle(this.words, this.status);
    if (hadFocus) this.form.focus();
  }

  get #showSeed() {
    return this.rules.showSeed === 'yes';
  }

  // What the first line says of the questions shown (SAY.about's arguments but the settings and the seed).
  get #aboutArgs() {
    return { n: this.questions.length, own: 'list' in this.quiz, topics: this.quiz.topics };
  }

  /**
   * Shows new questions. quiz: {seed, settings: {dModel, base, layout, origin}, count, topics?} for
   * the bank (topics only when they are not the default), {list, settings, seed} for an author's list
   * (list: listId() of its text). problems: [{number, message}]
   * for entries of a list left out. What changed since the questions shown before, if any, is said.
   */
  load(questions, quiz, problems = []) {
    const reason = changeFrom(this.quiz, quiz);
    const n = questions.length;
    this.questions = questions;
    this.quiz = 'list' in quiz
      ? { list: quiz.list, settings: { ...quiz.settings }, seed: quiz.seed, count: n }
      : { seed: quiz.seed, settings: { ...quiz.settings }, count: n, ...('topics' in quiz && { topics: quiz.topics }) };
    this.leftOut = problems; // drawn again by retext()
    showLeftOut(this.words, this.problems, problems);
    this.answers = questions.map(() => null);
    this.tries = questions.map(() => 0);
    this.ended = false;
    this.reported = false;
    this.serial += 1;
    this.about.textContent = SAY.about(this.words, { n, settings: this.quiz.settings, seed: quiz.seed, own: 'list' in quiz, topics: this.quiz.topics, showSeed: this.#showSeed });
    // Asked for with New questions: focus goes to the first of them (the button may now be far
    // below, past a longer question).
    const asked = this.element.getRootNode().activeElement === this.newQuestionsButton;
    this.#go(0, { focus: asked, announce: false });
    const w = this.words;
    const said = {
      settings: () => SAY.changedSettings(w, { settings: this.quiz.settings }),
      topics: () => SAY.changedTopics(w, { topics: quiz.topics }),
      seed: () => (this.#showSeed ? SAY.changedSeed(w, { seed: quiz.seed }) : SAY.changedQuestions(w)),
      count: () => SAY.changedCount(w, { n }),
      questions: () => SAY.changedQuestions(w),
    }[reason];
    if (said) say(this.status, `${said()} ${SAY.where(w, { number: 1, n })}`);
    if (reason) this.#changed(); // new questions: the attempt starts again (not on the first bank)
    else this.#reportHidden();
  }

  // ---- attempt ---------------------------------------------------------------------------------

  /** The attempt as plain data (attempt.js, attemptData), or null before a bank is shown. */
  get attempt() {
    if (!this.quiz) return null;
    return attemptData({ quiz: this.quiz, answers: this.answers, tries: this.tries, ended: this.ended, index: this.index, summary: this.summaryShown });
  }

  get #state() {
    return { answers: this.answers, tries: this.tries, retries: this.rules.retries, ended: this.ended };
  }

  #final(j) {
    return isFinal(this.answers[j], this.tries[j], this.rules.retries, this.ended);
  }

  #canRetry(j) {
    return canRetry(this.answers[j], this.tries[j], this.rules.retries, this.ended);
  }

  /**
   * Puts back an attempt made on the questions shown: each response is judged again by the checker (a
   * response that is no longer judged is dropped), with the tries each question took and whether
   * the attempt was ended, then the place is shown. No event is sent for the answers put back and a
   * finished attempt does not report its score again; onAttempt is told the attempt restored, so
   * that a platform holds what is shown. Resolves to false, and changes nothing, for an attempt on
   * other questions or not shaped as `attempt` gives it.
   */
  async restore(attempt) {
    const choices = this.questions.some((q) => q.kind === 'choice');
    if (!attemptMatches(attempt, this.quiz, { choices })) return false;
    const serial = ++this.serial;
    const answers = [];
    for (const [j, response] of attempt.responses.entries()) {
      const text = checkedText(response, this.questions[j]);
      let result = null;
      if (text !== null) {
        try {
          result = await this.callbacks.check(text, this.questions[j]);
        } catch {
          result = null;
        }
      }
      answers.push(result && JUDGED.has(result.verdict) ? answerOf(response, result) : null);
    }
    if (serial !== this.serial) return false; // the learner acted meanwhile: what they did stays
    this.answers = answers;
    this.tries = triesOf(attempt, answers);
    this.ended = attempt.ended === true && isFinished(answers);
    this.reported = this.#finished;
    const place = Number.isInteger(attempt.question) ? attempt.question - 1 : 0;
    this.#go(place, { focus: false, announce: false });
    const given = answeredCount(answers);
    const n = this.questions.length;
    if (attempt.summary === true && this.#finished) this.#showSummary({ focus: false, announce: false });
    const where = this.summaryShown ? SAY.scoreShort(this.words, { score: this.#score, n }) : SAY.where(this.words, { number: this.index + 1, n });
    say(this.status, SAY.welcomeBack(this.words, { given, where }));
    this.#changed();
    return true;
  }

  #changed() {
    this.#reportHidden();
    this.callbacks.onAttempt?.(this.attempt);
  }

  // The answers of the open questions that ask for a coordinate, for the owner's table.
  #reportHidden() {
    const open = this.questions.flatMap((q, j) =>
      q.type !== 'choice' && ASKS_A_CELL.includes(q.kind) && !this.#final(j) ? [{ number: j + 1, expected: q.expected, decimals: q.decimals }] : []);
    const key = JSON.stringify(open);
    if (key === this.hiddenKey) return;
    this.hiddenKey = key;
    this.callbacks.onHidden?.(open);
  }

  get #score() {
    return scoreOf(this.answers);
  }

  get #finished() {
    return isFinished(this.answers);
  }

  // ---- the question shown ----------------------------------------------------------------------

  #go(index, { focus = true, announce = true } = {}) {
    this.index = Math.max(0, Math.min(index, this.questions.length - 1));
    this.summaryShown = false;
    this.serial += 1; // an answer still being checked belongs to the question left
    this.#renderQuestion();
    this.#renderChrome();
    const answer = this.answers[this.index];
    if (answer) this.#showFeedback(answer, { stored: true });
    else if (announce) say(this.status, SAY.where(this.words, { number: this.index + 1, n: this.questions.length }));
    else showIdle(this.words, this.status);
    this.#compare();
    if (focus) this.form.focus();
  }

  #renderQuestion() {
    const q = this.questions[this.index];
    this.topic.textContent = topicOf(q, this.words);
    this.form = new AnswerForm(this.words, q, `${this.id}-${this.index + 1}`, () => this.#judge());
    this.formSlot.replaceChildren(this.form.element);
    this.solutionKey = null;
    this.#renderDisclosures();
    const answer = this.answers[this.index];
    if (answer) this.form.show(answer);
    this.form.lock(!!answer);
  }

  // The Hint, and the Solution where the `solution` rule opens it (else a line saying when it will).
  // Drawn again only when that changes, so that an open disclosure stays open.
  #renderDisclosures() {
    const q = this.questions[this.index];
    const rule = this.rules.solution;
    const open = solutionOpen(rule, this.#state, this.index);
    const key = `${this.index}|${open}|${rule}`;
    if (key === this.solutionKey) return;
    this.solutionKey = key;
    const w = this.words;
    const opened = [...this.disclosures.querySelectorAll('details')].map((d) => [d.className, d.open]);
    const texts = (field) => [].concat(q[field] ?? []).map((t) => questionText(w, q, field, t));
    // The core's hints are typeset like its worked steps; an author's own hint stays plain text.
    const parts = [disclosure(w.t('quiz-hint'), texts('hint'), 'hint', !(q.authorTexts ?? []).includes('hint'))];
    if (open) parts.push(disclosure(w.t('quiz-solution'), texts('solution'), 'solution', !q.authored));
    else if (rule === 'after-answer') parts.push(el('p', 'solution-later', w.t('quiz-solution-after-answer')));
    else if (rule === 'after-attempt') parts.push(el('p', 'solution-later', w.t('quiz-solution-after-attempt')));
    // Drawn again in another language, a disclosure stays as open as it was.
    if (this.#keepOpen) {
      for (const [className, wasOpen] of opened) {
        const details = parts.find((p) => p.className === className);
        if (details) details.open = wasOpen;
      }
    }
    this.disclosures.replaceChildren(...parts);
  }

  // Progress, score and which navigation buttons apply.
  #renderChrome() {
    const n = this.questions.length;
    const summary = this.summaryShown;
    this.progress.textContent = summary
      ? SAY.finishedProgress(this.words, { n, score: this.#score })
      : SAY.progress(this.words, { number: this.index + 1, n, score: this.#score });
    this.questionArea.hidden = summary;
    this.disclosures.hidden = summary;
    this.summary.hidden = !summary;
    showNavigation(this.nav, { index: this.index, count: n, retry: this.#canRetry(this.index), finished: this.#finished, summary });
    this.#showActions();
  }

  // Start over and New questions: not in a locked attempt; New questions only for the bank and when allowed.
  #showActions() {
    const locked = this.rules.settings === 'locked';
    this.startOverButton.hidden = locked;
    this.newQuestionsButton.hidden = locked || !this.callbacks.onNewQuestions || this.rules.newQuestions !== 'allowed';
    this.actions.hidden = this.startOverButton.hidden && this.newQuestionsButton.hidden;
  }

  #showFeedback(answer, options) {
    const j = this.index;
    showFeedback(this.words, this.status, this.questions[j], answer, {
      score: this.#score,
      count: this.questions.length,
      finished: this.#finished,
      left: retriesLeft(answer, this.tries[j], this.rules.retries, this.ended),
      solution: solutionOpen(this.rules.solution, this.#state, j),
    }, options);
  }

  // A coordinate question's answer, for the owner's table.
  #compare(answer = this.answers[this.index]) {
    const q = this.questions[this.index];
    const usable = !this.summaryShown && q?.kind === 'coordinate' && answer && Number.isFinite(answer.value);
    this.callbacks.onCompare(
      usable
        ? { number: this.index + 1, question: q, token: q.params.token, i: q.params.i, response: answer.response.trim(), value: answer.value, final: this.#final(this.index) }
        : null,
    );
  }

  // ---- answering ------------------------------------------------------------------------------

  async #judge() {
    const index = this.index;
    const q = this.questions[index];
    const stored = this.answers[index];
    if (stored) {
      this.#showFeedback(stored, { stored: true, note: this.words.t(this.#canRetry(index) ? 'quiz-answer-again' : 'quiz-answer-final') });
      return;
    }
    const given = this.form.response();
    if (!given) {
      say(this.status, this.words.t('quiz-pick-one'));
      return;
    }
    const serial = ++this.serial;
    let result;
    try {
      result = await this.callbacks.check(given.text, q);
    } catch (error) {
      if (serial !== this.serial) return;
      setFeedback(this.status, 'unreadable', el('p', 'feedback-line', this.words.core(error)));
      return;
    }
    if (serial !== this.serial) return; // the learner moved on, or a later check answered
    const answer = answerOf(given.response, result);
    const judged = JUDGED.has(answer.verdict);
    if (judged) {
      this.answers[index] = answer;
      this.tries[index] += 1;
    }
    this.form.judged(answer.verdict);
    this.form.lock(judged);
    this.#renderChrome();
    this.#renderDisclosures();
    this.#showFeedback(answer);
    this.#compare(answer);

    const n = this.questions.length;
    const w = this.words;
    this.callbacks.onAnswer({
      questionId: q.id,
      question: questionText(w, q, 'prompt', q.prompt),
      response: given.response,
      verdict: answer.verdict,
      diagnosis: answer.diagnosis,
      message: resultMessage(w, answer),
      value: answer.value,
      expected: answer.expected,
      questionNumber: index + 1,
      progress: { answered: answeredCount(this.answers), correct: this.#score, total: n },
      // An answer that was not judged (too few decimals, unreadable) is not an attempt: no statement.
      statement: judged
        ? answeredStatement({ question: q, name: w.t('quiz-statement-question', { number: numberText(w, index + 1), topic: topicOf(q, w) }), response: given.response, result, quiz: this.quiz, words: w })
        : null,
    });
    if (this.#finished && !this.reported) {
      this.reported = true;
      const raw = this.#score;
      this.callbacks.onScore({
        score: { raw, min: 0, max: n, scaled: raw / n },
        seed: this.quiz.seed ?? null,
        answers: this.answers.map((a, j) => ({ questionId: this.questions[j].id, verdict: a.verdict, diagnosis: a.diagnosis })),
        statement: completedStatement({ quiz: this.quiz, raw, words: w }),
      });
    }
    if (judged) this.#changed();
  }

  // ---- the learner's other moves ---------------------------------------------------------------

  // Asks first (ask: a SAY entry giving {title, text}; go: the message of the button's words) when
  // the attempt has answers, then acts.
  async #askThen(ask, go, action) {
    const given = this.answered;
    if (given > 0) {
      const w = this.words;
      const yes = await askFirst(this.element, { ...ask(w, { given }), go: w.t(go), keep: w.t('quiz-keep-answers') });
      if (!yes) return;
    }
    action();
  }

  #retry() {
    if (!this.#canRetry(this.index)) return;
    this.answers[this.index] = null;
    this.reported = false;
    this.#renderQuestion(); // a new, empty form
    this.#renderChrome();
    const n = this.questions.length;
    say(this.status, SAY.open(this.words, { number: this.index + 1, n, score: this.#score }));
    this.#compare();
    this.form.focus();
  }

  #startOver() {
    if (this.rules.settings === 'locked') return;
    this.answers = this.questions.map(() => null);
    this.tries = this.questions.map(() => 0);
    this.ended = false;
    this.reported = false;
    this.#go(0, { announce: false });
    say(this.status, SAY.startingOver(this.words, { n: this.questions.length }));
  }

  // The questions Try again is still open for, by number.
  get #openNumbers() {
    return this.answers.flatMap((_, j) => (this.#canRetry(j) ? [j + 1] : []));
  }

  // Ending the attempt makes every answer final: offered on the score page while a wrong answer may
  // still be tried again and ending opens something (a solution, hidden cells).
  get #endOpensSomething() {
    return this.rules.solution === 'after-answer' || this.rules.solution === 'after-attempt' || this.rules.table === 'hidden-until-answered';
  }

  async #end() {
    const open = this.#openNumbers.length;
    const w = this.words;
    const yes = await askFirst(this.element, { ...SAY.askEnd(w, { open }), go: w.t('quiz-end'), keep: w.t('quiz-not-yet') });
    if (!yes || !this.#finished) return;
    this.ended = true;
    this.#showSummary({ announce: false });
    say(this.status, SAY.ended(this.words, { score: this.#score, n: this.questions.length }));
    this.#changed();
  }

  #showSummary({ focus = true, announce = true } = {}) {
    this.summaryShown = true;
    this.serial += 1;
    const open = this.#openNumbers;
    const parts = summaryParts(this.words, this.questions, this.answers, this.reviewFromSummary, {
      band: bandOf(this.rules.scoreFeedback, this.#score, this.questions.length),
      open,
      onEnd: open.length && this.#endOpensSomething ? () => this.#end() : null,
      over: isOver(this.#state),
    });
    this.summary.replaceChildren(...parts);
    this.#renderChrome();
    this.#compare();
    if (announce) say(this.status, SAY.finished(this.words, { score: this.#score, n: this.questions.length }));
    if (focus) parts[0].focus();
  }
}
