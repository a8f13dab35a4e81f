/**
 * Build paths live in tooling/build.ts. This re-export only keeps
 * ./search-relevance.ts compiling until it moves to tooling/ beside it.
 */
export * from '../../tooling/build';
