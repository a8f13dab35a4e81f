/**
 * Word proximity and the phrase tier: how many concepts of the query a page
 * has next to each other, in the query's order, in its title, a heading or
 * one text block (stop words skipped). More neighbours multiply the score;
 * most of a long query word for word (a pasted error message, a sentence, a
 * table cell) puts the page in the phrase tier, above pages that only have
 * the words.
 */
import {wordTerms} from './analysis';
import type {PageMatch} from './page-scores';
import {pageTitle, sectionHeading} from './pages';
import {SEARCH_SETTINGS} from './settings';

const {proximity, phraseWords, phraseShare, pastedPhraseWords} = SEARCH_SETTINGS.ranking;

/**
 * The longest chain of query concepts, in query order, that a text has as
 * consecutive words (stop words skipped): 6 for an error message pasted
 * whole, 1 when no two concepts are neighbours.
 */
export function longestChain(text: string, conceptTerms: readonly ReadonlySet<string>[]): number {
  return longestChainOf(text, conceptMasks(conceptTerms), conceptTerms.length);
}

/** For each index term of the query's concepts, the concepts it stands for, as a bit mask. */
function conceptMasks(conceptTerms: readonly ReadonlySet<string>[]): Map<string, number> {
  const masks = new Map<string, number>();
  conceptTerms.forEach((terms, c) => {
    for (const term of terms) masks.set(term, (masks.get(term) ?? 0) | (1 << c));
  });
  return masks;
}

function longestChainOf(
  text: string,
  masks: ReadonlyMap<string, number>,
  concepts: number,
): number {
  if (concepts < 2) return concepts;
  // Bit c of `ending` is set when a chain ends with concept c at the previous
  // word; `lengths[c]` is that chain's length.
  let ending = 0;
  let lengths = new Array<number>(concepts).fill(0);
  let next = new Array<number>(concepts).fill(0);
  let longest = 0;
  for (const terms of wordTerms(text)) {
    let mask = 0;
    for (const term of terms) mask |= masks.get(term) ?? 0;
    let nextEnding = 0;
    for (let c = 0; mask >> c !== 0; c++) {
      if (!(mask & (1 << c))) continue;
      const length = (c > 0 && ending & (1 << (c - 1)) ? lengths[c - 1]! : 0) + 1;
      next[c] = length;
      nextEnding |= 1 << c;
      if (length > longest) longest = length;
    }
    [lengths, next] = [next, lengths];
    ending = nextEnding;
  }
  return longest;
}

/**
 * Multiplies the score of each page by how many query concepts it has next
 * to each other, and sets its phrase tier: a page with at least
 * `phraseWords` of the query's words in a row, and `phraseShare` of them,
 * or a pasted sentence whole, ranks above pages that only have the words. The ranking measures the best
 * pages only: it reads their text.
 */
export function applyProximity(pages: readonly PageMatch[], pasted = false): void {
  for (const match of pages) {
    const texts = [
      pageTitle(match.page),
      ...match.sections.flatMap(({section}) => [sectionHeading(section), ...section.blocks]),
    ];
    const masks = conceptMasks(match.conceptTerms);
    let chain = 0;
    for (const text of texts) {
      chain = Math.max(chain, longestChainOf(text, masks, match.conceptTerms.length));
      if (chain === match.conceptTerms.length) break;
    }
    if (chain > 1) match.score *= 1 + proximity * (chain - 1);
    const concepts = match.conceptTerms.length;
    // A pasted sentence that a page has whole, every word in a row, is a
    // phrase however short it is once its stop words are gone.
    const whole = pasted && concepts >= pastedPhraseWords && chain === concepts;
    match.phraseTier = whole || (chain >= phraseWords && chain >= phraseShare * concepts) ? 1 : 0;
  }
}
