// The demo page's and embed.html's link follows their widgets: every change of a widget's settings
// is written into the page's URL (history.replaceState, once the changes have paused), so that a
// reload, or the link sent to someone, opens the same view. A setting in the link is set as the
// attribute's text: the widget checks it as it checks markup, and refuses a bad one with its message.

/** Changes are written to the URL once they have paused this long (ms): a slider's drag writes once. */
export const LINK_DELAY = 250;

/**
 * Sets each widget's attributes from the link's parameters: `prefix + name` for each attribute
 * name the widget takes (names). widgets: [{element, prefix}].
 */
export function restoreFromLink(params, widgets, names) {
  for (const { element, prefix } of widgets) {
    for (const name of names) {
      const value = params.get(prefix + name);
      if (value !== null) element.setAttribute(name, value);
    }
  }
}

/**
 * Keeps the link up to date: widgets [{element, prefix, markup}] — markup: the attribute texts the
 * page gave the widget, which the link need not repeat; names: the attributes the link holds;
 * kept: parameters of the page's own, carried over as they are (embed.html's questions, report …).
 */
export function keepInLink(widgets, names, kept = new URLSearchParams()) {
  let timer = 0;
  const write = () => {
    timer = 0;
    const params = new URLSearchParams();
    for (const { element, prefix, markup = {} } of widgets) {
      for (const name of names) {
        const text = element.getAttribute(name);
        if (text !== null && text !== markup[name]) params.set(prefix + name, text);
      }
    }
    for (const [name, value] of kept) params.append(name, value);
    const query = params.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) history.replaceState(history.state, '', url);
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(write, LINK_DELAY);
  });
  for (const { element } of widgets) observer.observe(element, { attributes: true, attributeFilter: [...names] });
  return observer;
}
