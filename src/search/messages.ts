/**
 * Pasted messages. A reader pastes what their program printed: a log line
 * with its prefix, an exception, a panic, with the run-time values filled in
 * (sizes, device names, paths) and often cut at the search box's limit. Word
 * search finds the words of such a query everywhere; this module matches the
 * query as a whole against the messages the library prints (the catalogue
 * on each version's FAQ page, one template per message with `{}` for each
 * value) and the symptoms the troubleshooting entries quote in their
 * headings, so the entry that explains the message comes first.
 *
 * A template matches when most of the query's words are its words, in
 * order, with few of the message's words skipped between them (a paste may
 * be cut at either end, often at the search box's limit); values in the
 * query (numbers, paths, hex, file names) and the decoration the library
 * prints around a message (`[ERROR]`, `thread 'main' panicked at`) do not
 * count against it. A query that does not look like a message (an error
 * code typed alone) matches only a message it spells whole.
 */
import {normalizeWord, STOP_WORDS} from './analysis';
import {isMessageShaped} from './message-shape';
import {SEARCH_SETTINGS} from './settings';

const settings = SEARCH_SETTINGS.messages;

/** A message that can be matched, with the section that explains it. */
export interface MessageTarget {
  /** The template or heading, as written. */
  text: string;
  /** Its words as match tokens, run-time values left out. */
  tokens: readonly string[];
  /** The document id of the section that explains it (ShardIndex numbering). */
  section: number;
  /**
   * `message`: a template the library prints, pasted as printed;
   * `symptom`: a troubleshooting heading in the docs' words, which a reader
   * says in theirs (its words need not come in a row).
   */
  kind: 'message' | 'symptom';
}

export interface MessageMatch {
  section: number;
  /** Between 0 and 1: how much of the message the query has, times how much of the query it explains. */
  score: number;
  /** The query tokens it matched, for highlighting. */
  matched: string[];
}

/** A run of letters, digits and underscores, or a template's value slot. */
const TOKEN = /\{\}|…|\.\.\.|[\p{L}\p{N}_]+/gu;
/** Tokens that are run-time values, not words: numbers, hex, sizes like `2^20` or `1024x`. */
const VALUE = /^(?:0x[0-9a-f]+|[0-9][0-9a-z_]*|[a-z]?[0-9]+[a-z]?)$/i;
/** File extensions and path pieces a pasted location brings. */
const LOCATION_WORDS = new Set(['cpp', 'cu', 'cuh', 'h', 'hpp', 'rs', 'go', 'src', 'home', 'usr']);

/** The match tokens of a text: normalized words without stop words and values; slots dropped. */
export function messageTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [raw] of text.matchAll(TOKEN)) {
    if (raw === '{}' || raw === '…' || raw === '...') continue;
    const lower = raw.toLowerCase();
    if (STOP_WORDS.has(lower) || VALUE.test(lower) || lower.length < 2) continue;
    tokens.push(normalizeWord(lower));
  }
  return tokens;
}

/**
 * Longest common subsequence of two token lists: the indices it uses in
 * each, in order.
 */
function alignment(
  template: readonly string[],
  query: readonly string[],
): {queryIndices: number[]; templateIndices: number[]} {
  const rows = template.length + 1;
  const cols = query.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      table[i * cols + j] =
        template[i - 1] === query[j - 1]
          ? table[(i - 1) * cols + j - 1]! + 1
          : Math.max(table[(i - 1) * cols + j]!, table[i * cols + j - 1]!);
    }
  }
  const queryIndices: number[] = [];
  const templateIndices: number[] = [];
  for (let i = template.length, j = query.length; i > 0 && j > 0;) {
    if (template[i - 1] === query[j - 1]) {
      queryIndices.push(j - 1);
      templateIndices.push(i - 1);
      i -= 1;
      j -= 1;
    } else if (table[(i - 1) * cols + j]! >= table[i * cols + j - 1]!) {
      i -= 1;
    } else {
      j -= 1;
    }
  }
  return {queryIndices: queryIndices.reverse(), templateIndices: templateIndices.reverse()};
}

/**
 * The targets the query matches, best first. `decoration` holds the words
 * of what the library prints around its messages (log prefixes, panic
 * headers): a query token among them that the template does not have is
 * not held against the match.
 */
export function matchMessages(
  query: string,
  targets: readonly MessageTarget[],
  decoration: ReadonlySet<string>,
): MessageMatch[] {
  const tokens = messageTokens(query).filter((token) => !LOCATION_WORDS.has(token));
  if (tokens.length === 0) return [];
  // A query that does not look like a message (an error code typed alone)
  // matches only a message it spells whole.
  const whole = !isMessageShaped(query);
  const present = new Set(tokens);
  const matches: MessageMatch[] = [];
  for (const target of targets) {
    if (target.tokens.length === 0) continue;
    // An error code typed alone is a message, never a symptom.
    if (whole && (target.kind === 'symptom' || target.tokens.length !== tokens.length)) continue;
    let shared = 0;
    for (const token of target.tokens) if (present.has(token)) shared += 1;
    const needed = Math.min(settings.minMatchedWords, target.tokens.length);
    if (shared < needed) continue;
    const {queryIndices, templateIndices} = alignment(target.tokens, tokens);
    const matched = queryIndices.length;
    if (matched < needed || (whole && matched !== tokens.length)) continue;
    const used = new Set(queryIndices);
    const counted = tokens.filter((token, i) => used.has(i) || !decoration.has(token)).length;
    const queryCoverage = matched / Math.max(1, counted);
    // A paste may be cut at either end: the message's words between the
    // first and the last it matched must be there, and a fair share of all.
    const span = templateIndices.at(-1)! - templateIndices[0]! + 1;
    const share = matched / target.tokens.length;
    const spanCoverage = target.kind === 'symptom' ? share : matched / span;
    const enough =
      target.kind === 'symptom'
        ? share >= settings.symptomShare
        : spanCoverage >= settings.templateCoverage && share >= settings.templateShare;
    if (queryCoverage < settings.queryCoverage || !enough) continue;
    matches.push({
      section: target.section,
      score: queryCoverage * spanCoverage * Math.sqrt(share),
      matched: queryIndices.map((i) => tokens[i]!),
    });
  }
  return matches.sort((a, b) => b.score - a.score || b.matched.length - a.matched.length);
}
