/** The messages of every page's shell (messages.ts re-exports them; spec §2.1, §4, §8). */
export const MSG_NO_SEARCH_RESULTS = 'Sorry, no search results were found';
export const MSG_LOADING = 'Loading...';
export const MSG_NOT_FOUND_PAGE = '404 - page not found';
export const PLACEHOLDER_SEARCH = 'What can we get you today?';
