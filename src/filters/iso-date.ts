import { type WallClock, wallClockToUtcMs } from './zoned.ts';

/** An ISO date as written: a wall clock plus the offset in minutes if one was given. */
export interface IsoDate {
  wall: WallClock;
  offsetMinutes: number | undefined;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const daysIn = (year: number, month: number): number =>
  new Date(wallClockToUtcMs({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0, ms: 0 })).getUTCDate();

/** Reads `2024-01-31`, `2024-01-31T10:00`, `…:00.5Z`, `…+02:00`; undefined unless a real calendar date. */
export function parseIsoDate(text: string): IsoDate | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { wall: { year, month, day, hour, minute, second, ms }, offsetMinutes: parseOffset(m[8]) };
}

function parseOffset(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return text.startsWith('-') ? -minutes : minutes;
}
