// The parts of a quiz panel, shared by the single question (question-panel.js) and the question bank's panel
// (bank/bank-panel.js): the group and its title, a numeric answer field, the Check button, the feedback
// region and the wording of a verdict, and the Hint and Solution disclosures. They come with the
// quiz panels (dist/quiz-panels.js), from which the bank's file imports them.
// Their words are the catalog's (web/i18n/en.ftl, section Quiz), through the widget's `words`,
// written as they are drawn (words.t): a panel that keeps one binds it (words.bind), so that it
// follows a change of language; a panel that draws them again does so in its retext().
import { el, sentenceWithMath, signKey } from '../kit/index.js';

/** A count or a place, written in the reader's digits (for a message's text variable). */
export const numberText = (words, n) => words.n(String(n));

/** A number the learner typed, in the reader's digits when it is plain ASCII number text; other text as typed. */
export function typedText(words, text) {
  const s = String(text);
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(s) ? words.n(s.trim()) : s;
}

/**
 * A text of a question in the reader's language: the core's (prompt, hint, solution step, choice)
 * through words.core(); an author's own (q.authorTexts names its fields) as the author wrote it.
 */
export function questionText(words, q, field, text) {
  return q?.authorTexts?.includes(field) ? String(text) : words.core(text);
}

/**
 * The panel: a group named by its title, which it holds (a group, not a region: several widgets on
 * one page must not add landmarks with equal names). id: the start of the title's id.
 */
export function quizGroup(className, titleText, id) {
  const element = el('div', className);
  element.setAttribute('role', 'group');
  const title = el('h3', 'part-title', titleText);
  title.id = `${id}-title`;
  element.setAttribute('aria-labelledby', title.id);
  element.append(title);
  return element;
}

/**
 * A numeric question's prompt, the answer field it describes with its label, and the field's ± key
 * (sign, to be put right after the field): ids from id.
 */
export function numericAnswer(words, id, promptText) {
  const prompt = el('p', 'prompt', promptText);
  prompt.id = `${id}-prompt`;
  const input = el('input', 'answer-input');
  input.id = `${id}-answer`;
  // Text, not type="number": a number field empties itself on what it cannot read (a decimal comma,
  // Arabic-Indic or full-width digits), and the core reads all of those. inputMode asks phones for
  // their digit pad: on iOS the decimal pad (digits and the locale's decimal mark, no minus key), on
  // Android a number pad (Gboard's has a minus, some others' not). About one answer in ten is
  // negative: the ± key beside the field (sign) writes the minus on every phone. No autocomplete or
  // spelling marks on a number.
  input.type = 'text';
  input.inputMode = 'decimal';
  input.autocomplete = 'off';
  input.spellcheck = false;
  // A number reads left to right in Arabic too (٠٫٥ is 0.5, digits in the same order): in a page
  // laid out right to left the field keeps that order, so a leading minus stays left of the digits
  // and the caret moves through them as they are read, whatever script they are typed in.
  input.dir = 'ltr';
  input.setAttribute('aria-describedby', prompt.id);
  const label = el('label', null, words.t('quiz-your-answer'));
  label.htmlFor = input.id;
  return { prompt, label, input, sign: signKey(words, input) };
}

/** The button that submits an answer. */
export function checkButton(words) {
  const check = el('button', 'check-button primary', words.t('quiz-check'));
  check.type = 'submit';
  return check;
}

/** The feedback: a polite live region, idle until there is an answer. */
export function feedbackRegion(words) {
  const status = el('div', 'feedback');
  status.setAttribute('role', 'status');
  showIdle(words, status);
  return status;
}

/** Writes the feedback region: the verdict it shows (its colour; null for a plain note) and its lines. */
export function setFeedback(status, verdict, ...lines) {
  // The same feedback again (the same answer checked twice) leaves the region as it is: equal nodes
  // put in place of the old ones would be read out again as news.
  const unchanged =
    (status.dataset.verdict ?? null) === (verdict ?? null) &&
    status.childNodes.length === lines.length &&
    lines.every((line, i) => line.isEqualNode(status.childNodes[i]));
  if (unchanged) return;
  if (verdict) status.dataset.verdict = verdict;
  else delete status.dataset.verdict;
  status.replaceChildren(...lines);
}

/** Puts the feedback back to idle. */
export function showIdle(words, status) {
  setFeedback(status, null, el('p', 'feedback-idle', words.t('quiz-feedback-idle')));
}

// Only text that is not a number is "invalid" input; a wrong number is a wrong answer.
export function markUnreadable(input, verdict) {
  if (verdict === 'unreadable') input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** The verdicts that make an attempt: an answer that was judged right or wrong. */
export const JUDGED = new Set(['correct', 'incorrect']);

const VERDICT_LABELS = Object.freeze({
  correct: 'quiz-verdict-correct',
  incorrect: 'quiz-verdict-incorrect',
  'too-few-decimals': 'quiz-verdict-too-few-decimals',
  unreadable: 'quiz-verdict-unreadable',
});

// A number that could be read two ways (thousands separators, two decimal marks, digits of two
// scripts: the core's unreadableReason) is not judged, like text that is no number, but it is a number.
const verdictLabel = (words, verdict, unreadableReason) =>
  verdict === 'unreadable' && unreadableReason && unreadableReason !== 'not-a-number'
    ? words.t('quiz-verdict-ambiguous')
    : VERDICT_LABELS[verdict] ? words.t(VERDICT_LABELS[verdict]) : verdict;

/**
 * The checker's explanation of a result in the reader's language: a message of the catalog where
 * the checker gave one (messageId, messageArgs: an author's choice), else the core's text.
 */
export function resultMessage(words, { message, messageId, messageArgs }) {
  if (!messageId) return words.core(message);
  // Number texts among the arguments are written in the reader's digits.
  const args = Object.fromEntries(Object.entries(messageArgs ?? {}).map(([name, value]) => [name, typeof value === 'string' ? typedText(words, value) : value]));
  return words.t(messageId, args);
}

/**
 * The feedback's first line: the verdict, the slip the checker named, and the checker's message
 * without its lead-in word (the label already says "correct" or "not correct"); capitalize starts
 * what is left with a capital (the bank's messages go on in lower case).
 */
export function verdictLine(words, result, capitalize = false) {
  const { verdict, diagnosis, diagnosisName, unreadableReason } = result;
  const line = el('p', 'feedback-line');
  // The core's English messages start with a lead-in word the label already says.
  let explanation = resultMessage(words, result).replace(/^(Correct|Not quite):\s*/, '');
  if (capitalize) explanation = explanation.charAt(0).toLocaleUpperCase(words.lang) + explanation.slice(1);
  line.append(el('strong', 'verdict', verdictLabel(words, verdict, unreadableReason)));
  if (diagnosis) line.append(' ', el('span', 'diagnosis', words.t('quiz-likely-slip', { name: diagnosisName ? words.core(diagnosisName) : diagnosis })));
  line.append(` ${explanation}`);
  return line;
}

function paragraphs(text, withMath) {
  return (Array.isArray(text) ? text : [text]).map((t) => {
    if (!withMath) return el('p', null, t);
    const p = el('p');
    p.append(sentenceWithMath(t));
    for (const math of p.querySelectorAll('math')) math.setAttribute('dir', 'ltr');
    return p;
  });
}

/**
 * A <details> of paragraphs (texts already in the reader's language); withMath typesets the formulas
 * in them (worked solutions), which read left to right in every language.
 */
export function disclosure(title, text, className, withMath = false) {
  const details = el('details', className);
  details.append(el('summary', null, title), ...paragraphs(text, withMath));
  return details;
}
