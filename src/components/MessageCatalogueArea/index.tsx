/**
 * The entries of one area of the message catalogue on a FAQ page, under
 * the area's h3 (plugins/message-catalogue puts the element there).
 *
 * The entries are HTML rendered at build time. The server render puts it
 * in the page; the browser bundle does not have it (`@message-catalogue/html`
 * is `null` there), so the page's JavaScript stays small. React hydrates an
 * element with `dangerouslySetInnerHTML` without comparing or replacing
 * what is inside, so the prerendered entries stay. When the element is
 * empty after mount (client-side navigation, the dev server), the entries
 * are fetched from the version's file under /assets/messages/.
 */
import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import prerendered from '@message-catalogue/html';
import {loadBrowserCatalogue, scrollToHashSoon} from './load';
import styles from './styles.module.css';

export interface MessageCatalogueAreaProps {
  version: string;
  area: string;
  /** The version's browser copy, `/assets/messages/<version>.<hash>.json`. */
  src: string;
}

/** Shown when the fetch fails: the prerendered page always has the entries. */
const UNAVAILABLE =
  '<p>The messages of this section could not be loaded. Reload the page to see them.</p>';

export default function MessageCatalogueArea({
  version,
  area,
  src,
}: MessageCatalogueAreaProps): ReactNode {
  const server = prerendered?.[version]?.[area];
  const brokenLinks = useBrokenLinks();
  // Lets links to #msg-<id> pass the build's broken-anchor check.
  server?.ids.forEach((id) => brokenLinks.collectAnchor(id));
  const url = useBaseUrl(src);
  const ref = useRef<HTMLDivElement>(null);
  const [fetched, setFetched] = useState<string | null>(null);

  useEffect(() => {
    // Prerendered and kept through hydration: nothing to do.
    if (ref.current?.firstChild) return;
    let mounted = true;
    loadBrowserCatalogue(url).then(
      (catalogue) => mounted && setFetched(catalogue[area] ?? ''),
      (error: unknown) => {
        console.error('Message catalogue:', error);
        if (mounted) setFetched(UNAVAILABLE);
      },
    );
    return () => {
      mounted = false;
    };
  }, [url, area]);

  useEffect(() => {
    if (fetched !== null) scrollToHashSoon(styles.area!);
  }, [fetched]);

  return (
    <div
      ref={ref}
      className={styles.area}
      // The browser render starts empty ('' and not undefined: React then leaves the
      // prerendered children alone during hydration instead of reporting them as extra).
      dangerouslySetInnerHTML={{__html: server?.html ?? fetched ?? ''}}
    />
  );
}
