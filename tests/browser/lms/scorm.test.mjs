// The SCORM packages in an LMS: scorm-again is the run-time, on a small LMS page (fixtures/lms) that
// imports the zip written by npm run package, reads its manifest and launches the SCO under the
// strict CSP. A learner answers (some right, some wrong, one with too few decimals), leaves, comes
// back to their answers and place, and finishes; the test reads the cmi data the SCO committed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { answer, bankFor, responseOf, startLmsSite } from './lms-site.mjs';
import { learnerSeed } from '../../../web/lms/learner-seed.js';
import { eventually, expectText, useBrowser } from '../harness.mjs';
import { axeViolations } from '../screens.mjs';

// A graded package gives each learner their own questions: learner-1's (the LMS page's learner).
const DEFAULT_BANK = bankFor({ seed: learnerSeed('learner-1') });
const STRICT = 'solution=after-attempt&retries=1&settings=locked&table=hidden-until-answered&new-questions=not-allowed';
const CUSTOM_BANK = bankFor({ dModel: 8, seed: 3 });
const CUSTOM = ['--d-model=8', '--quiz-seed=3', '--pass=0.7'];

describe('SCORM packages in an LMS (scorm-again)', () => {
  const h = useBrowser();
  let site;

  before(async () => {
    site = await startLmsSite({ default: [], custom: CUSTOM });
  });
  after(async () => site?.close());

  const lmsUrl = (set, kind, extra = {}) =>
    `${site.url('lms/lms.html')}?${new URLSearchParams({ pkg: `/packages/${set}/${kind}/`, key: `${set}-${kind}`, ...extra })}`;
  const lmsData = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.lms)));
  const quizIn = (scope) => scope.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
  const progress = (quiz) => quiz.locator('.quiz-progress');
  const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();
  const interactions = (cmi) => Object.values(cmi.interactions ?? {});

  it('each zip has the manifest at its root and only the files the SCO needs', () => {
    for (const set of ['default', 'custom']) {
      for (const p of site.packages[set].filter((x) => x.kind !== 'h5p')) {
        const names = Object.keys(p.entries).sort();
        const catalogs = ['ar', 'de', 'en', 'es', 'fr', 'zh-Hans'].flatMap((locale) => [`${locale}.ftl`, `${locale}.quiz.ftl`]);
        assert.deepEqual(names, [...catalogs, 'imsmanifest.xml', 'index.html', 'pe-core-bank-wasm.js', 'pe-core-bank-wasm.wasm', 'pe-core-bank.js',
          'quiz-bank-panels.js', 'quiz-panels.js', 'sco.css', 'sco.js', 'sinusoidal-pe.js'].sort(), `${p.name}: the SCO, the element, the bank's core, the quiz panels and the catalogs (with the quiz's part)`);
      }
    }
  });

  it('SCORM 1.2: the LMS reads the manifest and launches the SCO with its parameters; the SCO finds the API two frames up', async () => {
    const page = await h.newPage();
    await page.goto(lmsUrl('default', 'scorm12', { key: 'manifest-12', launch: 'nested' }));
    const frame = page.frameLocator('#sco').frameLocator('#inner');
    await expectText(frame.getByRole('status').first(), 'Connected to your course (SCORM 1.2)');
    const { manifest, launchUrl, entry } = await lmsData(page);
    assert.equal(manifest.version, '1.2');
    assert.equal(manifest.schemaversion, '1.2');
    assert.equal(manifest.scormType, 'sco');
    assert.equal(manifest.passMark, '80');
    assert.equal(manifest.parameters, `?d-model=4&base=10000&origin=0&layout=interleaved&quiz-seed=learner&quiz-count=8&quiz-topics=sinusoidal&${STRICT}&pass=0.8&complete=all-answered`);
    assert.deepEqual([...manifest.files].sort(), Object.keys(site.packages.default[0].entries).filter((n) => n !== 'imsmanifest.xml').sort());
    assert.match(launchUrl, /\/packages\/default\/scorm12\/index\.html\?d-model=4&base=10000&/);
    assert.equal(entry, 'ab-initio');
    await expectText(frame.getByRole('status').first(), 'Pass mark: 80%.');
    await expectText(progress(quizIn(frame)), 'Question 1 of 8 · Score 0 of 8');
  });

  it('SCORM 1.2: records judged answers, commits each, and resumes where the learner left', async () => {
    const page = await h.newPage();
    const url = lmsUrl('default', 'scorm12');
    await page.goto(url);
    const frame = page.frameLocator('#sco');
    const quiz = quizIn(frame);
    const bank = DEFAULT_BANK;
    await expectText(frame.getByRole('status').first(), 'every checked answer, your place and your score are recorded');

    await answer(quiz, bank[0], 'right');
    let data = await lmsData(page);
    assert.equal(data.commits.length, 1, 'one commit after the judged answer');
    assert.equal(interactions(data.commits[0]).length, 1);
    await next(quiz);
    await answer(quiz, bank[1], 'wrong');
    await next(quiz);
    await answer(quiz, bank[2], 'few'); // not judged: no interaction, no commit
    data = await lmsData(page);
    assert.equal(data.commits.length, 4, 'a commit after each judged answer and each move');
    const cmi = data.commits.at(-1);
    const recorded = interactions(cmi);
    assert.equal(recorded.length, 2, 'the answer with too few decimals is not an interaction');
    assert.deepEqual(recorded.map((i) => [i.id, i.type, i.student_response, i.result, i.weighting]), [
      [`urn:sinusoidal-pe:question:${bank[0].id}:d4-b10000-interleaved-o0`, 'numeric', String(Number(responseOf(bank[0], 'right'))), 'correct', '1'],
      [`urn:sinusoidal-pe:question:${bank[1].id}:d4-b10000-interleaved-o0`, 'numeric', String(Number(responseOf(bank[1], 'wrong'))), 'wrong', '1'],
    ]);
    assert.equal(recorded[1].correct_responses[0].pattern, bank[1].expected.toFixed(bank[1].decimals));
    assert.match(recorded[0].time, /^\d\d:\d\d:\d\d$/);
    assert.equal(cmi.core.lesson_status, 'incomplete');
    assert.equal(cmi.core.score.raw, '', 'no score before the quiz is finished');
    assert.equal(cmi.core.exit, 'suspend');
    const attempt = JSON.parse(cmi.suspend_data);
    assert.deepEqual(attempt.responses, [responseOf(bank[0], 'right'), responseOf(bank[1], 'wrong'), null, null, null, null, null, null]);
    assert.equal(attempt.question, 3);

    // The learner leaves for another page of the LMS: the SCO finishes the session.
    await page.goto(site.url('favicon.svg'));
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), 'lms-attempt:default-scorm12');
    assert.match(saved.cmi.core.session_time, /^\d{2,4}:\d\d:\d\d(\.\d{1,2})?$/, 'LMSFinish sent the session time');
    assert.notEqual(saved.cmi.core.session_time, '00:00:00');
    assert.equal(saved.cmi.core.exit, 'suspend');
    assert.equal(JSON.parse(saved.cmi.suspend_data).question, 3);
    await page.goto(url);
    await eventually(async () => assert.equal((await lmsData(page)).entry, 'resume'));
    await expectText(quiz.getByRole('status'), 'Welcome back: your 2 answers are restored. Question 3 of 8.');
    await expectText(progress(quiz), 'Question 3 of 8 · Score 1 of 8');
    await quiz.getByRole('button', { name: 'Previous question' }).click();
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), responseOf(bank[1], 'wrong'));
    assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), '');
    await next(quiz);

    // Questions 3 to 8, one of them wrong: 6 of 8 (75 %) is below the mastery score of 80.
    for (let j = 2; j < 8; j += 1) {
      await answer(quiz, bank[j], j === 4 ? 'wrong' : 'right');
      if (j < 7) await next(quiz);
    }
    await expectText(progress(quiz), 'Score 6 of 8');
    data = await lmsData(page);
    let last = data.commits.at(-1);
    assert.equal(last.core.score.raw, '75');
    assert.equal(last.core.score.min, '0');
    assert.equal(last.core.score.max, '100');
    assert.equal(last.core.lesson_status, 'failed');
    assert.equal(interactions(last).length, 8);

    // Try again on question 2, right this time: 7 of 8 passes, and the record follows.
    await quiz.getByRole('button', { name: 'Previous question' }).click();
    for (let j = 6; j > 1; j -= 1) await quiz.getByRole('button', { name: 'Previous question' }).click();
    await expectText(progress(quiz), 'Question 2 of 8');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await answer(quiz, bank[1], 'right');
    data = await lmsData(page);
    last = data.commits.at(-1);
    assert.equal(last.core.score.raw, '87.5');
    assert.equal(last.core.lesson_status, 'passed');
    assert.deepEqual(interactions(last).map((i) => i.result), ['correct', 'wrong', 'correct', 'correct', 'wrong', 'correct', 'correct', 'correct', 'correct']);
  });

  it('SCORM 2004 in a new window: found through the opener, with the options given to npm run package', async () => {
    const page = await h.newPage();
    const url = lmsUrl('custom', 'scorm2004', { launch: 'window' });
    const problems = [];
    const track = (p) => {
      p.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      p.on('pageerror', (e) => problems.push(e.message));
      return p;
    };
    const [popup] = await Promise.all([page.waitForEvent('popup').then(track), page.goto(url)]);
    const quiz = quizIn(popup);
    await expectText(popup.getByRole('status').first(), 'Connected to your course (SCORM 2004)');
    await expectText(popup.getByRole('status').first(), 'Pass mark: 70%.');
    const { manifest } = await lmsData(page);
    assert.equal(manifest.schemaversion, '2004 4th Edition');
    assert.equal(manifest.scormType, 'sco');
    assert.equal(manifest.passMark, '0.7');
    assert.equal(manifest.parameters, `?d-model=8&base=10000&origin=0&layout=interleaved&quiz-seed=3&quiz-count=8&quiz-topics=sinusoidal&${STRICT}&pass=0.7&complete=all-answered`);
    await expectText(quiz, '8 questions on d_model = 8, base 10000, interleaved layout, tokens numbered from 0.');

    const bank = CUSTOM_BANK;
    assert.equal(bank[0].type, 'choice');
    await answer(quiz, bank[0], 'wrong');
    await next(quiz);
    await answer(quiz, bank[1], 'right');
    let data = await lmsData(page);
    const cmi = data.commits.at(-1);
    const [first, second] = interactions(cmi);
    assert.equal(first.type, 'choice');
    assert.equal(first.learner_response, responseOf(bank[0], 'wrong'));
    assert.equal(first.result, 'incorrect');
    assert.equal(first.correct_responses[0].pattern, 'abcd'[bank[0].answer]);
    assert.ok(first.description.length > 10 && first.description.length <= 250);
    assert.match(first.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    assert.equal(second.type, 'numeric');
    assert.equal(second.result, 'correct');
    const [low, high] = second.correct_responses[0].pattern.split('[:]').map(Number);
    assert.ok(low < bank[1].expected && bank[1].expected < high);
    assert.equal(cmi.completion_status, 'incomplete');
    assert.equal(cmi.success_status, 'unknown');
    assert.equal(cmi.exit, 'suspend');

    // Leaving: the window closes, the SCO terminates; the LMS relaunches it and it resumes.
    await popup.close({ runBeforeUnload: true });
    await eventually(async () => assert.equal((await lmsData(page)).finishes, 1));
    const [again] = await Promise.all([page.waitForEvent('popup').then(track), page.reload()]);
    const resumed = quizIn(again);
    await eventually(async () => assert.equal((await lmsData(page)).entry, 'resume'));
    await expectText(resumed.getByRole('status'), 'Welcome back: your 2 answers are restored. Question 2 of 8.');
    await next(resumed);
    for (let j = 2; j < 8; j += 1) {
      await answer(resumed, bank[j], j === 3 ? 'wrong' : 'right');
      if (j < 7) await next(resumed);
    }
    // 6 of 8 = 0.75 passes a pass mark of 0.7.
    data = await lmsData(page);
    const done = data.commits.at(-1);
    assert.equal(done.score.scaled, '0.75');
    assert.equal(done.score.raw, '75');
    assert.equal(done.score.min, '0');
    assert.equal(done.score.max, '100');
    assert.equal(done.completion_status, 'completed');
    assert.equal(done.success_status, 'passed');
    assert.equal(interactions(done).length, 8);
    await again.close({ runBeforeUnload: true });
    await eventually(async () => assert.equal((await lmsData(page)).finishes, 1));
    assert.deepEqual(problems, [], 'no console errors in the SCO windows');
  });

  it('outside an LMS the quiz works and says plainly that results are not recorded', async () => {
    const page = await h.newPage();
    await page.goto(site.url('packages/default/scorm2004/index.html?d-model=4&quiz-seed=1'));
    await expectText(page.getByRole('status').first(), 'Not connected to a course platform: your answers are checked here, but your results are not recorded.');
    const quiz = quizIn(page);
    await answer(quiz, bankFor()[0], 'right'); // the seed given, 1
    await expectText(progress(quiz), 'Score 1 of 8');
    // A graded quiz has no share panel: the page hides its button (the package has no share.js).
    const share = page.locator('sinusoidal-pe').locator('.share-toggle');
    assert.equal(await share.count(), 1);
    assert.equal(await share.isVisible(), false);
    assert.equal(await page.locator('sinusoidal-pe').getByRole('button', { name: 'Share and copy' }).count(), 0);
  });

  it('a pass mark in the launch parameters that cannot be read is said on the page, with the mark used', async () => {
    const page = await h.newPage();
    for (const [pass, used] of [['80', '80%'], ['', '80%'], ['abc', '80%']]) {
      await page.goto(site.url(`packages/default/scorm12/index.html?d-model=4&pass=${encodeURIComponent(pass)}`));
      await expectText(page.getByRole('status').first(), `The launch parameter pass="${pass}": the pass mark is the share of correct answers needed, a number from 0 to 1 such as 0.8 (or 80%). Pass mark used: ${used}.`);
    }
    await page.goto(site.url('packages/default/scorm12/index.html?d-model=4&pass=75%25'));
    await expectText(page.getByRole('status').first(), 'Not connected to a course platform');
    assert.doesNotMatch(await page.getByRole('status').first().textContent(), /launch parameter/);
  });

  it('the SCO page has no WCAG 2 A/AA violation (axe-core), light and dark', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const page = await h.newPage({ bypassCSP: true, colorScheme }); // axe is injected as a script
      await page.goto(site.url('packages/default/scorm12/index.html'));
      // Outside an LMS the learner is a guest with a random seed: the first question may be a choice.
      await quizIn(page).getByRole('button', { name: 'Check' }).waitFor();
      assert.deepEqual(await axeViolations(page), [], colorScheme);
    }
  });
});
