/** What adding or deleting a template makes stale (besides the audit log): the business's list. */
export const TEMPLATE_DEPENDENT_FIELDS = ["messageTemplates"] as const;
