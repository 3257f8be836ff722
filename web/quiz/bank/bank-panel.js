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
import { disclosure, feedbackRegion, JUDGED, quizGroup, setFeedback, showIdle } from '../parts.js';
import { coreWords } from '../core-words.js';
import { answeredStatement, completedStatement, settingsSentence } from '../xapi.js';
import { questionsText, summaryParts } from './summary.js';
import { topicOf, topicsText } from './topics.js';

// What the panel says to the learner.
const SAY = Object.freeze({
  title: () => 'Quiz',
  // topics: the bank's quiz-topics, only when they are not the default.
  about: ({ n, settings, seed, own, topics }) =>
    `${questionsText(n)}${topics === undefined ? '' : ` about ${topicsText(topics)}`} on ${settingsSentence(settings)}; ${own ? 'written for this page' : `seed ${seed}`}.`,
  changedSettings: ({ settings }) => `The settings changed, so here are new questions for ${settingsSentence(settings)}.`,
  changedTopics: ({ topics }) => `New questions about ${topicsText(topics)}.`,
  changedSeed: ({ seed }) => `New questions (seed ${seed}).`,
  changedCount: ({ n }) => `The quiz now has ${questionsText(n)}.`,
  changedQuestions: () => 'The questions changed.',
  where: ({ number, n }) => `Question ${number} of ${n}.`,
  progress: ({ number, n, score }) => `Question ${number} of ${n} · Score ${score} of ${n}`,
  finishedProgress: ({ n, score }) => `Finished · Score ${score} of ${n}`,
  welcomeBack: ({ given, where }) => `Welcome back: your ${given === 1 ? 'answer is' : `${given} answers are`} restored. ${where}`,
  scoreShort: ({ score, n }) => `Score ${score} of ${n}.`,
  answerAgain: () => 'To answer this question again, press Try again.',
  answerFinal: () => 'This answer is final.',
  pickOne: () => 'Pick one of the options, then press Check.',
  open: ({ number, n, score }) => `Question ${number} of ${n} is open again. Score ${score} of ${n}.`,
  startingOver: ({ n }) => `Starting over: question 1 of ${n}.`,
  finished: ({ score, n }) => `Quiz finished. Score ${score} of ${n}.`,
  ended: ({ score, n }) => `The attempt is over: every answer is final. Score ${score} of ${n}.`,
  held: () => 'This quiz keeps its questions and your answers: its settings are locked for this attempt.',
  hint: () => 'Hint',
  solution: () => 'Solution',
  solutionAfterAnswer: () => 'The worked solution opens once this question is answered for good (correct, or no tries left).',
  solutionAfterAttempt: () => 'The worked solutions open once the attempt is over (every answer final, or the attempt ended on the score page).',
  startOver: () => 'Start over',
  newQuestions: () => 'New questions',
  keep: () => 'Keep my answers',
  askStartOver: ({ given }) => ({
    title: 'Start over?',
    text: `Your ${given === 1 ? 'answer' : `${given} answers`} so far will be cleared. The questions stay the same.`,
  }),
  askNewQuestions: ({ given }) => ({
    title: 'Ask new questions?',
    text: `Your ${given === 1 ? 'answer' : `${given} answers`} so far will be cleared, and the quiz starts again with other questions.`,
  }),
  askEnd: ({ open }) => ({
    title: 'End the attempt?',
    text: `You may still try again on ${open === 1 ? 'one question' : `${open} questions`}. Once the attempt ends, every answer is final.`,
  }),
  end: () => 'End the attempt',
  notYet: () => 'Not yet',
});

/** A scored quiz's rules when none are given: a practice quiz (the element's defaults). */
export const PRACTICE_RULES = Object.freeze({
  solution: 'always',
  retries: 'unlimited',
  settings: 'editable',
  table: 'shown',
  newQuestions: 'allowed',
  scoreFeedback: Object.freeze([]),
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

    this.element = quizGroup('quiz quiz-bank', SAY.title(), this.id);
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

    this.status = feedbackRegion();

    // Each of the learner's moves changes the attempt.
    const move = (action) => () => {
      action();
      this.#changed();
    };
    this.nav = navigationBar({
      tryAgain: move(() => this.#retry()),
      previous: move(() => this.#go(this.index - 1)),
      next: move(() => this.#go(nextPlace(this.index, this.answers))),
      toScore: move(() => this.#showSummary()),
    });
    this.reviewFromSummary = move(() => this.#go(0));

    this.disclosures = el('div', 'quiz-disclosures');

    const actions = el('div', 'quiz-actions');
    this.startOverButton = button(SAY.startOver());
    this.startOverButton.addEventListener('click', () => this.#askThen(SAY.askStartOver, SAY.startOver(), () => {
      this.#startOver();
      this.#changed();
    }));
    this.newQuestionsButton = button(SAY.newQuestions());
    this.newQuestionsButton.addEventListener('click', () => this.#askThen(SAY.askNewQuestions, SAY.newQuestions(), () => this.callbacks.onNewQuestions?.()));
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
   * Takes the quiz's rules ({solution, retries, settings, table, newQuestions, scoreFeedback}); the
   * buttons, the disclosures and the score page follow at once.
   */
  setRules(rules) {
    const next = { ...PRACTICE_RULES, ...rules };
    if (JSON.stringify(next) === JSON.stringify(this.rules)) return;
    this.rules = next;
    this.#showActions();
    if (!this.quiz) return;
    if (this.summaryShown) this.#showSummary({ focus: false, announce: false });
    else {
      this.#renderDisclosures();
      this.#renderChrome();
    }
    this.#reportHidden();
  }

  /** Says that a change asked of a locked attempt was not made (the plan held its questions). */
  sayHeld() {
    say(this.status, SAY.held());
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
    showLeftOut(this.problems, problems);
    this.answers = questions.map(() => null);
    this.tries = questions.map(() => 0);
    this.ended = false;
    this.reported = false;
    this.serial += 1;
    this.about.textContent = SAY.about({ n, settings: this.quiz.settings, seed: quiz.seed, own: 'list' in quiz, topics: this.quiz.topics });
    // Asked for with New questions: focus goes to the first of them (the button may now be far
    // below, past a longer question).
    const asked = this.element.getRootNode().activeElement === this.newQuestionsButton;
    this.#go(0, { focus: asked, announce: false });
    const said = {
      settings: () => SAY.changedSettings({ settings: this.quiz.settings }),
      topics: () => SAY.changedTopics({ topics: quiz.topics }),
      seed: () => SAY.changedSeed({ seed: quiz.seed }),
      count: () => SAY.changedCount({ n }),
      questions: () => SAY.changedQuestions(),
    }[reason];
    if (said) say(this.status, `${said()} ${SAY.where({ number: 1, n })}`);
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
    const where = this.summaryShown ? SAY.scoreShort({ score: this.#score, n }) : SAY.where({ number: this.index + 1, n });
    say(this.status, SAY.welcomeBack({ given, where }));
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
    else if (announce) say(this.status, SAY.where({ number: this.index + 1, n: this.questions.length }));
    else showIdle(this.status);
    this.#compare();
    if (focus) this.form.focus();
  }

  #renderQuestion() {
    const q = this.questions[this.index];
    this.topic.textContent = topicOf(q);
    this.form = new AnswerForm(q, `${this.id}-${this.index + 1}`, () => this.#judge());
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
    const parts = [disclosure(SAY.hint(), coreWords(q.hint), 'hint')];
    if (open) parts.push(disclosure(SAY.solution(), Array.isArray(q.solution) ? q.solution.map(coreWords) : coreWords(q.solution), 'solution', !q.authored));
    else if (rule === 'after-answer') parts.push(el('p', 'solution-later', SAY.solutionAfterAnswer()));
    else if (rule === 'after-attempt') parts.push(el('p', 'solution-later', SAY.solutionAfterAttempt()));
    this.disclosures.replaceChildren(...parts);
  }

  // Progress, score and which navigation buttons apply.
  #renderChrome() {
    const n = this.questions.length;
    const summary = this.summaryShown;
    this.progress.textContent = summary
      ? SAY.finishedProgress({ n, score: this.#score })
      : SAY.progress({ number: this.index + 1, n, score: this.#score });
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
    showFeedback(this.status, this.questions[j], answer, {
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
      this.#showFeedback(stored, { stored: true, note: this.#canRetry(index) ? SAY.answerAgain() : SAY.answerFinal() });
      return;
    }
    const given = this.form.response();
    if (!given) {
      say(this.status, SAY.pickOne());
      return;
    }
    const serial = ++this.serial;
    let result;
    try {
      result = await this.callbacks.check(given.text, q);
    } catch (error) {
      if (serial !== this.serial) return;
      setFeedback(this.status, 'unreadable', el('p', 'feedback-line', error.message));
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
    this.callbacks.onAnswer({
      questionId: q.id,
      question: q.prompt,
      response: given.response,
      verdict: answer.verdict,
      diagnosis: answer.diagnosis,
      message: answer.message,
      value: answer.value,
      expected: answer.expected,
      questionNumber: index + 1,
      progress: { answered: answeredCount(this.answers), correct: this.#score, total: n },
      // An answer that was not judged (too few decimals, unreadable) is not an attempt: no statement.
      statement: judged
        ? answeredStatement({ question: q, name: `Question ${index + 1}: ${topicOf(q)}`, response: given.response, result, quiz: this.quiz })
        : null,
    });
    if (this.#finished && !this.reported) {
      this.reported = true;
      const raw = this.#score;
      this.callbacks.onScore({
        score: { raw, min: 0, max: n, scaled: raw / n },
        seed: this.quiz.seed ?? null,
        answers: this.answers.map((a, j) => ({ questionId: this.questions[j].id, verdict: a.verdict, diagnosis: a.diagnosis })),
        statement: completedStatement({ quiz: this.quiz, raw }),
      });
    }
    if (judged) this.#changed();
  }

  // ---- the learner's other moves ---------------------------------------------------------------

  // Asks first (ask: a SAY entry giving {title, text}; go: the button's words) when the attempt has
  // answers, then acts.
  async #askThen(ask, go, action) {
    const given = this.answered;
    if (given > 0) {
      const words = ask({ given });
      const yes = await askFirst(this.element, { ...words, go, keep: SAY.keep() });
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
    say(this.status, SAY.open({ number: this.index + 1, n, score: this.#score }));
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
    say(this.status, SAY.startingOver({ n: this.questions.length }));
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
    const yes = await askFirst(this.element, { ...SAY.askEnd({ open }), go: SAY.end(), keep: SAY.notYet() });
    if (!yes || !this.#finished) return;
    this.ended = true;
    this.#showSummary({ announce: false });
    say(this.status, SAY.ended({ score: this.#score, n: this.questions.length }));
    this.#changed();
  }

  #showSummary({ focus = true, announce = true } = {}) {
    this.summaryShown = true;
    this.serial += 1;
    const open = this.#openNumbers;
    const parts = summaryParts(this.questions, this.answers, this.reviewFromSummary, {
      band: bandOf(this.rules.scoreFeedback, this.#score, this.questions.length),
      open,
      onEnd: open.length && this.#endOpensSomething ? () => this.#end() : null,
      over: isOver(this.#state),
    });
    this.summary.replaceChildren(...parts);
    this.#renderChrome();
    this.#compare();
    if (announce) say(this.status, SAY.finished({ score: this.#score, n: this.questions.length }));
    if (focus) parts[0].focus();
  }
}
