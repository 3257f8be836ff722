// The `positions` attribute: a comma list of numbers and ranges, e.g. "0,1,2", "0..7", "-2..2, 10, 2.5".
// Each number is read as the double nearest to what was typed, and may be at most 2^53 in size.
// A range a..b counts in steps of one from a towards b, both ends included when reached ("0.5..3" is
// 0.5, 1.5, 2.5; "3..0" counts down). Fractional and negative positions are allowed: the formula is
// defined for every real number.

import { LIMITS, NUMBER_PATTERN, readNumber } from '../core/index.js';

/** The most positions one widget lists (the core's limits.maxPositions); ranges are measured before they are expanded. */
export const MAX_POSITIONS = LIMITS.maxPositions;
/** The largest size of a token number (the core's limits.maxPosition, 2^53): past it a double cannot hold every whole number. */
export const MAX_POSITION = LIMITS.maxPosition;

// A refusal: the English sentence (`error`) and the catalog's message the widget shows (`say`,
// element-reason-positions-… in web/i18n/en.ftl; see refuse() in settings.js).
const refuse = (error, id, args) => ({ error, say: { id, args } });

// An item's place and text as the messages show them.
const itemArgs = (index, text) => ({ index: index + 1, item: text.length > 24 ? `${text.slice(0, 24)}…` : text });

// Why a number typed as a token number is refused for its size, or null.
function tooLarge(index, item, value) {
  if (Math.abs(value) <= MAX_POSITION) return null;
  return refuse(
    `${describeItem(index, item)} is beyond 2^53 = 9007199254740992 in size: a double cannot hold every whole token number past it, so the position computed would not be the one typed.`,
    'element-reason-positions-too-large',
    { ...itemArgs(index, item), limit: { number: String(MAX_POSITION) } },
  );
}

const RANGE = new RegExp(`^(${NUMBER_PATTERN})\\s*\\.\\.\\s*(${NUMBER_PATTERN})$`);

function describeItem(index, text) {
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  return `item ${index + 1} ("${shown}")`;
}

/**
 * Reads a positions list. Returns {positions: number[]} or {error: string, say}; the error is a
 * sentence naming the item and the rule, without the attribute name (the caller adds it), and say
 * the same as a message of the catalog with its arguments.
 */
export function parsePositions(text, { maxCount = MAX_POSITIONS } = {}) {
  // Accept the typographic minus that word processors and the lesson text use.
  const source = String(text ?? '').replace(/\u2212/g, '-').trim();
  if (source === '') return refuse('the list is empty; give at least one position, e.g. 0,1,2 or 0..7.', 'element-reason-positions-empty');
  // Every item adds at least one position, so items past maxCount + 1 cannot change the verdict.
  const items = source.split(',', maxCount + 1).map((s) => s.trim());
  const plan = [];
  let count = 0;
  for (const [index, item] of items.entries()) {
    if (item === '') {
      return refuse(`item ${index + 1} is empty; separate numbers with single commas.`, 'element-reason-positions-item-empty', { index: index + 1 });
    }
    const range = item.includes('...') ? null : RANGE.exec(item);
    if (range) {
      const from = readNumber(range[1]);
      const to = readNumber(range[2]);
      if (from === null || to === null) {
        return refuse(`${describeItem(index, item)} has a range end that is not a finite number.`, 'element-reason-positions-range-end', itemArgs(index, item));
      }
      const large = tooLarge(index, item, from) ?? tooLarge(index, item, to);
      if (large) return large;
      const steps = Math.floor(Math.abs(to - from));
      count += steps + 1;
      if (count > maxCount) break;
      plan.push({ from, step: to >= from ? 1 : -1, steps });
      continue;
    }
    const value = readNumber(item);
    if (value === null) {
      const range = item.includes('..');
      const hint = range
        ? 'write a range as two numbers joined by two dots, e.g. 0..7'
        : 'use numbers such as 3, -1 or 2.5, or ranges such as 0..7';
      return refuse(`${describeItem(index, item)} is not a finite number; ${hint}.`,
        range ? 'element-reason-positions-range' : 'element-reason-positions-not-number', itemArgs(index, item));
    }
    const large = tooLarge(index, item, value);
    if (large) return large;
    count += 1;
    if (count > maxCount) break;
    plan.push({ from: value, step: 1, steps: 0 });
  }
  if (count > maxCount) {
    return refuse(`the list has more than ${maxCount} positions, the most one widget shows; use a shorter list or range.`,
      'element-reason-positions-too-many', { max: { number: String(maxCount) } });
  }
  const positions = [];
  for (const { from, step, steps } of plan) {
    for (let j = 0; j <= steps; j += 1) positions.push(from + step * j);
  }
  return { positions };
}

/** The attribute text for a list of numbers. */
export function formatPositions(list) {
  return list.map((p) => String(p)).join(',');
}
