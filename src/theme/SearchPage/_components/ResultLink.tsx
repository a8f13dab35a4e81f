/**
 * Local: a link to a result, a plain `<a href>` that navigates in the app on
 * a plain click, in place of upstream's Docusaurus `Link`, which also
 * prefetches each result's page code as it scrolls into view and on hover:
 * main-thread work for twenty links the reader will mostly not open. The
 * router still loads a page's code before showing it.
 */
import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

export default function ResultLink({
  to,
  ...props
}: {to: string} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>): ReactNode {
  const history = useHistory();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        history.push(to);
      }}
    />
  );
}
