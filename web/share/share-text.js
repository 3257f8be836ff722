// What the panel and the element's methods give, from what the element lends (see index.js): the
// embed code of each kind, the table in each format, a figure's file.
import { changedAttributes, iframeUrl, packageCommand, tagCode } from './embed-code.js';
import { figureImage } from './figure-image.js';
import { tableText } from './table-text.js';

export const EMBED_KINDS = Object.freeze(['tag', 'iframe', 'package']);

// embed.html, as it lies beside dist/ (this module is dist/share.js).
const EMBED_PAGE = new URL('../embed.html', import.meta.url).href;

/**
 * The language to write into the embed code: the tag's is the widget's own lang attribute (without
 * one, the tag speaks the language of the page it is put on, as here); the iframe's page is English,
 * so its link carries the language the widget speaks when that is not English, its own or inherited.
 */
function languageOf(widget, kind) {
  const own = widget.getAttribute('lang')?.trim();
  if (own) return own;
  const spoken = kind === 'iframe' ? widget.words?.lang : null;
  return spoken && spoken !== 'en' ? spoken : null;
}

/** The embed code of one of EMBED_KINDS for the widget's settings now. */
export function embedCode(widget, kind) {
  const changed = changedAttributes(widget.names, widget.getAttribute, widget.readAttributes);
  const lang = languageOf(widget, kind);
  const attributes = lang ? [...changed, ['lang', lang]] : changed;
  const questions = widget.questions();
  switch (kind) {
    case 'tag': return tagCode({ tag: widget.tag, attributes, questions });
    case 'iframe': return iframeUrl({ embedPage: widget.embedPage ?? EMBED_PAGE, parameters: [...widget.parameters, 'lang'], attributes, questions });
    // The package's language is the course platform's (H5P's content language, SCORM's learner preference).
    case 'package': return packageCommand({ attributes: changed });
    default:
      throw new RangeError(`embedCode: ${JSON.stringify(String(kind))} is not a kind of embed code; the kinds are ${EMBED_KINDS.join(', ')}.`);
  }
}

/** The table shown, as text in a format of TABLE_FORMATS; an Error with a sentence when no table is shown. */
export function tableTextOf(widget, format) {
  const shown = widget.table();
  if (!shown) throw new Error('tableText: this widget shows no table now (it is hidden, or its settings are refused), so there is none to copy.');
  return tableText(shown, format, widget.words);
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
