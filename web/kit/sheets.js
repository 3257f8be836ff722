// Constructable stylesheets, one per CSS text and shared by every shadow root that adopts it (no
// <style> element, so they apply under `style-src 'self'`).
const sheets = new Map();

/** Adds the sheet for css to a shadow root, once; a <style> where constructable sheets do not exist. */
export function adoptSheet(root, css) {
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Older browsers (before Safari 16.4): a <style> element, which a strict CSP would block.
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}
