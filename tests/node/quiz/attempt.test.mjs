// The bank's attempt without the DOM (web/quiz/bank/attempt.js), and where Next goes (web/quiz/bank/nav.js).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { answerOf, attemptData, attemptMatches, isFinished, scoreOf } from '../../../web/quiz/bank/attempt.js';
import { checkedText } from '../../../web/quiz/bank/form.js';
import { nextPlace } from '../../../web/quiz/bank/nav.js';

const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const QUIZ = { seed: 7, settings: SETTINGS, count: 3 };
const right = answerOf('0.5', { verdict: 'correct', message: 'Correct: 0.5 matches.', value: 0.5, expected: 0.5 });
const wrong = answerOf('0.4', { verdict: 'incorrect', diagnosis: 'sin-cos', diagnosisName: 'sine for cosine', message: 'Not quite.', value: 0.4, expected: 0.5 });

describe('the attempt at a bank quiz', () => {
  it('keeps the response, the verdict and the slip of an answer', () => {
    assert.deepEqual(wrong, { response: '0.4', verdict: 'incorrect', diagnosis: 'sin-cos', diagnosisName: 'sine for cosine', message: 'Not quite.', value: 0.4, expected: 0.5 });
    assert.equal(right.diagnosis, null);
    assert.equal(right.diagnosisName, null);
  });

  it('scores correct answers, and is finished when every question has an answer', () => {
    assert.equal(scoreOf([right, wrong, null]), 1);
    assert.equal(isFinished([right, wrong, null]), false);
    assert.equal(isFinished([right, wrong, right]), true);
    assert.equal(isFinished([]), false);
  });

  it('is plain data that matches the quiz it was made on, through JSON', () => {
    const data = attemptData({ quiz: QUIZ, answers: [right, null, wrong], index: 2, summary: false });
    assert.deepEqual(data, { quiz: QUIZ, responses: ['0.5', null, '0.4'], question: 3, summary: false, score: 1 });
    assert.notEqual(data.quiz.settings, SETTINGS, 'a copy: a platform may change it');
    assert.ok(attemptMatches(JSON.parse(JSON.stringify(data)), QUIZ));
    assert.ok(!attemptMatches(data, { ...QUIZ, seed: 8 }));
    assert.ok(!attemptMatches(data, { ...QUIZ, topics: 'rope' }), 'the same seed on other topics asks other questions');
    const rope = attemptData({ quiz: { ...QUIZ, topics: 'rope' }, answers: [null, null, null], index: 0, summary: false });
    assert.equal(rope.quiz.topics, 'rope');
    assert.ok(attemptMatches(JSON.parse(JSON.stringify(rope)), { ...QUIZ, topics: 'rope' }));
    assert.ok(!attemptMatches(rope, QUIZ));
    assert.ok(!attemptMatches(data, { ...QUIZ, settings: { ...SETTINGS, base: 100 } }));
    assert.ok(!attemptMatches({ ...data, responses: ['0.5'] }, QUIZ));
    assert.ok(!attemptMatches(null, QUIZ));
    assert.ok(!attemptMatches(data, null));
  });
});

describe('a response put back from a saved attempt', () => {
  const numeric = { type: 'numeric' };
  const choice = { type: 'choice' };
  it('is read as typed for a numeric question, a negative one too', () => {
    for (const typed of ['-1', '-0.4161', '0.5', ' 1e-3 ']) assert.equal(checkedText(typed, numeric), typed);
  });
  it('is an option index for a choice question, and nothing for a letter that is no option', () => {
    assert.equal(checkedText('a', choice), '0');
    assert.equal(checkedText('c', choice), '2');
    for (const saved of ['-1', 'A', '', 'ab', 'bc', '?']) assert.equal(checkedText(saved, choice), null, saved);
  });
  it('is nothing when it is not text', () => {
    for (const saved of [null, undefined, 3, {}]) assert.equal(checkedText(saved, numeric), null);
  });
});

describe('Next question', () => {
  it('goes on to the next question, and from the last to the first without an answer', () => {
    assert.equal(nextPlace(0, [null, null, null]), 1);
    assert.equal(nextPlace(2, [right, null, wrong]), 1);
    assert.equal(nextPlace(2, [right, wrong, wrong]), 0);
  });
});
