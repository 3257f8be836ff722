// The SCO of the SCORM packages (npm run package): one <sinusoidal-pe quiz="bank"> (or quiz="own" with
// the author's questions) whose settings come from the launch URL (the manifest item's `parameters`,
// which the LMS appends to index.html), with a graded package's defaults (graded.js) for the rules
// left out, and the LMS's SCORM API (1.2 or 2004, found as ADL's discovery algorithm does) told about
// every judged answer (an interaction), the score and status as the completion rule has them, and
// the attempt (suspend_data), with a commit after each change and LMSFinish/Terminate when the page
// goes away. quiz-seed="learner" (the default) makes the learner's own questions from their id on
// the LMS (learner-seed.js). A returning learner gets their attempt back: its questions, answers and
// place. Outside an LMS the quiz works the same and says that nothing is recorded. The widget speaks
// the learner's language as the LMS has it (cmi.learner_preference.language in SCORM 2004,
// cmi.student_preference.language in 1.2), else the launch parameter `lang`, else the browser's.
import { TAG } from '../sinusoidal-pe.js';
import { loadCore } from '../core/index.js';
import { DEFAULT_COMPLETION, GRADED_DEFAULTS, attemptResult, readCompletion } from './graded.js';
import { chooseLanguage } from './language.js';
import { packageSeed } from './learner-seed.js';
import { DEFAULT_PASS, readPassMark } from './pass-mark.js';
import { ScormSession, scormDecimal } from './scorm-api.js';

// What the page's status line says.
const SAY = Object.freeze({
  offline: () => 'Not connected to a course platform: your answers are checked here, but your results are not recorded.',
  refused: ({ problem }) => `${problem} Your answers are checked here, but your results are not recorded.`,
  connected: ({ version, pass }) => `Connected to your course (SCORM ${version}): every checked answer, your place and your score are recorded. Pass mark: ${pass}.`,
  launchProblem: ({ text, problems, pass }) => `${text} The launch parameter ${problems.join(' The launch parameter ')} Pass mark used: ${pass}.`,
  lmsProblem: ({ action, code, text }) => `Your course platform did not ${action} (error ${code}${text && !text.startsWith('error:') ? `: ${text}` : ''}).`,
  keepOpen: ({ problem }) => `${problem} Your answers stay on this page; keep it open and try again later.`,
  badAttempt: () => 'sinusoidal-pe: the saved attempt could not be read; the quiz starts afresh.',
  unknownParameter: ({ name }) => `sinusoidal-pe: the launch parameter ${JSON.stringify(name.slice(0, 40))} is not one this page reads, so it is ignored.`,
});


// The package holds the bank's build of the core only: asked for before the widget exists, it is the
// one the widget's table is drawn with too (loadCore() hands a build on its way to every caller).
// A failure is shown by the widget itself.
loadCore({ quizBank: true }).catch(() => {});

const params = new URLSearchParams(window.location.search);
const status = document.getElementById('lms-status');
const widget = document.createElement(TAG);
// Every attribute the element reads may be given; the quiz is scored: the bank, or the author's list.
// A rule left out is a graded package's; the seed is set below, once the learner is known.
const ATTRIBUTES = customElements.get(TAG).observedAttributes.filter((name) => name !== 'quiz');
for (const name of ATTRIBUTES) {
  const value = params.get(name) ?? GRADED_DEFAULTS[name] ?? null;
  if (value !== null && name !== 'quiz-seed') widget.setAttribute(name, value);
}
// questions: an author's list (quiz="own"), as JSON; without it the seeded bank.
const questions = params.get('questions');
widget.setAttribute('quiz', questions === null ? 'bank' : 'own');
if (questions !== null) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.textContent = questions; // text, never parsed as HTML
  widget.append(list);
}
for (const name of new Set(params.keys())) {
  if (!ATTRIBUTES.includes(name) && !['pass', 'questions', 'complete'].includes(name)) console.warn(SAY.unknownParameter({ name }));
}

// The pass mark: the LMS's own when it gives one, else the launch parameter `pass`, else the
// default. A `pass` this page cannot read, where it would count, is said in the status line (an
// author editing the manifest sees it at once).
const passGiven = params.get('pass');
const passRead = passGiven === null ? null : readPassMark(passGiven);
let passError = passRead && 'error' in passRead ? passRead.error : null;
// When the attempt counts as complete: the launch parameter `complete`, else all questions answered.
const completeRead = readCompletion(params.get('complete') ?? DEFAULT_COMPLETION);
const completeError = 'error' in completeRead ? completeRead.error : null;
const completion = completeRead.value ?? DEFAULT_COMPLETION;

const percent = (fraction) => `${Math.round(fraction * 1000) / 10}%`;

function say(text, kind = 'info') {
  const problems = [passError, completeError].filter(Boolean);
  status.textContent = problems.length ? SAY.launchProblem({ text, problems, pass: percent(passMark) }) : text;
  status.dataset.kind = problems.length && kind === 'info' ? 'problem' : kind;
}

let problem = null;
const session = ScormSession.connect(window, {
  onProblem: (report) => {
    problem = SAY.lmsProblem(report);
  },
});
let passMark = passRead?.value ?? DEFAULT_PASS;
let recording = false;
let learnerId = null;
let saved = null;
let preferred = null; // the learner's language as the LMS has it

if (!session) {
  say(SAY.offline(), 'offline');
} else {
  const started = session.start();
  if (!started) {
    say(SAY.refused({ problem }), 'problem');
  } else {
    recording = true;
    learnerId = started.learnerId;
    preferred = started.language;
    if (started.passMark !== null) {
      passMark = started.passMark;
      passError = null; // the launch parameter does not count
    }
    say(SAY.connected({ version: session.version, pass: percent(passMark) }));
    if (started.suspendData) {
      try {
        saved = JSON.parse(started.suspendData);
      } catch {
        console.warn(SAY.badAttempt());
      }
    }
  }
}

// The language: the learner's preference on the LMS, else the author's `lang` launch parameter (set
// above), else the browser's languages. Only its catalog is fetched, once the widget is in the page.
const chosen = chooseLanguage({
  given: preferred,
  source: `the LMS's ${session?.version === '1.2' ? 'cmi.student_preference.language' : 'cmi.learner_preference.language'}`,
  own: params.get('lang'),
  browser: navigator.languages ?? [navigator.language],
});
if (recording && chosen.note) console.info(chosen.note);
widget.setAttribute('lang', chosen.lang);

// The seed: the author's number, or (quiz-seed="learner", the default) the learner's own from their
// id on the LMS, else a random one; a saved attempt then brings back the seed it was made with.
const seed = packageSeed(params.get('quiz-seed') ?? GRADED_DEFAULTS['quiz-seed'], learnerId);
widget.setAttribute('quiz-seed', String(seed.seed));
if (saved) widget.attempt = saved;
// Where an attempt's seed came from, kept beside it: the learner's id, a random draw, the author's
// number, that of the saved attempt, or New questions.
const seedFrom = (attempt) => {
  if (attempt.quiz.seed === seed.seed) return seed.from;
  if (saved && attempt.quiz.seed === saved.quiz?.seed) return typeof saved.seedFrom === 'string' ? saved.seedFrom : 'saved';
  return 'new-questions';
};

// A problem the LMS reported during the last change, shown until a later change goes through.
function afterChange(ok) {
  if (!ok && problem) say(SAY.keepOpen({ problem }), 'problem');
  problem = null;
}

if (recording) {
  widget.addEventListener('pe-answer', (event) => {
    const d = event.detail;
    if (!d.statement) return; // not judged (too few decimals, unreadable): no attempt, nothing recorded
    const definition = d.statement.object.definition;
    const choice = definition.interactionType === 'choice';
    const pattern = {};
    if (choice) {
      pattern.choice = definition.correctResponsesPattern[0];
    } else {
      const [low, high] = (definition.correctResponsesPattern?.[0] ?? '').split('[:]').map(Number);
      const decimals = Math.max(0, Math.round(-Math.log10(high - low)));
      pattern.low = scormDecimal(Number(low.toPrecision(12)));
      pattern.high = scormDecimal(Number(high.toPrecision(12)));
      pattern.expected = scormDecimal(Number(d.expected.toFixed(Math.min(18, decimals))));
    }
    session.recordAnswer({
      id: d.statement.object.id,
      type: choice ? 'choice' : 'numeric',
      response: choice ? d.response : scormDecimal(d.value),
      correct: d.verdict === 'correct',
      pattern,
      description: String(d.question).replace(/\s+/g, ' ').trim().slice(0, 250),
    });
  });
  // After every change of the attempt (a judged answer, Try again, a move): the score and status
  // when there is one to record (graded.js: attemptResult), then the attempt, saved and committed.
  let recorded = '';
  widget.addEventListener('pe-attempt', (event) => {
    const { attempt } = event.detail;
    const result = attemptResult(attempt, completion, passMark);
    const key = JSON.stringify([result.raw, result.max, result.complete, result.passed]);
    if (result.scored && key !== recorded) {
      session.recordResult(result);
      recorded = key;
    }
    const kept = session.saveAttempt(JSON.stringify({ ...attempt, seedFrom: seedFrom(attempt) }));
    afterChange(session.commit() && kept);
  });
  window.addEventListener('pagehide', () => session.finish());
  // Back from the browser's page cache after the session was finished: start a new one.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && session.finished) window.location.reload();
  });
}

document.querySelector('main').append(widget);
