/** Where the server answers the API, on the page's own origin. */
export const API_BASE = '/api';
