/** The sign-in page's address: '/login', with or without a trailing slash, as the router matches it. */
export const isSignInPath = (pathname: string): boolean => /^\/login\/?$/.test(pathname);
