/**
 * Wraps the theme's navbar so that a not-found page hydrates cleanly on any
 * host, whichever not-found document the host sent.
 *
 * The navbar reads the reader's path: the version dropdown names the version
 * of the path, and Docs or API is marked active. A host that answers
 * `/3.9.0/nope` with the root `404.html` (`docusaurus serve`, GitHub Pages,
 * plain file servers) sends a navbar prerendered at `/404.html`, with 4.0.0
 * in the dropdown. Rendered for `/3.9.0/nope` at once, the navbar would say 3.9.0:
 * React reports error #418 and renders the whole page again, and attributes
 * that differ (the active link's class) would keep their prerendered value.
 *
 * So while the page hydrates, the navbar sees the path its document was
 * prerendered for (src/not-found/prerendered-path.ts), as the framework's own
 * PendingNavigation shows a location other than the browser's through a
 * `<Route location>`; once hydrated, it renders the reader's path. Under the
 * project's nginx, `/3.9.0/nope` receives `3.9.0/404.html`, prerendered at
 * `/3.9.0/404`: the same version, so nothing changes after hydration. Pages
 * served at their own path declare nothing and render the navbar as is.
 */
import React, {useState, type ReactNode} from 'react';
// The router behind @docusaurus/router, which re-exports only its hooks.
import {Route} from 'react-router-dom';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {readPrerenderedPath} from '@site/src/not-found/prerendered-path';

type Props = WrapperProps<typeof NavbarType>;

// Read when the bundle loads, before React hydrates and updates the head.
const servedDocumentPath = readPrerenderedPath();

export default function NavbarWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  // Only the navbar mounted by hydration uses it; one mounted later renders the reader's path.
  const [prerenderedPath] = useState(() => (isBrowser ? undefined : servedDocumentPath));
  if (prerenderedPath === undefined) return <Navbar {...props} />;
  const shownLocation = isBrowser ? location : {...location, pathname: prerenderedPath};
  return <Route location={shownLocation}>{() => <Navbar {...props} />}</Route>;
}
