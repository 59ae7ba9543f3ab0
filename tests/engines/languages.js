// Added by site-server.mjs right after the probe when the cookie
// `engines-languages` is set: the page sees the cookie's language tag (such
// as `zh-CN`) as the browser's preferred language, before any of its own
// scripts run.
(() => {
  const match = /(?:^|;\s*)engines-languages=([^;]+)/.exec(document.cookie);
  if (!match) return;
  const languages = Object.freeze([decodeURIComponent(match[1])]);
  Object.defineProperty(Navigator.prototype, 'languages', {
    configurable: true,
    get: () => languages,
  });
  Object.defineProperty(Navigator.prototype, 'language', {
    configurable: true,
    get: () => languages[0],
  });
})();
