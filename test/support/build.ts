/** Where the production build writes each route, and which doc routes are written. */
import path from 'node:path';
import {normalizeRoute} from '../../src/site-map';

export const buildDir = path.resolve(__dirname, '..', '..', 'build');

/** The HTML file the framework writes for a route (trailingSlash: false). */
export function htmlFileFor(route: string): string {
  const normalized = normalizeRoute(route);
  return normalized === '/'
    ? path.join(buildDir, 'index.html')
    : path.join(buildDir, `${normalized}.html`);
}
