/**
 * The business members' REST paths: /api/auth (signing up, in and out, links from mails) and
 * /api/workspace. Their error answers also carry the error's `code`, for the workspace to act on;
 * every other /api path answers `{ message }` as the original console's API did.
 */
export const isMemberApiPath = (url: string): boolean =>
  /^\/api\/(auth|workspace)(\/|\?|$)/.test(url);
