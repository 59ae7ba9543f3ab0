import { options } from 'preact';

/**
 * Events that fire many times a second while the reader moves or scrolls
 * (React's continuous events): their changes, like those made outside any
 * event, wait for a task of their own and render together.
 */
const CONTINUOUS_EVENTS = new Set([
  'drag',
  'dragenter',
  'dragleave',
  'dragover',
  'mouseenter',
  'mouseleave',
  'mousemove',
  'mouseout',
  'mouseover',
  'pointerenter',
  'pointerleave',
  'pointermove',
  'pointerout',
  'pointerover',
  'resize',
  'scroll',
  'touchmove',
  'wheel',
]);

/** The reader's presses, before which queued renders run (see below). */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'click'] as const;

/**
 * Renders Preact's queued state changes the way React schedules them. A
 * change made while an event is dispatched (a key, a click, or an event the
 * page dispatches itself in answer) renders at the next microtask, as
 * Preact always does: the next key press finds the page up to date. Any
 * other change (an observer's report, a timer, a frame callback, a
 * downloaded chunk, a scroll) renders in a task of its own, after the
 * browser's pending callbacks: the reports that arrive together (every
 * code block's resize observer, for one) render in one pass instead of one
 * pass each. The event is read from `window.event`, as React does.
 */
export function scheduleRendersLikeReact() {
  // Made at the first render it schedules: an open channel would keep the
  // server render's process alive.
  let channel: MessageChannel | undefined;
  let queued: (() => void)[] = [];
  const runQueued = () => {
    const run = queued;
    queued = [];
    for (const render of run) render();
  };
  const inNextTask = (render: () => void) => {
    queued.push(render);
    if (queued.length > 1) return;
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = runQueued;
    }
    channel.port2.postMessage(null);
  };
  options.debounceRendering = (render) => {
    const type = globalThis.window?.event?.type;
    if (type !== undefined && !CONTINUOUS_EVENTS.has(type)) {
      queueMicrotask(render);
    } else inNextTask(render);
  };
  // The browser may run a key press or click before that task: what is
  // queued renders first, so the page's handlers act on what is shown.
  for (const type of INPUT_EVENTS) {
    globalThis.window?.addEventListener(type, runQueued, true);
  }
}
