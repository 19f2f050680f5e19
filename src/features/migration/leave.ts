/** Sends the browser to another site (an OAuth service); its own module so tests can watch it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
