/** The spec's search input limit; longer queries are cut, as the search box cuts them. */
export const MAX_QUERY_LENGTH = 64;
