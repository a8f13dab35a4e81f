/**
 * Builds the embedded search index after the production build.
 *
 * Every built page is read with a real HTML parser (cheerio) into search
 * records (see records.ts). Pages are grouped into one shard per docs version
 * and one for the rest of the site, each written with its search index
 * already built (browsers load it instead of building it) as a content-hashed file
 * that browsers may cache forever, plus `manifest.json`, the small uncached
 * file that tells the client which shard serves which `docusaurus_tag`.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import synonymsFile from '../../data/search-synonyms.json';
import type {IndexedPage, SearchShard} from '../../src/search/records';
import {buildShardIndex} from '../../src/search/engine';
import {shardNamedTerms} from '../../src/search/topic-terms';
import {compareVersions} from '../../src/messages/data';
import {topicAvailability} from './availability';
import {shardMessagesOf} from './messages';
import {readPage} from './records';

export interface SearchIndexOptions {
  /** Folder of the build the shards and the manifest go to. */
  outputDir: string;
  /** Routes never indexed (the not-found page, the search page). */
  excludedRoutes: string[];
  /**
   * The site shard (blog posts) is searched only along with these docs tags:
   * posts describe the latest version, so readers of older versions do not
   * get them. Empty: with every version.
   */
  siteShardWithTags: string[];
}

export interface ShardManifestEntry {
  name: string;
  /** Absolute URL of the shard file. */
  url: string;
  /** The `docusaurus_tag` values of its pages; the site shard also answers to `default`. */
  tags: string[];
  /** When set, the shard is searched only if a request also names one of these tags. */
  withTags?: string[];
  pages: number;
  records: number;
}

export interface ShardManifest {
  shards: ShardManifestEntry[];
  /** Absolute URL of the table of where topics are documented (./availability.ts). */
  availability?: string;
  /** The synonym groups of data/search-synonyms.json, which the engine reads from here. */
  synonyms: string[][];
}

/** Name of the shard that holds the pages that are not docs of a version. */
export const SITE_SHARD = 'site';

const optionsSchema = Joi.object<SearchIndexOptions>({
  outputDir: Joi.string()
    .pattern(/^[a-z0-9-]+$/, 'a folder name')
    .default('search-index'),
  excludedRoutes: Joi.array().items(Joi.string().pattern(/^\//)).default(['/404', '/search']),
  siteShardWithTags: Joi.array()
    .items(Joi.string().pattern(/^docs-/))
    .default([]),
});

/** The shard a page belongs to: its docs version, or the site shard. */
export function shardNameOf(docusaurusTag: string): string {
  return /^docs-default-(.+)$/.exec(docusaurusTag)?.[1] ?? SITE_SHARD;
}

/** The HTML file the framework writes for a route with `trailingSlash: false`. */
export function htmlFileOf(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
}

/** Groups pages into shards, in a stable order: versions as first met, the site shard last. */
export function groupIntoShards(pages: readonly IndexedPage[]): SearchShard[] {
  const shards = new Map<string, SearchShard>();
  for (const page of pages) {
    const name = shardNameOf(page.docusaurus_tag);
    const shard = shards.get(name) ?? {name, pages: []};
    shard.pages.push(page);
    shards.set(name, shard);
  }
  return [...shards.values()].sort(
    (a, b) => Number(a.name === SITE_SHARD) - Number(b.name === SITE_SHARD),
  );
}

export async function writeShards(
  outDir: string,
  baseUrl: string,
  outputDir: string,
  shards: readonly SearchShard[],
  siteShardWithTags: readonly string[] = [],
): Promise<ShardManifest> {
  const dir = path.join(outDir, outputDir);
  await mkdir(dir, {recursive: true});
  const entries = await Promise.all(
    shards.map(async (shard): Promise<ShardManifestEntry> => {
      // The index goes with the pages, ready to load (SearchShard.index).
      const body = JSON.stringify({
        ...shard,
        // The terms a version names, for "not in this version"; the site shard has no version.
        ...(shard.name !== SITE_SHARD && {named: [...shardNamedTerms(shard.pages)].sort()}),
        index: buildShardIndex(shard).serializedIndex(),
      });
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
      const file = `${shard.name}.${hash}.json`;
      await writeFile(path.join(dir, file), body);
      const tags = [...new Set(shard.pages.map((page) => page.docusaurus_tag))].sort();
      return {
        name: shard.name,
        url: `${baseUrl}${outputDir}/${file}`,
        tags: shard.name === SITE_SHARD ? [...new Set(['default', ...tags])] : tags,
        ...(shard.name === SITE_SHARD &&
          siteShardWithTags.length > 0 && {withTags: [...siteShardWithTags]}),
        pages: shard.pages.length,
        records: shard.pages.reduce((sum, page) => sum + page.blocks.length, 0),
      };
    }),
  );
  const versions = shards
    .map((shard) => shard.name)
    .filter((name) => name !== SITE_SHARD)
    .sort((a, b) => compareVersions(b, a));
  const table = JSON.stringify(topicAvailability(shards, versions));
  const tableFile = `availability.${createHash('sha256').update(table).digest('hex').slice(0, 10)}.json`;
  await writeFile(path.join(dir, tableFile), table);
  const manifest: ShardManifest = {
    shards: entries,
    availability: `${baseUrl}${outputDir}/${tableFile}`,
    synonyms: synonymsFile.groups,
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

/**
 * The manifest and shard files a build wrote, for the tools that read the
 * index back (upload, benchmark). Shards are keyed by their manifest URL.
 */
export async function readShards(
  outDir: string,
  outputDir: string,
): Promise<{
  manifest: ShardManifest;
  /** Shard files by URL. */
  shards: Map<string, string>;
  /** The availability table, when the build wrote one. */
  availability: {url: string; body: string} | null;
}> {
  const dir = path.join(outDir, outputDir);
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error(`No search index in ${dir}: run npm run build first.`);
  }
  const read = (url: string) => readFile(path.join(dir, path.basename(url)), 'utf8');
  const files = await Promise.all(manifest.shards.map((entry) => read(entry.url)));
  return {
    manifest,
    shards: new Map(manifest.shards.map((entry, i) => [entry.url, files[i]!])),
    availability: manifest.availability
      ? {url: manifest.availability, body: await read(manifest.availability)}
      : null,
  };
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const excluded = new Set(options.excludedRoutes);
      const routes = [...new Set(routesPaths)].filter((route) => !excluded.has(route)).sort();
      const pages: IndexedPage[] = [];
      for (const route of routes) {
        let html: string;
        try {
          html = await readFile(htmlFileOf(outDir, route), 'utf8');
        } catch {
          continue; // Routes without their own HTML file (none with trailingSlash: false).
        }
        const page = readPage(html, {route});
        if (page) pages.push(page);
      }
      const shards = groupIntoShards(pages).map((shard) => {
        const faqPage = shard.pages.find((page) => page.kind === 'troubleshooting');
        const messages = shardMessagesOf(shard.name, faqPage);
        return messages ? {...shard, messages} : shard;
      });
      await writeShards(
        outDir,
        context.baseUrl,
        options.outputDir,
        shards,
        options.siteShardWithTags,
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchIndexOptions>, SearchIndexOptions>): SearchIndexOptions {
  return validate(optionsSchema, options);
}
