// The bank's attempt without the DOM (web/quiz/bank/attempt.js), and where Next goes (web/quiz/bank/nav.js).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  answerOf, attemptData, attemptMatches, bandOf, canRetry, isFinal, isFinished, isOver, retriesLeft, scoreOf, solutionOpen, triesOf,
} from '../../../web/quiz/bank/attempt.js';
import { checkedText } from '../../../web/quiz/bank/form.js';
import { nextPlace } from '../../../web/quiz/bank/nav.js';

const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const QUIZ = { seed: 7, settings: SETTINGS, count: 3 };
const right = answerOf('0.5', { verdict: 'correct', message: 'Correct: 0.5 matches.', value: 0.5, expected: 0.5 });
const wrong = answerOf('0.4', { verdict: 'incorrect', diagnosis: 'sin-cos', diagnosisName: 'sine for cosine', message: 'Not quite.', value: 0.4, expected: 0.5 });

describe('the attempt at a bank quiz', () => {
  it('keeps the response, the verdict and the slip of an answer', () => {
    assert.deepEqual(wrong, { response: '0.4', verdict: 'incorrect', diagnosis: 'sin-cos', diagnosisName: 'sine for cosine', message: 'Not quite.', unreadableReason: null, value: 0.4, expected: 0.5 });
    assert.equal(right.diagnosis, null);
    assert.equal(right.diagnosisName, null);
  });

  it('an ambiguous number is shown with its reason, and is no judged answer', () => {
    const refused = answerOf('1.234,5', { verdict: 'unreadable', unreadableReason: 'grouping-separator', message: 'The answer "1.234,5" seems to group its digits in thousands.', value: null, expected: 0.5 });
    assert.equal(refused.unreadableReason, 'grouping-separator');
    const answers = [right, null, null];
    assert.equal(isFinished(answers), false);
    assert.equal(attemptData({ quiz: QUIZ, answers, tries: [1, 0, 0], index: 1, summary: false }).tries[1], 0);
  });

  it('scores correct answers, and is finished when every question has an answer', () => {
    assert.equal(scoreOf([right, wrong, null]), 1);
    assert.equal(isFinished([right, wrong, null]), false);
    assert.equal(isFinished([right, wrong, right]), true);
    assert.equal(isFinished([]), false);
  });

  it('is plain data that matches the quiz it was made on, through JSON', () => {
    const data = attemptData({ quiz: QUIZ, answers: [right, null, wrong], tries: [1, 1, 2], index: 2, summary: false });
    assert.deepEqual(data, { quiz: QUIZ, responses: ['0.5', null, '0.4'], tries: [1, 1, 2], ended: false, question: 3, summary: false, score: 1 });
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

describe('the rules of an attempt', () => {
  it('one retry is one more judged answer to one question after a wrong one; a correct answer is never retried', () => {
    // retries = 1: a question takes two judged answers at most.
    assert.equal(retriesLeft(wrong, 1, 1, false), 1);
    assert.equal(canRetry(wrong, 1, 1, false), true);
    assert.equal(canRetry(wrong, 2, 1, false), false, 'the retry is used');
    assert.equal(canRetry(wrong, 1, 0, false), false, 'retries = 0: the first answer is the only one');
    assert.equal(canRetry(right, 1, 'unlimited', false), false);
    assert.equal(retriesLeft(wrong, 40, 'unlimited', false), Infinity);
    assert.equal(canRetry(wrong, 1, 'unlimited', true), false, 'an ended attempt takes no more answers');
    assert.equal(canRetry(null, 0, 1, false), false);
  });

  it('an answer is final when it is correct, has no retry left, or the attempt was ended; the attempt is over when all are', () => {
    assert.equal(isFinal(right, 1, 'unlimited', false), true);
    assert.equal(isFinal(wrong, 1, 1, false), false);
    assert.equal(isFinal(wrong, 2, 1, false), true);
    assert.equal(isFinal(wrong, 1, 'unlimited', true), true);
    assert.equal(isFinal(null, 0, 0, true), false, 'no answer is never final');
    const state = { answers: [right, wrong], tries: [1, 1], retries: 1, ended: false };
    assert.equal(isOver(state), false);
    assert.equal(isOver({ ...state, tries: [1, 2] }), true);
    assert.equal(isOver({ ...state, ended: true }), true);
    assert.equal(isOver({ ...state, answers: [right, null], ended: true }), false);
  });

  it('shows a solution always, after its answer is final, after the attempt is over, or never', () => {
    const state = { answers: [right, wrong, null], tries: [1, 1, 0], retries: 1, ended: false };
    assert.deepEqual([0, 1, 2].map((j) => solutionOpen('always', state, j)), [true, true, true]);
    assert.deepEqual([0, 1, 2].map((j) => solutionOpen('after-answer', state, j)), [true, false, false]);
    assert.deepEqual([0, 1, 2].map((j) => solutionOpen('after-attempt', state, j)), [false, false, false]);
    const over = { ...state, answers: [right, wrong, right], tries: [1, 2, 1] };
    assert.deepEqual([0, 1, 2].map((j) => solutionOpen('after-attempt', over, j)), [true, true, true]);
    assert.deepEqual([0, 1, 2].map((j) => solutionOpen('never', over, j)), [false, false, false]);
  });

  it('finds the score band of a score, in whole percent, the first band that holds it', () => {
    const bands = [{ from: 0, to: 49, feedback: 'low' }, { from: 50, to: 79, feedback: 'mid' }, { from: 80, to: 100, feedback: 'high' }];
    assert.equal(bandOf(bands, 0, 8).feedback, 'low');
    assert.equal(bandOf(bands, 4, 8).feedback, 'mid');
    assert.equal(bandOf(bands, 5, 8).feedback, 'mid', '62.5 % is 63 %');
    assert.equal(bandOf(bands, 7, 8).feedback, 'high', '87.5 % is 88 %');
    assert.equal(bandOf([{ from: 90, to: 100, feedback: 'x' }], 1, 2), null);
    assert.equal(bandOf([], 1, 1), null);
  });

  it('keeps the tries of an attempt put back, a question opened again with Try again included', () => {
    const answers = [right, null, wrong, null];
    assert.deepEqual(triesOf({ tries: [1, 1, 2, 0] }, answers), [1, 1, 2, 0]);
    assert.deepEqual(triesOf({}, answers), [1, 0, 1, 0], 'an attempt saved before tries were kept');
    assert.deepEqual(triesOf({ tries: ['2', -1, 1.5, null] }, answers), [1, 0, 1, 0], 'what is not a count is not trusted');
  });

  it('an author\'s list: an attempt saved before lists had a seed matches a list without choice questions', () => {
    const own = { list: 'abc12345', settings: SETTINGS, seed: 4, count: 1 };
    const saved = { quiz: { list: 'abc12345', settings: SETTINGS, count: 1 }, responses: [null] };
    assert.ok(attemptMatches(saved, own, { choices: false }));
    assert.ok(!attemptMatches(saved, own, { choices: true }), 'the seed orders the options: another order, other letters');
    assert.ok(!attemptMatches(saved, { ...QUIZ, count: 1 }), 'the bank always has its seed');
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
