// The question bank's panel (quiz="bank", and quiz="own" for an author's questions): the questions
// of core.makeQuiz (or core.makeQuestion), one at a time, with an answer form (form.js),
// Check, feedback in a polite live region that names the mistake the checker diagnosed
// (feedback.js), Hint and Solution disclosures, progress and score, the navigation
// (nav.js), Start over and New questions, and a summary once every question has an answer
// (summary.js). What counts as an answer, and the attempt a course platform keeps, are
// attempt.js's; this file holds the place and moves it.
//
// Once the quiz is finished the panel reports the score (onScore), once, and again after a retry
// re-finishes it. onAttempt is told the attempt after every change a learner makes.
import { alertBox, button, el } from '../../kit/index.js';
import { answerOf, answeredCount, attemptData, attemptMatches, isFinished, scoreOf } from './attempt.js';
import { AnswerForm, checkedText } from './form.js';
import { showLeftOut } from './questions.js';
import { say, showFeedback } from './feedback.js';
import { navigationBar, nextPlace, showNavigation } from './nav.js';
import { disclosure, feedbackRegion, JUDGED, quizGroup, setFeedback, showIdle } from '../parts.js';
import { answeredStatement, completedStatement, settingsSentence } from '../xapi.js';
import { questionsText, summaryParts } from './summary.js';
import { topicOf, topicsText } from './topics.js';

// What makes `next` new questions after `shown` (the quiz shown before, or null): null for the first
// questions (said nowhere), 'settings' (the widget's d_model, base, layout or origin changed),
// 'questions' (the author's list changed), 'topics' (a new quiz-topics), 'seed' (New questions, or a
// new quiz-seed) or 'count' (a new quiz-count).
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
   * response, value} after an answer to a coordinate question, so the owner can show it in its
   * table; onNewQuestions() when the learner asks for a new seed (without it, for an author's
   * fixed list, there is no New questions button); onAttempt(attempt) after each change of the
   * attempt (a judged answer, Try again, Start over, a move, new questions).
   */
  constructor(callbacks, idPrefix) {
    this.callbacks = callbacks;
    this.id = `${idPrefix}-bank`;
    this.questions = [];
    this.answers = [];
    this.index = 0;
    this.summaryShown = false; // the score page, in place of the question
    this.reported = false; // the score of the finished quiz has been sent
    this.serial = 0; // moves on with every move, so that a late check's answer is dropped
    this.quiz = null; // {seed, settings, count, topics?}, or {list, settings, count} for an author's list

    this.element = quizGroup('quiz quiz-bank', 'Quiz', this.id);
    this.about = el('p', 'help quiz-about');
    this.progress = el('p', 'quiz-progress');

    this.questionArea = el('div', 'quiz-question');
    this.topic = el('h4', 'part-subtitle quiz-topic');
    this.formSlot = el('div', 'quiz-form');
    this.questionArea.append(this.topic, this.formSlot);

    // An author's list with entries the core refused: which, and why (the others are asked).
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
    const startOver = button('Start over');
    startOver.addEventListener('click', move(() => this.#startOver()));
    const newQuestions = button('New questions');
    newQuestions.addEventListener('click', () => this.callbacks.onNewQuestions?.());
    newQuestions.hidden = !callbacks.onNewQuestions;
    this.newQuestionsButton = newQuestions;
    actions.append(startOver, newQuestions);

    this.element.append(this.about, this.problems, this.progress, this.questionArea, this.summary, this.status, this.nav.element, this.disclosures, actions);
  }

  /**
   * Shows new questions. quiz: {seed, settings: {dModel, base, layout, origin}, count, topics?} for the bank
   * (topics only when they are not the default),
   * {list, settings} for an author's list (list: listId() of its text). problems: [{number, message}]
   * for entries of a list left out. What changed since the questions shown before, if any, is said.
   */
  load(questions, quiz, problems = []) {
    const reason = changeFrom(this.quiz, quiz);
    const n = questions.length;
    this.questions = questions;
    this.quiz = 'list' in quiz
      ? { list: quiz.list, settings: { ...quiz.settings }, count: n }
      : { seed: quiz.seed, settings: { ...quiz.settings }, count: n, ...('topics' in quiz && { topics: quiz.topics }) };
    showLeftOut(this.problems, problems);
    this.answers = questions.map(() => null);
    this.reported = false;
    this.serial += 1;
    const source = 'list' in quiz ? 'written for this page' : `seed ${quiz.seed}`;
    const about = 'topics' in this.quiz ? ` about ${topicsText(this.quiz.topics)}` : '';
    this.about.textContent = `${questionsText(n)}${about} on ${settingsSentence(this.quiz.settings)}; ${source}.`;
    // Asked for with New questions: focus goes to the first of them (the button may now be far
    // below, past a longer question).
    const asked = this.element.getRootNode().activeElement === this.newQuestionsButton;
    this.#go(0, { focus: asked, announce: false });
    const said = {
      settings: `The settings changed, so here are new questions for ${settingsSentence(this.quiz.settings)}.`,
      topics: `New questions about ${topicsText(quiz.topics)}.`,
      seed: `New questions (seed ${quiz.seed}).`,
      count: `The quiz now has ${questionsText(n)}.`,
      questions: 'The questions changed.',
    }[reason];
    if (said) say(this.status, `${said} Question 1 of ${n}.`);
    if (reason) this.#changed(); // new questions: the attempt starts again (not on the first bank)
  }

  // ---- attempt ---------------------------------------------------------------------------------

  /** The attempt as plain data (attempt.js, attemptData), or null before a bank is shown. */
  get attempt() {
    if (!this.quiz) return null;
    return attemptData({ quiz: this.quiz, answers: this.answers, index: this.index, summary: this.summaryShown });
  }

  /**
   * Puts back an attempt made on the bank shown: each response is judged again by the checker (a
   * response that is no longer judged is dropped), then the place is shown. No event is sent for the
   * answers put back and a finished attempt does not report its score again; onAttempt is told the
   * attempt restored, so that a platform holds what is shown. Resolves to false, and changes
   * nothing, for an attempt on other questions or not shaped as `attempt` gives it.
   */
  async restore(attempt) {
    if (!attemptMatches(attempt, this.quiz)) return false;
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
    this.reported = this.#finished;
    const place = Number.isInteger(attempt.question) ? attempt.question - 1 : 0;
    this.#go(place, { focus: false, announce: false });
    const given = answeredCount(answers);
    const n = this.questions.length;
    if (attempt.summary === true && this.#finished) this.#showSummary({ focus: false });
    const where = this.summaryShown ? `Score ${this.#score} of ${n}.` : `Question ${this.index + 1} of ${n}.`;
    say(this.status, `Welcome back: your ${given === 1 ? 'answer is' : `${given} answers are`} restored. ${where}`);
    this.#changed();
    return true;
  }

  #changed() {
    this.callbacks.onAttempt?.(this.attempt);
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
    else if (announce) say(this.status, `Question ${this.index + 1} of ${this.questions.length}.`);
    else showIdle(this.status);
    this.#compare();
    if (focus) this.form.focus();
  }

  #renderQuestion() {
    const q = this.questions[this.index];
    this.topic.textContent = topicOf(q);
    this.form = new AnswerForm(q, `${this.id}-${this.index + 1}`, () => this.#judge());
    this.formSlot.replaceChildren(this.form.element);
    this.disclosures.replaceChildren(disclosure('Hint', q.hint, 'hint'), disclosure('Solution', q.solution, 'solution', true));
    const answer = this.answers[this.index];
    if (answer) this.form.show(answer);
    this.form.lock(!!answer);
  }

  // Progress, score and which navigation buttons apply.
  #renderChrome() {
    const n = this.questions.length;
    const summary = this.summaryShown;
    this.progress.textContent = summary
      ? `Finished · Score ${this.#score} of ${n}`
      : `Question ${this.index + 1} of ${n} · Score ${this.#score} of ${n}`;
    this.questionArea.hidden = summary;
    this.disclosures.hidden = summary;
    this.summary.hidden = !summary;
    showNavigation(this.nav, { index: this.index, count: n, answer: this.answers[this.index], finished: this.#finished, summary });
  }

  #showFeedback(answer, options) {
    showFeedback(this.status, answer, { score: this.#score, count: this.questions.length, finished: this.#finished }, options);
  }

  // A coordinate question's answer, for the owner's table.
  #compare(answer = this.answers[this.index]) {
    const q = this.questions[this.index];
    const usable = !this.summaryShown && q?.kind === 'coordinate' && answer && Number.isFinite(answer.value);
    this.callbacks.onCompare(
      usable
        ? { number: this.index + 1, question: q, token: q.params.token, i: q.params.i, response: answer.response.trim(), value: answer.value }
        : null,
    );
  }

  // ---- answering ------------------------------------------------------------------------------

  async #judge() {
    const index = this.index;
    const q = this.questions[index];
    const stored = this.answers[index];
    if (stored) {
      this.#showFeedback(stored, { stored: true, note: 'To answer this question again, press Try again.' });
      return;
    }
    const given = this.form.response();
    if (!given) {
      say(this.status, 'Pick one of the options, then press Check.');
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
    if (judged) this.answers[index] = answer;
    this.form.judged(answer.verdict);
    this.form.lock(judged);
    this.#renderChrome();
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

  #retry() {
    this.answers[this.index] = null;
    this.reported = false;
    this.#renderQuestion(); // a new, empty form
    this.#renderChrome();
    const n = this.questions.length;
    say(this.status, `Question ${this.index + 1} of ${n} is open again. Score ${this.#score} of ${n}.`);
    this.#compare();
    this.form.focus();
  }

  #startOver() {
    this.answers = this.questions.map(() => null);
    this.reported = false;
    this.#go(0, { announce: false });
    say(this.status, `Starting over: question 1 of ${this.questions.length}.`);
  }

  #showSummary({ focus = true } = {}) {
    this.summaryShown = true;
    this.serial += 1;
    const parts = summaryParts(this.questions, this.answers, this.reviewFromSummary);
    this.summary.replaceChildren(...parts);
    this.#renderChrome();
    this.#compare();
    say(this.status, `Quiz finished. Score ${this.#score} of ${this.questions.length}.`);
    if (focus) parts[0].focus();
  }
}
