/**
 * The thin bar at the top of the window while a page's code downloads after a
 * click (shown only when the download takes over 200 ms, so a fast
 * navigation never flashes it; no
 * spinner). One element, created on first use, animated by CSS.
 */
export const PROGRESS_BAR_DELAY_MS = 200;

let bar: HTMLDivElement | null = null;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.setAttribute('data-progress-bar', '');
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
  }
  return bar;
}

export function startProgress() {
  const node = element();
  node.dataset.state = 'loading';
}

/** How long the finished bar takes to fill and fade (progress-bar.css). */
const FADE_OUT_MS = 500;

export function finishProgress() {
  const node = bar;
  if (node?.dataset.state !== 'loading') return;
  node.dataset.state = 'done';
  setTimeout(() => {
    if (node.dataset.state !== 'done') return;
    node.remove();
    if (bar === node) bar = null;
  }, FADE_OUT_MS);
}

/** Shows the bar if `task` is still running after the delay. */
export async function withProgress<T>(task: Promise<T>): Promise<T> {
  const timer = setTimeout(startProgress, PROGRESS_BAR_DELAY_MS);
  try {
    return await task;
  } finally {
    clearTimeout(timer);
    finishProgress();
  }
}
