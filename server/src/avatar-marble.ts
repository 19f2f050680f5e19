import crypto from 'node:crypto';

/**
 * The "marble" avatar: a round picture of a few blurred, overlapping colour shapes. Everything is derived
 * from a hash of the username, so a user always gets the same picture (clients cache it by URL) and two
 * users almost never share one. Drawn here rather than fetched: the server never calls outside addresses.
 */

/** Colour sets chosen to stay readable behind white text; one is picked per user. */
const PALETTES: readonly (readonly string[])[] = [
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
];

/** Reads successive hash bytes as numbers in a range (the hash is long enough for every draw below). */
function reader(seed: string): (min: number, max: number) => number {
  const bytes = crypto.createHash('sha256').update(seed, 'utf8').digest();
  let i = 0;
  return (min, max) => {
    const b = bytes[i++ % bytes.length] ?? 0;
    return min + Math.round((b / 255) * (max - min));
  };
}

/** The SVG for `username`, `size` pixels square. */
export function marbleSvg(username: string, size: number): string {
  const next = reader(username);
  const palette = PALETTES[next(0, PALETTES.length - 1)] ?? PALETTES[0] ?? [];
  // Rotate the palette so users sharing a palette still differ in their background colour.
  const offset = next(0, palette.length - 1);
  const colour = (k: number): string => palette[(k + offset) % palette.length] ?? '#888888';
  const id = `m${crypto.createHash('sha256').update(username, 'utf8').digest('hex').slice(0, 8)}`;
  const blob = (k: number): string => {
    const cx = next(10, 90);
    const cy = next(10, 90);
    const rx = next(25, 60);
    const ry = next(15, 45);
    const angle = next(0, 359);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="${colour(k)}"/>`;
  };
  const stripe = `<path d="M0 ${next(30, 70)} Q50 ${next(0, 100)} 100 ${next(30, 70)} L100 100 L0 100 Z" fill="${colour(3)}" opacity="0.8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs><clipPath id="${id}c"><circle cx="50" cy="50" r="50"/></clipPath>` +
    `<filter id="${id}f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${next(4, 9)}"/></filter></defs>` +
    `<g clip-path="url(#${id}c)"><rect width="100" height="100" fill="${colour(0)}"/>` +
    `<g filter="url(#${id}f)">${blob(1)}${blob(2)}${stripe}</g></g></svg>`
  );
}
