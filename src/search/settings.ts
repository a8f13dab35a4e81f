/**
 * Every tunable number of the search, in one typed object: the weights,
 * boosts, limits and thresholds of the engine (analysis, matching, ranking)
 * and of the results (sections under a page, snippets). Each setting has
 * its value, the range it may take and, in the comment above it, a one-line
 * reason; settings.test.ts checks that every value lies within its range
 * and that every setting has its reason. (The reasons are comments, not
 * strings, so the browser's copy of the engine does not carry them.)
 *
 * The spec's fixed numbers (20 hits a page, 5 per group, a 64-character
 * input, 10-word snippets) are product decisions, not tuning: they stay in
 * ./constants.ts.
 *
 * Change a setting: edit its `value`, then run `npm run search:eval` on a
 * build and compare the figures (the site test holds them to
 * test/search/baseline.json). Add one: add an entry to its group with
 * `weight(…)` (any number in range) or `count(…)` (whole numbers), and read
 * it as `SEARCH_SETTINGS.<group>.<name>`.
 */
import type {Binding} from './analysis';
import type {PageKind} from './records';

/** One tunable number. */
export interface Setting {
  readonly value: number;
  /** Smallest allowed value, inclusive. */
  readonly min: number;
  /** Largest allowed value, inclusive. */
  readonly max: number;
  /** True for counts, lengths and sizes: whole numbers only. */
  readonly integer: boolean;
}

/** Settings and groups of settings, by name. */
export interface SettingGroup {
  readonly [name: string]: Setting | SettingGroup;
}

/** A factor, share or weight: any number within `[min, max]`. */
function weight(value: number, [min, max]: readonly [number, number]): Setting {
  return {value, min, max, integer: false};
}

/** A count, length or size: a whole number within `[min, max]`. */
function count(value: number, [min, max]: readonly [number, number]): Setting {
  return {value, min, max, integer: true};
}

/** The settings with their ranges; each one's reason is the comment above it. */
export const SEARCH_SETTING_SCHEMA = {
  analysis: {
    /** Shorter words are indexed as written: Porter would cut `bus` to `bu` and `gas` to `ga`. */
    stemMinLength: count(4, [1, 10]),
    /** Texts whose words the proximity measure keeps analysed; the cache is emptied beyond this to bound memory. */
    wordTermsCacheSize: count(20_000, [1_000, 1_000_000]),
  },

  index: {
    /** Field weights: the page title over headings, over the group and description, over text, over code. */
    fieldBoost: {
      /** The page title names the topic best. */
      title: weight(6, [0.1, 20]),
      /** A heading names what its section is about. */
      headings: weight(3, [0.1, 20]),
      /** The sidebar group, binding names and slug words say where a page belongs ("rust sumcheck"). */
      context: weight(2, [0.1, 20]),
      /** The meta description sums up the page in a sentence. */
      description: weight(1.5, [0.1, 20]),
      /** Paragraphs, list items, table rows: the reference weight. */
      text: weight(1, [0.1, 20]),
      /** Identifiers of code blocks are found, but below the prose that explains them. */
      code: weight(0.7, [0.1, 20]),
    },
    /** A heading this many pages of a shard share ("Example") is structure, not topic: its words count as text. */
    sharedHeadingPages: count(4, [2, 1_000]),
  },

  /** Ranking weight of each page kind; the hosted records' page rank is this times 100. */
  pageKind: {
    /** Reference pages document the API readers search for. */
    reference: weight(1, [0.1, 2]),
    /** Guides explain the tasks readers search for, as reference pages do. */
    guide: weight(1, [0.1, 2]),
    /** For a query about a problem (src/search/intent.ts): the FAQ answers problems entry by entry, each competing as a section of its own (ranking.entryPageOtherSections). */
    troubleshooting: weight(1, [0.1, 2]),
    /** Overviews introduce and link; on the same words the pages they link to go first. */
    overview: weight(0.9, [0.1, 2]),
    /** Migration guides name the APIs they rename; the pages that document them go first. */
    migration: weight(0.85, [0.1, 2]),
    /** Release notes mention many features in passing. */
    'release-notes': weight(0.85, [0.1, 2]),
    /** Posts describe one release; the docs go first on the same words. */
    blog: weight(0.8, [0.1, 2]),
  } satisfies Record<PageKind, Setting>,

  /** How the alternatives of a query concept weigh against the words as typed (1). */
  query: {
    /** The words as typed rank a little above their synonyms. */
    synonymWeight: weight(0.9, [0, 1]),
    /** An identifier's words alone (`msm config`) match less than the identifier itself. */
    identifierPartsWeight: weight(0.6, [0, 1]),
    /** The trailing name of a path (`PrecomputeBases` of `msm.PrecomputeBases`) is nearly as telling as the whole. */
    trailingNameWeight: weight(0.8, [0, 1]),
    /** Share of an identifier's words' score added to the identifier as typed: the page on `Poseidon2::new` also talks about Poseidon2. */
    identifierWordsShare: weight(0.5, [0, 1]),
  },

  /** How one query term matches the index. */
  matching: {
    /** A match within the typo tolerance counts for about a third. */
    fuzzyWeight: weight(0.35, [0, 1]),
    /** The last word matched as a prefix (the reader may still be typing) counts half. */
    prefixWeight: weight(0.5, [0, 1]),
    /** A shorter form of a stem ("addition" finding `add`) counts half. */
    shorterFormWeight: weight(0.5, [0, 1]),
    /** Words of this many letters tolerate one typo; shorter words are one edit from too many others. */
    oneTypoFrom: count(4, [1, 30]),
    /** Words of this many letters tolerate two typos: a long word stays distinct from others with two edits. */
    twoTyposFrom: count(7, [1, 30]),
    /** Identifiers and numbers (a digit, `_`, `:` or `.`) shorter than this tolerate no typo: one edit turns `3.9.0` into `3.8.0`. */
    identifierTypoFrom: count(8, [1, 64]),
    /** Only stems of this many letters have shorter forms: the prefixes of shorter stems are other words. */
    shorterFormsFrom: count(5, [2, 30]),
    /** No shorter form has fewer letters than this. */
    shortestForm: count(3, [1, 30]),
    /** A shorter form drops at most this many letters of its stem (`configur` finds `config`). */
    shorterFormMaxCut: count(3, [1, 30]),
    /** A shorter form keeps at least this share of its stem, so a long word is not cut to a common prefix. */
    shorterFormMinShare: weight(0.6, [0, 1]),
  },

  /** The score and order of pages. */
  ranking: {
    /** Share of what a page's other sections add to its best section: a page on the topic throughout gains, one section with every word still wins. */
    otherSections: weight(0.35, [0, 1]),
    /** The same share on a troubleshooting page: its entries answer unrelated questions, so matches spread over several entries add next to nothing. */
    entryPageOtherSections: weight(0.05, [0, 1]),
    /** Weight of a troubleshooting page for a query that names a topic, an API or a task but no problem (src/search/intent.ts): the pages that document it go first. */
    troubleshootingForTopics: weight(0.7, [0.1, 2]),
    /** Per further section with an identifier as typed: the page that documents it uses it in its signature, example and pitfalls. */
    identifierSpread: weight(0.2, [0, 2]),
    /** Further sections counted at most for the spread, so a long page does not win by length. */
    identifierSpreadSections: count(6, [1, 100]),
    /** Cut for a missing concept, times how telling it is against the query's most telling one: no query fails for one word. */
    missingPenalty: weight(0.6, [0, 1]),
    /** Per further query word next to the previous one: a phrase beats the same words spread over the page. */
    proximity: weight(0.5, [0, 5]),
    /** Pages whose proximity is measured, the best by the other criteria: it reads their text, so only pages that can reach the top. */
    proximityDepth: count(30, [1, 1_000]),
    /** Query words in a row that make a phrase (a pasted message), ranked above pages with the words only; two or three are common. */
    phraseWords: count(4, [2, 64]),
    /** Words (stop words aside) of a pasted sentence a page must have whole, in a row, to rank as a phrase: "Points are in GPU memory" has three. */
    pastedPhraseWords: count(3, [2, 64]),
    /** Share of the query's words the phrase must have: most of the message, not a few of its words. */
    phraseShare: weight(0.75, [0, 1]),
  },

  /** Pasted messages and quoted symptoms (./messages.ts), matched before words. */
  messages: {
    /** A query of this many words may be a pasted message or a symptom, even without the punctuation messages have. */
    shapeWords: count(5, [2, 64]),
    /** Words a message must share with the query, in order (all of them when it has fewer): two common words are not a message. */
    minMatchedWords: count(3, [1, 20]),
    /** Share of the query's words (values and printed decoration aside) the message must have: most of what was pasted. */
    queryCoverage: weight(0.6, [0, 1]),
    /** Share of the message's words the query has between the first and the last it matched: a paste cut at either end, not scattered words. */
    templateCoverage: weight(0.7, [0, 1]),
    /** Share of all the message's words the query must have: a fragment of a long message is not enough. */
    templateShare: weight(0.3, [0, 1]),
    /** Share of a troubleshooting heading's words the query must have, in any order: the reader's words for the same symptom. */
    symptomShare: weight(0.4, [0, 1]),
    /** Matched entries shown first, best first: the entry of the message, and one more when two explain it. */
    entriesFirst: count(2, [1, 10]),
  },

  /** "Not in this version" (./version-notice.ts). */
  versionNotice: {
    /** Queries of at most this many words (binding names and version numbers aside) name a topic; longer ones are tasks or questions, which get no notice. */
    maxTopicWords: count(3, [1, 64]),
    /** A word the version lacks leads a notice on its own ("fri proof") only when pages of this many versions have it in their title: a topic, not a word in one title. */
    minTopicVersions: count(2, [1, 13]),
  },

  /** The bindings (C++, Rust, Go) in the page score. */
  binding: {
    /** A page of the binding the query names ("rust msm"). */
    named: weight(1.6, [1, 10]),
    /** A page of another binding when the query names one. */
    other: weight(0.6, [0, 1]),
    /** When the query names no binding and the reader has none stored. */
    prior: {
      /** The C++ page of a topic goes first: the library's own API and, up to 3.8.0, the page that explains the primitive. */
      cpp: weight(1.1, [0.5, 2]),
      /** Rust pages follow the C++ page of their topic. */
      rust: weight(1, [0.5, 2]),
      /** Go pages follow the C++ page of their topic. */
      go: weight(1, [0.5, 2]),
    } satisfies Record<Binding, Setting>,
    /** The reader's stored binding, in place of the prior: enough to pass the same topic in another binding, not a better match on another topic. */
    preferred: weight(1.25, [1, 2]),
    /** A page of another binding than the reader's (stored or the page's): the same topic in the reader's binding passes a longer page in another, as when the query names the binding. */
    notPreferred: weight(0.6, [0.1, 1]),
    /** The binding of the page the reader searches from, when the query names none and none is stored: it says which binding they use as clearly as a stored choice. */
    page: weight(1.25, [1, 2]),
  },

  /** What the results show of each page. */
  results: {
    /** Sections shown under their page: enough to show where the match is, few enough to leave room for other pages. */
    sectionsPerPage: count(2, [0, 10]),
    /** A section is shown under its page when it scores at least this share of the page's best section. */
    sectionShare: weight(0.25, [0, 1]),
    /** Words a snippet shows before its first match, so the match reads in context. */
    snippetLeadWords: count(2, [0, 20]),
  },
} as const satisfies SettingGroup;

/** The values of a group of settings, with the same names. */
export type SettingValues<T> = {
  readonly [K in keyof T]: T[K] extends Setting ? number : SettingValues<T[K]>;
};

/** True for a setting, false for a group of settings. */
export function isSetting(node: Setting | SettingGroup): node is Setting {
  return typeof node.value === 'number' && typeof node.integer === 'boolean';
}

function valuesOf<T extends SettingGroup>(group: T): SettingValues<T> {
  return Object.fromEntries(
    Object.entries(group).map(([name, node]) => [
      name,
      isSetting(node) ? node.value : valuesOf(node),
    ]),
  ) as SettingValues<T>;
}

/** Every setting with its dotted name (`ranking.proximity`), in schema order. */
export function settingEntries(
  group: SettingGroup = SEARCH_SETTING_SCHEMA,
  prefix = '',
): [name: string, setting: Setting][] {
  return Object.entries(group).flatMap(([name, node]) =>
    isSetting(node) ? [[`${prefix}${name}`, node]] : settingEntries(node, `${prefix}${name}.`),
  );
}

/** The values the search uses: `SEARCH_SETTINGS.ranking.proximity`. */
export const SEARCH_SETTINGS = valuesOf(SEARCH_SETTING_SCHEMA);
