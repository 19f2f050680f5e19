/** Normalises a colour as the API stores it ("e8445a", "#E8445A", "") to "#e8445a", or null when empty/invalid. */
export function cssColor(hex: string | null | undefined): string | null {
  const value = (hex ?? '').trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(value))
    return `#${value
      .split('')
      .map((c) => c + c)
      .join('')}`;
  return /^[0-9a-f]{6}$/.test(value) ? `#${value}` : null;
}

/** Text colour readable on a background: dark on light colours, white on dark ones (relative luminance). */
export function textColorFor(hex: string | null | undefined): string {
  const css = cssColor(hex);
  if (!css) return 'var(--text)';
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(css.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#1d2330' : '#ffffff';
}
