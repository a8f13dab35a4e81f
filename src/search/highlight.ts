/**
 * Highlighting and snippets of hit text: the words a query matched (any of
 * their index terms among the matched terms, so `installing` is marked for
 * "install" and `get_merkle_proof` for itself) wrapped in the highlight
 * tags, and a window of a few words around the first match. Text is
 * HTML-escaped piece by piece, so markup in a record or a query is always
 * shown as text.
 */
import {analyzeText, type AnalyzedRun} from './analysis';
import type {HighlightResult} from './contract';
import {escapeHtml} from './html';
import {SEARCH_SETTINGS} from './settings';

const {snippetLeadWords} = SEARCH_SETTINGS.results;

/** True when a word of the text is indexed under one of the matched terms. */
function runMatches(run: AnalyzedRun, matched: ReadonlySet<string>): boolean {
  return (
    (run.whole !== null && matched.has(run.whole)) ||
    run.extra.some((term) => matched.has(term)) ||
    run.parts.some((term) => matched.has(term))
  );
}

/**
 * Wraps the words of `text` that the query matched (any of their index
 * terms is in `matchedTerms`) in the highlight tags. The text is
 * HTML-escaped first, piece by piece, so markup in a record or a query is
 * always shown as text.
 */
export function highlight(
  text: string,
  matchedTerms: Iterable<string>,
  preTag = '<mark>',
  postTag = '</mark>',
): HighlightResult {
  const matched = new Set(matchedTerms);
  const matchedWords = new Set<string>();
  let value = '';
  let last = 0;
  for (const run of analyzeText(text)) {
    if (!runMatches(run, matched)) continue;
    matchedWords.add(run.text.toLowerCase());
    value += escapeHtml(text.slice(last, run.index)) + preTag + escapeHtml(run.text) + postTag;
    last = run.index + run.text.length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel =
    matchedWords.size === 0 ? 'none' : matchedWords.size >= matched.size ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  matchedTerms: Iterable<string>,
  words: number,
  ellipsis = '…',
  preTag?: string,
  postTag?: string,
): HighlightResult {
  const matched = new Set(matchedTerms);
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) {
    return highlight(text, matched, preTag, postTag);
  }
  const first = tokens.findIndex((token) =>
    analyzeText(token).some((run) => runMatches(run, matched)),
  );
  const start = Math.max(
    0,
    Math.min(first < 0 ? 0 : first - snippetLeadWords, tokens.length - words),
  );
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), matched, preTag, postTag);
  const before = start > 0 ? escapeHtml(ellipsis) : '';
  const after = end < tokens.length ? escapeHtml(ellipsis) : '';
  return {...result, value: `${before}${result.value}${after}`};
}

/** How many words of `text` the query matched. */
export function matchCount(text: string, matched: ReadonlySet<string>): number {
  return analyzeText(text).filter((run) => runMatches(run, matched)).length;
}
