/**
 * The KaTeX stylesheet is served by the site itself (no CDN) with a
 * Subresource Integrity hash. Its files come from the `katex` npm package,
 * the same copy rehype-katex renders with, so markup and CSS always match.
 * Only pages with math link it (plugins/katex-stylesheet).
 *
 * At config load the stylesheet and its WOFF2 fonts are copied into a
 * generated static directory (git-ignored); every browser the site targets
 * picks WOFF2, the first source in each `@font-face`.
 */
import {createHash} from 'node:crypto';
import {copyFileSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import rehypeKatex from 'rehype-katex';
import rehypeKatexStylesheet, {
  type KatexStylesheetOptions,
} from '../plugins/katex-stylesheet/rehype';

export interface KatexAssets {
  /** A directory to add to `staticDirectories`, relative to the site (the config names no build machine's path). */
  staticDirectory: string;
  /** The stylesheet the pages with math link. */
  stylesheet: KatexStylesheetOptions;
  /** For `rehypePlugins` of content with math: renders it, then links the stylesheet. */
  rehypePlugins: [typeof rehypeKatex, [typeof rehypeKatexStylesheet, KatexStylesheetOptions]];
}

export function subresourceIntegrity(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export function prepareKatexAssets(siteDir: string): KatexAssets {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const distDir = path.dirname(siteRequire.resolve('katex/dist/katex.min.css'));
  const staticDirectory = path.join(siteDir, '.generated', 'katex-static');
  const targetDir = path.join(staticDirectory, 'katex');
  mkdirSync(path.join(targetDir, 'fonts'), {recursive: true});

  const css = readFileSync(path.join(distDir, 'katex.min.css'));
  copyFileSync(path.join(distDir, 'katex.min.css'), path.join(targetDir, 'katex.min.css'));
  for (const font of readdirSync(path.join(distDir, 'fonts'))) {
    if (font.endsWith('.woff2')) {
      copyFileSync(path.join(distDir, 'fonts', font), path.join(targetDir, 'fonts', font));
    }
  }

  const stylesheet = {href: '/katex/katex.min.css', integrity: subresourceIntegrity(css)};
  return {
    staticDirectory: path.relative(siteDir, staticDirectory),
    stylesheet,
    rehypePlugins: [rehypeKatex, [rehypeKatexStylesheet, stylesheet]],
  };
}
