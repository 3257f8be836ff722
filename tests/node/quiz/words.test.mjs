// The quiz's words come from the catalog: every message the quiz room names is in the Quiz section
// of web/i18n/en.ftl with the variables it is given, every message of that section is used, the
// English the catalog gives is the English the quiz wrote before (its records made outside a widget
// keep it), and numbers and counts are written in the reader's digits (ar-EG, de) even where the
// words are English.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { parse } from '@fluent/syntax';
import { Messages } from '../../../web/i18n/catalog.js';
import { Words } from '../../../web/i18n/words.js';
import { numberText, resultMessage, typedText } from '../../../web/quiz/parts.js';
import { Q1, questionWords } from '../../../web/quiz/questions.js';
import { completedStatement, settingsSentence } from '../../../web/quiz/xapi.js';
import { checkChoice, choiceQuestion, readChoice } from '../../../web/quiz/bank/author-choice.js';
import { listed } from '../../../web/quiz/bank/summary.js';
import { topicOf, topicId } from '../../../web/quiz/bank/topics.js';

const root = new URL('../../../', import.meta.url).pathname;
const catalogText = readFileSync(join(root, 'web/i18n/en.ftl'), 'utf8');

// The Quiz section: from its "## Quiz" header to its end line.
const start = catalogText.indexOf('## Quiz:');
const end = catalogText.indexOf('# (quiz messages: end of section)');
const section = parse(catalogText.slice(start, end), {});
const messages = new Map(section.body.filter((e) => e.type === 'Message').map((m) => [m.id.name, m]));

// The variables a message uses, wherever they are (selectors and variants included).
function variablesOf(node, out = new Set()) {
  if (Array.isArray(node)) node.forEach((n) => variablesOf(n, out));
  else if (node && typeof node === 'object') {
    if (node.type === 'VariableReference') out.add(node.id.name);
    for (const [key, value] of Object.entries(node)) if (key !== 'span') variablesOf(value, out);
  }
  return out;
}

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.js') ? [path] : [];
  });
}
const code = sources(join(root, 'web/quiz')).map((path) => readFileSync(path, 'utf8')).join('\n');

function wordsFor(tag) {
  const bundle = new FluentBundle([tag, 'en'], { useIsolating: false });
  assert.deepEqual(bundle.addResource(new FluentResource(catalogText)), []);
  const words = new Words();
  words.use(new Messages('en', bundle, tag));
  return words;
}
const en = wordsFor('en');

describe('the quiz\'s words in the catalog', () => {
  it('has its messages in its own section, ids starting with quiz-', () => {
    assert.ok(start > 0 && end > start, 'the Quiz section and its end line');
    assert.ok(messages.size > 100, `${messages.size} messages`);
    for (const id of messages.keys()) assert.match(id, /^quiz-/);
    const outside = parse(catalogText.slice(0, start) + catalogText.slice(end), {}).body.filter((e) => e.type === 'Message' && e.id.name.startsWith('quiz-'));
    assert.deepEqual(outside.map((m) => m.id.name), [], 'no quiz message outside the section');
  });

  it('names only messages the catalog has', () => {
    // Quoted quiz-… names that are not class names of the quiz's stylesheet.
    const classes = new Set([
      ...[...code.matchAll(/\.(quiz-[a-z0-9-]+)/g)].map((m) => m[1]),
      ...[...code.matchAll(/(?:el|quizGroup)\('[a-z0-9 -]+', '([a-z0-9 -]+)'/g)].flatMap((m) => m[1].split(' ')),
      ...[...code.matchAll(/classList\.add\('([a-z0-9-]+)'/g)].map((m) => m[1]),
    ]);
    const named = new Set([...code.matchAll(/'(quiz-[a-z0-9-]+)'/g)].map((m) => m[1]).filter((id) => !classes.has(id)));
    assert.ok(named.size > 80, `${named.size} ids named in web/quiz/`);
    for (const id of named) assert.ok(messages.has(id), `${id} is in the catalog`);
  });

  it('uses every message of its section', () => {
    const dynamic = /^quiz-topic-/; // topics.js builds these from a cell or a kind
    for (const id of messages.keys()) {
      if (dynamic.test(id)) continue;
      assert.ok(code.includes(`'${id}'`), `${id} is used in web/quiz/`);
    }
    for (const cell of 'abcdefghijkl') assert.equal(topicId({ cell: cell.toUpperCase(), kind: 'x' }), `quiz-topic-${cell}`);
    assert.equal(topicId({ cell: '', kind: 'coordinate' }), 'quiz-topic-coordinate');
    assert.equal(topicId({ cell: '', kind: 'choice' }), 'quiz-topic-choice');
  });

  it('chooses plural forms with $count and writes the number from a text variable', () => {
    for (const [id, message] of messages) {
      if (!variablesOf(message).has('count')) continue;
      // $count only chooses: the number shown is another variable, written in the reader's digits.
      const shown = new Set();
      for (const element of message.value.elements) {
        if (element.type === 'Placeable' && element.expression.type === 'VariableReference') shown.add(element.expression.id.name);
        if (element.expression?.type === 'SelectExpression') variablesOf(element.expression.variants, shown);
      }
      assert.ok(!shown.has('count'), `${id} does not write $count itself`);
    }
  });
});

describe('the quiz\'s English from the catalog', () => {
  it('Q1 reads as it did', () => {
    const q1 = questionWords(Q1, en);
    assert.equal(q1.title, 'Q1. One coordinate by hand');
    assert.equal(q1.prompt, 'Take d_model = 4 and the usual base 10000. What value does coordinate 2 of the position vector PE(2) have? Round to four decimal places or more.');
    assert.deepEqual(q1.solution.at(-1), 'The angle is small, so the sine is almost the angle itself: sin(x) ≈ x − x³/6.');
  });

  it('a topic is the same in the catalog as in a record made without one', () => {
    for (const cell of 'ABCDEFGHIJKL') assert.equal(topicOf({ cell, kind: 'x' }, en), topicOf({ cell, kind: 'x' }));
    for (const kind of ['coordinate', 'aliasing', 'rotation', 'wavelength', 'dot', 'position-zero-choice', 'choice', 'rope-angle', 'rope-score', 'rope-scaled', 'rope-turns']) {
      assert.equal(topicOf({ cell: '', kind }, en), topicOf({ cell: '', kind }), kind);
    }
  });

  it('the settings and the finished quiz\'s record say what they said', () => {
    const settings = { dModel: 8, base: 10000, layout: 'concatenated', origin: 1 };
    assert.equal(settingsSentence(settings, en), settingsSentence(settings));
    for (const [quiz, raw] of [[{ seed: 7, settings, count: 5 }, 3], [{ list: 'ab12cd34', seed: 0, settings, count: 1 }, 1]]) {
      const plain = completedStatement({ quiz, raw });
      const worded = completedStatement({ quiz, raw, words: en });
      assert.deepEqual(worded.object.definition, plain.object.definition, 'the English catalog records as en-US');
    }
  });

  it('lists question numbers as the summary did', () => {
    assert.equal(listed(en, [4]), '4');
    assert.equal(listed(en, [3, 6]), '3 and 6');
    assert.equal(listed(en, [2, 3, 5, 8]), '2, 3, 5 and 8');
  });
});

describe('numbers in the reader\'s digits', () => {
  const de = wordsFor('de');
  const arEG = wordsFor('ar-EG');

  it('counts, places and typed numbers', () => {
    assert.equal(numberText(arEG, 12), '١٢');
    assert.equal(typedText(de, '0.0200'), '0,0200');
    // The exponent's letter stays as typed where the locale writes an E too (de): only digits and marks change.
    assert.equal(typedText(de, ' -1.5e-3 '), '-1,5e-3');
    assert.equal(typedText(de, '-1.5E-3'), '-1,5E-3');
    assert.equal(typedText(de, 'abc'), 'abc', 'text that is no number stays as typed');
    assert.equal(typedText(de, '0,02'), '0,02');
    assert.equal(listed(arEG, [3, 6]), '٣ and ٦');
  });

  it('the settings sentence and a record\'s language map', () => {
    const settings = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
    assert.equal(settingsSentence(settings, arEG), 'd_model = ٤, base ١٠٠٠٠, interleaved layout, tokens numbered from ٠');
    const st = completedStatement({ quiz: { seed: 12, settings, count: 2 }, raw: 1, words: arEG });
    assert.deepEqual(Object.keys(st.object.definition.name), ['ar-EG'], 'keyed by the language read');
    assert.match(st.object.definition.description['ar-EG'], /^٢ questions for .*\(seed ١٢\)\.$/);
  });

  it('an author\'s choice checker speaks through the catalog', () => {
    const { choice } = readChoice({ kind: 'choice', prompt: 'Which?', options: [{ text: 'a', correct: true }, { text: 'b' }, { text: 'c' }] });
    const q = choiceQuestion(choice, { id: 'own-1', seed: 1, list: 'x', number: 1, settings: {} });
    assert.equal(resultMessage(arEG, checkChoice('', q)), 'Choose one or more of the ٣ options, then press Check.');
    assert.equal(resultMessage(en, checkChoice('0', q)), 'That is the option that holds.');
    assert.equal(resultMessage(en, checkChoice('1', q)), 'That option does not hold.');
  });
});
