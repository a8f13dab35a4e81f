/**
 * Replaces `@theme/LastUpdated` of @docusaurus/theme-classic 3.10.2 (a changed
 * copy, provided by plugins/last-updated: the date is formatted inside the
 * component, where a wrapper cannot reach). The plugin pins the theme files it
 * was copied from and fails the build when they change (framework patch
 * `last-updated`).
 *
 * Why: the original creates an `Intl.DateTimeFormat` on every doc page while
 * React hydrates it. The first one a page creates loads the browser's date
 * data: in traces at 4x slowdown a task of 55 to 150 ms of its own on every
 * doc page, the home page's longest after start-up. The site's one locale is
 * English with the Gregorian calendar, for which ./date.ts writes the same
 * text from a table of month names (a unit test compares it with `Intl` for
 * every month); any other locale or calendar is formatted with `Intl` as in
 * the original. The server render and the browser use the same code, so the
 * hydrated text always matches the prerendered one.
 *
 * Unchanged from the original: the markup, the translation ids and the
 * "by {user}" part.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatEnglishDate, hasEnglishDates, LAST_UPDATED_FORMAT} from './date';

function useFormattedDate(date: Date): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const calendar = localeConfigs[currentLocale]!.calendar;
  return hasEnglishDates(currentLocale, calendar)
    ? formatEnglishDate(date)
    : new Intl.DateTimeFormat(currentLocale, {calendar, ...LAST_UPDATED_FORMAT}).format(date);
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const formattedLastUpdatedAt = useFormattedDate(atDate);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
