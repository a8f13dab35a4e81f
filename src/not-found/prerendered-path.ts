/**
 * The path a not-found document was prerendered for, written into its head at
 * build time and read back by the browser before React hydrates the page.
 *
 * A not-found page is served for paths it was not built at: `/3.9.0/nope`
 * receives `404.html` (prerendered at `/404.html`, latest version) from
 * `docusaurus serve`, GitHub Pages or a plain file server, and
 * `3.9.0/404.html` (prerendered at `/3.9.0/404`) from the project's nginx.
 * Only the document can tell the browser which of the two it is.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Name of the `<meta>` that carries the path (its `content`). */
export const PRERENDERED_PATH_META = 'icicle-prerendered-path';

/** The prerendered path the served document declares, if it declares one. */
export function readPrerenderedPath(): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PRERENDERED_PATH_META}"]`);
  return meta?.content || undefined;
}
