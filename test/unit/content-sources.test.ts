/**
 * Content rules checked on the Markdown sources of every version and the
 * blog: each code fence names its language, and each Rust, Go and C++ sample
 * parses as that language.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {
  createSampleParser,
  extractCodeBlocks,
  parsedLanguageOf,
  type SampleParser,
} from '../../src/content/code-blocks';

const siteDir = path.resolve(__dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const files = [...markdownFiles('versioned_docs'), ...markdownFiles('blog')];

let parser: SampleParser;
before(async () => {
  parser = await createSampleParser();
});

describe('content sources', () => {
  test('there are pages to check', () => {
    assert.ok(files.length > 0);
  });

  for (const file of files) {
    test(file, () => {
      const blocks = extractCodeBlocks(readFileSync(path.join(siteDir, file), 'utf8'));
      const problems: string[] = [];
      for (const block of blocks) {
        if (!block.language) {
          problems.push(`line ${block.line}: code fence without a language`);
          continue;
        }
        const language = parsedLanguageOf(block.language);
        const errorLine = language ? parser.firstError(language, block.code) : null;
        if (errorLine !== null) {
          problems.push(`line ${block.line + errorLine}: ${block.language} sample does not parse`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});
