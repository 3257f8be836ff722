// A graded attempt that holds, in the real run-times: the SCORM packages in scorm-again and the H5P
// package in h5p-standalone, as npm run package writes them. Each learner gets their own questions
// (two ids, two sets; one id, the same set on every launch; a guest's random seed kept with the
// attempt); each of the author's switches does what it says, strict by default; a locked attempt
// survives an attempt to change its settings and a relaunch, and the LMS's saved attempt is never
// overwritten; an author's choice questions are scored and resumed, their words shown as text; the
// attempt is reported complete when the author's rule says so.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { answer, bankFor, startLmsSite, validateStatement } from './lms-site.mjs';
import { eventually, expectText, useBrowser } from '../harness.mjs';
import { learnerSeed } from '../../../web/lms/learner-seed.js';

const MARKUP = '<img src=x onerror="window.owned=1"><b>bold</b>';
// An author's list: a coordinate with its own words, a choice with two right options, a wavelength.
const LIST = [
  { kind: 'coordinate', token: 2, i: 2, decimals: 4, prompt: `${MARKUP} What is coordinate {i} of PE({token})?`, feedback: { correct: `${MARKUP} Yes, {expected}.` } },
  {
    kind: 'choice',
    prompt: `${MARKUP} Which pairs have turned by less than a tenth of a turn at token 2?`,
    options: [
      { text: 'Pair 0', feedback: 'Pair 0 has turned 2 rad.' },
      { text: 'Pair 1', correct: true, feedback: `${MARKUP} Its angle is 0.02 rad.` },
      { text: 'No pair' },
      { text: 'The slowest pair', correct: true },
    ],
  },
  { kind: 'wavelength', context: 8192, decimals: 2 },
];
// Their answers, from the formula: sin(2 / 10000^(2/4)); λ of the slowest pair at d_model 4 = 2π·100.
const Q1 = Math.sin(0.02).toFixed(4);
const Q3 = (2 * Math.PI * 100).toFixed(2);
const BANDS = [{ from: 0, to: 49, feedback: `${MARKUP} Read the section on pairs again.` }, { from: 50, to: 100, feedback: 'Well done.' }];
const PRACTICE = ['--solution=always', '--retries=unlimited', '--settings=editable', '--table=shown', '--new-questions=allowed'];

// The cells of a table of these positions (d_model 4, base 10000, interleaved) whose value answers
// one of the bank's coordinate questions, none answered yet: within one unit of its last decimal.
function answeringCells(bank, positions) {
  const open = bank.filter((q) => q.type !== 'choice' && ['coordinate', 'aliasing', 'rotation'].includes(q.kind));
  const cells = [];
  positions.forEach((pos, r) => [Math.sin(pos), Math.cos(pos), Math.sin(pos / 100), Math.cos(pos / 100)].forEach((v, c) => {
    if (open.some((q) => Math.abs(v - q.expected) <= 10 ** -q.decimals * (1 + 1e-9))) cells.push(`${r},${c}`);
  }));
  return cells;
}
const hiddenShown = (widget) => widget.locator('table.pe-table tbody td.is-hidden').evaluateAll((cells) =>
  cells.map((td) => `${td.parentElement.rowIndex - 1},${td.cellIndex - 1}`).sort());

const quizIn = (scope) => scope.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
const status = (quiz) => quiz.getByRole('status');
const progress = (quiz) => quiz.locator('.quiz-progress');
const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();
// The seed the quiz was made with: learners are not shown it (show-seed is off), the attempt keeps it.
const aboutSeed = async (quiz) => {
  await quiz.locator('.quiz-about').waitFor();
  return quiz.evaluate((node) => node.getRootNode().host.attempt.quiz.seed);
};

async function check(quiz, text, label) {
  await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expectText(status(quiz), label);
}
async function choose(quiz, labels, verdict) {
  for (const label of labels) await quiz.getByLabel(label).check();
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expectText(status(quiz), verdict);
}

describe('a graded attempt that holds', () => {
  const h = useBrowser();
  let site;
  let tmp;

  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'sinusoidal-pe-graded-'));
    const list = join(tmp, 'questions.json');
    writeFileSync(list, JSON.stringify(LIST));
    site = await startLmsSite({
      default: [],
      practice: PRACTICE,
      hidden: ['--table=hidden', '--solution=after-answer', '--retries=0'],
      own: [`--questions=${list}`, '--pass=0.5', '--complete=passed', `--score-feedback=${JSON.stringify(BANDS)}`],
    });
  });
  after(async () => {
    await site?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const lmsUrl = (set, kind, extra = {}) =>
    `${site.url('lms/lms.html')}?${new URLSearchParams({ pkg: `/packages/${set}/${kind}/`, key: `${set}-${kind}`, ...extra })}`;
  const lmsData = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.lms)));
  const interactions = (cmi) => Object.values(cmi.interactions ?? {});
  const scoFrame = (page) => page.frames().find((f) => /\/packages\/.*\/index\.html/.test(f.url()));

  async function launch(set, kind, extra = {}) {
    const page = await h.newPage();
    await page.goto(lmsUrl(set, kind, extra));
    const frame = page.frameLocator('#sco');
    await expectText(frame.locator('#lms-status'), 'Connected to your course');
    const quiz = quizIn(frame);
    await progress(quiz).waitFor();
    return { page, frame, quiz };
  }

  describe('SCORM in scorm-again', () => {
    it('two learners get two question sets; one learner gets the same set on every launch, and the seed is kept with the attempt', async () => {
      for (const kind of ['scorm12', 'scorm2004']) {
        const seen = {};
        for (const [learner, key] of [['learner-1', 'a'], ['learner-2', 'b'], ['learner-1', 'c']]) {
          const { page, quiz } = await launch('default', kind, { learner, key: `${kind}-${key}` });
          const seed = await aboutSeed(quiz);
          assert.equal(seed, learnerSeed(learner), `${kind} ${learner}: the seed of their id`);
          const bank = bankFor({ seed });
          await expectText(quiz.locator('.quiz-form'), bank[0].prompt);
          seen[key] = bank.map((q) => q.prompt).join('|');
          if (key === 'a') {
            await answer(quiz, bank[0], 'right');
            const saved = JSON.parse((await lmsData(page)).commits.at(-1).suspend_data);
            assert.equal(saved.quiz.seed, seed, 'the seed used, in the attempt');
            assert.equal(saved.seedFrom, 'learner');
          }
          await page.close();
        }
        assert.notEqual(seen.a, seen.b, `${kind}: two learners, two sets`);
        assert.equal(seen.a, seen.c, `${kind}: the same learner, the same set`);
      }
    });

    it('strict by default: settings locked, no Start over or New questions, one retry, solutions after the attempt, the answering cells hidden', async () => {
      const { page, frame, quiz } = await launch('default', 'scorm2004', { key: 'strict' });
      const widget = frame.locator('sinusoidal-pe');
      const bank = bankFor({ seed: await aboutSeed(quiz) });
      assert.equal(await widget.getByLabel('d_model', { exact: true }).getAttribute('readonly'), '');
      assert.equal(await widget.getByLabel('origin', { exact: true }).isDisabled(), true);
      for (const name of ['Start over', 'New questions']) assert.equal(await quiz.getByRole('button', { name }).isVisible(), false, name);
      assert.equal(await quiz.getByText('Solution', { exact: true }).count(), 0);
      const answering = answeringCells(bank, [0, 1, 2]);
      assert.ok(answering.length > 0, 'this learner\'s bank has answers in the table');
      await eventually(async () => assert.deepEqual(await hiddenShown(widget), answering.sort(), 'the cells that answer an open question are hidden'));
      await expectText(widget.locator('.hidden-note'), 'until');
      // One retry on a question, then its answer is final.
      const q = bank.find((x) => x.type !== 'choice');
      for (let j = 0; bank[j] !== q; j += 1) await next(quiz);
      await answer(quiz, q, 'wrong');
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await answer(quiz, q, 'wrong');
      await expectText(status(quiz), 'This answer is final');
      assert.equal(await quiz.getByRole('button', { name: 'Try again' }).isVisible(), false);
      const last = (await lmsData(page)).commits.at(-1);
      assert.deepEqual(interactions(last).map((i) => i.result), ['incorrect', 'incorrect'], 'both tries recorded');
      assert.equal(JSON.parse(last.suspend_data).tries[bank.indexOf(q)], 2);
    });

    it('each switch turned the other way: solutions always, Try again unlimited, settings editable, the table shown, New questions; or no table at all', async () => {
      const { frame, quiz } = await launch('practice', 'scorm12', { key: 'practice' });
      const widget = frame.locator('sinusoidal-pe');
      assert.equal(await widget.getByLabel('d_model', { exact: true }).getAttribute('readonly'), null);
      for (const name of ['Start over', 'New questions']) assert.equal(await quiz.getByRole('button', { name }).isVisible(), true, name);
      assert.equal(await quiz.getByText('Solution', { exact: true }).count(), 1);
      assert.equal(await widget.locator('td.is-hidden').count(), 0);
      const bank = bankFor({ seed: await aboutSeed(quiz) });
      const q = bank.find((x) => x.type !== 'choice');
      for (let j = 0; bank[j] !== q; j += 1) await next(quiz);
      for (let n = 0; n < 3; n += 1) {
        await answer(quiz, q, 'wrong');
        await quiz.getByRole('button', { name: 'Try again' }).click();
      }
      const hidden = await launch('hidden', 'scorm12', { key: 'hidden' });
      assert.equal(await hidden.frame.locator('sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), false);
      const first = bankFor({ seed: await aboutSeed(hidden.quiz) })[0];
      await expectText(hidden.quiz.locator('.solution-later'), 'once this question is answered for good');
      await answer(hidden.quiz, first, 'wrong');
      await expectText(status(hidden.quiz), 'This answer is final'); // retries=0
      await hidden.quiz.getByText('Solution', { exact: true }).click(); // after-answer
    });

    it('a locked attempt survives an attempt to change its settings and a relaunch: the LMS\'s saved attempt is never overwritten', async () => {
      const { page, frame, quiz } = await launch('default', 'scorm12', { key: 'locked' });
      const widget = frame.locator('sinusoidal-pe');
      const bank = bankFor({ seed: await aboutSeed(quiz) });
      await answer(quiz, bank[0], 'right');
      await next(quiz);
      await answer(quiz, bank[1], 'wrong');
      const saved = (await lmsData(page)).commits.at(-1).suspend_data;
      // The learner tries the d_model field: it cannot be changed.
      const dModel = widget.getByLabel('d_model', { exact: true });
      await dModel.click();
      await page.keyboard.press('End');
      await page.keyboard.type('8');
      await page.keyboard.press('Enter');
      assert.equal(await dModel.inputValue(), '4');
      // A script of the page changes it anyway: the attempt keeps its questions and answers.
      await scoFrame(page).evaluate(() => {
        const el = document.querySelector('sinusoidal-pe');
        el.dModel = 8;
        el.layout = 'concatenated';
        return el.updateComplete;
      });
      await expectText(status(quiz), 'This quiz keeps its questions and your answers: its settings are locked for this attempt.');
      await expectText(progress(quiz), 'Question 2 of 8 · Score 1 of 8');
      await quiz.getByRole('button', { name: 'Previous question' }).click();
      const data = await lmsData(page);
      for (const commit of data.commits) {
        const attempt = JSON.parse(commit.suspend_data);
        assert.equal(attempt.responses[0], bank[0].expected.toFixed(bank[0].decimals), 'every commit keeps the first answer');
        assert.deepEqual(attempt.quiz.settings, { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 });
      }
      assert.deepEqual(JSON.parse(data.commits.at(-1).suspend_data).responses, JSON.parse(saved).responses);
      // Relaunched: the same questions, both answers, the place.
      await page.goto(site.url('favicon.svg'));
      await page.goto(lmsUrl('default', 'scorm12', { key: 'locked' }));
      const again = quizIn(page.frameLocator('#sco'));
      await expectText(status(again), 'Welcome back: your 2 answers are restored. Question 1 of 8.');
      await expectText(progress(again), 'Score 1 of 8');
      assert.equal(await aboutSeed(again), learnerSeed('learner-1'));
    });

    it('an editable package asks before a d_model change: keeping the answers keeps the LMS\'s saved attempt', async () => {
      const { page, frame, quiz } = await launch('practice', 'scorm2004', { key: 'editable' });
      const widget = frame.locator('sinusoidal-pe');
      const bank = bankFor({ seed: await aboutSeed(quiz) });
      await answer(quiz, bank[0], 'right');
      const commits = (await lmsData(page)).commits.length;
      const saved = (await lmsData(page)).commits.at(-1).suspend_data;
      await widget.getByLabel('d_model', { exact: true }).fill('8');
      await widget.getByLabel('d_model', { exact: true }).press('Enter');
      const ask = widget.getByRole('alertdialog', { name: 'Change the quiz\'s settings?' });
      await expectText(ask, 'A new d_model makes new questions, and your answer so far will be cleared.');
      await ask.getByRole('button', { name: 'Keep my answers' }).click();
      await expectText(progress(quiz), 'Score 1 of 8');
      assert.equal((await lmsData(page)).commits.length, commits, 'nothing new committed');
      assert.equal((await lmsData(page)).commits.at(-1).suspend_data, saved);
      // Asked again and confirmed: the learner chose new questions, and that attempt is saved.
      await widget.getByLabel('d_model', { exact: true }).fill('8');
      await widget.getByLabel('d_model', { exact: true }).press('Enter');
      await ask.getByRole('button', { name: 'Change and start again' }).click();
      await eventually(async () => assert.equal(JSON.parse((await lmsData(page)).commits.at(-1).suspend_data).quiz.settings.dModel, 8));
    });

    it('an author\'s questions: choice scored and resumed, words shown as text, complete once the pass mark is reached', async () => {
      const { page, frame, quiz } = await launch('own', 'scorm2004', { key: 'own' });
      await expectText(quiz.locator('.prompt'), `${MARKUP} What is coordinate 2 of PE(2)?`);
      await check(quiz, Q1, 'Correct.');
      await expectText(status(quiz), `${MARKUP} Yes, ${Q1}.`);
      await next(quiz);
      await expectText(quiz.getByRole('group', { name: LIST[1].prompt }), 'Choose every option that holds.');
      await choose(quiz, ['Pair 1', 'No pair'], 'Not correct yet.');
      await expectText(status(quiz), `${MARKUP} Its angle is 0.02 rad.`);
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await choose(quiz, ['Pair 1', 'The slowest pair'], 'Correct.');
      assert.equal(await frame.locator('img, b').count(), 0, 'no element made from the author\'s words');
      assert.equal(await scoFrame(page).evaluate(() => window.owned), undefined);
      // 2 of 3 reaches the pass mark of 50 %: complete and passed, with question 3 still open.
      let cmi = (await lmsData(page)).commits.at(-1);
      assert.deepEqual([cmi.completion_status, cmi.success_status, cmi.score.scaled], ['completed', 'passed', '0.6666667']);
      const choice = interactions(cmi).filter((i) => i.type === 'choice');
      assert.deepEqual(choice.map((i) => [i.learner_response, i.result]), [['b[,]c', 'incorrect'], ['b[,]d', 'correct']]);
      assert.equal(choice[0].correct_responses[0].pattern, 'b[,]d', 'the author\'s letters, whatever order the learner saw');
      // Relaunched: the choice comes back with the options ticked.
      await page.goto(site.url('favicon.svg'));
      await page.goto(lmsUrl('own', 'scorm2004', { key: 'own' }));
      const again = quizIn(page.frameLocator('#sco'));
      await expectText(status(again), 'Welcome back: your 2 answers are restored. Question 2 of 3.');
      assert.equal(await again.getByLabel('Pair 1').isChecked(), true);
      assert.equal(await again.getByLabel('The slowest pair').isChecked(), true);
      assert.equal(await again.getByLabel('No pair').isChecked(), false);
      await next(again);
      await check(again, Q3, 'Correct.');
      await again.getByRole('button', { name: 'See your score' }).click();
      await expectText(again.locator('.quiz-band'), 'Well done.');
      cmi = (await lmsData(page)).commits.at(-1);
      assert.deepEqual([cmi.completion_status, cmi.success_status, cmi.score.raw], ['completed', 'passed', '100']);
    });

    it('SCORM 1.2 records several options with commas; below the pass mark the attempt stays incomplete with its score', async () => {
      const { page, quiz } = await launch('own', 'scorm12', { key: 'own-12', learner: 'learner-3' });
      await check(quiz, '0.5000', 'Not correct yet.');
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await check(quiz, '0.5000', 'Not correct yet.');
      await next(quiz);
      await choose(quiz, ['Pair 1', 'The slowest pair'], 'Correct.');
      await next(quiz);
      await check(quiz, '1.00', 'Not correct yet.');
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await check(quiz, '1.00', 'Not correct yet.');
      const cmi = (await lmsData(page)).commits.at(-1);
      const choice = interactions(cmi).find((i) => i.type === 'choice');
      assert.equal(choice.student_response, 'b,d');
      assert.equal(choice.correct_responses[0].pattern, 'b,d');
      // 1 of 3 (33 %) with every answer final, below 50 %: scored, not complete.
      assert.deepEqual([cmi.core.lesson_status, cmi.core.score.raw], ['incomplete', '33.33']);
      await quiz.getByRole('button', { name: 'See your score' }).click();
      await expectText(quiz.locator('.quiz-band'), `${MARKUP} Read the section on pairs again.`);
    });
  });

  describe('H5P in h5p-standalone', () => {
    const hostUrl = (set, params) => `${site.url('lms/h5p.html')}?${new URLSearchParams({ content: `/packages/${set}/h5p`, ...params })}`;
    const statements = (page) => page.evaluate(() => window.host.statements);

    async function play(set, params) {
      const page = await h.newPage();
      await page.goto(hostUrl(set, params));
      const quiz = quizIn(page.locator('#h5p-container'));
      await progress(quiz).waitFor();
      return { page, quiz };
    }

    it('each signed-in learner gets their own questions, the same on every launch; a guest gets a random seed kept with the attempt', async () => {
      const seen = {};
      for (const [mail, key] of [['ada@example.org', 'a'], ['grace@example.org', 'b'], ['ada@example.org', 'c']]) {
        const { page, quiz } = await play('default', { mail, key: `users-${key}` });
        const seed = await aboutSeed(quiz);
        assert.equal(seed, learnerSeed(`mailto:${mail}`));
        seen[key] = bankFor({ seed }).map((q) => q.prompt).join('|');
        await expectText(quiz.locator('.quiz-form'), bankFor({ seed })[0].prompt);
        await page.close();
      }
      assert.notEqual(seen.a, seen.b);
      assert.equal(seen.a, seen.c);
      // A guest: a random seed, which the saved state brings back.
      const guest = await play('default', { guest: '1', key: 'guest' });
      const seed = await aboutSeed(guest.quiz);
      assert.ok(![learnerSeed('mailto:ada@example.org'), learnerSeed('mailto:grace@example.org')].includes(seed));
      await answer(guest.quiz, bankFor({ seed })[0], 'right');
      const answered = (await statements(guest.page)).find((st) => st.verb.id.endsWith('/answered'));
      assert.equal(answered.context.extensions['urn:sinusoidal-pe:extension:seed'], seed);
      assert.equal(answered.context.extensions['urn:sinusoidal-pe:extension:seed-from'], 'random');
      await guest.page.goto('about:blank');
      await guest.page.goto(hostUrl('default', { guest: '1', key: 'guest' }));
      const back = quizIn(guest.page.locator('#h5p-container'));
      await expectText(status(back), 'Welcome back: your answer is restored.');
      assert.equal(await aboutSeed(back), seed);
    });

    it('strict by default, and each switch turned the other way by the author', async () => {
      const strict = await play('default', { key: 'strict' });
      const widget = strict.page.locator('#h5p-container sinusoidal-pe');
      assert.equal(await widget.getByLabel('d_model', { exact: true }).getAttribute('readonly'), '');
      for (const name of ['Start over', 'New questions']) assert.equal(await strict.quiz.getByRole('button', { name }).isVisible(), false, name);
      assert.equal(await strict.quiz.getByText('Solution', { exact: true }).count(), 0);
      const bank = bankFor({ seed: await aboutSeed(strict.quiz) });
      await eventually(async () => assert.deepEqual(await hiddenShown(widget), answeringCells(bank, [0, 1, 2]).sort()));
      const practice = await play('practice', { key: 'practice' });
      const open = practice.page.locator('#h5p-container sinusoidal-pe');
      assert.equal(await open.getByLabel('d_model', { exact: true }).getAttribute('readonly'), null);
      for (const name of ['Start over', 'New questions']) assert.equal(await practice.quiz.getByRole('button', { name }).isVisible(), true, name);
      assert.equal(await practice.quiz.getByText('Solution', { exact: true }).count(), 1);
      assert.equal(await open.locator('td.is-hidden').count(), 0);
      const hidden = await play('hidden', { key: 'hidden' });
      assert.equal(await hidden.page.locator('#h5p-container sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), false);
    });

    it('a locked attempt survives an attempt to change its settings and a relaunch; its saved state keeps its questions', async () => {
      const { page, quiz } = await play('default', { key: 'locked', mail: 'lin@example.org' });
      const widget = page.locator('#h5p-container sinusoidal-pe');
      const bank = bankFor({ seed: await aboutSeed(quiz) });
      await answer(quiz, bank[0], 'right');
      const dModel = widget.getByLabel('d_model', { exact: true });
      await dModel.click();
      await page.keyboard.type('8');
      await page.keyboard.press('Enter');
      assert.equal(await dModel.inputValue(), '4');
      await widget.evaluate((el) => { el.dModel = 8; return el.updateComplete; });
      await expectText(status(quiz), 'This quiz keeps its questions and your answers: its settings are locked for this attempt.');
      const state = await page.evaluate(() => window.H5P.instances[0].getCurrentState());
      assert.equal(state.responses[0], bank[0].type === 'choice' ? 'abcd'[bank[0].answer] : bank[0].expected.toFixed(bank[0].decimals));
      assert.equal(state.quiz.settings.dModel, 4);
      await page.goto('about:blank');
      await page.goto(hostUrl('default', { key: 'locked', mail: 'lin@example.org' }));
      const back = quizIn(page.locator('#h5p-container'));
      await expectText(status(back), 'Welcome back: your answer is restored.');
      await expectText(progress(back), 'Score 1 of 8');
      assert.equal(await aboutSeed(back), learnerSeed('mailto:lin@example.org'));
    });

    it('an author\'s form: choice scored and resumed, words as text, "completed" once the pass mark is reached, valid statements', async () => {
      const { page, quiz } = await play('own', { key: 'own' });
      await expectText(quiz.locator('.prompt'), `${MARKUP} What is coordinate 2 of PE(2)?`);
      await check(quiz, Q1, 'Correct.');
      await next(quiz);
      await choose(quiz, ['Pair 1', 'The slowest pair'], 'Correct.');
      await expectText(status(quiz), `${MARKUP} Its angle is 0.02 rad.`);
      assert.equal(await page.locator('#h5p-container img, #h5p-container b').count(), 0);
      const all = await eventually(async () => {
        const got = await statements(page);
        assert.ok(got.some((st) => st.verb.id.endsWith('/completed')));
        return got;
      });
      const completed = all.filter((st) => st.verb.id.endsWith('/completed'));
      assert.equal(completed.length, 1, 'complete at 2 of 3, the pass mark of 50 % reached');
      assert.deepEqual(completed[0].result.score, { min: 0, max: 3, raw: 2, scaled: 0.6667 }); // H5P rounds to 4 decimals
      assert.equal(completed[0].result.success, true);
      const choice = all.find((st) => st.object.definition?.interactionType === 'choice');
      assert.equal(choice.result.response, 'b[,]d');
      assert.deepEqual(choice.object.definition.correctResponsesPattern, ['b[,]d']);
      for (const st of all) assert.deepEqual(validateStatement(st), [], `${st.verb.id} is valid xAPI`);
      await page.goto('about:blank');
      await page.goto(hostUrl('own', { key: 'own' }));
      const back = quizIn(page.locator('#h5p-container'));
      await expectText(status(back), 'Welcome back: your 2 answers are restored. Question 2 of 3.');
      assert.equal(await back.getByLabel('Pair 1').isChecked(), true);
      assert.equal(await back.getByLabel('The slowest pair').isChecked(), true);
      assert.equal((await statements(page)).filter((st) => st.verb.id.endsWith('/completed')).length, 0, 'not reported again when it comes back');
    });

    it('below the pass mark with every question answered: the score as "answered", not complete', async () => {
      const { page, quiz } = await play('own', { key: 'below', mail: 'grace@example.org' });
      await check(quiz, '0.5000', 'Not correct yet.');
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await check(quiz, '0.5000', 'Not correct yet.');
      await next(quiz);
      await choose(quiz, ['Pair 1', 'The slowest pair'], 'Correct.');
      await next(quiz);
      await check(quiz, '1.00', 'Not correct yet.');
      const all = await statements(page);
      assert.equal(all.filter((st) => st.verb.id.endsWith('/completed')).length, 0);
      const scored = all.filter((st) => st.verb.id.endsWith('/answered') && !st.context.contextActivities.parent);
      assert.equal(scored.length, 1);
      assert.deepEqual(scored[0].result.score, { min: 0, max: 3, raw: 1, scaled: 0.3333 });
      assert.equal(scored[0].result.completion, false);
      assert.equal(scored[0].result.success, false);
      for (const st of all) assert.deepEqual(validateStatement(st), []);
    });
  });
});
