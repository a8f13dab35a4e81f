/**
 * Highlights fenced code blocks at build time, so readers' browsers download
 * no highlighter and hydrate no token elements.
 *
 * Each `<pre><code class="language-x">` of a Markdown page keeps its text (the
 * copy button and the inline/block test of MDX read it) and gains a
 * `highlightedHtml` property: Prism's token markup, escaped. MDX passes it to
 * `@theme/CodeBlock` (src/theme/CodeBlock), which renders it as inner HTML and
 * styles the tokens with CSS classes instead of inline colours.
 *
 * Mermaid blocks never reach this plugin: the Mermaid theme turns them into
 * diagrams in a remark step before.
 */
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import type {Element, ElementContent, Root} from 'hast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

export interface CodeHighlightingOptions {
  /** Prism language ids highlighted; their Prism aliases (sh and shell for bash) follow. */
  languages: readonly string[];
}

/** Languages shown as plain, escaped text. */
const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'plain', 'plaintext', 'txt']);

/**
 * Code block features that would need per-line markup, which the build-time
 * renderer does not produce; a page asking for one fails the build instead of
 * silently losing it.
 */
const UNSUPPORTED_META = /\{[\d,\s-]+\}|showLineNumbers/;
const MAGIC_COMMENT = /\b(?:highlight-next-line|highlight-start|highlight-end)\b/;

const LANGUAGE_CLASS = /^language-(.+)$/;

export class CodeHighlightingError extends Error {
  override name = 'CodeHighlightingError';
}

/**
 * Loads the languages into Prism and returns the grammar lookup. Prism is
 * global and ships a few languages of its own (markup, css, clike, js); only
 * the configured ones and their aliases (sh → bash) are accepted, so a page
 * cannot depend on a grammar that merely happens to be loaded.
 */
function loadGrammars(languages: readonly string[]): (name: string) => Prism.Grammar | undefined {
  // Unknown names are reported below, with the option that named them.
  loadLanguages.silent = true;
  loadLanguages([...languages]);
  const missing = languages.filter((name) => !Prism.languages[name]);
  if (missing.length > 0) {
    throw new CodeHighlightingError(`Prism has no language ${missing.join(', ')}.`);
  }
  return (name) => {
    const grammar = Prism.languages[name];
    // Looked up each time: loading languages again (another plugin instance)
    // replaces the grammar objects.
    return grammar && languages.some((language) => Prism.languages[language] === grammar)
      ? grammar
      : undefined;
  };
}

/** The fenced block's language from `class="language-x"`, if any. */
function languageOf(code: Element): string | undefined {
  const classNames = code.properties.className;
  const list = Array.isArray(classNames) ? classNames : [];
  for (const className of list) {
    const match = LANGUAGE_CLASS.exec(String(className));
    if (match) return match[1];
  }
  return undefined;
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : '')).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where a failing block is, for the build error. */
function position(file: {path?: string}, node: Element): string {
  const line = node.position?.start.line;
  return `${file.path ?? 'a page'}${line ? `:${line}` : ''}`;
}

const rehypeCodeHighlighting: Plugin<[CodeHighlightingOptions], Root> = (options) => {
  const grammarFor = loadGrammars(options.languages);
  return (tree, file) => {
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code || code.children.some((child) => child.type !== 'text')) return;

      const language = languageOf(code);
      const metastring = code.properties.metastring;
      const source = textOf(code.children).replace(/\n$/, '');
      if (typeof metastring === 'string' && UNSUPPORTED_META.test(metastring)) {
        throw new CodeHighlightingError(
          `${position(file, pre)}: line highlighting and line numbers ("${metastring}") are not supported by build-time highlighting.`,
        );
      }
      if (MAGIC_COMMENT.test(source)) {
        throw new CodeHighlightingError(
          `${position(file, pre)}: highlight comments are not supported by build-time highlighting.`,
        );
      }

      if (language === undefined || PLAIN_LANGUAGES.has(language)) {
        code.properties.highlightedHtml = escapeHtml(source);
        return 'skip';
      }
      const grammar = grammarFor(language);
      if (!grammar) {
        throw new CodeHighlightingError(
          `${position(file, pre)}: code language "${language}" is not highlighted; add it to the languages of config/code-highlighting.ts or mark the block as text.`,
        );
      }
      code.properties.highlightedHtml = Prism.highlight(source, grammar, language);
      return 'skip';
    });
  };
};

export default rehypeCodeHighlighting;
