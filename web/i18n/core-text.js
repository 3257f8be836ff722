// The core's messages in a locale's words. The WebAssembly core writes no sentence: each text a
// learner reads (a question's prompt, hint, worked steps and options, a verdict, a slip's name, a
// refusal) comes as one or more messages, each
//     \x02 <id> ( \x1F <name> \x1E <kind> <value> )* \x03
// (cpp/message.hpp), whose words are the catalog's ("core-…" ids, section "Core" of <locale>.ftl).
// The kinds: n an exact number the core wrote in ASCII digits (shown in the locale's digits and
// decimal mark, never re-rounded); c a count that may choose a plural form; t a text shown as it is
// (a formula in symbols, a name received); m a nested message text.
import { FluentNumber } from '@fluent/bundle';

const START = '\x02';
const END = '\x03';
const VALUE = '\x1E';
const NAME = '\x1F';

/** The messages of a core text, in order, as [{id, args: {name: {kind, value}}}]; [] for a text without messages. */
export function coreMessages(text) {
  const messages = [];
  const s = String(text ?? '');
  let at = s.indexOf(START);
  if (at < 0) return messages;
  while (at < s.length) {
    if (s[at] !== START) throw new Error(`sinusoidal-pe: not a core message text at ${at}: ${JSON.stringify(s)}`);
    let end = at + 1;
    while (end < s.length && s[end] !== NAME && s[end] !== END) end++;
    const message = { id: s.slice(at + 1, end), args: {} };
    at = end;
    while (s[at] === NAME) {
      const eq = s.indexOf(VALUE, at);
      const name = s.slice(at + 1, eq);
      const kind = s[eq + 1];
      // The value runs to the next argument or the end of its message; a nested message text
      // (kind m) holds balanced \x02 … \x03 of its own.
      let v = eq + 2;
      let depth = 0;
      while (v < s.length && !(depth === 0 && (s[v] === NAME || s[v] === END))) {
        if (s[v] === START) depth++;
        else if (s[v] === END) depth--;
        v++;
      }
      message.args[name] = { kind, value: s.slice(eq + 2, v) };
      at = v;
    }
    at++; // END
    messages.push(message);
  }
  return messages;
}

function argumentsOf(message, messages) {
  const args = {};
  for (const [name, { kind, value }] of Object.entries(message.args)) {
    if (kind === 'n') args[name] = messages.number(value);
    // A count is a number to Fluent (it chooses the plural form and writes the locale's digits);
    // no grouping, so that 10000 stays 10000 as the core wrote it.
    else if (kind === 'c') args[name] = new FluentNumber(Number(value), { useGrouping: false });
    else if (kind === 'm') args[name] = coreText(value, messages);
    else args[name] = value;
  }
  return args;
}

/**
 * A core text in the language of `messages` (a Messages of catalog.js): each message formatted from
 * the catalog, nested messages inside, several messages joined by the catalog's core-sentence-gap.
 * A text without messages (an author's own words) is returned as it is.
 */
export function coreText(text, messages) {
  if (typeof text !== 'string' || !text.includes(START)) return text;
  const parts = coreMessages(text).map((m) => messages.format(m.id, argumentsOf(m, messages)));
  // Words written before the messages (an author's list names the entry: "Question 3: ") stay.
  return leadOf(text) + (parts.length > 1 ? parts.join(messages.format('core-sentence-gap')) : parts[0] ?? '');
}

const leadOf = (text) => text.slice(0, text.indexOf(START));

/**
 * A core text without a catalog, for a programmer's console: each message's id with its values,
 * "core-refuse-d-model-odd (received: 7)"; nested messages inside, in brackets.
 */
export function coreSummary(text) {
  if (typeof text !== 'string' || !text.includes(START)) return String(text ?? '');
  return leadOf(text) + coreMessages(text)
    .map(({ id, args }) => {
      const values = Object.entries(args).map(([name, { kind, value }]) => `${name}: ${kind === 'm' ? `[${coreSummary(value)}]` : value}`);
      return values.length ? `${id} (${values.join(', ')})` : id;
    })
    .join('; ');
}
