// The first script of every page the cross-engine journeys load (added by
// site-server.mjs). It writes down, in the same way in every engine, what
// the page reports: uncaught errors, rejected promises, failed downloads,
// content the security policy blocked and console errors. The list is kept
// in sessionStorage, so it outlives reloads and page changes in the tab;
// journeys.ts reads it after each test. It also records the article's box
// as the page loads (split.js adds the moment before the outline exists)
// and, where the browser has the Layout Instability API, each layout shift.
(() => {
  const KEY = 'engines-probe-reports';
  const report = (text) => {
    try {
      const all = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
      all.push(`${location.pathname}: ${text}`);
      sessionStorage.setItem(KEY, JSON.stringify(all));
    } catch {
      // Storage refused: the page's own behaviour is what is under test.
    }
  };

  // Once the tab goes to another page, the browser cancels this page's
  // downloads still in flight (a chunk preloaded on hover or focus, say);
  // Firefox reports each as a failed load. The reader sees nothing of it:
  // only failures while the page is in use count.
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (leaving) return;
        // Other hosts are unreachable in the tests; the site's own files
        // must all load.
        const source =
          target.getAttribute('src') ?? target.getAttribute('href');
        if (new URL(source ?? '', location.href).origin === location.origin) {
          report(`failed to load <${target.localName}> ${source}`);
        }
      } else {
        report(`uncaught ${event.message}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    report(`unhandled rejection ${event.reason?.stack ?? event.reason}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    report(`blocked by ${event.violatedDirective}: ${event.blockedURI}`);
  });
  const consoleError = console.error;
  console.error = (...args) => {
    report(`console.error ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };

  const boxes = {};
  const shifts = [];
  const measureArticle = (moment) => {
    const article = document.querySelector('[data-region="article"]');
    if (!article) return;
    const { left, top, width } = article.getBoundingClientRect();
    boxes[moment] = { left, top, width };
  };
  window.enginesProbe = { boxes, shifts, measureArticle };
  document.addEventListener('DOMContentLoaded', () =>
    measureArticle('domContentLoaded'),
  );
  window.addEventListener('load', () => measureArticle('load'));

  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    const describe = (node) =>
      node instanceof Element
        ? `${node.localName}${node.dataset.region ? `[data-region=${node.dataset.region}]` : ''}.${node.className}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources = entry.sources.map(({ node }) => describe(node));
        shifts.push(`${entry.value.toFixed(4)} ${sources.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
})();
