// What a bank question is about, in a few words: the line above it, its line of the score summary
// and the name of its xAPI statement. A question of the bank has a cell (A to H for the 2017
// encoding, I to L for RoPE), and so has an author's question of a RoPE kind; an author's question of
// the 2017 encoding has none, and its kind names its topic. And what a whole bank is about, by its
// topics (the quiz-topics attribute).

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

/** What a bank of each topics value (quiz-topics) asks about, as the panel's first line says it. */
const TOPICS_TEXT = Object.freeze({
  sinusoidal: 'the sinusoidal encoding',
  rope: 'RoPE',
  both: 'the sinusoidal encoding and RoPE',
});

export const topicOf = (q) => CELL_TITLES[q.cell] ?? KIND_TITLES[q.kind] ?? q.kind;

/** "RoPE" for the topics "rope": what a bank with these topics asks about; the default without any. */
export const topicsText = (topics) => TOPICS_TEXT[topics] ?? TOPICS_TEXT.sinusoidal;
