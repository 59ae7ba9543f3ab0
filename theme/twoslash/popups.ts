// What a page with types on hover imports (plugins/twoslash/page.ts adds the
// import): the popup's placement, and Escape hiding it.
import './dismiss';
import './place';
