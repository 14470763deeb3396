// node-polyglot's `require('object.entries')`, answered by the browser's own Object.entries
// (every browser the admin supports has it): the polyfill package and its helpers (get-intrinsic,
// define-properties...) weighed ~5 KB compressed on the login's first load. Aliased in vite.config.ts.
module.exports = Object.entries;
