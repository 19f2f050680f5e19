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

const DARK_TEXT = '#1d2330';
/** Relative luminance of the dark text colour above (WCAG's formula). */
const DARK_TEXT_LUMINANCE = 0.0159;

function luminance(css: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(css.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The better of dark and white text on a background colour, and its contrast ratio (WCAG). */
function bestText(css: string): { text: string; ratio: number } {
  const l = luminance(css);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return onDark >= onWhite ? { text: DARK_TEXT, ratio: onDark } : { text: '#ffffff', ratio: onWhite };
}

/**
 * Text colour readable on a background (WCAG AA, 4.5:1): white or the app's dark text, whichever contrasts
 * more; black for the few mid-tones (a bright red, the accent blue) where neither of them reaches AA.
 */
export function textColorFor(hex: string | null | undefined): string {
  const css = cssColor(hex);
  if (!css) return 'var(--text)';
  const best = bestText(css);
  return best.ratio >= 4.5 ? best.text : '#000000';
}

/** Whether text in the colour textColorFor picks reaches WCAG AA (4.5:1) on this background. */
export function textIsReadableOn(hex: string | null | undefined): boolean {
  const css = cssColor(hex);
  return css !== null && bestText(css).ratio >= 4.5;
}
