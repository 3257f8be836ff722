// The .h5p package in an H5P player: h5p-standalone (the player H5P hosts share) plays the unzipped
// package for a signed-in learner, in the div embed under the strict CSP; the learner answers (some
// right, some wrong, one with too few decimals), leaves and comes back, and finishes. Every xAPI
// statement H5P dispatches passes @learninglocker/xapi-validation; setFinished reaches the host. The
// iframe embed is played too, on a page whose policy allows the inline script H5P's iframe embed writes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STRICT_CSP } from '../../../scripts/serve.mjs';
import { answer, bankFor, responseOf, startLmsSite, validateStatement } from './lms-site.mjs';
import { eventually, expectText, useBrowser } from '../harness.mjs';
import { learnerSeed } from '../../../web/lms/learner-seed.js';

// Each signed-in learner's own questions: Ada's (the host page's learner), from her xAPI actor.
const BANK = bankFor({ seed: learnerSeed('mailto:ada@example.org') });
const CONTENT = '/packages/default/h5p';
const VERB = (name) => `http://adlnet.gov/expapi/verbs/${name}`;

describe('the H5P package in an H5P player (h5p-standalone)', () => {
  const h = useBrowser();
  let site;
  let inlineUrl; // the site under a policy that allows inline scripts (H5P's iframe embed)

  before(async () => {
    site = await startLmsSite({ default: [] });
    inlineUrl = await site.serve(STRICT_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
  });
  after(async () => site?.close());

  const hostUrl = (params, url = site.url) => `${url('lms/h5p.html')}?${new URLSearchParams({ content: CONTENT, ...params })}`;
  const statements = (page) => page.evaluate(() => window.host.statements);
  const quizIn = (scope) => scope.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
  const progress = (quiz) => quiz.locator('.quiz-progress');
  const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();
  const withActor = (st) => st; // H5P adds the signed-in learner as the actor itself

  function assertValid(all) {
    for (const st of all) {
      assert.ok(st.actor, 'H5P added the actor');
      assert.deepEqual(validateStatement(withActor(st)), [], `${st.verb.id} ${st.object?.id} is a valid xAPI statement`);
    }
  }

  it('plays in the div embed under the strict CSP, reports each judged answer and resumes', async () => {
    const page = await h.newPage();
    const finished = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/lms/h5p-finished.json') && r.method() === 'POST') finished.push(new URLSearchParams(r.postData()));
    });
    await page.goto(hostUrl({ key: 'div' }));
    const quiz = quizIn(page.locator('#h5p-container'));
    await expectText(progress(quiz), 'Question 1 of 8 · Score 0 of 8');
    assert.equal(await page.locator('.h5p-content sinusoidal-pe').count(), 1, 'the widget inside H5P\'s div');

    await answer(quiz, BANK[0], 'right');
    await next(quiz);
    await answer(quiz, BANK[1], 'wrong');
    await next(quiz);
    await answer(quiz, BANK[2], 'few');
    let all = await statements(page);
    const answered = all.filter((st) => st.verb.id === VERB('answered'));
    assert.equal(answered.length, 2, 'one "answered" per judged answer; none for too few decimals');
    const main = all[0].context.contextActivities.parent?.[0]?.id ?? all[0].object.id;
    assert.deepEqual(answered.map((st) => [st.object.id, st.result.success, st.result.response]), [
      [`${main}?subContentId=${BANK[0].id}`, true, responseOf(BANK[0], 'right')],
      [`${main}?subContentId=${BANK[1].id}`, false, responseOf(BANK[1], 'wrong')],
    ]);
    for (const [j, st] of answered.entries()) {
      assert.deepEqual(st.context.contextActivities.parent, [{ id: main, objectType: 'Activity' }]);
      assert.equal(st.object.definition.extensions['http://h5p.org/x-api/h5p-subContentId'], st.object.id.split('=')[1]);
      assert.equal(st.object.definition.interactionType, BANK[j].type === 'choice' ? 'choice' : 'numeric');
      assert.equal(st.context.extensions['urn:sinusoidal-pe:extension:seed'], learnerSeed('mailto:ada@example.org'), 'the seed used');
      assert.equal(st.context.extensions['urn:sinusoidal-pe:extension:seed-from'], 'learner');
      assert.deepEqual(st.context.contextActivities.category, [{ id: 'http://h5p.org/libraries/H5P.SinusoidalPE-1.2', objectType: 'Activity' }]);
    }
    assert.equal(finished.length, 0, 'nothing finished yet');
    assertValid(all);

    // The learner leaves and comes back: the host gives H5P the saved state.
    await page.goto('about:blank');
    await page.goto(hostUrl({ key: 'div' }));
    await expectText(quiz.getByRole('status'), 'Welcome back: your 2 answers are restored. Question 3 of 8.');
    await expectText(progress(quiz), 'Question 3 of 8 · Score 1 of 8');
    for (let j = 2; j < 8; j += 1) {
      await answer(quiz, BANK[j], j === 5 ? 'wrong' : 'right');
      if (j < 7) await next(quiz);
    }
    // 6 of 8 = 75 % is below the pass mark of 80 %.
    all = await statements(page);
    const completed = all.filter((st) => st.verb.id === VERB('completed'));
    assert.equal(completed.length, 1);
    const done = completed[0];
    assert.equal(done.object.id, main);
    assert.deepEqual(done.result.score, { min: 0, max: 8, raw: 6, scaled: 0.75 });
    assert.equal(done.result.success, false);
    assert.equal(done.result.completion, true);
    assert.equal(done.context.contextActivities.parent, undefined, 'the content itself');
    assertValid(all);
    await eventually(() => assert.equal(finished.length, 1, 'H5P.setFinished posted the result'));
    assert.equal(finished[0].get('score'), '6');
    assert.equal(finished[0].get('maxScore'), '8');
    assert.equal(finished[0].get('contentId'), 'quiz-1');

    // H5P's question contract, as containers use it.
    const contract = await page.evaluate(() => {
      const p = window.H5P.instances[0];
      return { score: p.getScore(), max: p.getMaxScore(), given: p.getAnswerGiven() };
    });
    assert.deepEqual(contract, { score: 6, max: 8, given: true });
  });

  it('in a browser that cannot unpack the core, says what it needs instead of a widget that cannot start', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => { delete window.DecompressionStream; });
    await page.goto(hostUrl({ key: 'old' }));
    await expectText(page.locator('.h5p-sinusoidal-pe'), 'This quiz needs a newer browser: Chrome or Edge 95, Firefox 113 or Safari 16.4, or later.');
    assert.equal(await page.locator('sinusoidal-pe').count(), 0);
  });

  it('plays in the iframe embed and reports to the host page', async () => {
    const page = await h.newPage();
    await page.goto(hostUrl({ key: 'iframe', embed: 'iframe' }, inlineUrl));
    const frame = page.frameLocator('iframe.h5p-iframe');
    const quiz = quizIn(frame);
    await expectText(progress(quiz), 'Question 1 of 8 · Score 0 of 8');
    await answer(quiz, BANK[0], 'wrong');
    const all = await eventually(async () => {
      const got = (await statements(page)).filter((st) => st.verb.id === VERB('answered'));
      assert.equal(got.length, 1);
      return got;
    });
    assert.equal(all[0].result.success, false);
    assertValid(all);
    // H5P sizes its frame to the content.
    await eventually(async () => assert.ok((await page.locator('iframe.h5p-iframe').boundingBox()).height > 400));
  });
});
