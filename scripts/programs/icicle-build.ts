/**
 * Checks the ICICLE build the runner is given: an install prefix with include/ and lib/ from a CPU
 * build, and the source checkout it was built from, both at the tag of the docs version. The runner
 * never builds the library itself.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export interface IcicleBuild {
  prefix: string;
  source: string;
  tag: string;
}

function sourceTag(source: string): string | undefined {
  // A Git checkout names its tag exactly; release archives do not (v3.2.0's Rust workspace still
  // says 3.1.0, for one), so the runner asks for a checkout.
  if (!existsSync(path.join(source, '.git'))) return undefined;
  try {
    return execFileSync('git', ['-C', source, 'describe', '--tags', '--exact-match', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/** Throws with the reason when the prefix or the source is not a build of the given tag. */
export function checkIcicleBuild(
  prefix: string,
  source: string | undefined,
  tag: string,
): IcicleBuild {
  const resolvedPrefix = path.resolve(prefix);
  for (const required of ['include/icicle/runtime.h', 'lib/libicicle_device.so']) {
    if (!existsSync(path.join(resolvedPrefix, required))) {
      throw new Error(`${resolvedPrefix} is not an ICICLE install prefix: ${required} is missing`);
    }
  }
  if (!source) {
    throw new Error(
      '--icicle-source is required: the source checkout the build came from proves its tag',
    );
  }
  const resolvedSource = path.resolve(source);
  const found = sourceTag(resolvedSource);
  if (found !== tag) {
    throw new Error(
      `${resolvedSource} is ${found ? `at ${found}` : 'not a Git checkout of a release tag'}, the docs version needs ${tag}`,
    );
  }
  // Installed headers are copied from icicle/include (the install step does not copy them), so they
  // must be the tag's headers byte for byte.
  const include = path.join(resolvedSource, 'icicle', 'include');
  for (const file of filesUnder(include)) {
    const installed = path.join(resolvedPrefix, 'include', file);
    if (
      !existsSync(installed) ||
      !readFileSync(installed).equals(readFileSync(path.join(include, file)))
    ) {
      throw new Error(
        `${installed} differs from ${tag}'s icicle/include/${file}: the prefix holds another build`,
      );
    }
  }
  return {prefix: resolvedPrefix, source: resolvedSource, tag};
}
