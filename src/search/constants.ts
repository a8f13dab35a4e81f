/** The spec's search input limit; longer queries are cut, as the search box cuts them. */
export const MAX_QUERY_LENGTH = 64;

/** Snippet length of the spec: 10 words, 5 on screens 768px wide or less. */
export const SNIPPET_WORDS = {wide: 10, narrow: 5} as const;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/** The `attributesToSnippet` search parameter for a snippet length in words. */
export function snippetAttributes(words: number): string[] {
  return [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
      (level) => `hierarchy.${level}:${words}`,
    ),
    `content:${words}`,
  ];
}
