// What a bank question is about, in a few words: the line above it, its line of the score summary
// and the name of its xAPI statement. A question of the bank has a cell (A to H); an author's
// question has none, and its kind names its topic.

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
});

const KIND_TITLES = Object.freeze({
  coordinate: 'One coordinate',
  aliasing: 'One pair repeats, the vector does not',
  rotation: 'An offset is a rotation',
  wavelength: 'The longest wavelength and the base',
  dot: 'The dot product of two positions',
  'position-zero-choice': 'Position zero',
  choice: 'Choose the options that hold',
});

export const topicOf = (q) => CELL_TITLES[q.cell] ?? KIND_TITLES[q.kind] ?? q.kind;
