// Runtime settings of the web build, read once when the app starts. The build ships this file with the
// defaults next to index.html (dist/web/config.js): edit that copy on the server to change them. Without
// the file the app uses the same defaults.
globalThis.__VIKUNJA_CONFIG__ = {
  // The Vikunja API this web app talks to when the browser has none stored yet: https://…/api/v1, or a
  // path on this server such as '/api/v1'. null: the build's VITE_API_URL, else this server's /api/v1
  // when it answers, else the app asks. Trailing slashes are removed.
  apiUrl: null,
  // An image shown instead of the logo: https://…, a path on this server, or a data:image/… URL.
  customLogoUrl: null,
  // false keeps the logo the same all year (no rainbow logo in June).
  allowIconChanges: true,
};
