/**
 * Writes `llms.txt` and a plain Markdown copy of each page of one docs
 * version (the latest) next to its HTML, so assistants and scripts can read
 * the docs without parsing the site: `/setup` is also `/setup.md`.
 *
 * The copies are the page sources with the front matter turned into a title
 * line and a summary, MDX imports and components removed, and relative links
 * to other pages rewritten to the absolute URLs of their Markdown copies.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {CATALOGUE_MARKER} from '../message-catalogue/remark';
import {CATALOGUE_ID} from '../message-catalogue/render';

export interface LlmsTxtOptions {
  /** The docs version to publish, e.g. `4.0.0`. */
  version: string;
  /** One-line summary under the site title. */
  summary: string;
  /** Section headings of llms.txt per sidebar id; other docs go under "Other pages". */
  sections: Record<string, string>;
}

const optionsSchema = Joi.object<LlmsTxtOptions>({
  version: Joi.string().required(),
  summary: Joi.string().required(),
  sections: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
});

/** What the plugin needs of a doc; a subset of the docs plugin's metadata. */
export interface PublishedDoc {
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the Markdown source. */
  sourcePath: string;
  sidebar: string | undefined;
}

/** URL path of a page's Markdown copy: `/setup` → `/setup.md`, `/` → `/index.md`. */
export function markdownPathOf(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/\/$/, '')}.md`;
}

/**
 * The Markdown copy of a page. `docsBySource` maps absolute source paths to
 * docs, to resolve relative links; `siteUrl` makes them absolute.
 */
export function toPlainMarkdown(
  source: string,
  doc: PublishedDoc,
  docsBySource: ReadonlyMap<string, PublishedDoc>,
  siteUrl: string,
): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      lines.push(line);
      continue;
    }
    if (fence !== null) {
      lines.push(line);
      continue;
    }
    // MDX-only lines: imports, exports and self-closing components such as charts.
    if (/^(import|export)\s/.test(line)) continue;
    // An MDX comment on a line of its own says nothing to a reader; the
    // message catalogue's marker stands for a section the build writes there.
    const comment = /^\s*\{\/\*\s*(.*?)\s*\*\/\}\s*$/.exec(line);
    if (comment) {
      if (comment[1] === CATALOGUE_MARKER) {
        lines.push(
          `(The messages the library prints, with what each means and what to do, are listed on ${siteUrl}${doc.permalink}#${CATALOGUE_ID}.)`,
        );
      }
      continue;
    }
    // Tabs show one binding at a time on the site; in plain Markdown each tab
    // is a labelled block, one after another.
    if (/^\s*<\/?Tabs\b[^>]*>\s*$|^\s*<\/TabItem>\s*$/.test(line)) continue;
    const tab = /^\s*<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>\s*$/.exec(line);
    if (tab) {
      lines.push(`**${tab[1]}**`);
      continue;
    }
    const component = /^\s*<([A-Z]\w*)[^>]*\/>\s*$/.exec(line);
    if (component) {
      lines.push(`(A ${component[1]} is shown here on ${siteUrl}${doc.permalink}.)`);
      continue;
    }
    lines.push(
      line.replace(/\]\(([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g, (match, target: string, hash = '') => {
        if (/^[a-z]+:/i.test(target)) return match;
        const resolved = path.resolve(path.dirname(doc.sourcePath), decodeURI(target));
        const linked = docsBySource.get(resolved);
        return linked ? `](${siteUrl}${markdownPathOf(linked.permalink)}${hash})` : match;
      }),
    );
  }
  const header = [`# ${doc.title}`, '', `> ${doc.description}`, ''];
  return `${header.join('\n')}\n${lines.join('\n').trim()}\n`;
}

export function renderLlmsTxt(
  siteTitle: string,
  options: LlmsTxtOptions,
  docs: readonly PublishedDoc[],
  siteUrl: string,
): string {
  const groups = new Map<string, PublishedDoc[]>();
  for (const heading of Object.values(options.sections)) groups.set(heading, []);
  for (const doc of docs) {
    const heading = (doc.sidebar && options.sections[doc.sidebar]) || 'Other pages';
    groups.set(heading, [...(groups.get(heading) ?? []), doc]);
  }
  const out = [
    `# ${siteTitle}`,
    '',
    `> ${options.summary}`,
    '',
    `Documentation of version ${options.version}. Each page is also plain Markdown at the URL below.`,
  ];
  for (const [heading, list] of groups) {
    if (list.length === 0) continue;
    out.push('', `## ${heading}`, '');
    for (const doc of [...list].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
      out.push(`- [${doc.title}](${siteUrl}${markdownPathOf(doc.permalink)}): ${doc.description}`);
    }
  }
  return `${out.join('\n')}\n`;
}

interface DocsContent {
  loadedVersions: {
    versionName: string;
    docs: {
      title: string;
      description: string;
      permalink: string;
      source: string;
      sidebar?: string;
    }[];
  }[];
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  let docs: PublishedDoc[] = [];
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      const version = content?.loadedVersions.find((v) => v.versionName === options.version);
      if (!version) {
        throw new Error(`llms-txt: docs version ${options.version} is not loaded.`);
      }
      docs = version.docs.map((doc) => ({
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        sourcePath: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        sidebar: doc.sidebar,
      }));
    },
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const docsBySource = new Map(docs.map((doc) => [doc.sourcePath, doc]));
      for (const doc of docs) {
        const markdown = toPlainMarkdown(
          await readFile(doc.sourcePath, 'utf8'),
          doc,
          docsBySource,
          siteUrl,
        );
        const file = path.join(outDir, markdownPathOf(doc.permalink));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
      }
      await writeFile(
        path.join(outDir, 'llms.txt'),
        renderLlmsTxt(siteConfig.title, options, docs, siteUrl),
      );
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LlmsTxtOptions, LlmsTxtOptions>): LlmsTxtOptions {
  return validate(optionsSchema, options);
}
