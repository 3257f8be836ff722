// The SCORM run-time as a SCO sees it: the LMS's API object, found as ADL's discovery algorithm finds
// it (API_1484_11 for SCORM 2004, then API for SCORM 1.2, in this window and its parents, then in the
// opener and its parents), and one small session class that records the bank quiz in either version's
// data model. Nothing here talks to a server: the API object is the LMS's own.

/** ADL's bound on the parents searched (SCORM 2004 discovery algorithm). */
const MAX_PARENTS = 500;

const VERSIONS = [
  { name: 'API_1484_11', version: '2004', check: 'Initialize' },
  { name: 'API', version: '1.2', check: 'LMSInitialize' },
];

// The API of this name in win or one of its parents; a frame of another origin is passed over.
function scan(win, { name, check }) {
  let w = win;
  for (let n = 0; w && n <= MAX_PARENTS; n += 1) {
    try {
      const api = w[name];
      if (api && typeof api[check] === 'function') return api;
    } catch {
      // another origin: its properties cannot be read, but its parent can be reached
    }
    let parent = null;
    try {
      parent = w.parent;
    } catch {
      parent = null;
    }
    if (!parent || parent === w) return null;
    w = parent;
  }
  return null;
}

function openerOf(win) {
  try {
    return win.opener ?? win.top?.opener ?? null;
  } catch {
    return null;
  }
}

/** {api, version: '2004' | '1.2'} of the LMS that launched this window, or null outside an LMS. */
export function findScormApi(win = window) {
  for (const kind of VERSIONS) {
    const api = scan(win, kind) ?? (openerOf(win) ? scan(openerOf(win), kind) : null);
    if (api) return { api, version: kind.version };
  }
  return null;
}

// The data model elements this SCO uses, per version.
const MODEL = {
  '1.2': {
    entry: 'cmi.core.entry',
    learnerId: 'cmi.core.student_id',
    status: 'cmi.core.lesson_status',
    exit: 'cmi.core.exit',
    sessionTime: 'cmi.core.session_time',
    passMark: 'cmi.student_data.mastery_score',
    language: 'cmi.student_preference.language',
    scoreRaw: 'cmi.core.score.raw',
    scoreMin: 'cmi.core.score.min',
    scoreMax: 'cmi.core.score.max',
    response: 'student_response',
    time: 'time',
    wrong: 'wrong',
  },
  2004: {
    entry: 'cmi.entry',
    learnerId: 'cmi.learner_id',
    status: 'cmi.completion_status',
    exit: 'cmi.exit',
    sessionTime: 'cmi.session_time',
    passMark: 'cmi.scaled_passing_score',
    language: 'cmi.learner_preference.language',
    scoreRaw: 'cmi.score.raw',
    scoreMin: 'cmi.score.min',
    scoreMax: 'cmi.score.max',
    response: 'learner_response',
    time: 'timestamp',
    wrong: 'incorrect',
  },
};

/**
 * A number as a SCORM decimal (no exponent, at most 18 decimals, at most 10 digits before the point),
 * or null when it cannot be written as one.
 */
export function scormDecimal(x) {
  if (!Number.isFinite(x)) return null;
  let text = String(x === 0 ? 0 : x);
  if (/e/i.test(text)) text = x.toFixed(18).replace(/\.?0+$/, '');
  return /^-?\d{1,10}(\.\d{1,18})?$/.test(text) ? text : null;
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** Seconds as SCORM 1.2's CMITimespan (HHHH:MM:SS.SS) or SCORM 2004's duration (PT#H#M#S). */
export function sessionTime(seconds, version) {
  const s = Math.max(0, seconds);
  const h = Math.min(9999, Math.floor(s / 3600));
  const m = Math.floor((s % 3600) / 60);
  const sec = Math.floor((s % 60) * 100) / 100;
  if (version === '1.2') return `${pad(h, 4)}:${pad(m)}:${pad(Math.floor(sec))}.${pad(Math.round((sec % 1) * 100) % 100)}`;
  return `PT${h}H${m}M${sec}S`;
}

/**
 * One SCO session with the LMS: start(), then record answers and the score, save the attempt and
 * commit, and finish() when the page goes away. Every call reports a refusal through onProblem
 * ({action, code, text}) and goes on: the learner's work on the page is never blocked by the LMS.
 */
export class ScormSession {
  constructor({ api, version }, { onProblem = () => {} } = {}) {
    this.api = api;
    this.version = version;
    this.model = MODEL[version];
    this.onProblem = onProblem;
    this.started = false;
    this.finished = false;
    this.startTime = Date.now();
  }

  /** The session of the LMS that launched this window, or null outside an LMS. */
  static connect(win = window, options = {}) {
    const found = findScormApi(win);
    return found ? new ScormSession(found, options) : null;
  }

  #call(method, ...args) {
    const name = this.version === '1.2' ? `LMS${method}` : method;
    try {
      return String(this.api[name](...args));
    } catch (error) {
      return `error:${error?.message ?? error}`;
    }
  }

  #problem(action) {
    const code = this.#call('GetLastError');
    const text = this.#call('GetErrorString', code);
    this.onProblem({ action, code, text });
  }

  get(element) {
    return this.#call('GetValue', element);
  }

  set(element, value) {
    if (!this.started || this.finished) return false;
    const ok = this.#call('SetValue', element, String(value)) === 'true';
    if (!ok) this.#problem(`record ${element}`);
    return ok;
  }

  /**
   * Initializes the session. Returns {entry, suspendData, passMark, learnerId, language} (passMark: the
   * LMS's pass mark as a fraction, or null when it has none; learnerId: the learner's id on the LMS,
   * or ''; language: the learner's preferred language as the LMS has it, or '' when it names none),
   * or null if the LMS refused.
   */
  start() {
    if (this.#call('Initialize', '') !== 'true') {
      this.#problem('start a session');
      return null;
    }
    this.started = true;
    this.startTime = Date.now();
    const m = this.model;
    const status = this.get(m.status);
    if (['', 'not attempted', 'unknown'].includes(status)) this.set(m.status, 'incomplete');
    // Suspended at every exit: the attempt, answers and place, is there when the learner comes back.
    this.set(m.exit, 'suspend');
    const mark = Number.parseFloat(this.get(m.passMark));
    const passMark = Number.isFinite(mark) ? (this.version === '1.2' ? mark / 100 : mark) : null;
    const learnerId = this.get(m.learnerId);
    const language = this.get(m.language);
    const known = (text) => (text.startsWith('error:') ? '' : text);
    return { entry: this.get(m.entry), suspendData: this.get('cmi.suspend_data'), passMark, learnerId: known(learnerId), language: known(language) };
  }

  /**
   * One judged answer as an interaction: {id, type: 'numeric' | 'choice', response (a choice's
   * letter, or the number read), correct, pattern: {choice} | {low, high, expected}, description}.
   */
  recordAnswer({ id, type, response, correct, pattern, description }) {
    const n = Number.parseInt(this.get('cmi.interactions._count'), 10) || 0;
    const at = `cmi.interactions.${n}.`;
    const v12 = this.version === '1.2';
    const now = new Date();
    // Several options chosen: SCORM 1.2 lists them with commas, 2004 with its "[,]".
    const list = (text) => (typeof text === 'string' && type === 'choice' ? text.split(/\[,\]|,/).join(v12 ? ',' : '[,]') : text);
    response = list(response);
    pattern = { ...pattern, choice: list(pattern.choice) };
    if (!this.set(`${at}id`, id) || !this.set(`${at}type`, type)) return false;
    this.set(`${at}${this.model.time}`, v12 ? `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}` : now.toISOString());
    this.set(`${at}weighting`, '1');
    if (response !== null && response !== undefined) this.set(`${at}${this.model.response}`, response);
    this.set(`${at}result`, correct ? 'correct' : this.model.wrong);
    let correctPattern = pattern.choice ?? null;
    if (type === 'numeric') correctPattern = v12 ? pattern.expected : `${pattern.low}[:]${pattern.high}`;
    if (correctPattern !== null) this.set(`${at}correct_responses.0.pattern`, correctPattern);
    if (!v12 && description) this.set(`${at}description`, description);
    return true;
  }

  /**
   * The score (raw correct answers of max) and the status it gives, as graded.js's attemptResult()
   * says: complete (the author's rule holds) and passed (the pass mark is reached). SCORM 1.2:
   * lesson_status passed or failed once complete, else incomplete; SCORM 2004: completion_status
   * completed once complete, else incomplete, and success_status passed or failed.
   */
  recordResult({ raw, max, complete, passed }) {
    const m = this.model;
    const scaled = max > 0 ? raw / max : 0;
    const percent = Math.round(scaled * 10000) / 100; // 62.5 for 5 of 8
    this.set(m.scoreMin, '0');
    this.set(m.scoreMax, '100');
    this.set(m.scoreRaw, String(percent));
    if (this.version === '1.2') {
      this.set(m.status, complete ? (passed ? 'passed' : 'failed') : 'incomplete');
    } else {
      this.set('cmi.score.scaled', String(Math.round(scaled * 1e7) / 1e7));
      this.set('cmi.completion_status', complete ? 'completed' : 'incomplete');
      this.set('cmi.success_status', passed ? 'passed' : 'failed');
    }
    return { percent, passed, complete };
  }

  saveAttempt(text) {
    return this.set('cmi.suspend_data', text);
  }

  commit() {
    if (!this.started || this.finished) return false;
    const ok = this.#call('Commit', '') === 'true';
    if (!ok) this.#problem('save your work');
    return ok;
  }

  /** LMSFinish / Terminate, with the session time and exit "suspend". Once. */
  finish() {
    if (!this.started || this.finished) return false;
    this.set(this.model.sessionTime, sessionTime((Date.now() - this.startTime) / 1000, this.version));
    this.set(this.model.exit, 'suspend');
    const ok = this.#call(this.version === '1.2' ? 'Finish' : 'Terminate', '') === 'true';
    this.finished = true;
    return ok;
  }
}
