import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  formatEnglishDate,
  hasEnglishDates,
  LAST_UPDATED_FORMAT,
} from '../../plugins/last-updated/theme/LastUpdated/date';
import config from '../../docusaurus.config';

test('writes what Intl writes for English (en, en-US), every month and day, in UTC', () => {
  for (const locale of ['en', 'en-US']) {
    assert.ok(hasEnglishDates(locale, 'gregory'), locale);
    const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...LAST_UPDATED_FORMAT});
    for (const year of [1999, 2024, 2026, 2031]) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          for (const hour of [0, 23]) {
            const date = new Date(Date.UTC(year, month, day, hour, 59));
            assert.equal(
              formatEnglishDate(date),
              intl.format(date),
              `${locale} ${date.toISOString()}`,
            );
          }
        }
      }
    }
  }
});

test("is used for the site's locale, and Intl for any other", () => {
  const {defaultLocale, locales, localeConfigs} = config.i18n;
  assert.deepEqual(locales, [defaultLocale]);
  const calendar = (localeConfigs as Record<string, {calendar?: string}>)[defaultLocale]?.calendar;
  assert.ok(hasEnglishDates(defaultLocale, calendar!));
  assert.ok(!hasEnglishDates('en-GB', 'gregory'), 'en-GB writes "26 Nov 2026"');
  assert.ok(!hasEnglishDates('fr', 'gregory'));
  assert.ok(!hasEnglishDates('en', 'japanese'));
});
