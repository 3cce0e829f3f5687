/**
 * What a change to a business can make stale: its lists, the search, the counts and charts that
 * name or count businesses, and the API configurations that carry its name.
 */
export const BUSINESS_DEPENDENT_FIELDS = [
  "businessPage",
  "businesses",
  "business",
  "consoleSearch",
  "dashboardStats",
  "analyticsSummary",
  "analyticsSeries",
  "apiConfigs",
  "apiConfig",
] as const;
