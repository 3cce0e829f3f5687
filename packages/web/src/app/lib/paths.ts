/** Every URL of the business workspace, in one place. */
export const paths = {
  home: "/app",
  team: "/app/team",
  developers: "/app/developers",
  templates: "/app/templates",
  billing: "/app/billing",
} as const;

export type WorkspacePath = (typeof paths)[keyof typeof paths];

/** Pages outside the workspace (the public site's), reached with a full page load. */
export const sitePaths = {
  login: "/login",
  home: "/",
} as const;

/** The REST paths the workspace calls besides /graphql. */
export const apiPaths = {
  /** Ends the session; answers even while the platform is in maintenance. */
  logout: "/api/auth/logout",
} as const;

/** The query flag the sign-up page adds when it opens the workspace for the first time. */
export const WELCOME_PARAM = "welcome";
