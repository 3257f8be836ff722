// Answers typed as Arabic, Persian and Chinese keyboards give them: the answer field takes them as
// text read left to right, the checker judges them as their ASCII form, and a number that could be
// read two ways is refused, saying why, without counting as an attempt in a scored quiz. Expected
// answers come from Math.sin and from the bank's questions (the built core); the typed forms are made
// here from the ASCII ones.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { expectText, mountWidget, openDemo, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const BANK = core.makeQuiz({ seed: 1, ...SETTINGS, count: 8 });
const STRICT = { solution: 'after-attempt', retries: '1', settings: 'locked', 'new-questions': 'not-allowed' };

// ascii ("-0.0200") in digits from zero (U+0660 Arabic-Indic, U+06F0 Persian, U+FF10 full-width),
// with the given decimal mark and minus.
function written(ascii, zero, mark, minus = '-') {
  return [...ascii].map((c) => {
    if (c >= '0' && c <= '9') return String.fromCodePoint(zero + Number(c));
    if (c === '.') return mark;
    if (c === '-') return minus;
    return c;
  }).join('');
}
const arabic = (ascii) => written(ascii, 0x0660, '\u066B');
const persian = (ascii) => written(ascii, 0x06F0, '\u066B', '\u2212');
const fullWidth = (ascii) => written(ascii, 0xFF10, '\uFF0E', '\uFF0D');

describe('answers in every script', () => {
  const h = useBrowser();

  it('Q1: ٠٫٠١٩٩٩٩ is judged as 0.019999, in a text field read left to right', async () => {
    const page = await h.newPage();
    await openDemo(page, h);
    const quiz = page.locator('#quiz-widget');
    const field = quiz.getByLabel('Your answer');
    await field.waitFor();
    assert.deepEqual(await field.evaluate((f) => [f.type, f.inputMode, f.autocomplete, f.spellcheck, f.dir]),
      ['text', 'decimal', 'off', false, 'ltr']);
    // Q1: coordinate 2 of PE(2) at d_model 4 is sin(2 / 10000^(2/4)) = sin(0.02), to 4 decimals.
    const exact = Math.sin(2 / 10000 ** (2 / 4));
    const status = quiz.getByRole('status');
    for (const typed of [arabic(exact.toFixed(6)), persian(exact.toFixed(6)), fullWidth(exact.toFixed(6))]) {
      await field.fill(`\u200F${typed}`);
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(status, `Correct. ${exact.toFixed(6)} matches the exact value ${exact.toFixed(10)} to 4 decimals`);
      assert.equal(await field.getAttribute('aria-invalid'), null);
    }
    await field.fill(arabic(exact.toFixed(4).slice(0, -1))); // ٠٫٠٢٠: three decimals
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status, 'Too few decimals.');
    await field.fill('1.234,5');
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status, 'Ambiguous number. The answer "1.234,5" seems to group its digits in thousands');
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
  });

  it('a scored quiz: an ambiguous answer is refused, saying why, and takes no try; the same number in Persian digits is judged', async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    await page.evaluate(() => {
      window.attempts = [];
      window.answers = [];
      document.addEventListener('pe-attempt', (e) => window.attempts.push(e.detail.attempt));
      document.addEventListener('pe-answer', (e) => window.answers.push(e.detail));
    });
    const widget = await mountWidget(page, { quiz: 'bank', view: 'quiz', ...STRICT });
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    const progress = quiz.locator('.quiz-progress');
    await progress.waitFor();
    const q = BANK[0];
    assert.equal(q.type, 'numeric');
    const right = q.expected.toFixed(q.decimals);
    const field = quiz.getByLabel('Your answer');
    const status = quiz.getByRole('status');
    const attemptsBefore = await page.evaluate(() => window.attempts.length);

    // [typed, the reason's words]: digits grouped in thousands, two decimal marks, two scripts.
    const refused = [
      [`${right.startsWith('-') ? '-' : ''}1\u066C${right.replace('-', '')}`, 'seems to group its digits in thousands'],
      [right.replace('.', '.0.'), 'has more than one decimal mark'],
      [`${arabic(right).slice(0, -1)}${right.slice(-1)}`, 'mixes digits of two scripts'],
    ];
    for (const [typed, words] of refused) {
      await field.fill(typed);
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(status, `Ambiguous number. The answer "${typed}" ${words}`);
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      assert.equal(await field.getAttribute('readonly'), null, 'the question stays open');
      await expectText(progress, 'Question 1 of 8 · Score 0 of 8');
      const attempt = await widget.evaluate((el) => el.attempt);
      assert.equal(attempt.responses[0], null);
      assert.equal(attempt.tries[0], 0, 'no try taken');
      const event = (await page.evaluate(() => window.answers)).at(-1);
      assert.equal(event.verdict, 'unreadable');
      assert.equal(event.statement, null, 'no xAPI statement: not an attempt');
    }
    assert.equal(await page.evaluate(() => window.attempts.length), attemptsBefore, 'no pe-attempt: nothing changed');

    await field.fill(persian(right));
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status, 'Correct.');
    await expectText(progress, 'Question 1 of 8 · Score 1 of 8');
    const attempt = await widget.evaluate((el) => el.attempt);
    assert.equal(attempt.tries[0], 1);
    assert.equal(attempt.responses[0], persian(right), 'the response as typed, judged again when it comes back');
  });
});
