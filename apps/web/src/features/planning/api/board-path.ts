/** The board's API path for Paris days `from` to `to`: the screen and the page's entry ask for the same URL. */
export const planningBoardPath = (from: string, to: string): string =>
  `/planning/board?${new URLSearchParams({ from, to }).toString()}`;
