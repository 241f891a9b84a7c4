/** Query keys of Find Talent: one result page per request path (filters and page included). */
export const talentKeys = {
  search: (path: string) => ['talents', path] as const,
};
