// web/share/ — what a widget gives to copy or save, fetched the first time a reader opens its share
// panel or a page calls element.embedCode(), tableText() or figureImage() (dist/share.js): the embed
// code for the view on screen — the tag, the embed.html link, the npm run package command
// (embed-code.js) —, the table as CSV, TSV, Markdown or LaTeX (table-text.js), the panel itself
// (share-panel.js, with its rules in share.css.js) and what joins them to a widget (share-text.js).
// and the figures as SVG or PNG files (figure-image.js), drawn from the parts the figures name.
// It imports web/core/ and web/kit/ only: the element lends it the rest — its attributes and their
// reading, its table as shown and its figures — as one object:
//   {tag, names, parameters, getAttribute(name), readAttributes(get), questions(), table(),
//    figures: {names(), figure(name): {element, parts}}}
export { changedAttributes, escapeAttribute, iframeUrl, packageCommand, questionsScriptText, shellWord, tagCode } from './embed-code.js';
export { SHARE_CSS } from './share.css.js';
export { SharePanel } from './share-panel.js';
export { IMAGE_TYPES, figureCaption, figureImage } from './figure-image.js';
export { EMBED_KINDS, embedCode, figureFile, figureTitle, tableTextOf } from './share-text.js';
export { TABLE_FORMATS, csvField, latexText, tableCells, tableText } from './table-text.js';
