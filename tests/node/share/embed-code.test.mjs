// The embed code (web/share/embed-code.js): the tag with exactly the attributes that change the
// view, escaped so that no value leaves its attribute; the embed.html URL built by URLSearchParams;
// the package command, read back as a shell and scripts/package.mjs read it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readOptions } from '../../../scripts/package.mjs';
import { ATTRIBUTE_PROPERTIES, EMBED_PARAMETERS, readAttributes } from '../../../web/element/settings.js';
import {
  changedAttributes, escapeAttribute, iframeUrl, packageCommand, questionsScriptText, shellWord, tagCode,
} from '../../../web/share/embed-code.js';

const NAMES = Object.keys(ATTRIBUTE_PROPERTIES);
const changed = (attributes) => changedAttributes(NAMES, (name) => attributes[name] ?? null, readAttributes);
const HOSTILE = '"><script>alert(1)</script><x a=\'&amp;';

// The attributes of a tag as an HTML tokenizer reads a double-quoted attribute value (HTML's
// "attribute value (double-quoted) state": it ends only at '"'; '&…;' is a character reference).
function readTag(html) {
  const m = /^<([a-z-]+)((?: [a-z-]+="[^"]*")*)>/.exec(html);
  assert.ok(m, `a tag whose values stay in their quotes: ${html}`);
  const unescape = (v) => v.replace(/&(amp|quot|lt|gt);/g, (_, n) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[n]);
  return { tag: m[1], attributes: [...m[2].matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, n, v]) => [n, unescape(v)]), rest: html.slice(m[0].length) };
}

describe('the embed code', () => {
  it('names only the attributes that change the view, in the element\'s order, as written', () => {
    assert.deepEqual(changed({}), []);
    // The default, written out, changes nothing; neither does a refused value (the default shows).
    assert.deepEqual(changed({ 'd-model': '4', base: '10000', layout: 'interleaved', decimals: 'seven' }), []);
    assert.deepEqual(changed({ positions: '0..5', 'd-model': '8' }), [['d-model', '8'], ['positions', '0..5']]);
    // max-len's default follows d_model: 512 stated is the default and is left out.
    assert.deepEqual(changed({ 'max-len': '512' }), []);
    assert.deepEqual(changed({ 'max-len': '64', figures: 'heatmap' }), [['figures', 'heatmap'], ['max-len', '64']]);
    // A pair refused against d_model is left out too.
    assert.deepEqual(changed({ 'd-model': '8', pair: '9' }), [['d-model', '8']]);
  });

  it('the tag keeps every value inside its attribute: quotes, angle brackets and ampersands escaped', () => {
    assert.equal(escapeAttribute(HOSTILE), '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=\'&amp;amp;');
    const html = tagCode({ tag: 'sinusoidal-pe', attributes: [['score-feedback', HOSTILE], ['positions', '0..3']] });
    const read = readTag(html);
    assert.deepEqual(read.attributes, [['score-feedback', HOSTILE], ['positions', '0..3']]);
    assert.equal(read.rest, '</sinusoidal-pe>');
    assert.doesNotMatch(html, /<script/i);
  });

  it('carries an author\'s list as the JSON child of quiz="own", where no "</script>" can end it', () => {
    const list = [{ kind: 'choice', prompt: 'Which </script><script>alert(1)</script> is it?', options: ['a', 'b'], answer: 0 }];
    const html = tagCode({ tag: 'sinusoidal-pe', attributes: [['quiz', 'own']], questions: JSON.stringify(list) });
    const { rest } = readTag(html);
    const m = /^\n {2}<script type="application\/json">\n([\s\S]*)\n {2}<\/script>\n<\/sinusoidal-pe>$/.exec(rest);
    assert.ok(m, rest);
    assert.doesNotMatch(m[1], /<\/script/i);
    assert.deepEqual(JSON.parse(m[1]), list);
    // No child without quiz="own"; a list that is not JSON keeps its text, with "<" escaped all the same.
    assert.equal(tagCode({ tag: 'sinusoidal-pe', attributes: [['quiz', 'bank']], questions: '[]' }), '<sinusoidal-pe quiz="bank"></sinusoidal-pe>');
    assert.equal(questionsScriptText('[{"a": </script>'), '[{"a": \\u003c/script>');
  });

  it('the iframe link holds the same settings through URLSearchParams, and parent-origin for the author', () => {
    const attributes = [['d-model', '16'], ['positions', '1..8, 12'], ['score-feedback', HOSTILE], ['loading', 'lazy']];
    const url = new URL(iframeUrl({ embedPage: 'https://example.org/pe/embed.html', parameters: EMBED_PARAMETERS, attributes }));
    assert.equal(url.pathname, '/pe/embed.html');
    assert.deepEqual([...url.searchParams], [['d-model', '16'], ['positions', '1..8, 12'], ['score-feedback', HOSTILE], ['parent-origin', '']]);
    const own = new URL(iframeUrl({ embedPage: 'https://example.org/embed.html', parameters: EMBED_PARAMETERS, attributes: [['quiz', 'own']], questions: '[ {"kind": "coordinate"} ]' }));
    assert.equal(own.searchParams.get('questions'), '[{"kind":"coordinate"}]');
  });

  it('the package command is the settings as npm run package reads them, each word quoted for a shell', () => {
    assert.equal(shellWord('0..3'), '0..3');
    assert.equal(shellWord("it's $HOME"), "'it'\\''s $HOME'");
    const attributes = [['d-model', '8'], ['quiz', 'bank'], ['quiz-seed', '3'], ['score-feedback', '[{"from": 0, "to": 100, "feedback": "Well, done."}]']];
    const command = packageCommand({ attributes });
    assert.ok(command.startsWith('npm run package -- '), command);
    // The words as sh splits them (single quotes only, as shellWord writes), read by the package's options.
    const words = [...command.slice('npm run package -- '.length).matchAll(/(?:[^\s']+|'[^']*')+/g)].map(([w]) => w.replace(/'\\''/g, "'").replace(/^'|'$/g, '').replace(/='/, '=').replace(/'$/, ''));
    const options = readOptions(words);
    assert.equal(options.attributes['d-model'], '8');
    assert.equal(options.attributes['quiz-seed'], '3');
    assert.equal(options.attributes['score-feedback'], attributes[3][1]);
    assert.ok(!('quiz' in options.attributes));
    // An author's list: --questions=FILE in place of quiz and the bank's count.
    assert.equal(packageCommand({ attributes: [['quiz', 'own'], ['quiz-count', '5'], ['base', '500']] }), 'npm run package -- --base=500 --questions=questions.json');
  });
});
