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

const luminanceOf = (css: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(css.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const DARK_TEXT = '#1d2330';

/**
 * Text colour readable on a background (WCAG AA, 4.5:1): white or the app's dark text, whichever contrasts
 * more; black for the few mid-tones (a bright red, the accent blue) where neither of them reaches AA.
 */
export function textColorFor(hex: string | null | undefined): string {
  const css = cssColor(hex);
  if (!css) return 'var(--text)';
  const background = luminanceOf(css);
  const onWhite = contrast(background, 1);
  const onDark = contrast(background, luminanceOf(DARK_TEXT));
  if (Math.max(onWhite, onDark) < 4.5) return '#000000';
  return onDark > onWhite ? DARK_TEXT : '#ffffff';
}
