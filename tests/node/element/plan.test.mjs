// plan(): what the widget draws for one reading of its attributes, tested without a browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PeAnswerEvent, PeChangeEvent, PeScoreEvent } from '../../../web/element/events.js';
import { plan, quizKey, tableKey } from '../../../web/element/plan.js';
import { attributeTextFor, readAttribute, readAttributes } from '../../../web/element/settings.js';

// A scored quiz's rules in a bare tag: a practice quiz.
const PRACTICE = { solution: 'always', retries: 'unlimited', settings: 'editable', table: 'shown', newQuestions: 'allowed', scoreFeedback: [], showSeed: 'no' };

// The settings and problems a widget with these attributes reads.
const read = (attributes = {}) => readAttributes((name) => attributes[name] ?? null);
const planFor = (attributes, drawn) => {
  const { settings, problems } = read(attributes);
  return plan(settings, problems, drawn);
};

describe('plan(settings, problems, drawn)', () => {
  describe('the table', () => {
    it('is drawn the first time, and again when a setting it shows changes', () => {
      assert.equal(planFor({}, {}).table, 'draw');
      const drawn = { table: tableKey(read({}).settings), hasTable: true };
      for (const attributes of [{ 'd-model': '8' }, { base: '100' }, { layout: 'concatenated' }, { origin: '1' }, { positions: '0,1' }, { decimals: '4' }]) {
        assert.equal(planFor(attributes, drawn).table, 'draw', JSON.stringify(attributes));
      }
    });

    it('is patched, not redrawn, when only the pair, offset, context length, max_len or figures change', () => {
      const drawn = { table: tableKey(read({}).settings), hasTable: true };
      for (const attributes of [{ pair: '1' }, { offset: '-3' }, { 'context-length': '100' }, { 'max-len': '64' }, { figures: 'heatmap' }]) {
        assert.equal(planFor(attributes, drawn).table, 'patch', JSON.stringify(attributes));
      }
    });

    it('stays, marked stale, while an attribute it shows is refused; nothing is drawn before a first good table', () => {
      assert.equal(planFor({ 'd-model': '5' }, { hasTable: true }).table, 'stale');
      assert.equal(planFor({ 'd-model': '5' }, { hasTable: false }).table, 'none');
      for (const attributes of [{ pair: '9' }, { decimals: '-1' }, { positions: 'x' }]) {
        assert.equal(planFor(attributes, { hasTable: false }).table, 'none', JSON.stringify(attributes));
      }
    });

    it('is drawn while only an attribute it does not show is refused, beside the alert', () => {
      for (const attributes of [{ quiz: 'bank', 'quiz-count': '0' }, { 'context-length': '0' }, { offset: 'x', figures: 'heatmap' }, { 'max-len': '-1' }]) {
        const step = planFor(attributes, { hasTable: false });
        assert.equal(step.table, 'draw', JSON.stringify(attributes));
        assert.equal(step.alert.lines.length, 1, JSON.stringify(attributes));
      }
    });
  });

  describe('the alert', () => {
    it('lists every problem; before any catalog, each the author\'s sentence naming the attribute and the text', () => {
      const one = planFor({ base: '0.5' });
      assert.equal(one.alert.title, 'This setting was not used:');
      assert.equal(one.alert.lines.length, 1);
      assert.match(one.alert.lines[0], /^base="0\.5": /);
      const two = planFor({ base: 'x', layout: 'diagonal' });
      assert.equal(two.alert.title, 'These settings were not used:');
      assert.deepEqual(two.alert.lines.map((l) => l.split('=')[0]), ['base', 'layout']);
    });

    it('is null when every attribute is accepted', () => {
      assert.equal(planFor({ 'd-model': '8', base: '100' }).alert, null);
    });
  });

  describe('the figures', () => {
    it('are the names asked for, none in view="quiz", and show max_len with the heatmap or learned table', () => {
      assert.deepEqual(planFor({ figures: 'waves,heatmap' }).figures, { names: ['waves', 'heatmap'], showMaxLen: true });
      assert.deepEqual(planFor({ figures: 'dot' }).figures, { names: ['dot'], showMaxLen: false });
      assert.deepEqual(planFor({ figures: 'learned' }).figures.showMaxLen, true);
      assert.deepEqual(planFor({ figures: 'all', view: 'quiz', quiz: 'q1' }).figures.names, []);
      assert.deepEqual(planFor({}).figures.names, []);
    });

    it('are left as they are (null) while an attribute a figure may read is refused, and drawn beside a refused quiz setting', () => {
      assert.equal(planFor({ figures: 'waves', offset: 'far' }).figures, null);
      assert.equal(planFor({ figures: 'waves', base: '1' }).figures, null);
      assert.deepEqual(planFor({ figures: 'waves', quiz: 'bank', 'quiz-seed': '-1' }).figures, { names: ['waves'], showMaxLen: false });
    });
  });

  describe('the quiz', () => {
    it('is none, one named question, or a bank for the settings, seed and count in effect', () => {
      assert.deepEqual(planFor({}).quiz, { kind: 'none' });
      assert.deepEqual(planFor({ quiz: 'q1' }).quiz, { kind: 'question', id: 'q1' });
      assert.deepEqual(planFor({ quiz: 'bank', 'd-model': '8', base: '100', origin: '1', 'quiz-seed': '7', 'quiz-count': '3' }).quiz, {
        kind: 'bank',
        keepShown: false,
        held: false,
        rules: PRACTICE,
        quiz: { seed: 7, settings: { dModel: 8, base: 100, layout: 'interleaved', origin: 1 }, count: 3 },
      });
      // An author's list: its text, the settings, and the seed that orders its choices' options.
      assert.deepEqual(planFor({ quiz: 'own', 'quiz-seed': '9' }).quiz.quiz, {
        questions: null, settings: { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 }, seed: 9,
      });
    });

    it('is a bank on the topics asked for; the default topics leave the bank as it has always been', () => {
      const bankOn = (topics) => planFor({ quiz: 'bank', ...(topics === undefined ? {} : { 'quiz-topics': topics }) }).quiz.quiz;
      assert.equal('topics' in bankOn(undefined), false);
      assert.equal('topics' in bankOn('sinusoidal'), false);
      assert.equal('topics' in bankOn(' Sinusoidal '), false, 'read as the other names are: trimmed, any case');
      assert.equal(bankOn('rope').topics, 'rope');
      assert.equal(bankOn('BOTH').topics, 'both');
      // An author's list and a single question take no topics.
      assert.equal('topics' in planFor({ quiz: 'own', 'quiz-topics': 'rope' }).quiz.quiz, false);
      assert.deepEqual(planFor({ quiz: 'q1', 'quiz-topics': 'rope' }).quiz, { kind: 'question', id: 'q1' });
    });

    it('refuses other topics with a sentence naming the attribute, the text and the three names', () => {
      const { settings, problems } = read({ quiz: 'bank', 'quiz-topics': 'alibi' });
      assert.equal(settings.quizTopics, 'sinusoidal');
      assert.deepEqual(problems.map((p) => p.message), [
        'quiz-topics="alibi": the bank\'s topics must be "sinusoidal" (the 2017 encoding, the default), "rope" (RoPE, the rotation inside attention) or "both" (the two in turn).',
      ]);
      // Only the quiz reads it: the figures and the table stay drawn, the shown bank stays.
      const step = planFor({ quiz: 'bank', 'quiz-topics': 'alibi', figures: 'rope' }, { hasTable: false });
      assert.equal(step.table, 'draw');
      assert.deepEqual(step.figures, { names: ['rope'], showMaxLen: false });
      assert.equal(step.quiz.keepShown, true);
      assert.notEqual(step.change, null, 'pe-change is not held back');
    });

    it('keeps a bank on screen while one of its settings is refused, and drops a refused quiz name', () => {
      for (const attribute of ['d-model', 'base', 'layout', 'origin', 'quiz-seed', 'quiz-count', 'quiz-topics']) {
        const step = planFor({ quiz: 'bank', [attribute]: 'nonsense' }).quiz;
        assert.equal(step.kind, 'bank', attribute);
        assert.equal(step.keepShown, true, attribute);
      }
      assert.equal(planFor({ quiz: 'bank', positions: 'x' }).quiz.keepShown, false, 'positions do not change the bank');
      assert.equal(planFor({ quiz: 'own', 'quiz-seed': 'x' }).quiz.keepShown, true, 'an author\'s list keeps its order of options');
      assert.equal(planFor({ quiz: 'own', 'quiz-count': 'x' }).quiz.keepShown, false, 'a list asks all its questions');
      assert.deepEqual(planFor({ quiz: 'q9' }).quiz, { kind: 'none' });
    });

    it('carries the rules: a practice quiz by default, the strict end of each when asked; none changes a question', () => {
      assert.deepEqual(planFor({ quiz: 'bank' }).quiz.rules, PRACTICE);
      const strict = { solution: 'after-attempt', retries: '1', settings: 'locked', table: 'hidden-until-answered', 'new-questions': 'not-allowed',
        'score-feedback': '[{"from": 0, "to": 79, "feedback": "Read it again."}, {"from": 80, "to": 100, "feedback": "Well done."}]' };
      const step = planFor({ quiz: 'own', ...strict });
      assert.deepEqual(step.quiz.rules, {
        solution: 'after-attempt', retries: 1, settings: 'locked', table: 'hidden-until-answered', newQuestions: 'not-allowed',
        scoreFeedback: [{ from: 0, to: 79, feedback: 'Read it again.' }, { from: 80, to: 100, feedback: 'Well done.' }],
        showSeed: 'no',
      });
      assert.equal(step.tableView, 'hidden-until-answered');
      assert.equal(planFor({}).tableView, 'shown');
      assert.equal(planFor({ table: 'hidden' }).tableView, 'hidden');
      assert.equal(planFor({ quiz: 'bank', ...strict }).quiz.keepShown, false);
      assert.equal(planFor({ quiz: 'bank', retries: 'UNLIMITED ' }).quiz.rules.retries, 'unlimited');
      assert.equal(planFor({ quiz: 'q1', ...strict }).quiz.rules, undefined, 'a single question has no rules');
    });

    it('refuses a rule it cannot read with a sentence, reads it as the practice default, and leaves the table and figures drawn', () => {
      for (const [attribute, text, words] of [
        ['solution', 'later', /^solution="later": the worked solution is shown "always", "after-answer" .* or "never"\.$/],
        ['retries', '-1', /^retries="-1": retries must be a whole number from 0 up .* or "unlimited"\.$/],
        ['retries', '1.5', /^retries="1\.5": /],
        ['retries', 'many', /^retries="many": this is not a finite number; /],
        ['settings', 'frozen', /^settings="frozen": settings must be "editable" .* or "locked"/],
        ['table', 'secret', /^table="secret": table must be "shown", "hidden-until-answered" .* or "hidden"/],
        ['new-questions', 'no', /^new-questions="no": new-questions must be "allowed" .* or "not-allowed"\.$/],
        ['score-feedback', '{"from": 0}', /^score-feedback="\{"from": 0\}": score-feedback is a JSON array/],
        ['score-feedback', '[{"from": 50, "to": 10}]', /band 1 does not fit this rule/],
        ['score-feedback', '[{"from": 0, "to": 100, "text": "x"}]', /band 1 does not fit this rule/],
        ['score-feedback', '[{"from": 0, "to": 101}]', /band 1 does not fit this rule/],
        ['score-feedback', 'nope', /this is not valid JSON/],
      ]) {
        const step = planFor({ quiz: 'bank', [attribute]: text }, { hasTable: true });
        assert.equal(step.alert.lines.length, 1, `${attribute}=${text}`);
        assert.match(step.alert.lines[0], words, `${attribute}=${text}`);
        assert.deepEqual(step.quiz.rules, PRACTICE, `${attribute}=${text}`);
        assert.equal(step.table, 'draw');
        assert.notEqual(step.figures, null);
        assert.equal(step.quiz.keepShown, false, 'a rule changes no question');
      }
    });

    it('holds the questions of a locked attempt that has answers against any change of them, unless an attempt is being put back', () => {
      const attributes = { quiz: 'bank', settings: 'locked' };
      const made = planFor(attributes).quiz;
      const shown = { kind: 'bank', key: quizKey(made.quiz), answered: 2, restoring: false };
      // The same questions: nothing to hold.
      assert.equal(planFor(attributes, { quiz: shown }).quiz.held, false);
      for (const change of [{ 'd-model': '8' }, { base: '100' }, { layout: 'concatenated' }, { origin: '1' }, { 'quiz-seed': '2' }, { 'quiz-count': '3' }]) {
        const step = planFor({ ...attributes, ...change }, { quiz: shown }).quiz;
        assert.equal(step.held, true, JSON.stringify(change));
        assert.equal(step.keepShown, true, JSON.stringify(change));
      }
      const change = { ...attributes, 'd-model': '8' };
      assert.equal(planFor(change, { quiz: { ...shown, answered: 0 } }).quiz.held, false, 'no answers: nothing to lose');
      assert.equal(planFor(change, { quiz: { ...shown, restoring: true } }).quiz.held, false, 'a saved attempt brings its own settings');
      assert.equal(planFor({ ...change, settings: 'editable' }, { quiz: shown }).quiz.held, false, 'editable: the learner was asked first');
      assert.equal(planFor({ ...change, quiz: 'own' }, { quiz: shown }).quiz.held, false, 'another kind of quiz');
      // An author's list changed under a locked attempt is held too.
      const own = planFor({ quiz: 'own', settings: 'locked' }).quiz;
      const ownShown = { kind: 'own', key: quizKey(own.quiz), answered: 1, restoring: false };
      const edited = plan({ ...read({ quiz: 'own', settings: 'locked' }).settings, questions: '[{"kind": "dot", "tokenP": 1, "tokenQ": 0}]' }, [], { quiz: ownShown });
      assert.equal(edited.quiz.held, true);
    });
  });

  describe('pe-change', () => {
    it('is not due on the first render, is due when the settings differ from those announced, and not again for the same', () => {
      const first = planFor({}, {});
      assert.equal(first.change.announce, false);
      const later = planFor({ pair: '1' }, { change: first.change.key });
      assert.equal(later.change.announce, true);
      assert.equal(later.change.detail.pair, 1);
      assert.equal(planFor({ pair: '1' }, { change: later.change.key }).change.announce, false);
    });

    it('is held back while one of its settings is refused, and not for a refused quiz setting', () => {
      assert.equal(planFor({ base: '1' }, { change: 'anything' }).change, null);
      assert.equal(planFor({ offset: 'far' }, { change: 'anything' }).change, null);
      const step = planFor({ quiz: 'bank', 'quiz-count': '0', 'd-model': '8' }, { change: 'anything' });
      assert.equal(step.change.announce, true);
      assert.equal(step.change.detail.dModel, 8);
    });

    it('carries copies of the settings, not the settings themselves', () => {
      const { settings, problems } = read({ positions: '0,5' });
      const step = plan(settings, problems, {});
      step.change.detail.positions.push(9);
      assert.deepEqual(settings.positions, [0, 5]);
    });
  });

  it('is a pure function: the same input gives the same plan, and the input is left as it was', () => {
    const { settings, problems } = read({ quiz: 'bank', figures: 'all', pair: '1' });
    const before = JSON.stringify(settings);
    assert.deepEqual(plan(settings, problems, {}), plan(settings, problems, {}));
    assert.equal(JSON.stringify(settings), before);
  });
});

describe('the rules\' attributes as properties', () => {
  it('take a number or "unlimited" for retries, and an array or its JSON for score-feedback', () => {
    assert.equal(attributeTextFor('retries', 2), '2');
    assert.equal(attributeTextFor('retries', 'unlimited'), 'unlimited');
    assert.throws(() => attributeTextFor('retries', Infinity), /retries="Infinity": .*"unlimited"/);
    assert.throws(() => attributeTextFor('solution', 'soon'), RangeError);
    const bands = [{ from: 0, to: 100, feedback: '<b>not markup</b>' }];
    assert.equal(attributeTextFor('score-feedback', bands), JSON.stringify(bands));
    assert.deepEqual(readAttribute('score-feedback', JSON.stringify(bands)).value, bands);
    assert.deepEqual(readAttribute('score-feedback', '[]').value, []);
    assert.throws(() => attributeTextFor('score-feedback', [{ from: 'low' }]), RangeError);
  });

  it('refuse quiz-seed="learner" on a page, saying that the course packages take it', () => {
    assert.match(readAttribute('quiz-seed', 'learner').error, /^"learner" is for the course packages, which make the seed from the signed-in learner's identity; on a page, the seed must be a whole number/);
  });
});

describe('the events', () => {
  it('bubble, are composed, and carry their data as fields and as detail', () => {
    const change = new PeChangeEvent({ dModel: 8, pair: 1 });
    const answer = new PeAnswerEvent({ questionId: 'q1', verdict: 'incorrect', diagnosis: 'degrees' });
    const score = new PeScoreEvent({ score: { raw: 3, min: 0, max: 4, scaled: 0.75 } });
    for (const [event, type] of [[change, 'pe-change'], [answer, 'pe-answer'], [score, 'pe-score']]) {
      assert.ok(event instanceof Event);
      assert.equal(event.type, type);
      assert.equal(event.bubbles, true);
      assert.equal(event.composed, true);
    }
    assert.equal(change.dModel, 8);
    assert.deepEqual(change.detail, { dModel: 8, pair: 1 });
    assert.equal(answer.diagnosis, 'degrees');
    assert.equal(answer.detail.verdict, 'incorrect');
    assert.equal(score.score.scaled, 0.75);
  });
});

describe('the question ids', () => {
  it('web/core/names.js (read by the attribute rules) names every question of web/quiz/questions.js, in order', async () => {
    const { QUESTION_IDS } = await import('../../../web/core/names.js');
    const { QUESTIONS } = await import('../../../web/quiz/questions.js');
    assert.deepEqual(QUESTION_IDS, Object.keys(QUESTIONS));
    for (const id of QUESTION_IDS) assert.equal(QUESTIONS[id].id, id);
  });
});
