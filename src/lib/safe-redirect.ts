/** Only same-app paths may be redirect targets ("//evil.example" and "https://…" land at home). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
