// The words of one widget: the catalog of the language it speaks, for every part of it. The element
// makes one Words and hands the same object to each host it builds, before any catalog is loaded;
// when the catalog arrives (and again when `lang` changes) the element gives it here, and
//  - texts that a host wrote once, when it built its DOM, follow by themselves: a host writes them
//    with bind(), which remembers the node and writes it again for the next catalog;
//  - texts a host writes while it draws use t(), n() and core(); the element redraws every part
//    after a change of language (a host's retext(), where it has one, redraws what it keeps).
import { coreSummary, coreText } from './core-text.js';

export class Words {
  /** The Messages of the language spoken, or null until the first catalog arrives. */
  messages = null;
  // Bound texts hold their node weakly: a part that is drawn anew (the figures after a change of
  // `figures`) leaves its old nodes to the garbage collector, and their entries are dropped.
  #bound = [];
  #parts = new Set();
  #boundAfterSweep = 64;

  /** The language tag the widget speaks ('en' until a catalog is loaded), and its direction. */
  get lang() {
    return this.messages?.tag ?? 'en';
  }
  get dir() {
    return this.messages?.dir ?? 'ltr';
  }

  /** Message `id` ("id" or "id.attribute") with its arguments; '' before any catalog. */
  t(id, args) {
    return this.messages ? this.messages.format(id, args) : '';
  }

  /** An exact number text of the core ("-0.841471") in this language's digits and marks. */
  n(text) {
    return this.messages ? this.messages.number(text) : String(text);
  }

  /**
   * A text the core returned (message ids with arguments, see web/i18n/core-text.js) in this
   * language; given an Error the core threw, its refusal (error.coreText). Any other text, an
   * author's own words, is returned as it is.
   */
  core(text) {
    const raw = text instanceof Error ? text.coreText ?? text.message : text;
    if (!this.messages) return coreSummary(raw);
    return coreText(String(raw ?? ''), this.messages);
  }

  /**
   * Writes message `id` into node (its textContent, or the attribute named by `attribute`), now
   * and for every later catalog. For nodes a host builds once; args, and id too, may be a
   * function, read at each writing.
   */
  bind(node, id, args, attribute = null) {
    const entry = { node: new WeakRef(node), id, args, attribute };
    if (this.#bound.push(entry) > this.#boundAfterSweep) {
      this.#bound = this.#bound.filter((e) => e.node.deref());
      this.#boundAfterSweep = Math.max(64, 2 * this.#bound.length);
    }
    if (this.messages) this.#write(entry, node);
    return node;
  }

  /** The parts of the catalog (web/i18n/parts.js) the widget's rooms have needed so far. */
  get parts() {
    return [...this.#parts];
  }

  /**
   * Resolves once the messages of a room's part of the catalog ('figures', 'quiz') are here: a room
   * calls it before it writes its first word. The next catalog (a change of language) is given
   * here only with every part needed so far (the element's #loadWords).
   */
  async need(part) {
    this.#parts.add(part);
    await this.messages?.add(part);
  }

  /** Sets the catalog (a Messages of web/i18n/catalog.js) and writes every bound text again. */
  use(messages) {
    this.messages = messages;
    this.#bound = this.#bound.filter((entry) => {
      const node = entry.node.deref();
      if (node) this.#write(entry, node);
      return node;
    });
  }

  #write({ id, args, attribute }, node) {
    const text = this.t(typeof id === 'function' ? id() : id, typeof args === 'function' ? args() : args);
    if (attribute) node.setAttribute(attribute, text);
    else node.textContent = text;
  }
}
