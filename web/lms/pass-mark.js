// The pass mark of a package (npm run package's --pass, the SCORM launch parameter `pass`): the share
// of correct answers needed, a fraction from 0 to 1 (0.8) or a percentage (80%).
import { readNumber } from '../core/index.js';

/** The pass mark when none is given (and the LMS gives none). */
export const DEFAULT_PASS = 0.8;

/** {value} (a fraction), or {error}: a sentence that quotes the text and says what is expected. */
export function readPassMark(text) {
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const number = percent ? trimmed.slice(0, -1) : trimmed;
  const n = number.trim() === '' ? null : readNumber(number);
  const value = n === null ? null : percent ? n / 100 : n;
  if (value !== null && value >= 0 && value <= 1) return { value };
  return {
    error: `pass=${JSON.stringify(text.slice(0, 20))}: the pass mark is the share of correct answers needed, a number from 0 to 1 such as 0.8 (or 80%).`,
  };
}
