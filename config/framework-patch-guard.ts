/**
 * The guards of the framework patches (see config/framework-patches.ts):
 * checks, run by each patch when the build loads it, that the framework code
 * the patch rewrites, replaces or copies is still there as the patch expects
 * it. A check that fails throws a FrameworkPatchError naming the patch, so an
 * upgrade that moves the code stops the build instead of leaving the patch a
 * silent no-op.
 *
 * Files are named by package and path (`@docusaurus/core/lib/client/docusaurus.js`)
 * and read from the installed package, whatever its `exports` allow.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {FrameworkPatchError} from './framework-patch-error';

export {FrameworkPatchError, FRAMEWORK_PATCHES_VARIABLE} from './framework-patch-error';

/** `<package>/<path inside it>`, e.g. `@docusaurus/theme-classic/lib/theme/LastUpdated/index.js`. */
export type FrameworkFile = string;

/**
 * Framework files a patch copies or replaces, each with the sha256 of its
 * content when the patch was last compared with it.
 */
export type PinnedFrameworkFiles = Readonly<Record<FrameworkFile, string>>;

const siteDir = path.resolve(__dirname, '..');

function splitPackage(file: FrameworkFile): {packageName: string; inner: string} {
  const parts = file.split('/');
  const nameLength = file.startsWith('@') ? 2 : 1;
  return {
    packageName: parts.slice(0, nameLength).join('/'),
    inner: parts.slice(nameLength).join('/'),
  };
}

/** The installed file's path, found from the site as Node would find the package. */
export function frameworkFilePath(file: FrameworkFile): string | undefined {
  const {packageName, inner} = splitPackage(file);
  const searchDirs = createRequire(__filename).resolve.paths(packageName) ?? [];
  for (const nodeModules of [path.join(siteDir, 'node_modules'), ...searchDirs]) {
    const packageDir = path.join(nodeModules, packageName);
    if (existsSync(path.join(packageDir, 'package.json'))) {
      const filePath = path.join(packageDir, inner);
      return existsSync(filePath) ? filePath : undefined;
    }
  }
  return undefined;
}

/** Reads a framework file's text; the guards take one so tests can give them other shapes. */
export type FrameworkReader = (file: FrameworkFile) => string;

/** Reads the installed files; a missing file fails `patch`. */
export function installedFramework(patch: string, changed?: string): FrameworkReader {
  return (file) => {
    const filePath = frameworkFilePath(file);
    if (!filePath) throw new FrameworkPatchError(patch, `${file} was not found`, changed);
    return readFileSync(filePath, 'utf8');
  };
}

/**
 * Fails `patch` unless `source` (the text of `where`) has every pattern:
 * the code the patch relies on, each described for the error message.
 */
export function requireCode(
  patch: string,
  where: string,
  source: string,
  patterns: Readonly<Record<string, RegExp>>,
  changed?: string,
): void {
  const missing = Object.entries(patterns)
    .filter(([, pattern]) => !pattern.test(source))
    .map(([description]) => description);
  if (missing.length > 0) {
    throw new FrameworkPatchError(
      patch,
      `the code this patch relies on in ${where} was not found (${missing.join('; ')})`,
      changed,
    );
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Fails `patch` if a file it copies or replaces is no longer the version the
 * patch was compared with: the copy may then miss a fix or a feature of the
 * new one. The message gives the new hash, to pin once the patch has been
 * brought up to date.
 */
export function requirePinnedFiles(
  patch: string,
  pins: PinnedFrameworkFiles,
  read: FrameworkReader,
): void {
  for (const [file, pinned] of Object.entries(pins)) {
    const actual = sha256(read(file));
    if (actual !== pinned) {
      throw new FrameworkPatchError(
        patch,
        `${file}, which this patch copies or replaces, is not the version the patch was made ` +
          `from (sha256 ${actual}; pinned ${pinned})`,
      );
    }
  }
}
