// The events <sinusoidal-pe> dispatches: small Event subclasses whose fields are the event's data.
// All bubble and are composed, so they reach the document from inside the shadow root. `detail`
// holds the same fields as one plain object, as a CustomEvent would.

class WidgetEvent extends Event {
  #fields;
  constructor(type, fields) {
    super(type, { bubbles: true, composed: true });
    this.#fields = { ...fields };
    Object.assign(this, this.#fields);
  }

  get detail() {
    return this.#fields;
  }
}

/**
 * pe-change: the settings in effect changed. Fields: dModel, base, positions, origin, layout,
 * decimals, pair, offset, contextLength, maxLen.
 */
export class PeChangeEvent extends WidgetEvent {
  static type = 'pe-change';
  constructor(settings) {
    super(PeChangeEvent.type, settings);
  }
}

/**
 * pe-answer: Check judged an answer. Fields: questionId, question (the prompt), response, verdict,
 * message, value, expected, diagnosis (a mistake code or null), statement (xAPI); a bank or author
 * quiz adds questionNumber and progress {answered, correct, total}.
 */
export class PeAnswerEvent extends WidgetEvent {
  static type = 'pe-answer';
  constructor(answer) {
    super(PeAnswerEvent.type, answer);
  }
}

/** pe-score: a quiz is finished. Fields: score {raw, min, max, scaled}, seed, answers, statement. */
export class PeScoreEvent extends WidgetEvent {
  static type = 'pe-score';
  constructor(result) {
    super(PeScoreEvent.type, result);
  }
}

/**
 * pe-attempt: the quiz's attempt changed (a judged answer, Try again, Start over, a move, new
 * questions). Field: attempt, plain data a course platform keeps and gives back (element.attempt).
 */
export class PeAttemptEvent extends WidgetEvent {
  static type = 'pe-attempt';
  constructor(attempt) {
    super(PeAttemptEvent.type, { attempt });
  }
}

/** The settings a pe-change event carries (copies: a listener cannot change the widget's own). */
export function changeDetail(s) {
  return {
    dModel: s.dModel,
    base: s.base,
    positions: [...s.positions],
    origin: s.origin,
    layout: s.layout,
    decimals: s.decimals,
    pair: s.pair,
    offset: s.offset,
    contextLength: s.contextLength,
    maxLen: s.maxLen,
  };
}
