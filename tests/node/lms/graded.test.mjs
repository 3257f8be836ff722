// What makes a package graded, without a browser: each learner's seed from their identity (SHA-256,
// checked against Node's own crypto), a random seed without one, the score and status the completion
// rule gives, and what the SCO writes into SCORM's data model for them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { attemptResult, readCompletion } from '../../../web/lms/graded.js';
import { learnerSeed, packageSeed, randomSeed, sha256Hex } from '../../../web/lms/learner-seed.js';
import { ScormSession } from '../../../web/lms/scorm-api.js';

const core = await loadCore({ quizBank: true });
const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };

describe('a learner\'s own seed', () => {
  it('is SHA-256 as every other implementation computes it', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(119), 'a'.repeat(1000), 'Ada Lovelace ✓ 漢字 🙂'];
    for (const text of texts) assert.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'), `${text.length} characters`);
    // FIPS 180-4's example.
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is the first 53 bits of SHA-256("sinusoidal-pe:" + id): the same id, the same seed, within the quiz seed\'s range', () => {
    for (const id of ['learner-1', '2', 'mailto:ada@example.org', 'https://moodle.example|417']) {
      const hex = createHash('sha256').update(`sinusoidal-pe:${id}`, 'utf8').digest('hex');
      const expected = Number(BigInt(`0x${hex}`) >> 203n); // 256 − 53 bits dropped
      assert.equal(learnerSeed(id), expected, id);
      assert.ok(Number.isSafeInteger(expected) && expected >= 0 && expected < 2 ** 53);
      assert.equal(learnerSeed(id), learnerSeed(id));
    }
  });

  it('differs for ids a letter apart, and 20,000 learners do not share one; their questions differ', () => {
    const seeds = new Set();
    for (let n = 0; n < 20000; n += 1) seeds.add(learnerSeed(`learner-${n}`));
    assert.equal(seeds.size, 20000);
    const a = core.makeQuiz({ seed: learnerSeed('learner-1'), ...SETTINGS, count: 8 });
    const b = core.makeQuiz({ seed: learnerSeed('learner-2'), ...SETTINGS, count: 8 });
    assert.notDeepEqual(a.map((q) => q.prompt), b.map((q) => q.prompt));
    // Sets of 8 questions across 200 learners: no two the same.
    const sets = new Set();
    for (let n = 0; n < 200; n += 1) sets.add(JSON.stringify(core.makeQuiz({ seed: learnerSeed(`s-${n}`), ...SETTINGS, count: 8 }).map((q) => [q.kind, q.params, q.choices])));
    assert.equal(sets.size, 200);
  });

  it('is random without an identity, and the author\'s number when one is given', () => {
    const random = new Set(Array.from({ length: 50 }, () => randomSeed()));
    assert.equal(random.size, 50);
    for (const s of random) assert.ok(Number.isSafeInteger(s) && s >= 0 && s < 2 ** 53);
    assert.deepEqual(packageSeed('learner', 'learner-1'), { seed: learnerSeed('learner-1'), from: 'learner' });
    assert.deepEqual(packageSeed(null, ' learner-1 '), { seed: learnerSeed('learner-1'), from: 'learner' });
    assert.equal(packageSeed('Learner', '').from, 'random');
    assert.equal(packageSeed('learner', null).from, 'random');
    assert.deepEqual(packageSeed('42', 'learner-1'), { seed: '42', from: 'given' });
  });
});

describe('the completion rule', () => {
  const attempt = (responses, score) => ({ quiz: { seed: 1, settings: SETTINGS, count: responses.length }, responses, score });

  it('all-answered: complete once every question has an answer, passed against the mark', () => {
    assert.deepEqual(attemptResult(attempt(['1', null, '2', '3'], 3), 'all-answered', 0.8), { raw: 3, max: 4, answered: false, passed: false, complete: false, scored: false });
    assert.deepEqual(attemptResult(attempt(['1', '0', '2', '3'], 3), 'all-answered', 0.8), { raw: 3, max: 4, answered: true, passed: false, complete: true, scored: true });
    assert.equal(attemptResult(attempt(['1', '0', '2', '3'], 3), 'all-answered', 0.75).passed, true);
  });

  it('passed: complete once the score reaches the mark, even with questions open; all answered below it is scored, not complete', () => {
    const early = attemptResult(attempt(['1', '2', '3', '4', null], 4), 'passed', 0.8);
    assert.deepEqual(early, { raw: 4, max: 5, answered: false, passed: true, complete: true, scored: true });
    const below = attemptResult(attempt(['1', '2', '3', '4', '5'], 3), 'passed', 0.8);
    assert.deepEqual(below, { raw: 3, max: 5, answered: true, passed: false, complete: false, scored: true });
  });

  it('reads its name, and refuses another with a sentence', () => {
    assert.deepEqual(readCompletion(' Passed '), { value: 'passed' });
    assert.match(readCompletion('done').error, /^complete="done": the attempt is complete once "all-answered" \(every question has an answer\) or once "passed"/);
  });

  it('writes SCORM\'s status: 1.2 lesson_status, 2004 completion_status and success_status', () => {
    const written = (version, result) => {
      const values = {};
      const name = (m) => (version === '1.2' ? `LMS${m}` : m);
      const api = {
        [name('Initialize')]: () => 'true',
        [name('SetValue')]: (k, v) => { values[k] = v; return 'true'; },
        [name('GetValue')]: () => '',
        [name('GetLastError')]: () => '0',
        [name('GetErrorString')]: () => '',
      };
      const session = new ScormSession({ api, version });
      session.start();
      session.recordResult(result);
      return values;
    };
    const v12 = (result) => written('1.2', result)['cmi.core.lesson_status'];
    assert.equal(v12({ raw: 3, max: 4, complete: true, passed: false }), 'failed');
    assert.equal(v12({ raw: 4, max: 5, complete: true, passed: true }), 'passed');
    assert.equal(v12({ raw: 3, max: 5, complete: false, passed: false }), 'incomplete');
    assert.equal(written('1.2', { raw: 3, max: 5, complete: false, passed: false })['cmi.core.score.raw'], '60');
    const v2004 = written('2004', { raw: 3, max: 5, complete: false, passed: false });
    assert.deepEqual([v2004['cmi.completion_status'], v2004['cmi.success_status'], v2004['cmi.score.scaled']], ['incomplete', 'failed', '0.6']);
    const done = written('2004', { raw: 4, max: 5, complete: true, passed: true });
    assert.deepEqual([done['cmi.completion_status'], done['cmi.success_status']], ['completed', 'passed']);
  });
});
