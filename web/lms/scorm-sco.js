// The SCO of the SCORM packages (npm run package): one <sinusoidal-pe quiz="bank"> (or quiz="own" with
// the author's questions) whose settings come
// from the launch URL (the manifest item's `parameters`, which the LMS appends to index.html), and
// the LMS's SCORM API (1.2 or 2004, found as ADL's discovery algorithm does) told about every judged
// answer (an interaction), the finished quiz's score and status, and the attempt (suspend_data), with
// a commit after each change and LMSFinish/Terminate when the page goes away. A returning learner
// gets their answers and place back. Outside an LMS the quiz works the same and says that nothing
// is recorded.
import { TAG } from '../sinusoidal-pe.js';
import { DEFAULT_PASS, readPassMark } from './pass-mark.js';
import { ScormSession, scormDecimal } from './scorm-api.js';


const params = new URLSearchParams(window.location.search);
const status = document.getElementById('lms-status');
const widget = document.createElement(TAG);
// Every attribute the element reads may be given; the quiz is scored: the bank, or the author's list.
const ATTRIBUTES = customElements.get(TAG).observedAttributes.filter((name) => name !== 'quiz');
for (const name of ATTRIBUTES) {
  const value = params.get(name);
  if (value !== null) widget.setAttribute(name, value);
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
  if (!ATTRIBUTES.includes(name) && name !== 'pass' && name !== 'questions') {
    console.warn(`sinusoidal-pe: the launch parameter ${JSON.stringify(name.slice(0, 40))} is not one this page reads, so it is ignored.`);
  }
}

// The pass mark: the LMS's own when it gives one, else the launch parameter `pass`, else the
// default. A `pass` this page cannot read, where it would count, is said in the status line (an
// author editing the manifest sees it at once).
const passGiven = params.get('pass');
const passRead = passGiven === null ? null : readPassMark(passGiven);
let passError = passRead && 'error' in passRead ? passRead.error : null;

const percent = (fraction) => `${Math.round(fraction * 1000) / 10}%`;

function say(text, kind = 'info') {
  status.textContent = passError ? `${text} The launch parameter ${passError} Pass mark used: ${percent(passMark)}.` : text;
  status.dataset.kind = passError && kind === 'info' ? 'problem' : kind;
}

let problem = null;
const session = ScormSession.connect(window, {
  onProblem: ({ action, code, text }) => {
    problem = `Your course platform did not ${action} (error ${code}${text && !text.startsWith('error:') ? `: ${text}` : ''}).`;
  },
});
let passMark = passRead?.value ?? DEFAULT_PASS;
let recording = false;

if (!session) {
  say('Not connected to a course platform: your answers are checked here, but your results are not recorded.', 'offline');
} else {
  const started = session.start();
  if (!started) {
    say(`${problem} Your answers are checked here, but your results are not recorded.`, 'problem');
  } else {
    recording = true;
    if (started.passMark !== null) {
      passMark = started.passMark;
      passError = null; // the launch parameter does not count
    }
    say(`Connected to your course (SCORM ${session.version}): every checked answer, your place and your score are recorded. Pass mark: ${percent(passMark)}.`);
    if (started.suspendData) {
      try {
        widget.attempt = JSON.parse(started.suspendData);
      } catch {
        console.warn('sinusoidal-pe: the saved attempt could not be read; the quiz starts afresh.');
      }
    }
  }
}

// A problem the LMS reported during the last change, shown until a later change goes through.
function afterChange(ok) {
  if (!ok && problem) say(`${problem} Your answers stay on this page; keep it open and try again later.`, 'problem');
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
  widget.addEventListener('pe-score', (event) => {
    session.recordScore(event.detail.score, passMark);
  });
  // After every change of the attempt (a judged answer, Try again, a move): saved and committed.
  widget.addEventListener('pe-attempt', (event) => {
    const saved = session.saveAttempt(JSON.stringify(event.detail.attempt));
    afterChange(session.commit() && saved);
  });
  window.addEventListener('pagehide', () => session.finish());
  // Back from the browser's page cache after the session was finished: start a new one.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && session.finished) window.location.reload();
  });
}

document.querySelector('main').append(widget);
