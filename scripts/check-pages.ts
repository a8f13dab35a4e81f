/**
 * Fast pre-build check of docs Markdown files, for writers: front matter title
 * against the page inventory, fence languages, Rust/Go/C++ samples parse,
 * relative and absolute doc links resolve, and enough prose.
 *
 *   npx tsx scripts/check-pages.ts versioned_docs/version-3.8.0/icicle/primitives/msm.md …
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {createSampleParser, extractCodeBlocks, parsedLanguageOf} from '../src/content/code-blocks';
import {normalizeRoute, referenceVersions} from '../src/site-map';

const siteDir = path.resolve(__dirname, '..');
const allRoutes = new Set(
  referenceVersions.flatMap((version) => version.docs.map((doc) => normalizeRoute(doc.path))),
);

async function main(files: string[]): Promise<number> {
  const parser = await createSampleParser();
  let failures = 0;
  for (const file of files) {
    const relative = path.relative(siteDir, path.resolve(file));
    const match = /^versioned_docs\/version-([^/]+)\/(.+)\.mdx?$/.exec(relative);
    const problems: string[] = [];
    const source = readFileSync(file, 'utf8');
    const version = match ? referenceVersions.find((v) => v.name === match[1]) : undefined;
    const doc = version?.docs.find((d) => d.id === match![2]);
    if (!version || !doc) problems.push('not a page of the inventory (wrong folder or file name?)');
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
    if (!frontMatter) problems.push('no front matter');
    const data = (frontMatter ? yaml.load(frontMatter[1]!) : {}) as Record<string, unknown>;
    if (doc && doc.title && data.title !== doc.title) {
      problems.push(
        `title is ${JSON.stringify(data.title)}, inventory says ${JSON.stringify(doc.title)}`,
      );
    }
    if (!data.description) problems.push('no description in front matter');
    const body = frontMatter ? source.slice(frontMatter[0].length) : source;
    const blocks = extractCodeBlocks(body);
    for (const block of blocks) {
      if (!block.language) problems.push(`line ${block.line}: fence without a language`);
      const language = parsedLanguageOf(block.language);
      const errorLine = language ? parser.firstError(language, block.code) : null;
      if (errorLine !== null)
        problems.push(
          `code block at body line ${block.line}: ${block.language} does not parse (line ${errorLine} of the block)`,
        );
    }
    const prose = body
      .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
      .replace(/`[^`\n]*`/g, ' ');
    const words = prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
    if (words < 250) problems.push(`only ${words} prose words (write at least 300)`);
    if (/^# /m.test(prose))
      problems.push('has a "# " h1 heading (the title is the h1; use ## and ###)');
    if (/\bTODO\b|lorem ipsum/i.test(prose)) problems.push('placeholder text');
    if (/<!--/.test(prose)) problems.push('HTML comment (MDX rejects it)');
    const bare = prose
      .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*\$/g, '')
      // The message catalogue's marker (plugins/message-catalogue), expanded at build time.
      .replace(/^\{\/\* message-catalogue \*\/\}$/m, '')
      .match(
        /<(?!br\s*\/?>|https?:|BenchmarkChart |\/?Tabs\b|\/?TabItem\b)[A-Za-z][^>\n]*>?|[{}]/g,
      );
    if (bare)
      problems.push(
        `bare JSX-like text outside code: ${[...new Set(bare)].slice(0, 3).join(' ')} (use backticks)`,
      );
    for (const link of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1]!.split('#')[0]!;
      if (!target || /^(https?:|mailto:)/.test(target)) continue;
      if (target.startsWith('/')) {
        if (!allRoutes.has(normalizeRoute(target)))
          problems.push(`absolute link ${target} is not a docs route`);
        continue;
      }
      if (!/\.mdx?$/.test(target)) {
        problems.push(`relative link ${target} must point to a .md file`);
        continue;
      }
      const resolved = path.posix
        .join(path.posix.dirname(match?.[2] ?? ''), target)
        .replace(/\.mdx?$/, '');
      if (version && !version.docs.some((d) => d.id === resolved)) {
        problems.push(`link ${target} -> ${resolved} does not exist in ${version.name}`);
      }
    }
    if (problems.length > 0) {
      failures++;
      console.log(`FAIL ${relative}\n  - ${problems.join('\n  - ')}`);
    } else {
      console.log(`ok   ${relative} (${words} words)`);
    }
  }
  return failures;
}

main(process.argv.slice(2)).then((failures) => {
  process.exitCode = failures > 0 ? 1 : 0;
});
