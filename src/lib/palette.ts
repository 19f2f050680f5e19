/** The 13 colours a label gets when quick add creates it; hex without '#'. */
export const LABEL_PALETTE = [
  'e8445a',
  'f0703c',
  'f5a623',
  'e0c020',
  '8bc34a',
  '2fb344',
  '1fb5a3',
  '17a2c8',
  '1973ff',
  '5c6bc0',
  '8e5ce6',
  'c64fb0',
  '8d6e63',
] as const;

/** A palette colour chosen by `random` (a number in [0, 1), injectable for tests). */
export function randomLabelColour(random: () => number = Math.random): string {
  const index = Math.min(LABEL_PALETTE.length - 1, Math.floor(random() * LABEL_PALETTE.length));
  return LABEL_PALETTE[Math.max(0, index)] ?? LABEL_PALETTE[0];
}
