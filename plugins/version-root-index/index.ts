/**
 * Writes `<version>/index.html` next to each `<version>.html` version root.
 *
 * With `trailingSlash: false` the framework emits `/3.8.0` as `3.8.0.html`.
 * A static host that only falls back to `.html` for paths without an
 * extension sees `.0` as one and answers 404; a copy as a directory index
 * makes the root resolvable on those hosts too.
 */
import {copyFile, mkdir, access} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface VersionRootIndexOptions {
  /** Root paths of the versions that have a URL prefix, e.g. `/3.8.0`. */
  versionRootPaths: string[];
}

/** Roots of prefixed versions (`/3.8.0`): shared with plugins/version-not-found. */
export const versionRootPathsSchema = Joi.array()
  .items(Joi.string().pattern(/^\/[^/]+$/, 'single-segment absolute path'))
  .unique()
  .required();

const optionsSchema = Joi.object<VersionRootIndexOptions>({
  versionRootPaths: versionRootPathsSchema,
});

/** Where the directory-index copy of a version root goes, relative to the build. */
export function directoryIndexFor(rootPath: string): {from: string; to: string} {
  const segment = rootPath.replace(/^\//, '');
  return {from: `${segment}.html`, to: path.join(segment, 'index.html')};
}

export default function versionRootIndexPlugin(
  _context: LoadContext,
  options: VersionRootIndexOptions,
): Plugin {
  return {
    name: 'version-root-index',
    async postBuild({outDir}) {
      await Promise.all(
        options.versionRootPaths.map(async (rootPath) => {
          const {from, to} = directoryIndexFor(rootPath);
          const source = path.join(outDir, from);
          try {
            await access(source);
          } catch {
            throw new Error(`Version root ${rootPath} was not built: ${source} is missing.`);
          }
          await mkdir(path.dirname(path.join(outDir, to)), {recursive: true});
          await copyFile(source, path.join(outDir, to));
        }),
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  VersionRootIndexOptions,
  VersionRootIndexOptions
>): VersionRootIndexOptions {
  return validate(optionsSchema, options);
}
