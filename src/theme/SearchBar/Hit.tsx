/**
 * A result of the modal (DocSearch's `hitComponent`): a real link to the hit,
 * as the theme renders it (a click navigates in the app, a modifier or middle
 * click opens a tab), out of the tab order (the arrow keys move through
 * results) and made the result's ARIA option (docsearch-dom.ts, 3).
 */
import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {adaptResultLink} from './docsearch-dom';

export default function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const ref = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => (ref.current ? adaptResultLink(ref.current) : undefined), []);
  return (
    <Link ref={ref} to={hit.url} tabIndex={-1}>
      {children}
    </Link>
  );
}
