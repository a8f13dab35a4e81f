/**
 * Wraps the theme's not-found content so that its prerendered document says
 * which path it was built for (src/not-found/prerendered-path.ts): the navbar
 * reads it to hydrate as that path (src/theme/Navbar).
 *
 * The content is rendered for every not-found page: the framework's
 * `404.html` (the docs' fallback at `/404.html`), each version's
 * `<version>/404.html` (plugins/version-not-found) and a client-side
 * navigation to an unknown link. The `<meta>` is written at build time only;
 * the browser drops it with its first head update, once it has been read.
 */
import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PRERENDERED_PATH_META} from '@site/src/not-found/prerendered-path';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {/* Head renders nothing in place, so leaving it out in the browser changes no markup. */}
      {!ExecutionEnvironment.canUseDOM && (
        <Head>
          <meta name={PRERENDERED_PATH_META} content={pathname} />
        </Head>
      )}
      <NotFoundContent {...props} />
    </>
  );
}
