// The share panel's place in the widget: a disclosure button ("Share and copy", closed at first)
// and the region it opens. The panel itself comes from share.js, fetched the first time a reader
// opens it, so that a page whose readers never do carries none of it; it follows the settings while
// it is open.
import { adoptSheet, button, el } from '../kit/index.js';
import { loadShare } from './parts.js';

export class ShareHost {
  #widget;
  #panel = null;
  #parts;

  /** widget: what the element lends the panel (web/share/index.js says what it holds). */
  constructor(widget, idPrefix) {
    this.#widget = widget;
    const box = el('div', 'share');
    const toggle = widget.words.bind(button('', 'share-toggle'), 'element-share-toggle');
    const region = el('div', 'share-region');
    region.id = `${idPrefix}-share`;
    region.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', region.id);
    toggle.addEventListener('click', () => this.#toggle());
    box.append(toggle, region);
    box.hidden = true;
    this.element = box;
    this.#parts = { toggle, region };
  }

  /** The widget has drawn: the button shows, and an open panel follows the settings. */
  update() {
    this.element.hidden = false;
    if (this.#panel && !this.#parts.region.hidden) this.#panel.update();
  }

  /** After a change of language: an open or closed panel writes its texts again. */
  retext() {
    this.#panel?.retext();
  }

  async #toggle() {
    const { toggle, region } = this.#parts;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    region.hidden = !open;
    if (!open) return;
    if (this.#panel) {
      this.#panel.update();
      return;
    }
    try {
      const module = await loadShare();
      if (this.#panel) return;
      adoptSheet(this.element.getRootNode(), module.SHARE_CSS);
      this.#panel = new module.SharePanel(this.#widget);
      region.replaceChildren(this.#panel.element);
    } catch (error) {
      const alert = el('div', 'alert');
      alert.setAttribute('role', 'alert');
      alert.append(el('p', 'alert-title', this.#widget.words.t('element-share-load-failed')), el('p', null, String(error?.message ?? error)));
      region.replaceChildren(alert);
    }
  }
}
