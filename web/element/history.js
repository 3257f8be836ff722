// The learner's history of setting changes, for Undo and Redo. It holds attribute texts only (the
// attributes stay the widget's single state): each step is the list of {attribute, before, after}
// one action of the learner wrote, before and after being the attribute's text or null (absent).
// The element records what its own controls write and writes the befores (undo) or the afters
// (redo) back; changes the page's script makes are never recorded.
//
// One action can write several attributes (a smaller d_model brings the pair along; a figure's
// control may patch two): what is recorded in the same task, before the next microtask, is one step.
// A stream of changes of one attribute, each within STREAM ms of the one before (a slider dragged,
// a position played), is one step too: one undo goes back to where it started. A stream that ends
// where it started is no step at all. An action of its own, such as Reset, is recorded apart
// ({stream: false}): neither joining the change before it nor joined by the next, however quick.

/** How many steps are kept: the oldest go first. */
const KEPT = 100;
const STREAM = 600;

export class SettingsHistory {
  #done = []; // steps, oldest first
  #undone = []; // steps undone, the latest undone last
  #open = null; // the step being recorded in this task
  #last = { attribute: null, at: -Infinity }; // the latest change recorded, for a stream
  #now;

  /** now(): the time in ms (performance.now() unless a test gives its own clock). */
  constructor({ now = () => performance.now() } = {}) {
    this.#now = now;
  }

  /**
   * Records that the learner's action changed `attribute` from `before` to `after` (texts or null);
   * stream: false for an action that is a step of its own (Reset), never part of a stream.
   */
  record(attribute, before, after, { stream = true } = {}) {
    if (before === after) return;
    const at = this.#now();
    const latest = this.#done.at(-1);
    const streaming = stream && !this.#open && !this.#undone.length && latest?.length === 1 && latest[0].attribute === attribute &&
      this.#last.attribute === attribute && at - this.#last.at < STREAM;
    this.#last = stream ? { attribute, at } : { attribute: null, at: -Infinity };
    if (streaming) {
      latest[0].after = after;
      if (latest[0].after === latest[0].before) this.#done.pop(); // back where it started
      return;
    }
    if (!this.#open) {
      this.#open = [];
      this.#done.push(this.#open);
      if (this.#done.length > KEPT) this.#done.shift();
      const step = this.#open;
      queueMicrotask(() => {
        if (this.#open === step) this.#open = null;
      });
    }
    // A new change makes what was undone unreachable, as in every editor.
    this.#undone.length = 0;
    const same = this.#open.find((c) => c.attribute === attribute);
    if (same) same.after = after;
    else this.#open.push({ attribute, before, after });
  }

  /**
   * Whether a step can be undone: one with a change `allowed(attribute)` accepts (all, without it).
   */
  canUndo(allowed = () => true) {
    return this.#done.some((step) => step.some((c) => allowed(c.attribute)));
  }

  canRedo(allowed = () => true) {
    return this.#undone.some((step) => step.some((c) => allowed(c.attribute)));
  }

  /**
   * The latest step with a change allowed(attribute) accepts, without taking it: {attribute,
   * value (the text to write: the before), expected (what it should be now: the after)} for each of
   * its allowed changes, the latest first; null when there is none. undo() then takes it (the
   * element looks first, to ask before a step that would cost the quiz's answers).
   */
  peekUndo(allowed = () => true) {
    const step = this.#findLast(this.#done, allowed);
    if (!step) return null;
    return step
      .filter((c) => allowed(c.attribute))
      .reverse()
      .map((c) => ({ attribute: c.attribute, value: c.before, expected: c.after }));
  }

  /** As peekUndo(), the other way: the afters of the latest step undone, in the order they were written. */
  peekRedo(allowed = () => true) {
    const step = this.#findLast(this.#undone, allowed);
    if (!step) return null;
    return step.filter((c) => allowed(c.attribute)).map((c) => ({ attribute: c.attribute, value: c.after, expected: c.before }));
  }

  /** Undoes the step peekUndo() gives: returns its changes and moves it to the steps to redo. */
  undo(allowed = () => true) {
    const changes = this.peekUndo(allowed);
    this.#move(this.#done, this.#undone, allowed);
    return changes;
  }

  /** Redoes the step peekRedo() gives: returns its changes and moves it back to the steps done. */
  redo(allowed = () => true) {
    const changes = this.peekRedo(allowed);
    this.#move(this.#undone, this.#done, allowed);
    return changes;
  }

  /** Forgets every step (nothing to undo or redo). */
  clear() {
    this.#done.length = 0;
    this.#undone.length = 0;
    this.#open = null;
    this.#last = { attribute: null, at: -Infinity };
  }

  #findLast(steps, allowed) {
    for (let j = steps.length - 1; j >= 0; j -= 1) if (steps[j].some((c) => allowed(c.attribute))) return steps[j];
    return null;
  }

  // Moves the allowed changes of the latest step that has any; the others stay where they were, a
  // step of their own (a locked setting, undone once it is unlocked).
  #move(from, to, allowed) {
    const step = this.#findLast(from, allowed);
    if (!step) return;
    const kept = step.filter((c) => !allowed(c.attribute));
    const at = from.lastIndexOf(step);
    if (kept.length) from[at] = kept;
    else from.splice(at, 1);
    to.push(step.filter((c) => allowed(c.attribute)));
    if (this.#open === step) this.#open = null;
    this.#last = { attribute: null, at: -Infinity };
  }
}
