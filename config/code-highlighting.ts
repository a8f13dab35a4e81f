/**
 * Fenced code is highlighted at build time (plugins/code-highlighting). These
 * are the Prism languages the pages use; a block in any other language fails
 * the build, so a typo in a fence is caught rather than shown unhighlighted.
 * `text` blocks need no entry.
 */
import rehypeCodeHighlighting, {
  type CodeHighlightingOptions,
} from '../plugins/code-highlighting/rehype';

export const codeHighlightingOptions = {
  languages: ['bash', 'cmake', 'cpp', 'go', 'rust', 'toml'],
} as const satisfies CodeHighlightingOptions;

/** The entry for the `rehypePlugins` of the docs, blog and pages plugins. */
export const codeHighlightingRehypePlugin = [
  rehypeCodeHighlighting,
  codeHighlightingOptions,
] as const;
