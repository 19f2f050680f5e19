const NOON = 12;

/**
 * `day`'s calendar date at the time of day of `current` (hours and minutes), or at noon when there is no
 * valid current value: picking a day never moves a carefully set time.
 */
export function atTimeOf(day: Date, current: Date | null): Date {
  const time = current && !Number.isNaN(current.getTime()) ? current : null;
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time ? time.getHours() : NOON,
    time ? time.getMinutes() : 0,
  );
}
