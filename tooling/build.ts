/** Where the production build writes each route, and which doc routes are written. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFileOf} from '../plugins/search-index';
import {normalizeRoute} from '../src/site-map';

export const buildDir = path.resolve(__dirname, '..', 'build');

/** The HTML file the framework writes for a route of build/ (trailingSlash: false). */
export function htmlFileFor(route: string): string {
  return htmlFileOf(buildDir, normalizeRoute(route));
}

/** The built HTML of a route, as text. */
export function builtHtml(route: string): string {
  return readFileSync(htmlFileFor(route), 'utf8');
}
