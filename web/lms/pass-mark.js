// The pass mark a package is given (npm run package's --pass, the SCORM launch parameter `pass`): the
// share of correct answers needed, as a fraction from 0 to 1 (0.8) or a percentage (80%).

/** {value} (a fraction), or {error}: a sentence that quotes the text and says what is expected. */
export function readPassMark(text) {
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const n = Number(trimmed.replace(/%$/, '')) / (percent ? 100 : 1);
  if (trimmed !== '' && Number.isFinite(n) && n >= 0 && n <= 1) return { value: n };
  return {
    error: `pass=${JSON.stringify(text.slice(0, 20))}: the pass mark is the share of correct answers needed, a number from 0 to 1 such as 0.8 (or 80%).`,
  };
}
