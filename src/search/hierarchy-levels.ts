/**
 * The levels of a DocSearch hierarchy. A module of its own so that the page
 * bundle, which needs only these (./constants.ts, the modal's snippet
 * attributes), does not take in ./records.ts: the search worker uses all of
 * that, and a module the worker and the page share keeps all its exports in
 * both bundles.
 */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
