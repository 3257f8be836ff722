// What a learner reads, as a learner meets it: a setting typed wrong is answered in plain words (the
// setting as the form labels it, what was not used, what the table still shows) while the page's
// author finds the attribute and its rule in the console; tokens numbered from 0 read "pos = t" with
// no "t − 0"; a bank question comes before the settings it is for; the seed stays out of view unless
// the author shows it; a hint's formulas are typeset as the solution's are.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishMessages } from '../../node/english.mjs';
import { eventually, expectText, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';

const en = (id, args) => englishMessages.format(id, args);

async function openWidget(h, attributes = {}) {
  const page = await h.newPage();
  page.warnings = [];
  page.on('console', (m) => m.type() === 'warning' && page.warnings.push(m.text()));
  await page.goto(fixtureUrl(h, 'blank.html'));
  const widget = await mountWidget(page, attributes);
  return { page, widget };
}

describe('plain words for the learner', () => {
  const h = useBrowser();

  it('typing 7 into d_model: the alert says in plain words what was not used; the console names the attribute, once', async () => {
    const { page, widget } = await openWidget(h);
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    const field = widget.getByLabel('d_model', { exact: true });
    await field.fill('7');
    await field.press('Enter');
    const alert = widget.getByRole('alert');
    await expectText(alert, en('element-plain-title', { count: 1 }));
    const line = `${en('element-plain-d-model-odd', { value: '7' })} ${en('element-plain-table-shows', { setting: 'd_model', shown: '4' })}`;
    assert.equal(line, 'd_model must be even, so 7 was not used. The table still shows d_model = 4.');
    await expectText(alert.getByRole('listitem'), line);
    const said = await alert.textContent();
    assert.doesNotMatch(said, /d-model|="|attribute|fix/i, 'no attribute name, markup or author talk');
    // The author's detail: attribute, text and rule, once, however often the widget draws again.
    await eventually(() => assert.equal(page.warnings.filter((w) => w.includes('d-model="7"')).length, 1));
    assert.match(page.warnings.find((w) => w.includes('d-model="7"')), /^sinusoidal-pe: d-model="7": d_model must be an even whole number from 2 to 16,384/);
    await widget.getByLabel('decimals', { exact: true }).fill('3');
    await widget.getByLabel('decimals', { exact: true }).press('Enter');
    await eventually(async () => assert.equal(await widget.getAttribute('decimals'), '3'));
    assert.equal(page.warnings.filter((w) => w.includes('d-model="7"')).length, 1, 'said once');
    // The learner types what the sentence asks for: the alert goes.
    await field.fill('6');
    await field.press('Enter');
    await alert.waitFor({ state: 'hidden' });
  });

  it('a setting only the author writes is not named to the learner', async () => {
    const { page, widget } = await openWidget(h, { retries: 'lots' });
    await expectText(widget.getByRole('alert'), en('element-plain-page'));
    assert.doesNotMatch(await widget.getByRole('alert').textContent(), /retries|lots/);
    await eventually(() => assert.ok(page.warnings.some((w) => w.startsWith('sinusoidal-pe: retries="lots": ') && w.includes('retries must be a whole number'))));
  });

  it('tokens numbered from 0 read pos = t, with no "t − 0"; from 1, pos = t − 1', async () => {
    const { widget } = await openWidget(h);
    const rule = widget.locator('.origin-rule');
    await expectText(rule, 'token number t is formula position pos = t, so tokens and positions carry the same numbers.');
    // The formula line under the table, for a focused cell.
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: '0.841471', exact: true }).first().hover();
    await expectText(widget.locator('.formula'), 'Row 2: token 1 is formula position 1. Coordinate 0 is the sine of pair k = 0.');
    const area = await widget.locator('.table-area').textContent();
    assert.doesNotMatch(area, /t − 0|− 0\b/);
    await widget.evaluate((el) => el.setAttribute('origin', '1'));
    await expectText(rule, 'pos = t − 1, so the first token, 1, is pos 0.');
  });

  it('a bank question comes first, its settings after it; no seed unless the author shows it', async () => {
    const { widget } = await openWidget(h, { quiz: 'bank' });
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    const about = quiz.locator('.quiz-about');
    await expectText(about, '8 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0.');
    assert.doesNotMatch(await about.textContent(), /seed/i);
    const prompt = await expectText(quiz.locator('.prompt'), '(d_model = 4, base 10000');
    assert.doesNotMatch(prompt, /^Settings|^\(/, prompt);
    assert.ok(prompt.trimEnd().endsWith(')'), `the settings close the prompt: ${prompt}`);
    assert.ok(/[?.]\s\(d_model = 4, base 10000/.test(prompt), `the question before its settings: ${prompt}`);
    // Not even after New questions.
    await quiz.getByRole('button', { name: 'New questions' }).click();
    await expectText(quiz.locator('.feedback'), en('quiz-changed-questions'));
    assert.doesNotMatch(await quiz.textContent(), /seed/i);

    await widget.evaluate((el) => el.setAttribute('show-seed', 'yes'));
    await expectText(about, '8 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0; seed 2.');
    await widget.evaluate((el) => el.setAttribute('show-seed', 'maybe'));
    await expectText(widget.getByRole('alert'), en('element-plain-page'));
  });

  it('a hint\'s formulas are typeset (MathML), as the solution\'s are', async () => {
    const { widget } = await openWidget(h, { quiz: 'bank' });
    const hint = widget.locator('details.hint');
    await hint.locator('summary').click();
    await eventually(async () => assert.ok((await hint.locator('math').count()) > 0, 'a <math> in the hint'));
    const solution = widget.locator('details.solution');
    await solution.locator('summary').click();
    assert.ok((await solution.locator('math').count()) > 0);
    // The single question q1 too.
    const { widget: q1 } = await openWidget(h, { quiz: 'q1' });
    await q1.locator('details.hint summary').click();
    await eventually(async () => assert.ok((await q1.locator('details.hint math').count()) > 0));
  });
});
