import { afterEach, describe, expect, it } from '@rstest/core';
import { options } from 'preact';
import { scheduleRendersLikeReact } from '../../rspress-adapter/browser/render-scheduling';

type Scheduler = (render: () => void) => void;
const scheduler = () => options.debounceRendering as Scheduler;
const withEvent = (type: string | undefined) => {
  (globalThis as { window?: unknown }).window =
    type === undefined ? {} : { event: { type } };
};
/** Resolves after the tasks queued before it (a timer runs after them). */
const nextTasks = () => new Promise((done) => setTimeout(done, 20));

describe('scheduleRendersLikeReact', () => {
  afterEach(() => {
    options.debounceRendering = undefined;
    delete (globalThis as { window?: unknown }).window;
  });

  it('renders a change made during a key press, a click or an event the page dispatches at the next microtask', async () => {
    scheduleRendersLikeReact();
    for (const type of [
      'keydown',
      'click',
      'input',
      'pointerdown',
      'site:tab-choice',
    ]) {
      withEvent(type);
      const order: string[] = [];
      scheduler()(() => order.push('render'));
      await Promise.resolve();
      order.push('after one microtask');
      expect(order, type).toEqual(['render', 'after one microtask']);
    }
  });

  it('renders changes outside any event or during scrolling and moving in a later task, all together', async () => {
    scheduleRendersLikeReact();
    for (const type of [undefined, 'scroll', 'resize', 'pointermove']) {
      withEvent(type);
      const order: string[] = [];
      scheduler()(() => order.push('first'));
      scheduler()(() => order.push('second'));
      await Promise.resolve();
      await Promise.resolve();
      order.push('microtasks done');
      await nextTasks();
      expect(order, String(type)).toEqual([
        'microtasks done',
        'first',
        'second',
      ]);
    }
  });

  it('renders what is queued before a key press reaches the page', async () => {
    const page = Object.assign(new EventTarget(), {
      event: undefined as Event | undefined,
    });
    (globalThis as { window?: unknown }).window = page;
    scheduleRendersLikeReact();
    const order: string[] = [];
    scheduler()(() => order.push('render'));
    page.addEventListener('keydown', () => order.push('key handler'));
    page.dispatchEvent(new Event('keydown'));
    expect(order).toEqual(['render', 'key handler']);
    await nextTasks();
    expect(order).toEqual(['render', 'key handler']);
  });

  it('keeps no channel open before it has a render to schedule', () => {
    // The server render loads the module; an open port would keep it alive.
    const opened: unknown[] = [];
    const Original = globalThis.MessageChannel;
    globalThis.MessageChannel = class extends Original {
      constructor() {
        super();
        opened.push(this);
      }
    };
    try {
      scheduleRendersLikeReact();
      expect(opened).toEqual([]);
    } finally {
      globalThis.MessageChannel = Original;
    }
  });
});
