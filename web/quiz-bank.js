// The question bank's panel (quiz="bank", and quiz="own" for an author's questions): the questions
// of core.makeQuiz (or core.makeQuestion), one at a time, with an
// answer field (or radio buttons for a choice question), Check, feedback in a polite live region
// that names the mistake the checker diagnosed, Hint and Solution disclosures, progress and score,
// Try again, Start over and New questions, and a summary once every question has an answer.
//
// Scoring: a question counts once it has a judged answer (correct or incorrect). That answer stays
// until the learner presses Try again (or Start over). "Too few decimals" and unreadable text are
// not judged: the question stays open. The quiz is finished when every question has a judged
// answer; the panel then reports the score once (onScore), and again after a retry re-finishes it.
//
// Attempt: the judged answers and the place, as plain data (`attempt`) that a course platform keeps
// between visits and gives back (`restore`); onAttempt is told after every change a learner makes.
import { button, el } from './dom.js';
import { JUDGED, VERDICT_LABELS, disclosure } from './quiz.js';
import { answeredStatement, completedStatement, settingsSentence } from './xapi.js';

/** What each cell of the bank is about, shown above its question. */
const CELL_TITLES = Object.freeze({
  A: 'Position zero',
  B: 'The fastest pair',
  C: 'The slowest pair',
  D: 'One pair repeats, the vector does not',
  E: 'An offset is a rotation',
  F: 'A position far away',
  G: 'The longest wavelength and the base',
  H: 'The dot product of two positions',
});

// An author's question has no cell of the bank: its kind names its topic.
const KIND_TITLES = Object.freeze({
  coordinate: 'One coordinate',
  aliasing: 'One pair repeats, the vector does not',
  rotation: 'An offset is a rotation',
  wavelength: 'The longest wavelength and the base',
  dot: 'The dot product of two positions',
  'position-zero-choice': 'Position zero',
});
const topicOf = (q) => CELL_TITLES[q.cell] ?? KIND_TITLES[q.kind] ?? q.kind;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const NEXT_STEP = Object.freeze({
  correct: 'Open the solution to compare your working, or go on.',
  incorrect: 'Press Try again to answer once more, or open the hint.',
  'too-few-decimals': 'Type more decimals and press Check again.',
});

const questionsText = (n) => (n === 1 ? '1 question' : `${n} questions`);

// What the panel keeps of a judged answer.
function answerOf(response, result) {
  return {
    response,
    verdict: result.verdict,
    diagnosis: result.diagnosis ?? null,
    diagnosisName: result.diagnosisName ?? null, // the core's name for the slip, beside its code
    message: result.message,
    value: result.value,
    expected: result.expected,
  };
}

export class QuizBankPanel {
  /**
   * callbacks: check(text, question) → a checkAnswer() result (may be async); onAnswer(detail) and
   * onScore(detail), see README.md; onCompare(info | null) with {number, question, token, i,
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
    this.mode = 'question'; // or 'summary'
    this.reported = false;
    this.serial = 0;
    this.quiz = null; // {seed, settings, count}, or {list, settings, count} for an author's list

    // A group, not a region: several widgets on one page must not add landmarks with equal names.
    this.element = el('div', 'quiz quiz-bank');
    this.element.setAttribute('role', 'group');
    const title = el('h3', 'part-title', 'Quiz');
    title.id = `${this.id}-title`;
    this.element.setAttribute('aria-labelledby', title.id);
    this.about = el('p', 'help quiz-about');
    this.progress = el('p', 'quiz-progress');

    this.questionArea = el('div', 'quiz-question');
    this.topic = el('h4', 'part-subtitle quiz-topic');
    this.formSlot = el('div', 'quiz-form');
    this.questionArea.append(this.topic, this.formSlot);

    // An author's list with entries the core refused: which, and why (the others are asked).
    this.problems = el('div', 'alert quiz-problems');
    this.problems.setAttribute('role', 'alert');
    this.problems.hidden = true;

    this.summary = el('div', 'quiz-summary');
    this.summary.hidden = true;

    this.status = el('div', 'feedback');
    this.status.setAttribute('role', 'status');
    this.status.append(el('p', 'feedback-idle', 'Feedback on your answer appears here.'));

    const nav = el('div', 'quiz-nav');
    this.tryAgain = button('Try again');
    this.previous = button('Previous question');
    this.next = button('Next question', 'primary');
    this.toScore = button('See your score', 'primary');
    this.tryAgain.addEventListener('click', () => {
      this.#retry();
      this.#changed();
    });
    this.previous.addEventListener('click', () => {
      this.#go(this.index - 1);
      this.#changed();
    });
    this.next.addEventListener('click', () => {
      this.#next();
      this.#changed();
    });
    this.toScore.addEventListener('click', () => {
      this.#showSummary();
      this.#changed();
    });
    nav.append(this.tryAgain, this.previous, this.next, this.toScore);
    this.nav = nav;

    this.disclosures = el('div', 'quiz-disclosures');

    const actions = el('div', 'quiz-actions');
    this.startOver = button('Start over');
    this.newQuestions = button('New questions');
    this.startOver.addEventListener('click', () => {
      this.#startOver();
      this.#changed();
    });
    this.newQuestions.addEventListener('click', () => this.callbacks.onNewQuestions?.());
    this.newQuestions.hidden = !callbacks.onNewQuestions;
    actions.append(this.startOver, this.newQuestions);

    this.element.append(title, this.about, this.problems, this.progress, this.questionArea, this.summary, this.status, nav, this.disclosures, actions);
  }

  /**
   * Shows new questions. quiz: {seed, settings: {dModel, base, layout, origin}, count} for the bank,
   * {list, settings} for an author's list (list: listId() of its text); reason: null (first
   * questions, said nowhere), 'seed' (New questions, or a new quiz-seed), 'count' (a new
   * quiz-count), 'settings' (the widget's d_model, base, layout or origin changed) or 'questions'
   * (the author's list changed). problems: [{number, message}] for entries of a list left out.
   */
  load(questions, quiz, reason = null, problems = []) {
    this.questions = questions;
    this.quiz = 'list' in quiz
      ? { list: quiz.list, settings: { ...quiz.settings }, count: questions.length }
      : { seed: quiz.seed, settings: { ...quiz.settings }, count: questions.length };
    this.#showProblems(problems);
    this.answers = questions.map(() => null);
    this.reported = false;
    this.serial += 1;
    const source = 'list' in quiz ? 'written for this page' : `seed ${quiz.seed}`;
    this.about.textContent = `${questionsText(questions.length)} on ${settingsSentence(this.quiz.settings)}; ${source}.`;
    this.#go(0, { focus: false, announce: false });
    if (reason === 'settings') {
      this.#say(`The settings changed, so here are new questions for ${settingsSentence(this.quiz.settings)}. Question 1 of ${questions.length}.`);
    } else if (reason === 'seed') {
      this.#say(`New questions (seed ${quiz.seed}). Question 1 of ${questions.length}.`);
    } else if (reason === 'count') {
      this.#say(`The quiz now has ${questionsText(questions.length)}. Question 1 of ${questions.length}.`);
    } else if (reason === 'questions') {
      this.#say(`The questions changed. Question 1 of ${questions.length}.`);
    }
    if (reason) this.#changed(); // new questions: the attempt starts again (not on the first bank)
  }

  // ---- attempt ---------------------------------------------------------------------------------

  /**
   * The attempt as plain data (JSON-safe), or null before a bank is shown: {quiz: {seed, settings,
   * count} (for an author's list {list, settings, count}), responses: [the judged response of each question, or null], question (1-based place),
   * summary (the score page is shown), score (correct answers, for information)}. Only judged answers
   * are in it; their verdicts are not, since restore() judges them again.
   */
  get attempt() {
    if (!this.quiz) return null;
    return {
      quiz: { ...this.quiz, settings: { ...this.quiz.settings } },
      responses: this.answers.map((a) => (a ? a.response : null)),
      question: this.index + 1,
      summary: this.mode === 'summary',
      score: this.score,
    };
  }

  /** Whether an attempt (from `attempt`, perhaps through JSON) was made on the bank shown. */
  matches(attempt) {
    const q = attempt?.quiz;
    const s = q?.settings;
    const mine = this.quiz;
    return !!(mine && s && q.seed === mine.seed && q.list === mine.list && q.count === mine.count && Array.isArray(attempt.responses) &&
      attempt.responses.length === this.questions.length &&
      ['dModel', 'base', 'layout', 'origin'].every((k) => s[k] === mine.settings[k]));
  }

  /**
   * Puts back an attempt made on the bank shown: each response is judged again by the checker (a
   * response that is no longer judged is dropped), then the place is shown. No event is sent for the
   * answers put back and a finished attempt does not report its score again; onAttempt is told the
   * attempt restored, so that a platform holds what is shown. Resolves to false, and changes
   * nothing, for an attempt on other questions or not shaped as `attempt` gives it.
   */
  async restore(attempt) {
    if (!this.matches(attempt)) return false;
    const serial = ++this.serial;
    const answers = [];
    for (const [j, response] of attempt.responses.entries()) {
      const q = this.questions[j];
      const text = typeof response !== 'string' ? null : q.type === 'choice' ? String(LETTERS.indexOf(response)) : response;
      let result = null;
      if (text !== null && text !== '-1') {
        try {
          result = await this.callbacks.check(text, q);
        } catch {
          result = null;
        }
      }
      answers.push(result && JUDGED.has(result.verdict) ? answerOf(response, result) : null);
    }
    if (serial !== this.serial) return false; // the learner acted meanwhile: what they did stays
    this.answers = answers;
    this.reported = this.finished;
    const place = Number.isInteger(attempt.question) ? attempt.question - 1 : 0;
    this.#go(place, { focus: false, announce: false });
    const given = answers.filter(Boolean).length;
    const n = this.questions.length;
    if (attempt.summary === true && this.finished) this.#showSummary({ focus: false });
    const where = this.mode === 'summary' ? `Score ${this.score} of ${n}.` : `Question ${this.index + 1} of ${n}.`;
    this.#say(`Welcome back: your ${given === 1 ? 'answer is' : `${given} answers are`} restored. ${where}`);
    this.#changed();
    return true;
  }

  #changed() {
    this.callbacks.onAttempt?.(this.attempt);
  }

  #showProblems(problems) {
    this.problems.hidden = problems.length === 0;
    if (!problems.length) {
      this.problems.replaceChildren();
      return;
    }
    const list = el('ul');
    for (const p of problems) list.append(el('li', null, p.message));
    const title = problems.length === 1 ? 'One question of this quiz is left out:' : `${problems.length} questions of this quiz are left out:`;
    this.problems.replaceChildren(el('p', 'alert-title', title), list);
  }

  get score() {
    return this.answers.filter((a) => a?.verdict === 'correct').length;
  }

  get finished() {
    return this.answers.length > 0 && this.answers.every((a) => a && JUDGED.has(a.verdict));
  }

  // ---- rendering -----------------------------------------------------------------------------

  #go(index, { focus = true, announce = true } = {}) {
    this.index = Math.max(0, Math.min(index, this.questions.length - 1));
    this.mode = 'question';
    this.serial += 1; // an answer still being checked belongs to the question left
    this.#renderQuestion();
    this.#renderChrome();
    const answer = this.answers[this.index];
    if (answer) this.#showFeedback(answer, { stored: true });
    else if (announce) this.#say(`Question ${this.index + 1} of ${this.questions.length}.`);
    else this.#idle();
    this.#compare();
    if (focus) this.#focusAnswer();
  }

  #renderQuestion() {
    const q = this.questions[this.index];
    const n = this.index + 1;
    const base = `${this.id}-${n}`;
    this.topic.textContent = topicOf(q);
    const form = el('form', 'answer-form');
    form.noValidate = true;
    form.dataset.questionId = q.id;
    const check = el('button', 'check-button primary', 'Check');
    check.type = 'submit';
    this.check = check;
    this.radios = [];
    this.input = null;
    if (q.type === 'choice') {
      const fieldset = el('fieldset', 'choices');
      const legend = el('legend', 'prompt', q.prompt);
      fieldset.append(legend);
      q.choices.forEach((text, j) => {
        const radio = el('input');
        radio.type = 'radio';
        radio.name = `${base}-choice`;
        radio.id = `${base}-choice-${j}`;
        radio.value = String(j);
        const label = el('label');
        label.htmlFor = radio.id;
        label.append(el('span', 'choice-letter', `${LETTERS[j]}.`), ` ${text}`);
        const row = el('div', 'choice');
        row.append(radio, label);
        fieldset.append(row);
        this.radios.push(radio);
      });
      const row = el('div', 'answer-row');
      row.append(check);
      form.append(fieldset, row);
    } else {
      const prompt = el('p', 'prompt', q.prompt);
      prompt.id = `${base}-prompt`;
      const input = el('input', 'answer-input');
      input.id = `${base}-answer`;
      input.type = 'text';
      input.inputMode = 'decimal';
      input.autocomplete = 'off';
      input.spellcheck = false;
      input.setAttribute('aria-describedby', prompt.id);
      const label = el('label', null, 'Your answer');
      label.htmlFor = input.id;
      const row = el('div', 'answer-row');
      row.append(label, input, check);
      form.append(prompt, row);
      this.input = input;
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#judge();
    });
    this.formSlot.replaceChildren(form);
    this.disclosures.replaceChildren(disclosure('Hint', q.hint, 'hint'), disclosure('Solution', q.solution, 'solution', true));

    const answer = this.answers[this.index];
    if (answer) {
      if (this.input) this.input.value = answer.response;
      else if (this.radios[Number(answer.value)]) this.radios[Number(answer.value)].checked = true;
    }
    this.#lock(!!answer && JUDGED.has(answer.verdict));
  }

  // A judged answer stays until Try again: the field becomes read-only and Check is marked disabled
  // (aria-disabled, so that a focused button keeps its focus).
  #lock(locked) {
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

  // Progress, score and which navigation buttons apply.
  #renderChrome() {
    const n = this.questions.length;
    const summary = this.mode === 'summary';
    this.progress.textContent = summary
      ? `Finished · Score ${this.score} of ${n}`
      : `Question ${this.index + 1} of ${n} · Score ${this.score} of ${n}`;
    this.questionArea.hidden = summary;
    this.disclosures.hidden = summary;
    this.summary.hidden = !summary;
    const answer = this.answers[this.index];
    this.tryAgain.hidden = summary || answer?.verdict !== 'incorrect';
    this.previous.hidden = summary || this.index === 0;
    const last = this.index === n - 1;
    this.next.hidden = summary || (last && this.finished);
    this.next.textContent = last ? 'Next unanswered question' : 'Next question';
    this.toScore.hidden = summary || !this.finished;
    // The primary look goes to the step that comes next.
    this.next.classList.toggle('primary', !this.finished);
  }

  #focusAnswer() {
    if (this.input) this.input.focus();
    else (this.radios.find((r) => r.checked) ?? this.radios[0])?.focus();
  }

  #say(text) {
    delete this.status.dataset.verdict;
    this.status.replaceChildren(el('p', 'feedback-note', text));
  }

  #idle() {
    delete this.status.dataset.verdict;
    this.status.replaceChildren(el('p', 'feedback-idle', 'Feedback on your answer appears here.'));
  }

  // ---- answering ------------------------------------------------------------------------------

  #response() {
    if (this.input) return { text: this.input.value, response: this.input.value };
    const chosen = this.radios.findIndex((r) => r.checked);
    return chosen < 0 ? null : { text: String(chosen), response: LETTERS[chosen] };
  }

  async #judge() {
    const index = this.index;
    const q = this.questions[index];
    const stored = this.answers[index];
    if (stored && JUDGED.has(stored.verdict)) {
      this.#showFeedback(stored, { stored: true, note: 'To answer this question again, press Try again.' });
      return;
    }
    const given = this.#response();
    if (!given) {
      this.#say('Pick one of the options, then press Check.');
      return;
    }
    const serial = ++this.serial;
    let result;
    try {
      result = await this.callbacks.check(given.text, q);
    } catch (error) {
      if (serial !== this.serial) return;
      this.status.dataset.verdict = 'unreadable';
      this.status.replaceChildren(el('p', 'feedback-line', error.message));
      return;
    }
    if (serial !== this.serial) return; // the learner moved on, or a later check answered
    const answer = answerOf(given.response, result);
    const judged = JUDGED.has(answer.verdict);
    if (judged) this.answers[index] = answer;
    if (this.input) {
      if (answer.verdict === 'unreadable') this.input.setAttribute('aria-invalid', 'true');
      else this.input.removeAttribute('aria-invalid');
    }
    this.#lock(judged);
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
      progress: { answered: this.answers.filter(Boolean).length, correct: this.score, total: n },
      // An answer that was not judged (too few decimals, unreadable) is not an attempt: no statement.
      statement: judged
        ? answeredStatement({ question: q, name: `Question ${index + 1}: ${topicOf(q)}`, response: given.response, result, quiz: this.quiz })
        : null,
    });
    if (this.finished && !this.reported) {
      this.reported = true;
      const raw = this.score;
      this.callbacks.onScore({
        score: { raw, min: 0, max: n, scaled: raw / n },
        seed: this.quiz.seed ?? null,
        answers: this.answers.map((a, j) => ({ questionId: this.questions[j].id, verdict: a.verdict, diagnosis: a.diagnosis })),
        statement: completedStatement({ quiz: this.quiz, raw }),
      });
    }
    if (judged) this.#changed();
  }

  // The feedback: the verdict, the named mistake when one was diagnosed, the checker's message
  // (without its own lead-in word), what to do next and, for a judged answer, the score so far.
  #showFeedback(answer, { stored = false, note = '' } = {}) {
    const line = el('p', 'feedback-line');
    // The label already says "correct" or "not correct": drop the core's own lead-in word.
    const rest = String(answer.message).replace(/^(Correct|Not quite):\s*/, '');
    const explanation = rest.charAt(0).toUpperCase() + rest.slice(1);
    line.append(el('strong', 'verdict', VERDICT_LABELS[answer.verdict] ?? answer.verdict));
    if (answer.diagnosis) {
      const name = answer.diagnosisName ?? answer.diagnosis;
      line.append(' ', el('span', 'diagnosis', `Likely slip: ${name}.`));
    }
    line.append(` ${explanation}`);
    const parts = [line];
    const n = this.questions.length;
    if (JUDGED.has(answer.verdict)) {
      const more = [];
      if (stored) more.push(`Your answer was ${answer.response}.`);
      if (this.finished) more.push(`${n === 1 ? 'The question has' : `All ${n} questions have`} an answer: score ${this.score} of ${n}.`);
      else if (!stored && NEXT_STEP[answer.verdict]) more.push(NEXT_STEP[answer.verdict]);
      if (!this.finished) more.push(`Score ${this.score} of ${n}.`);
      if (note) more.push(note);
      parts.push(el('p', 'feedback-next', more.join(' ')));
    } else if (NEXT_STEP[answer.verdict]) {
      parts.push(el('p', 'feedback-next', NEXT_STEP[answer.verdict]));
    }
    this.status.dataset.verdict = answer.verdict;
    this.status.replaceChildren(...parts);
  }

  // A coordinate question's answer, for the owner's table.
  #compare(answer = this.answers[this.index]) {
    const q = this.questions[this.index];
    const usable = this.mode === 'question' && q?.kind === 'coordinate' && answer && Number.isFinite(answer.value);
    this.callbacks.onCompare(
      usable
        ? { number: this.index + 1, question: q, token: q.params.token, i: q.params.i, response: answer.response.trim(), value: answer.value }
        : null,
    );
  }

  // ---- navigation ------------------------------------------------------------------------------

  #retry() {
    this.answers[this.index] = null;
    this.reported = false;
    this.#renderQuestion();
    if (this.input) {
      this.input.value = '';
      this.input.removeAttribute('aria-invalid');
    } else {
      for (const r of this.radios) r.checked = false;
    }
    this.#renderChrome();
    this.#say(`Question ${this.index + 1} of ${this.questions.length} is open again. Score ${this.score} of ${this.questions.length}.`);
    this.#compare();
    this.#focusAnswer();
  }

  #next() {
    if (this.index < this.questions.length - 1) {
      this.#go(this.index + 1);
      return;
    }
    const open = this.answers.findIndex((a) => !a);
    this.#go(open < 0 ? 0 : open);
  }

  #startOver() {
    this.answers = this.questions.map(() => null);
    this.reported = false;
    this.#go(0, { announce: false });
    this.#say(`Starting over: question 1 of ${this.questions.length}.`);
  }

  #showSummary({ focus = true } = {}) {
    this.mode = 'summary';
    this.serial += 1;
    const n = this.questions.length;
    const raw = this.score;
    const heading = el('h4', 'part-subtitle', 'Your score');
    heading.tabIndex = -1;
    const percent = Math.round((100 * raw) / n);
    const list = el('ol', 'quiz-results');
    this.answers.forEach((a, j) => {
      const q = this.questions[j];
      const item = el('li', a?.verdict === 'correct' ? 'is-correct' : 'is-incorrect');
      const outcome = a?.verdict === 'correct' ? 'correct' : 'not correct';
      const slip = a?.diagnosis ? ` (likely slip: ${a.diagnosisName ?? a.diagnosis})` : '';
      item.append(el('span', 'result-topic', `${topicOf(q)}: `), el('strong', null, outcome), slip);
      list.append(item);
    });
    const review = button('Review the questions');
    review.addEventListener('click', () => {
      this.#go(0);
      this.#changed();
    });
    this.summary.replaceChildren(
      heading,
      el('p', 'quiz-score', `You answered ${raw} of ${questionsText(n)} correctly (${percent}%).`),
      list,
      review,
    );
    this.#renderChrome();
    this.#compare();
    this.#say(`Quiz finished. Score ${raw} of ${n}.`);
    if (focus) heading.focus();
  }
}
