/** Paths and contents of the committed `versioned_sidebars/*.json` files. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {referenceVersion} from './index';
import {buildVersionSidebars, type ExistingDoc} from './sidebars';

const siteDir = path.resolve(__dirname, '..', '..');

export function versionDocsDir(version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`);
}

/** A doc exists when its markdown file is written (doc id = path without extension). */
export function writtenDocs(version: string): ExistingDoc {
  const dir = versionDocsDir(version);
  return (docId) => ['.md', '.mdx'].some((ext) => existsSync(path.join(dir, docId + ext)));
}

export function sidebarsFilePath(version: string): string {
  return path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
}

export function renderSidebarsFile(version: string): string {
  const sidebars = buildVersionSidebars(referenceVersion(version), writtenDocs(version));
  return `${JSON.stringify(sidebars, null, 2)}\n`;
}
