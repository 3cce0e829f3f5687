/** Every URL of the business workspace, in one place. */
export const paths = {
  home: "/app",
  inbox: "/app/inbox",
  team: "/app/team",
  contacts: "/app/contacts",
  contactImport: "/app/contacts/import",
  segments: "/app/segments",
  campaigns: "/app/campaigns",
  developers: "/app/developers",
  templates: "/app/templates",
  billing: "/app/billing",
  settings: "/app/settings",
} as const;

export type WorkspacePath = (typeof paths)[keyof typeof paths];

/** One contact's page. */
export const contactPath = (id: string) => `${paths.contacts}/${encodeURIComponent(id)}`;

/** The contacts a segment holds, on the contacts page. */
export const segmentContactsPath = (segmentId: string) =>
  `${paths.contacts}?segmentId=${encodeURIComponent(segmentId)}`;

/** The inbox with one conversation open (the list's filters kept as they were). */
export const conversationPath = (id: string, search = "") =>
  `${paths.inbox}/${encodeURIComponent(id)}${search}`;

/** One campaign's page. */
export const campaignPath = (id: string) => `${paths.campaigns}/${encodeURIComponent(id)}`;

/** Pages outside the workspace (the public site's), reached with a full page load. */
export const sitePaths = {
  login: "/login",
  home: "/",
} as const;

/** The REST paths the workspace calls besides /graphql. */
export const apiPaths = {
  /** Ends the session; answers even while the platform is in maintenance. */
  logout: "/api/auth/logout",
  /** Takes a CSV of contacts (GraphQL bodies are capped at 64 KB). */
  contactImports: "/api/workspace/contacts/imports",
  /** An import's rejected rows, as a CSV download. */
  contactImportReport: (id: string) =>
    `/api/workspace/contacts/imports/${encodeURIComponent(id)}/report`,
  /** A campaign's recipients (of one status, when given), as a CSV download. */
  campaignRecipientsCsv: (id: string, status?: string) =>
    `/api/workspace/campaigns/${encodeURIComponent(id)}/recipients.csv${
      status ? `?status=${encodeURIComponent(status)}` : ""
    }`,
  /** The inbox's live updates (Server-Sent Events; the token goes in a header). */
  inboxEvents: "/api/workspace/inbox/events",
} as const;

/** The query flag the sign-up page adds when it opens the workspace for the first time. */
export const WELCOME_PARAM = "welcome";
