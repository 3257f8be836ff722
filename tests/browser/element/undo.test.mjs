// Undo, Redo and Reset of the settings, as a learner uses them: typing in a field or in the table and
// pressing Ctrl+Z, the buttons under the settings, Reset back to the author's markup (not to the
// widget's defaults), a page's own script left alone, a locked quiz's settings left alone, and the
// questions asked before answers are lost (Start over, New questions, an undo that remakes the quiz).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { eventually, expectText, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';
import { englishCore, englishMessages } from '../../node/english.mjs';

const say = (id) => englishMessages.format(id);
const UNDO = say('element-history-undo');
const REDO = say('element-history-redo');
const RESET = say('element-history-reset');

const core = englishCore(await loadCore({ quizBank: true }));
// The first question of the bank widget below (seed 1, the default settings).
const FIRST = core.makeQuiz({ seed: 1, dModel: 4, base: 10000, layout: 'interleaved', origin: 0, count: 8 })[0];

describe('undo, redo and reset of the settings', () => {
  const h = useBrowser();

  async function open(attributes = {}, viewport) {
    const page = await h.newPage(viewport ? { viewport } : {});
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, attributes);
    const field = (name) => widget.getByLabel(name, { exact: true });
    const buttons = {
      undo: widget.getByRole('button', { name: UNDO, exact: true }),
      redo: widget.getByRole('button', { name: REDO, exact: true }),
      reset: widget.getByRole('button', { name: RESET, exact: true }),
    };
    const caption = widget.getByRole('table', { name: /^PE\(pos\)/ }).locator('caption');
    const columns = () => widget.getByRole('table', { name: /^PE\(pos\)/ }).locator('thead tr').last().locator('th').count();
    return { page, widget, field, buttons, caption, columns };
  }

  // Types a new text into a field as a person does (select all, type) and commits it with Enter.
  async function typeInto(field, text) {
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(text);
    await field.press('Enter');
  }

  const enabled = async (b) => !(await b.isDisabled());

  it('Ctrl+Z undoes a d_model typed in its field, Shift+Ctrl+Z and Ctrl+Y redo it', async () => {
    const { page, widget, field, buttons, caption, columns } = await open();
    assert.equal(await buttons.undo.isDisabled(), true, 'nothing to undo yet');
    assert.equal(await buttons.redo.isDisabled(), true);
    assert.equal(await buttons.reset.isDisabled(), true, 'nothing to reset');
    const columnsAt4 = await columns();
    await typeInto(field('d_model'), '8');
    await expectText(caption, 'd_model = 8,');
    assert.equal(await columns(), columnsAt4 + 4, 'four more coordinate columns');
    assert.equal(await enabled(buttons.undo), true);
    assert.equal(await enabled(buttons.reset), true);

    // Focus is still in the field, whose edit is committed: Ctrl+Z undoes the setting.
    await page.keyboard.press('Control+z');
    await expectText(caption, 'd_model = 4,');
    assert.equal(await field('d_model').inputValue(), '4', 'the field shows the setting again, though it has focus');
    assert.equal(await widget.getAttribute('d-model'), null, 'the attribute the markup did not have is gone again');
    assert.equal(await columns(), columnsAt4);
    assert.equal(await buttons.undo.isDisabled(), true);
    assert.equal(await enabled(buttons.redo), true);
    await expectText(widget.locator('.history-buttons .said'), say('element-history-said-undo'));

    await page.keyboard.press('Control+Shift+Z');
    await expectText(caption, 'd_model = 8,');
    assert.equal(await field('d_model').inputValue(), '8');
    await page.keyboard.press('Control+z');
    await expectText(caption, 'd_model = 4,');
    await page.keyboard.press('Control+y');
    await expectText(caption, 'd_model = 8,');
    assert.equal(await widget.getAttribute('d-model'), '8');
  });

  it('leaves an edit not yet committed to the browser\'s own text undo', async () => {
    const { page, widget, field, caption } = await open();
    await typeInto(field('base'), '500');
    await expectText(caption, 'base 500,');
    await field('base').press('ControlOrMeta+a');
    await field('base').pressSequentially('77');
    await page.keyboard.press('Control+z'); // the typing, not the base
    assert.notEqual(await field('base').inputValue(), '77', 'the browser took back the typing');
    assert.equal(await widget.getAttribute('base'), '500', 'the setting stays');
    // Once the field shows the committed text again, Ctrl+Z undoes the setting.
    await eventually(async () => {
      if ((await field('base').inputValue()) !== '500') await page.keyboard.press('Control+z');
      assert.equal(await field('base').inputValue(), '500');
    });
    await page.keyboard.press('Control+z');
    await expectText(caption, 'base 10000,');
    assert.equal(await widget.getAttribute('base'), null);
  });

  it('Ctrl+Z after editing a token in the table puts the token back', async () => {
    const { page, widget } = await open();
    const token = widget.getByLabel(englishMessages.format('table-token-field', { row: '2' }).replace(/[\u2068\u2069]/g, ''), { exact: true });
    assert.equal(await token.inputValue(), '1');
    await typeInto(token, '5');
    await eventually(async () => assert.equal(await widget.getAttribute('positions'), '0,5,2'));
    await page.keyboard.press('Control+z');
    await eventually(async () => assert.equal(await token.inputValue(), '1', 'the token field shows the token again'));
    assert.equal(await widget.getAttribute('positions'), null);
    // Redo with the button.
    await widget.getByRole('button', { name: REDO, exact: true }).click();
    await eventually(async () => assert.equal(await token.inputValue(), '5'));
  });

  // (A run of one slider's steps making one undo step is timed: tests/node/element/history.test.mjs
  // holds it to that with a clock of its own; here a slow machine could space the steps out.)
  it('undoes what a figure\'s controls wrote: its pair slider, an offset typed', async () => {
    const { page, widget } = await open({ 'd-model': '16', figures: 'rotation' });
    const slider = widget.getByRole('slider', { name: say('figure-pair-label') });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await widget.getAttribute('pair'), '1'));
    const offset = widget.getByLabel(say('figure-rotation-offset'), { exact: true });
    await offset.fill('5');
    await offset.press('Tab');
    await eventually(async () => assert.equal(await widget.getAttribute('offset'), '5'));
    await offset.focus();
    await page.keyboard.press('Control+z');
    await eventually(async () => assert.equal(await widget.getAttribute('offset'), null));
    assert.equal(await widget.getAttribute('pair'), '1');
    await slider.focus();
    await page.keyboard.press('Control+z');
    await eventually(async () => assert.equal(await widget.getAttribute('pair'), null));
    await eventually(async () => assert.equal(await slider.inputValue(), '0'));
  });

  it('Reset returns every setting to the markup, not to the defaults, and can be undone', async () => {
    const { widget, field, buttons, caption } = await open({ base: '500', 'd-model': '8' });
    await expectText(caption, 'base 500,');
    await typeInto(field('base'), '20');
    await typeInto(field('d_model'), '6');
    await field('layout').selectOption('concatenated');
    await typeInto(field('decimals'), '3');
    await widget.getByLabel(say('table-inspector-pair'), { exact: true }).selectOption('2');
    await expectText(caption, 'base 20,');
    assert.equal(await widget.getAttribute('pair'), '2');
    await buttons.reset.click();
    await expectText(caption, 'd_model = 8, base 500,');
    assert.deepEqual(
      await widget.evaluate((el) => ['base', 'd-model', 'layout', 'decimals', 'pair'].map((a) => el.getAttribute(a))),
      ['500', '8', null, null, null],
    );
    assert.equal(await field('base').inputValue(), '500');
    assert.equal(await field('layout').inputValue(), 'interleaved');
    assert.equal(await buttons.reset.isDisabled(), true, 'nothing left to reset');
    await expectText(widget.locator('.history-buttons .said'), say('element-history-said-reset'));
    // Reset is one step: Undo brings back everything it changed.
    await buttons.undo.click();
    await expectText(caption, 'base 20,');
    assert.deepEqual(
      await widget.evaluate((el) => ['base', 'd-model', 'layout', 'decimals', 'pair'].map((a) => el.getAttribute(a))),
      ['20', '6', 'concatenated', '3', '2'],
    );
  });

  it('never undoes or resets what the page\'s script set', async () => {
    const { page, widget, field, buttons, caption } = await open();
    await typeInto(field('decimals'), '3');
    await widget.evaluate((el) => el.setAttribute('base', '100'));
    await expectText(caption, 'base 100,');
    await page.keyboard.press('Control+z');
    await eventually(async () => assert.equal(await widget.getAttribute('decimals'), null));
    assert.equal(await widget.getAttribute('base'), '100', 'the script\'s base stays');
    assert.equal(await buttons.undo.isDisabled(), true, 'the script\'s change is not the learner\'s to undo');
    // Reset goes back to what the page set last, its script's base included.
    await typeInto(field('base'), '42');
    await typeInto(field('decimals'), '2');
    await widget.evaluate((el) => { el.decimals = 5; }); // the page again, through a property
    await buttons.reset.click();
    await expectText(caption, 'base 100,');
    assert.equal(await widget.getAttribute('decimals'), '5');
    // An undo of the learner's decimals leaves the page's later 5 as it is.
    await buttons.undo.click(); // the reset: base 42 again
    await expectText(caption, 'base 42,');
    await buttons.undo.click(); // decimals 2, since replaced by the page's 5
    assert.equal(await widget.getAttribute('decimals'), '5');
  });

  describe('with a scored quiz', () => {
    async function openBank(attributes = {}) {
      const opened = await open({ quiz: 'bank', ...attributes });
      const quiz = opened.widget.getByRole('group', { name: 'Quiz' });
      await quiz.getByLabel('Your answer').waitFor();
      return { ...opened, quiz };
    }
    async function answerFirst(quiz) {
      await quiz.getByLabel('Your answer').fill(FIRST.expected.toFixed(FIRST.decimals));
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(quiz.getByRole('status'), 'Correct.');
    }
    const ask = (widget, id) => widget.getByRole('alertdialog', { name: say(id) });

    it('a locked attempt\'s settings stay through Undo and Reset', async () => {
      const { widget, field, buttons } = await openBank();
      await typeInto(field('d_model'), '8');
      await typeInto(field('decimals'), '3');
      await eventually(async () => assert.equal(await widget.getAttribute('decimals'), '3'));
      await widget.evaluate((el) => el.setAttribute('settings', 'locked'));
      await eventually(async () => assert.equal(await field('d_model').getAttribute('readonly'), ''));
      await buttons.reset.click();
      await eventually(async () => assert.equal(await widget.getAttribute('decimals'), null));
      assert.equal(await widget.getAttribute('d-model'), '8', 'the locked d_model stays');
      assert.equal(await buttons.reset.isDisabled(), true);
      await buttons.undo.click(); // the reset of decimals
      await eventually(async () => assert.equal(await widget.getAttribute('decimals'), '3'));
      await buttons.undo.click(); // decimals typed; the d_model step is locked
      await eventually(async () => assert.equal(await widget.getAttribute('decimals'), null));
      assert.equal(await buttons.undo.isDisabled(), true, 'only a locked step is left');
      assert.equal(await widget.getAttribute('d-model'), '8');
      await widget.evaluate((el) => el.removeAttribute('settings'));
      await eventually(async () => assert.equal(await enabled(buttons.undo), true, 'unlocked, the step can be undone'));
    });

    it('an undo that would remake the quiz asks first while it has answers', async () => {
      const { page, widget, field, quiz } = await openBank();
      await typeInto(field('d_model'), '8'); // no answers yet: no question
      assert.equal(await widget.getByRole('alertdialog').count(), 0);
      await expectText(quiz.locator('.quiz-about'), 'd_model = 8');
      const first = core.makeQuiz({ seed: 1, dModel: 8, base: 10000, layout: 'interleaved', origin: 0, count: 8 })[0];
      await quiz.getByLabel('Your answer').fill(first.expected.toFixed(first.decimals));
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(quiz.getByRole('status'), 'Correct.');
      await field('d_model').focus();
      await page.keyboard.press('Control+z');
      const question = ask(widget, 'quiz-ask-settings-title');
      await question.waitFor();
      await question.getByRole('button', { name: say('quiz-keep-answers') }).click();
      assert.equal(await widget.getAttribute('d-model'), '8', 'kept: nothing undone');
      await widget.getByRole('button', { name: UNDO, exact: true }).click();
      await question.getByRole('button', { name: say('quiz-ask-settings-go') }).click();
      await eventually(async () => assert.equal(await widget.getAttribute('d-model'), null));
      await expectText(quiz.locator('.quiz-progress'), 'Score 0 of 8');
    });

    it('Start over and New questions ask before answers are lost, and not when there are none', async () => {
      const { widget, quiz } = await openBank();
      const startOver = quiz.getByRole('button', { name: say('quiz-start-over'), exact: true });
      const newQuestions = quiz.getByRole('button', { name: say('quiz-new-questions'), exact: true });
      // No answers: nothing to lose, no question.
      await startOver.click();
      await expectText(quiz.getByRole('status'), 'Starting over');
      assert.equal(await widget.getByRole('alertdialog').count(), 0);
      await newQuestions.click();
      await eventually(async () => assert.equal(await widget.getAttribute('quiz-seed'), '2'));
      assert.equal(await widget.getByRole('alertdialog').count(), 0);
      // With an answer: each asks, and keeping the answers keeps them.
      await widget.evaluate((el) => el.removeAttribute('quiz-seed'));
      await quiz.getByLabel('Your answer').waitFor();
      await expectText(quiz.locator('.prompt'), FIRST.prompt);
      await answerFirst(quiz);
      await startOver.click();
      const startAsk = ask(widget, 'quiz-ask-start-over-title');
      await startAsk.waitFor();
      await startAsk.getByRole('button', { name: say('quiz-keep-answers') }).click();
      assert.equal(await quiz.locator('.quiz-progress').textContent(), 'Question 1 of 8 · Score 1 of 8');
      await newQuestions.click();
      const newAsk = ask(widget, 'quiz-ask-new-title');
      await newAsk.waitFor();
      await newAsk.getByRole('button', { name: say('quiz-keep-answers') }).click();
      assert.equal(await widget.getAttribute('quiz-seed'), null, 'kept: the same questions');
      assert.equal(await quiz.locator('.quiz-progress').textContent(), 'Question 1 of 8 · Score 1 of 8');
    });
  });

  it('shows the buttons at 390 and 1280 px (screenshots)', async () => {
    // PE_SHOTS=<a folder>: the screenshots to look at are written there.
    const shots = process.env.PE_SHOTS;
    if (shots) mkdirSync(shots, { recursive: true });
    for (const width of [390, 1280]) {
      const { widget, field } = await open({ base: '500' }, { width, height: 844 });
      await typeInto(field('base'), '20');
      if (shots) await widget.locator('.settings').screenshot({ path: `${shots}/settings-${width}.png` });
      const box = await widget.locator('.history-buttons').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `the row fits in ${width} px`);
    }
  });
});
