/** The search input takes at most 64 characters; longer queries are cut. */
export const MAX_QUERY_LENGTH = 64;
