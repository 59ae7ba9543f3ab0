/**
 * A page whose code fails to load is logged to the console, not
 * thrown at the reader. Rspress loads a page's code when a link is followed
 * on the client; if that download fails (the reader went offline, or a new
 * deployment replaced the files the open page knows of), the error escapes
 * and React leaves an empty page. Here the error is logged instead, and the
 * page the reader asked for is loaded in full from the server, which always
 * has its current HTML.
 */

/** The address of the link the reader followed last, until it is used. */
let requestedAddress: string | null = null;

function rememberFollowedLink(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  if (link.origin === location.origin) requestedAddress = link.href;
}

function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function recover(event: Event, error: unknown) {
  if (!isChunkLoadError(error)) return;
  event.preventDefault();
  console.error('The code of the next page could not be loaded.', error);
  const address = requestedAddress;
  requestedAddress = null;
  // Only a page the reader asked for: a failure on first load must not
  // reload the page over and over.
  if (address && address !== location.href) location.assign(address);
}

export function installChunkRecovery() {
  document.addEventListener('click', rememberFollowedLink, { capture: true });
  window.addEventListener('unhandledrejection', (event) =>
    recover(event, event.reason),
  );
  window.addEventListener('error', (event) => recover(event, event.error));
}
