// The core's messages read in a locale (web/i18n/core-text.js), and the English catalog's core
// section against the core's sources: every id the core names is there with the arguments it
// gives, and every core message there is one the core names.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { FluentNumber } from '@fluent/bundle';
import { coreMessages, coreSummary, coreText, localNumber } from '../../../web/i18n/index.js';
import { englishMessages } from '../english.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const S = '\x02', E = '\x03', N = '\x1F', V = '\x1E';
const message = (id, args = {}) => S + id + Object.entries(args).map(([k, v]) => N + k + V + v).join('') + E;

test('a core text without messages is shown as it is', async () => {
  const en = englishMessages;
  assert.equal(coreText('An author wrote this.', en), 'An author wrote this.');
  assert.deepEqual(coreMessages('plain'), []);
});

test('a refusal reads as the English sentence, its numbers as the core wrote them', async () => {
  const en = englishMessages;
  const text = message('core-refuse-d-model-too-large', { max: 'n10000', received: 'n10002' });
  assert.equal(coreText(text, en), 'd_model must be at most 10000 so that the page stays responsive; received 10002.');
  assert.deepEqual(coreMessages(text), [{ id: 'core-refuse-d-model-too-large', args: { max: { kind: 'n', value: '10000' }, received: { kind: 'n', value: '10002' } } }]);
});

test('counts choose the plural form and keep their digits ungrouped', async () => {
  const en = englishMessages;
  const correct = (count) => message('core-answer-correct', { value: 'n0.84', exact: 'n0.84147098', decimals: `c${count}` });
  assert.equal(coreText(correct(1), en), 'Correct: 0.84 matches the exact value 0.84147098 to 1 decimal.');
  assert.equal(coreText(correct(2), en), 'Correct: 0.84 matches the exact value 0.84147098 to 2 decimals.');
  const table = message('core-refuse-table-too-large', { positions: 'c10000', dModel: 'n512', max: 'n4194304' });
  assert.match(coreText(table, en), /A table of 10000 positions/);
});

test('nested messages are formatted inside, several messages are joined by the sentence gap', async () => {
  const en = englishMessages;
  const slip = message('core-answer-slip', { value: 'n0.5', explanation: `m${message('core-slip-explain-all-zeros-at-position-zero')}` });
  assert.match(coreText(slip, en), /^Not quite: 0\.5 matches a common slip\. It looks like PE at position 0 was taken to be all zeros\./);
  const two = message('core-word-sine') + message('core-word-cosine');
  assert.equal(coreText(two, en), 'sine cosine');
  assert.deepEqual(coreMessages(slip)[0].args.explanation.kind, 'm');
});

test('numbers are written in the locale\'s digits and decimal mark, counts passed as numbers, texts as they are', () => {
  // A Messages stand-in that shows what coreText hands to the catalog.
  const shown = [];
  const german = {
    number: (text) => localNumber(text, 'de'),
    format(id, args) {
      shown.push({ id, args });
      return id === 'core-sentence-gap' ? ' ' : `${id}(${Object.entries(args ?? {}).map(([k, v]) => `${k}=${v}`).join(',')})`;
    },
  };
  const text = message('core-x', { value: 'n-0.84147098', count: 'c10000', formula: 't2π·m', inner: `m${message('core-y', { v: 'n1.5e-7' })}` });
  assert.equal(coreText(text, german), 'core-x(value=-0,84147098,count=10000,formula=2π·m,inner=core-y(v=1,5e-7))');
  const count = shown.find((m) => m.id === 'core-x').args.count;
  assert.ok(count instanceof FluentNumber);
  assert.equal(count.value, 10000);
  assert.equal(count.opts.useGrouping, false);
  assert.equal(localNumber('0.84', 'ar-EG'), '٠٫٨٤');
});

// ---- The catalog against the sources ------------------------------------------------------------

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.(cpp|hpp)$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

// Every message signature in cpp/: "core-<id> name:kind ..." (message.hpp); PE_MESSAGE("core-<id>") has none.
function coreSignatures() {
  const signatures = new Map();
  for (const file of sources(join(root, 'cpp'))) {
    for (const [, id, rest] of readFileSync(file, 'utf8').matchAll(/"(core-[a-z0-9-]+)((?: [^" ]+)*)"/g)) {
      const names = rest.split(' ').filter(Boolean).filter((t) => !t.endsWith(':x')).map((t) => t.split(':')[0]);
      const known = signatures.get(id);
      if (known) assert.deepEqual(names.slice().sort(), known.slice().sort(), `${id} is given different arguments in different places`);
      signatures.set(id, names);
    }
  }
  return signatures;
}

// The English catalog's core messages and the variables each names.
function catalogCore() {
  const resource = parse(readFileSync(join(root, 'web/i18n/en.ftl'), 'utf8'), {});
  const junk = resource.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => j.content), [], 'en.ftl parses');
  const variables = (node, out = new Set()) => {
    if (node && typeof node === 'object') {
      if (node.type === 'VariableReference') out.add(node.id.name);
      for (const v of Object.values(node)) if (v && typeof v === 'object') variables(v, out);
    }
    return out;
  };
  return new Map(resource.body.filter((e) => e.type === 'Message' && e.id.name.startsWith('core-')).map((m) => [m.id.name, [...variables(m.value)].sort()]));
}

test('every message the core names is in en.ftl with the arguments the core gives it', () => {
  const catalog = catalogCore();
  const signatures = coreSignatures();
  assert.ok(signatures.size > 300, `${signatures.size} messages found in cpp/`);
  // The nested forms of numbers take one argument, value, given by message.cpp itself.
  for (const id of ['core-value-equals', 'core-value-approximately', 'core-value-in-parentheses']) signatures.set(id, ['value']);
  for (const [id, names] of signatures) {
    if (id === 'core-x' || id === 'core-a' || id === 'core-b') continue; // the examples of message.hpp's tests
    assert.ok(catalog.has(id), `en.ftl has no message ${id}`);
    assert.deepEqual(catalog.get(id), [...new Set(names)].sort(), `${id}: the core's arguments and en.ftl's variables differ`);
  }
});

test('every core message of en.ftl is one the core names (no message left behind)', () => {
  const signatures = coreSignatures();
  const unused = [...catalogCore().keys()].filter((id) => id !== 'core-sentence-gap' && !signatures.has(id) &&
    !['core-value-equals', 'core-value-approximately', 'core-value-in-parentheses'].includes(id));
  assert.deepEqual(unused, []);
});

test('words written before the messages stay in front of them (an author\'s list names the entry)', () => {
  const text = `Question 3: ${message('core-refuse-d-model-too-large', { max: 'n10000', received: 'n10002' })}`;
  assert.equal(coreText(text, englishMessages), 'Question 3: d_model must be at most 10000 so that the page stays responsive; received 10002.');
  assert.equal(coreSummary(text), 'Question 3: core-refuse-d-model-too-large (max: 10000, received: 10002)');
});
