// When the widget's parts run: shared files fetched once, first renders taking turns across the
// widgets of a page, and a wait for the browser to paint.

/**
 * A part of the widget in a file of its own (`file`, beside sinusoidal-pe.js), fetched the first time
 * a widget asks for it and then shared by all instances. A failed fetch is forgotten, so that a later
 * change tries again, and its error names the file and where it belongs (and `note`, if given).
 */
export function fetchedOnce(load, file, note = '') {
  let module = null;
  return () => {
    module ??= load().catch((cause) => {
      module = null;
      throw new Error(`${file} did not load (${cause?.message ?? cause}); it belongs beside sinusoidal-pe.js${note}.`, { cause });
    });
    return module;
  };
}

// A message to itself ends the task: unlike setTimeout, it is not slowed down in a background tab.
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// Widgets drawing their first table take turns in the order they ask (the order of the page): the
// first at once, the second once the browser has painted the first, each later one a task after
// the one before. The first table is on screen before the others are built, instead of the page
// showing no table until every widget on it is done.
let lastTurn = Promise.resolve();
let turns = 0;
export function takeTurn() {
  const mine = lastTurn;
  lastTurn = mine.then(turns++ === 0 ? afterNextPaint : nextTask);
  return mine;
}

// The page's first table: widgets that can wait (lazy ones not drawn yet) do their work after it.
let tableOnScreen;
const firstTable = new Promise((resolve) => {
  tableOnScreen = resolve;
});
/** Says that a widget of the page has drawn its table (the first call counts). */
export const firstTableShown = () => tableOnScreen();
/** Resolves once the page's first table has been painted, or after `timeout` ms if none is drawn. */
export function afterFirstTable(timeout = 1000) {
  return Promise.race([firstTable.then(afterNextPaint), new Promise((resolve) => setTimeout(resolve, timeout))]);
}

/**
 * Resolves once the browser has had a frame to paint what the page shows now: after the next
 * animation frame, or after 100 ms where frames do not run (a hidden tab).
 */
export function afterNextPaint() {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0));
  });
}

// One observer for every lazy widget of a page. A widget counts as near once it is within one
// screen height of the visible part of the page.
let nearObserver = null;
const nearWaits = new WeakMap(); // element → {promise, resolve}

/**
 * Resolves once the element comes within a screen of the viewport, when focus enters it, or when
 * the page is about to be printed (a printout shows every widget drawn). Resolves at once where
 * IntersectionObserver is missing.
 */
export function nearViewport(element) {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  let wait = nearWaits.get(element);
  if (wait) return wait.promise;
  wait = {};
  wait.promise = new Promise((resolve) => {
    wait.resolve = () => {
      nearObserver.unobserve(element);
      removeEventListener('beforeprint', wait.resolve);
      element.removeEventListener('focusin', wait.resolve);
      resolve();
    };
  });
  nearWaits.set(element, wait);
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) nearWaits.get(entry.target)?.resolve();
    },
    { rootMargin: '100% 0px' },
  );
  nearObserver.observe(element);
  addEventListener('beforeprint', wait.resolve);
  // Focus reaches it (a keyboard reader tabbing faster than the page scrolls): at once.
  element.addEventListener('focusin', wait.resolve);
  return wait.promise;
}

/**
 * A counter for one part's asynchronous work: begin() starts a new piece of work and returns a test
 * that stays true until a later begin() overtakes it.
 */
export function latestOnly() {
  let serial = 0;
  return {
    begin() {
      const mine = ++serial;
      return () => mine === serial;
    },
  };
}

/**
 * Runs work(deadline) when the browser is idle, or after `timeout` ms at the latest; returns a
 * function that cancels it. deadline.timeRemaining() says how long work may take (ms).
 */
export function whenIdle(work, timeout = 250) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const started = performance.now();
    work({ didTimeout: false, timeRemaining: () => Math.max(0, 8 - (performance.now() - started)) });
  }, 16);
  return () => clearTimeout(id);
}
