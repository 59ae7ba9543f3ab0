// Relies on: Rspress decoding the address with decodeURIComponent
// unguarded. Upstream would need to catch a malformed escape.

/**
 * Rspress 2.0.22 passes the address to `decodeURIComponent` unguarded, the
 * path and the query even twice: the path in the route lookup (which decodes
 * an already decoded path) before the app starts, path and query in the
 * language menu, the fragment in the scroll hooks. So an address with a
 * broken percent-escape ("/guide/%E0%A4%A", "?utm_campaign=50%off") or an
 * encoded percent sign ("?discount=50%25") throws, and the page never
 * becomes interactive.
 *
 * This script, run before the app, rewrites such an address in place (no
 * reload) so that it decodes twice: a percent sign, bare or encoded, becomes
 * a full-width percent sign and an escape run that is not UTF-8 becomes the
 * replacement character, as a text decoder shows it. It does so again on
 * history navigation, before the router reads the address (a fragment edited
 * in the address bar). Well-formed addresses are left as they are.
 */
export const URL_REPAIR_SCRIPT = `{
  const PERCENT_SIGN = '%EF%BC%85';
  const REPLACEMENT = '%EF%BF%BD';
  const decodesTwice = (part) => {
    try {
      decodeURIComponent(decodeURIComponent(part));
      return true;
    } catch {
      return false;
    }
  };
  const repair = (part) =>
    decodesTwice(part)
      ? part
      : part.replace(/(%[0-9a-f]{2})+|%/gi, (run) => {
          const escaped =
            run === '%' ? PERCENT_SIGN : run.replace(/%25/g, PERCENT_SIGN);
          try {
            decodeURIComponent(escaped);
            return escaped;
          } catch {
            return REPLACEMENT;
          }
        });
  const repairAddress = () => {
    const { pathname, search, hash } = window.location;
    const repaired = repair(pathname) + repair(search) + repair(hash);
    if (repaired !== pathname + search + hash)
      window.history.replaceState(window.history.state, '', repaired);
  };
  repairAddress();
  window.addEventListener('popstate', repairAddress);
}`;
