// Several figures, one at a time: a tab list (the ARIA tabs pattern: role tablist, tab, tabpanel)
// over one panel per figure, only the chosen one shown. Arrow keys move between the tabs and choose
// as they go (in the reading direction: reversed right to left), Home and End go to the first and
// last; a click chooses too. A figure behind a tab that is not chosen is not drawn until it is
// (collection.js); printing shows every panel (figures.css.js).
import { h, newId } from './common.js';

// Each figure's short name on its tab (the titles are sentences, too long for a row of tabs).
const TAB_NAMES = Object.freeze({
  heatmap: 'figure-tab-heatmap',
  waves: 'figure-tab-waves',
  rotation: 'figure-tab-rotation',
  dot: 'figure-tab-dot',
  wavelengths: 'figure-tab-wavelengths',
  input: 'figure-tab-input',
  learned: 'figure-tab-learned',
  precision: 'figure-tab-precision',
  rope: 'figure-tab-rope',
  'rope-decay': 'figure-tab-rope-decay',
  'rope-scaling': 'figure-tab-rope-scaling',
});

/**
 * names: the figures' names in order; figures: name → figure ({element}); words: the figures' Words;
 * onChoose(name): a tab was chosen and its panel is now shown. Returns {list, panels, selected,
 * select(name)}.
 */
export function figureTabs({ names, figures, words, onChoose }) {
  const list = h('div', { class: 'pe-fig-tabs', role: 'tablist' });
  words.bind(list, 'figure-tabs-label', undefined, 'aria-label');
  const tabs = {};
  const panels = {};
  for (const name of names) {
    const tabId = newId('tab');
    const panelId = newId('panel');
    const tab = words.bind(
      h('button', { type: 'button', role: 'tab', id: tabId, class: 'pe-fig-tab', 'aria-controls': panelId, 'data-figure': name }),
      TAB_NAMES[name],
    );
    tab.addEventListener('click', () => select(name, false));
    tabs[name] = tab;
    panels[name] = h('div', { class: 'pe-fig-panel', role: 'tabpanel', id: panelId, 'aria-labelledby': tabId }, figures[name].element);
    list.append(tab);
  }

  let selected = null;
  function select(name, focus = false) {
    if (!tabs[name]) return;
    const changed = name !== selected;
    selected = name;
    for (const other of names) {
      const on = other === name;
      tabs[other].setAttribute('aria-selected', String(on));
      tabs[other].tabIndex = on ? 0 : -1;
      panels[other].hidden = !on;
    }
    if (focus) tabs[name].focus();
    if (changed) onChoose?.(name);
  }

  list.addEventListener('keydown', (event) => {
    const at = names.indexOf(event.target?.dataset?.figure);
    if (at < 0) return;
    const back = getComputedStyle(list).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let next;
    if (event.key === forward || event.key === 'ArrowDown') next = (at + 1) % names.length;
    else if (event.key === back || event.key === 'ArrowUp') next = (at - 1 + names.length) % names.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = names.length - 1;
    else return;
    event.preventDefault();
    select(names[next], true);
  });

  // The first figure is chosen to begin with (onChoose is not called: nothing is drawn yet).
  selected = names[0];
  select(names[0]);
  return {
    list,
    panels: names.map((name) => panels[name]),
    get selected() {
      return selected;
    },
    select: (name) => select(name, false),
  };
}
