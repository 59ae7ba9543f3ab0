// The address the site publishes under, in plain JavaScript so that the Node
// scripts (the link check) read the one value site.config.ts exports.
export const SITE_URL = 'https://rslib.rs';
