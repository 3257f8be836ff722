// An author's list (quiz="own") without the DOM: the author's words (prompt, hint, feedback,
// solution) with their {slot}s filled and kept as plain text, the choice kind (its options read, shuffled
// for each learner, judged all or nothing), and every refusal naming the question's number.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { makeOwnQuestions } from '../../../web/quiz/bank/author-questions.js';
import { checkChoice, choiceResponse, indicesOfResponse, shownLetters, shuffledOrder } from '../../../web/quiz/bank/author-choice.js';
import { fillSlots, slotsIn } from '../../../web/quiz/bank/author-texts.js';
import { answeredStatement } from '../../../web/quiz/xapi.js';
import { checkedText } from '../../../web/quiz/bank/form.js';
import { english } from '../english.mjs';

const require = createRequire(import.meta.url);
const validate = require('@learninglocker/xapi-validation').default;
const core = await loadCore({ quizBank: true });
const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const make = (list, seed = 1) => makeOwnQuestions(JSON.stringify(list), core, SETTINGS, seed);
const Q1 = { kind: 'coordinate', token: 2, i: 2, decimals: 4 };
const CHOICE = {
  kind: 'choice',
  prompt: 'Which pairs turn by less than a tenth of a turn between tokens 0 and 2?',
  options: [
    { text: 'Pair 0', feedback: 'Pair 0 turns 2 rad.' },
    { text: 'Pair 1', correct: true, feedback: 'Its angle is 0.02 rad.' },
    { text: 'Neither' },
    { text: '<img src=x onerror=alert(1)>', correct: true },
  ],
  solution: 'The options that hold: {correct}.',
};

describe('an author\'s words', () => {
  it('replace the core\'s prompt, hint and solution, with the slots filled in from the question\'s own numbers', () => {
    const { questions, problems } = make([{ ...Q1, prompt: 'What is PE({token})_{i} at d_model {dModel}? Give {decimals} decimals.',
      hint: ['Coordinate {i} is the {fn} of pair {k}.', 'Its angle is {angle} rad.'],
      solution: '{fn}({angle}) = {expected}', feedback: { correct: 'Yes: {expected}.', incorrect: 'You wrote {response}; braces {as typed} stay.' } }]);
    assert.deepEqual(problems.map((p) => p.message), ['Question 1: question spec: prompt: {dModel} is not a slot of this coordinate question; its slots are {token}, {position}, {i}, {k}, {fn}, {omega}, {angle}, {expected}, {decimals}.']);
    assert.equal(questions.length, 0);
    const [q] = make([{ ...Q1, prompt: 'What is PE({token})_{i}? Give {decimals} decimals.',
      hint: ['Coordinate {i} is the {fn} of pair {k}.', 'Its angle is {angle} rad.'],
      solution: '{fn}({angle}) = {expected}', feedback: { correct: 'Yes: {expected}.', incorrect: 'You wrote {response}; { this } stays.' } }]).questions;
    assert.equal(q.prompt, 'What is PE(2)_2? Give 4 decimals.');
    assert.deepEqual(q.hint, ['Coordinate 2 is the sin of pair 1.', 'Its angle is 0.02 rad.']);
    assert.deepEqual(q.solution, [`sin(0.02) = ${Math.sin(0.02).toFixed(4)}`]);
    assert.equal(q.authored, true, 'an author\'s solution is shown as plain text');
    assert.deepEqual(q.feedback, { correct: `Yes: ${Math.sin(0.02).toFixed(4)}.`, incorrect: 'You wrote {response}; { this } stays.' });
    // The answer is still the core's: the words change nothing of what is judged.
    assert.ok(Math.abs(q.expected - Math.sin(0.02)) < 1e-15);
    assert.equal(q.decimals, 4);
  });

  it('are text: markup stays as written, to be shown with textContent', () => {
    const markup = '<b>bold</b> <script>alert(1)</script> &amp;';
    const [q] = make([{ ...Q1, prompt: markup, hint: markup, feedback: { correct: markup } }]).questions;
    assert.equal(q.prompt, markup);
    assert.deepEqual(q.hint, [markup]);
    assert.equal(q.feedback.correct, markup);
  });

  it('fills only {name} slots; other braces are kept as typed', () => {
    assert.deepEqual(slotsIn('{a} {b1} {a} { c } {1x} {{d}}'), ['a', 'b1', 'd']);
    assert.equal(fillSlots('{a} and {{a}} and {b}', { a: 'x' }), 'x and {x} and {b}');
  });

  it('refuse what is not text, with the question\'s number, and leave the other questions asked', () => {
    const { questions, problems } = make([
      Q1,
      { ...Q1, hint: 3 },
      { ...Q1, solution: [] },
      { ...Q1, feedback: 'well done' },
      { ...Q1, feedback: { right: 'x' } },
      { ...Q1, prompt: 'x'.repeat(2001) },
      { kind: 'dot', tokenP: 3, tokenQ: 1, solution: 'PE({tokenP})·PE({tokenQ}) = {expected}, offset {offset}' },
    ]);
    assert.equal(questions.length, 2);
    assert.equal(questions[1].solution[0], `PE(3)·PE(1) = ${(Math.cos(2) + Math.cos(0.02)).toFixed(4)}, offset 2`);
    assert.deepEqual(problems.map((p) => p.number), [2, 3, 4, 5, 6]);
    assert.match(problems[0].message, /^Question 2: question spec: hint must be a text; it is the number 3\.$/);
    assert.match(problems[1].message, /^Question 3: question spec: solution is a text or a list of at most 12 texts \(paragraphs\); it has 0\.$/);
    assert.match(problems[2].message, /^Question 4: question spec: feedback must be an object such as/);
    assert.match(problems[3].message, /^Question 5: question spec: feedback takes "correct" and "incorrect"; "right" is neither\.$/);
    assert.match(problems[4].message, /^Question 6: question spec: prompt has 2,001 characters; a text holds at most 2,000\.$/);
  });

  it('a numeric kind\'s other fields are still the core\'s to refuse', () => {
    const { problems } = make([{ ...Q1, promt: 'typo' }]);
    assert.match(english(problems[0].message), /^Question 1: question spec: promt is not a parameter of a coordinate question, which takes token, i and decimals\.$/);
  });
});

describe('the choice kind', () => {
  it('takes 2 to 6 options, at least one correct, and refuses any other shape by number', () => {
    const opts = (n) => Array.from({ length: n }, (_, j) => ({ text: `option ${j}`, correct: j === 0 }));
    const { questions, problems } = make([
      { kind: 'choice', prompt: 'p', options: opts(1) },
      { kind: 'choice', prompt: 'p', options: opts(2) },
      { kind: 'choice', prompt: 'p', options: opts(6) },
      { kind: 'choice', prompt: 'p', options: opts(7) },
      { kind: 'choice', prompt: 'p', options: [{ text: 'a' }, { text: 'b' }] },
      { kind: 'choice', options: opts(2) },
      { kind: 'choice', prompt: 'p', options: [{ text: 'a', correct: 'yes' }, { text: 'b' }] },
      { kind: 'choice', prompt: 'p', options: [{ text: '', correct: true }, { text: 'b' }] },
      { kind: 'choice', prompt: 'p', options: [{ text: 'a', correct: true, why: 'x' }, { text: 'b' }] },
      { kind: 'choice', prompt: 'p', options: opts(2), decimals: 2 },
      { kind: 'choice', prompt: 'p {correct} {k}', options: opts(2) },
      { kind: 'choice', prompt: 'p', options: 'a, b' },
    ]);
    assert.equal(questions.length, 2);
    assert.deepEqual(questions.map((q) => q.choices.length), [2, 6]);
    const messages = Object.fromEntries(problems.map((p) => [p.number, p.message]));
    assert.match(messages[1], /^Question 1: question spec: a choice question needs options, a list of 2 to 6 options .*; it has 1\.$/);
    assert.match(messages[4], /it has 7\.$/);
    assert.match(messages[5], /^Question 5: question spec: a choice question needs at least one option marked "correct": true\.$/);
    assert.match(messages[6], /^Question 6: question spec: a choice question needs a prompt/);
    assert.match(messages[7], /^Question 7: question spec: option 1: correct must be true or false; it is the text "yes"\.$/);
    assert.match(messages[8], /^Question 8: question spec: option 1: text must be a text of 1 to 2,000 characters/);
    assert.match(messages[9], /^Question 9: question spec: option 1: "why" is not a field of an option, which takes text, correct and feedback\.$/);
    assert.match(messages[10], /^Question 10: question spec: "decimals" is not a field of a choice question, which takes prompt, options, hint, feedback, solution\.$/);
    assert.match(messages[11], /^Question 11: question spec: prompt: \{k\} is not a slot of this choice question; its slots are \{correct\}\.$/);
    assert.match(messages[12], /it has the text "a, b"\.$/);
  });

  it('shuffles the options for each learner: the same seed gives the same order, other seeds other orders', () => {
    const order = (seed) => make([CHOICE], seed).questions[0].order;
    assert.deepEqual(order(7), order(7));
    const orders = new Set(Array.from({ length: 40 }, (_, seed) => order(seed).join('')));
    assert.ok(orders.size >= 12, `${orders.size} orders of 4 options over 40 seeds`);
    for (const o of orders) assert.deepEqual([...o].map(Number).sort(), [0, 1, 2, 3], 'a permutation');
    // Fisher–Yates with a fair generator: each option comes first about as often as the others.
    const first = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed += 1) first[shuffledOrder(4, `${seed}:list:1`)[0]] += 1;
    for (const n of first) assert.ok(n > 850 && n < 1150, `first places ${first}`);
  });

  it('is judged all or nothing: exactly the options marked correct', () => {
    const [q] = make([CHOICE], 3).questions;
    assert.deepEqual(q.correct, [1, 3]);
    assert.equal(q.multiple, true);
    assert.equal(checkChoice('1,3', q).verdict, 'correct');
    assert.equal(checkChoice('1', q).verdict, 'incorrect', 'one of the two');
    assert.equal(checkChoice('0,1,3', q).verdict, 'incorrect', 'one too many');
    assert.equal(checkChoice('2', q).verdict, 'incorrect');
    for (const text of ['', '9', 'a', '1,1', '1;3']) assert.equal(checkChoice(text, q).verdict, 'unreadable', JSON.stringify(text));
    assert.deepEqual(checkChoice('3,1', q).value, [1, 3]);
    // One correct option: one answer only.
    const [single] = make([{ ...CHOICE, options: CHOICE.options.map((o, j) => ({ ...o, correct: j === 1 })) }]).questions;
    assert.equal(single.multiple, false);
    assert.equal(checkChoice('1', single).verdict, 'correct');
    assert.equal(checkChoice('1,3', single).verdict, 'unreadable');
  });

  it('records responses in the author\'s letters and shows the learner the letters of the order they see', () => {
    const [q] = make([CHOICE], 3).questions;
    assert.equal(choiceResponse([3, 1]), 'b,d');
    assert.deepEqual(indicesOfResponse(q, 'b,d'), [1, 3]);
    assert.equal(indicesOfResponse(q, 'b,b'), null);
    assert.equal(indicesOfResponse(q, 'e'), null);
    assert.equal(checkedText('b,d', q), '1,3');
    const shown = shownLetters(q, [1, 3]);
    assert.equal(shown, [1, 3].map((a) => 'abcd'[q.order.indexOf(a)]).sort().join(', '));
    assert.equal(q.solution[0], `The options that hold: ${shown}.`);
  });

  it('makes an xAPI statement whose pattern and response name the author\'s options', () => {
    const [q] = make([CHOICE], 3).questions;
    const statement = answeredStatement({ question: q, name: 'Question 1', response: 'b,d', result: checkChoice('1,3', q) });
    assert.equal(statement.object.definition.interactionType, 'choice');
    assert.deepEqual(statement.object.definition.choices.map((c) => [c.id, c.description['en-US']]), CHOICE.options.map((o, j) => ['abcd'[j], o.text]));
    assert.deepEqual(statement.object.definition.correctResponsesPattern, ['b[,]d']);
    assert.equal(statement.result.response, 'b[,]d');
    assert.equal(statement.result.success, true);
    const actor = { objectType: 'Agent', mbox: 'mailto:ada@example.org' };
    assert.deepEqual(validate({ actor, ...statement }), []);
  });
});
