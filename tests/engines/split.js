// Added by site-server.mjs just before a page's outline column: it runs
// while the parser waits for it, so the article is laid out as it is before
// the outline exists, which is what a browser may paint while the rest of
// the page is still arriving. Then it removes itself, leaving the markup
// the page's script hydrates unchanged.
window.enginesProbe.measureArticle('beforeOutline');
document.currentScript.remove();
