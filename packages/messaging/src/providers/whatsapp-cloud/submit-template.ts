import type { TemplateCategory, TemplateStatus } from "@aizapy/contracts";

export interface TemplateSubmission {
  name: string;
  language: string;
  category: TemplateCategory;
  body: string;
  parameterCount: number;
}

export type SubmissionResult =
  { ok: true; providerTemplateId: string; status: TemplateStatus } | { ok: false; message: string };

const TIMEOUT_MS = 15_000;
const META_STATUS: Record<string, TemplateStatus> = {
  APPROVED: "approved",
  REJECTED: "rejected",
  PENDING: "pending",
};

/**
 * Submits a template for Meta's review: `POST {graphUrl}/{business-account-id}/message_templates`.
 * Meta answers PENDING (or at once APPROVED); the review's result arrives as a
 * message_template_status_update callback.
 */
export async function submitTemplateToMeta(
  graphUrl: string,
  account: { businessAccountId: string; accessToken: string },
  template: TemplateSubmission,
): Promise<SubmissionResult> {
  const example = Array.from({ length: template.parameterCount }, (_, i) => `example ${i + 1}`);
  let response: Response;
  try {
    response = await fetch(`${graphUrl}/${account.businessAccountId}/message_templates`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        name: template.name,
        language: template.language,
        category: template.category.toUpperCase(),
        components: [
          {
            type: "BODY",
            text: template.body,
            ...(example.length ? { example: { body_text: [example] } } : {}),
          },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    return { ok: false, message: `Meta could not be reached: ${(error as Error).message}` };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    status?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!response.ok || typeof body?.id !== "string") {
    const reason =
      typeof body?.error?.message === "string" ? body.error.message : `HTTP ${response.status}`;
    return { ok: false, message: `Meta refused the template: ${reason}` };
  }
  return {
    ok: true,
    providerTemplateId: body.id,
    status: META_STATUS[String(body.status)] ?? "pending",
  };
}
