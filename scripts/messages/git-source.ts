/**
 * Reads the library's source at a tag straight from git (`ls-tree`,
 * `cat-file`): no checkout, no network, nothing built. Works with a bare git
 * directory or a checkout's root.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TagSource {
  tag: string;
  commit: string;
  /** Every file path in the tree at the tag. */
  paths: string[];
  /** The text of the file at the tag, or undefined when its blob is absent (a pruned large file). */
  read(file: string): string | undefined;
  /** The texts of many files in one git process (see `read`). */
  readAll(files: readonly string[]): Map<string, string | undefined>;
}

/** The git directory of a repository path: itself when bare, else its `.git`. */
export function gitDirOf(repo: string): string {
  const dotGit = path.join(repo, '.git');
  return fs.existsSync(dotGit) ? dotGit : repo;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

export function openTag(repo: string, tag: string): TagSource {
  const gitDir = gitDirOf(repo);
  const commit = git(gitDir, ['rev-parse', `${tag}^{commit}`]).trim();
  const paths = git(gitDir, ['ls-tree', '-r', '--name-only', '-z', commit])
    .split('\0')
    .filter((p) => p !== '');
  return {
    tag,
    commit,
    paths,
    read(file) {
      const result = spawnSync(
        'git',
        ['--git-dir', gitDir, 'cat-file', 'blob', `${commit}:${file}`],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return result.status === 0 ? result.stdout : undefined;
    },
    readAll(files) {
      const input = files.map((file) => `${commit}:${file}\n`).join('');
      const output = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
        input,
        maxBuffer: 1024 * 1024 * 1024,
      });
      return parseBatch(output, files);
    },
  };
}

/**
 * Splits `git cat-file --batch` output: per object a header
 * `<oid> <type> <size>` and the contents, or `<name> missing`.
 */
function parseBatch(output: Buffer, files: readonly string[]): Map<string, string | undefined> {
  const texts = new Map<string, string | undefined>();
  let offset = 0;
  for (const file of files) {
    const newline = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, newline).toString('utf8');
    offset = newline + 1;
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.set(file, undefined);
      continue;
    }
    texts.set(file, output.subarray(offset, offset + Number(size)).toString('utf8'));
    offset += Number(size) + 1;
  }
  return texts;
}
