/**
 * The date of "Last updated on …" as `Intl.DateTimeFormat` writes it for
 * English with the Gregorian calendar, in UTC (`Nov 26, 2026`), without
 * creating one: see ./index.tsx for why.
 */

/** The options the theme formats the date with. */
export const LAST_UPDATED_FORMAT = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

const ENGLISH_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** True where `formatEnglishDate` writes what `Intl` would. */
export function hasEnglishDates(locale: string, calendar: string): boolean {
  return (locale === 'en' || locale === 'en-US') && calendar === 'gregory';
}

/** `Intl.DateTimeFormat('en', {calendar: 'gregory', ...LAST_UPDATED_FORMAT}).format(date)`. */
export function formatEnglishDate(date: Date): string {
  const month = ENGLISH_SHORT_MONTHS[date.getUTCMonth()]!;
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
