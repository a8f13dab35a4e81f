/**
 * One entry of the results: a page, its sidebar group and summary, and the
 * sections of it that matched. From upstream: the article, heading,
 * breadcrumbs and summary markup. Local: the sections list, plain result
 * links (ResultLink), and entries keyed by URL (upstream keyed by index).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {ResultItem as ResultItemData} from '../_utils/types';
import ResultLink from './ResultLink';
import styles from '../styles.module.css';

function ResultSections({sections}: {sections: ResultItemData['sections']}): ReactNode {
  return (
    <ul className={styles.searchResultSections}>
      {sections.map((section) => (
        <li key={section.url}>
          <ResultLink to={section.url}>
            <span dangerouslySetInnerHTML={{__html: section.title}} />
          </ResultLink>
          {section.summary && (
            <p
              className={styles.searchResultItemSummary}
              dangerouslySetInnerHTML={{__html: section.summary}}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

export default function ResultItem({
  item: {title, url, summary, breadcrumbs, sections},
}: {
  item: ResultItemData;
}): ReactNode {
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <ResultLink to={url} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>

      {breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
            {breadcrumbs.map((html, index) => (
              <li
                key={index}
                className="breadcrumbs__item"
                // Escaped text of the index (groupHitsByPage).
                dangerouslySetInnerHTML={{__html: html}}
              />
            ))}
          </ul>
        </nav>
      )}

      {summary && (
        <p
          className={styles.searchResultItemSummary}
          // Escaped and highlighted by the search client.
          dangerouslySetInnerHTML={{__html: summary}}
        />
      )}

      {sections.length > 0 && <ResultSections sections={sections} />}
    </article>
  );
}
