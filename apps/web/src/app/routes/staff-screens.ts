/** /admin/planning, with or without a trailing slash, as the router matches it. */
export const isPlanningBoardPath = (pathname: string): boolean => /^\/admin\/planning\/?$/.test(pathname);

/**
 * The module that asks for the scheduling board from a page load's entry: a split point of its own, which the page of
 * /admin/planning preloads with the screen's code (build/first-loads.json).
 */
export const loadPlanningBoardEarly = () => import('../../features/planning/api/start-board-early.ts');
