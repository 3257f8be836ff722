// What the panel and the element's methods give, from what the element lends (see index.js): the
// embed code of each kind, the table in each format, a figure's file.
import { changedAttributes, iframeUrl, packageCommand, tagCode } from './embed-code.js';
import { figureImage } from './figure-image.js';
import { tableText } from './table-text.js';

export const EMBED_KINDS = Object.freeze(['tag', 'iframe', 'package']);

// embed.html, as it lies beside dist/ (this module is dist/share.js).
const EMBED_PAGE = new URL('../embed.html', import.meta.url).href;

/** The embed code of one of EMBED_KINDS for the widget's settings now. */
export function embedCode(widget, kind) {
  const attributes = changedAttributes(widget.names, widget.getAttribute, widget.readAttributes);
  const questions = widget.questions();
  switch (kind) {
    case 'tag': return tagCode({ tag: widget.tag, attributes, questions });
    case 'iframe': return iframeUrl({ embedPage: widget.embedPage ?? EMBED_PAGE, parameters: widget.parameters, attributes, questions });
    case 'package': return packageCommand({ attributes });
    default:
      throw new RangeError(`embedCode: ${JSON.stringify(String(kind))} is not a kind of embed code; the kinds are ${EMBED_KINDS.join(', ')}.`);
  }
}

/** The table shown, as text in a format of TABLE_FORMATS; an Error with a sentence when no table is shown. */
export function tableTextOf(widget, format) {
  const shown = widget.table();
  if (!shown) throw new Error('tableText: this widget shows no table now (it is hidden, or its settings are refused), so there is none to copy.');
  return tableText(shown, format);
}

/** A shown figure's title, as its caption begins (without the caption's full stop). */
export function figureTitle(widget, name) {
  const { element, parts } = widget.figures.figure(name);
  return (element.querySelector(parts.title)?.textContent ?? name).trim().replace(/\.$/, '');
}

/** A shown figure's image: {blob, file}, file being the name to save it under. */
export async function figureFile(widget, name, type) {
  const blob = await figureImage(widget.figures.figure(name), type);
  return { blob, file: `sinusoidal-pe-${name}.${type}` };
}
