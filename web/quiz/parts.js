// The parts of a quiz panel, shared by the single question (question-panel.js) and the question bank's panel
// (bank/bank-panel.js): the group and its title, a numeric answer field, the Check button, the feedback
// region and the wording of a verdict, and the Hint and Solution disclosures. They come with the
// quiz panels (dist/quiz-panels.js), from which the bank's file imports them.
import { el, sentenceWithMath } from '../kit/index.js';

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

/** A numeric question's prompt, and the answer field it describes with its label: ids from id. */
export function numericAnswer(id, promptText) {
  const prompt = el('p', 'prompt', promptText);
  prompt.id = `${id}-prompt`;
  const input = el('input', 'answer-input');
  input.id = `${id}-answer`;
  // Text, not type="number": a number field empties itself on what it cannot read (a decimal comma,
  // Arabic-Indic or full-width digits), and the core reads all of those. inputMode asks phones for
  // their digit pad; no autocomplete or spelling marks on a number.
  input.type = 'text';
  input.inputMode = 'decimal';
  input.autocomplete = 'off';
  input.spellcheck = false;
  // A number reads left to right in Arabic too (٠٫٥ is 0.5, digits in the same order): in a page
  // laid out right to left the field keeps that order, so a leading minus stays left of the digits
  // and the caret moves through them as they are read, whatever script they are typed in.
  input.dir = 'ltr';
  input.setAttribute('aria-describedby', prompt.id);
  const label = el('label', null, 'Your answer');
  label.htmlFor = input.id;
  return { prompt, label, input };
}

/** The button that submits an answer. */
export function checkButton() {
  const check = el('button', 'check-button primary', 'Check');
  check.type = 'submit';
  return check;
}

/** The feedback: a polite live region, idle until there is an answer. */
export function feedbackRegion() {
  const status = el('div', 'feedback');
  status.setAttribute('role', 'status');
  showIdle(status);
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
export function showIdle(status) {
  setFeedback(status, null, el('p', 'feedback-idle', 'Feedback on your answer appears here.'));
}

// Only text that is not a number is "invalid" input; a wrong number is a wrong answer.
export function markUnreadable(input, verdict) {
  if (verdict === 'unreadable') input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** The verdicts that make an attempt: an answer that was judged right or wrong. */
export const JUDGED = new Set(['correct', 'incorrect']);

const VERDICT_LABELS = Object.freeze({
  correct: 'Correct.',
  incorrect: 'Not correct yet.',
  'too-few-decimals': 'Too few decimals.',
  unreadable: 'Not readable as a number.',
});

// A number that could be read two ways (thousands separators, two decimal marks, digits of two
// scripts: the core's unreadableReason) is not judged, like text that is no number, but it is a number.
const verdictLabel = (verdict, unreadableReason) =>
  verdict === 'unreadable' && unreadableReason && unreadableReason !== 'not-a-number'
    ? 'Ambiguous number.'
    : VERDICT_LABELS[verdict] ?? verdict;

/**
 * The feedback's first line: the verdict, the slip the checker named, and the checker's message
 * without its lead-in word (the label already says "correct" or "not correct"); capitalize starts
 * what is left with a capital (the bank's messages go on in lower case).
 */
export function verdictLine({ verdict, diagnosis, diagnosisName, message, unreadableReason }, capitalize = false) {
  const line = el('p', 'feedback-line');
  let explanation = String(message).replace(/^(Correct|Not quite):\s*/, '');
  if (capitalize) explanation = explanation.charAt(0).toUpperCase() + explanation.slice(1);
  line.append(el('strong', 'verdict', verdictLabel(verdict, unreadableReason)));
  if (diagnosis) line.append(' ', el('span', 'diagnosis', `Likely slip: ${diagnosisName ?? diagnosis}.`));
  line.append(` ${explanation}`);
  return line;
}

function paragraphs(text, withMath) {
  return (Array.isArray(text) ? text : [text]).map((t) => {
    if (!withMath) return el('p', null, t);
    const p = el('p');
    p.append(sentenceWithMath(t));
    return p;
  });
}

/** A <details> of paragraphs; withMath typesets the formulas in them (worked solutions). */
export function disclosure(title, text, className, withMath = false) {
  const details = el('details', className);
  details.append(el('summary', null, title), ...paragraphs(text, withMath));
  return details;
}
