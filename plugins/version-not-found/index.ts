/**
 * A not-found page per docs version, `<version>/404.html`, prerendered under
 * that version's prefix so its navbar shows that version.
 *
 * The framework prerenders one `404.html`, outside any version: served for
 * `/3.9.0/anything`, its navbar names the latest version until the page has
 * hydrated (src/theme/Navbar then renders the reader's path), and for good
 * without JavaScript. A route at `/<version>/404` renders the theme's
 * NotFound page with the version active; hosts that can choose the error
 * page by path send that file, with status 404, for unknown paths under the
 * prefix (deploy/nginx, maintainers/deploy.md). The latest version has no
 * prefix: its unknown paths keep the framework's `404.html`.
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {versionRootPathsSchema} from '../version-root-index';

export interface VersionNotFoundOptions {
  /** Root paths of the versions that have a URL prefix, e.g. `/3.8.0`. */
  versionRootPaths: string[];
}

const optionsSchema = Joi.object<VersionNotFoundOptions>({
  versionRootPaths: versionRootPathsSchema,
});

/** The route of a version's not-found page; the build writes it as `<route>.html`. */
export const notFoundRouteOf = (rootPath: string): string => `${rootPath}/404`;

export default function versionNotFoundPlugin(
  _context: LoadContext,
  options: VersionNotFoundOptions,
): Plugin {
  return {
    name: 'version-not-found',
    async contentLoaded({actions}) {
      for (const rootPath of options.versionRootPaths) {
        actions.addRoute({
          path: notFoundRouteOf(rootPath),
          component: '@theme/NotFound',
          exact: true,
        });
      }
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  VersionNotFoundOptions,
  VersionNotFoundOptions
>): VersionNotFoundOptions {
  return validate(optionsSchema, options);
}
