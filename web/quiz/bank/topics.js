// What a bank question is about, in a few words: the line above it, its line of the score summary
// and the name of its xAPI statement. A question of the bank has a cell (A to H for the 2017
// encoding, I to L for RoPE), and so has an author's question of a RoPE kind; an author's question of
// the 2017 encoding has none, and its kind names its topic. And what a whole bank is about, by its
// topics (the quiz-topics attribute).
// In the widget these are the catalog's messages quiz-topic-<cell> and quiz-topic-<kind> (web/i18n/en.ftl);
// the English below names a question outside a widget (a record made without one, the tests).

/** What each cell of the bank is about. */
const CELL_TITLES = Object.freeze({
  A: 'Position zero',
  B: 'The fastest pair',
  C: 'The slowest pair',
  D: 'One pair repeats, the vector does not',
  E: 'An offset is a rotation',
  F: 'A position far away',
  G: 'The longest wavelength and the base',
  H: 'The dot product of two positions',
  I: 'RoPE: the angle of one pair',
  J: 'RoPE: the attention score',
  K: 'RoPE: a scaled frequency',
  L: 'RoPE: pairs that never turn in full',
});

const KIND_TITLES = Object.freeze({
  coordinate: 'One coordinate',
  aliasing: 'One pair repeats, the vector does not',
  rotation: 'An offset is a rotation',
  wavelength: 'The longest wavelength and the base',
  dot: 'The dot product of two positions',
  'position-zero-choice': 'Position zero',
  choice: 'Choose the options that hold',
  'rope-angle': CELL_TITLES.I,
  'rope-score': CELL_TITLES.J,
  'rope-scaled': CELL_TITLES.K,
  'rope-turns': CELL_TITLES.L,
});

// The kinds whose topic is a cell's.
const KIND_CELLS = Object.freeze({ aliasing: 'D', rotation: 'E', wavelength: 'G', dot: 'H', 'position-zero-choice': 'A', 'rope-angle': 'I', 'rope-score': 'J', 'rope-scaled': 'K', 'rope-turns': 'L' });

/** The catalog's message for a question's topic, or null for a kind it does not know. */
export function topicId(q) {
  const cell = CELL_TITLES[q.cell] ? q.cell : KIND_CELLS[q.kind];
  if (cell) return `quiz-topic-${cell.toLowerCase()}`;
  return q.kind === 'coordinate' || q.kind === 'choice' ? `quiz-topic-${q.kind}` : null;
}

/** What question q is about: in the widget's words, or in English without them (topicOf may be given to map(): its index is no words). */
export function topicOf(q, words = null) {
  if (typeof words?.t !== 'function') return CELL_TITLES[q.cell] ?? KIND_TITLES[q.kind] ?? q.kind;
  const id = topicId(q);
  return id ? words.t(id) : q.kind;
}

/** What a bank with these topics (quiz-topics: sinusoidal, rope, both) asks about, in the widget's words. */
export const topicsText = (words, topics) => words.t('quiz-topics', { topics: topics ?? 'sinusoidal' });
