import type { CampaignRecipientView } from "@aizapy/contracts";
import type { Engagement } from "@aizapy/engagement";
import type { AuthenticatedMember } from "../accounts/member-sessions.ts";
import { csvChunks, exportFilename, type CsvDownload } from "../export/csv.ts";
import { requireManager } from "./access.ts";

/** Recipients read per page of an export: the engagement's largest page. */
const EXPORT_PAGE_SIZE = 200;

/** The columns of a campaign's recipients as a spreadsheet opens them. */
const RECIPIENT_COLUMNS = [
  { header: "Phone", value: (row: CampaignRecipientView) => row.phone },
  { header: "Status", value: (row: CampaignRecipientView) => row.status },
  { header: "Failure code", value: (row: CampaignRecipientView) => row.failure?.code },
  { header: "Failure reason", value: (row: CampaignRecipientView) => row.failure?.reason },
  { header: "Message id", value: (row: CampaignRecipientView) => row.messageId },
  { header: "Attempts", value: (row: CampaignRecipientView) => row.attempts },
  { header: "Next attempt", value: (row: CampaignRecipientView) => row.nextAttemptAt },
  { header: "Updated", value: (row: CampaignRecipientView) => row.updatedAt },
  { header: "Contact id", value: (row: CampaignRecipientView) => row.contactId },
] as const;

/** "Diwali sale: Pune" → "diwali-sale-pune"; a name with no Latin letters or digits → "campaign". */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "campaign";

/**
 * The workspace's campaigns, scoped to the member's business. Every member follows them and their
 * recipients (agents answer the replies); creating, launching, pausing, resuming, cancelling and
 * retargeting are for owners and admins, since a launch spends the business's money and its
 * messaging limit.
 */
export function createWorkspaceCampaigns({ campaigns }: Engagement) {
  /** Every page of a campaign's recipients (of one status, if given), the first read already. */
  async function* recipientPages(
    businessId: string,
    id: string,
    status: string | undefined,
    first: { items: CampaignRecipientView[]; nextCursor: string | null },
  ): AsyncGenerator<CampaignRecipientView[]> {
    let page = first;
    yield page.items;
    while (page.nextCursor) {
      page = await campaigns.recipients(businessId, id, {
        status,
        cursor: page.nextCursor,
        limit: EXPORT_PAGE_SIZE,
      });
      yield page.items;
    }
  }

  return {
    campaigns: {
      list: (auth: AuthenticatedMember, input: unknown) => campaigns.list(auth.businessId, input),
      get: (auth: AuthenticatedMember, id: string) => campaigns.get(auth.businessId, id),
      preflight: (auth: AuthenticatedMember, id: string) =>
        campaigns.preflight(auth.businessId, id),
      recipients: (auth: AuthenticatedMember, id: string, input: unknown) =>
        campaigns.recipients(auth.businessId, id, input),
      /**
       * Every recipient (of one status, when given) as CSV, a page at a time. The campaign and the
       * first page are read before answering, so an unknown id or status is refused, not an empty
       * file.
       */
      async exportRecipients(
        auth: AuthenticatedMember,
        id: string,
        status: string | undefined,
      ): Promise<CsvDownload> {
        const campaign = await campaigns.get(auth.businessId, id);
        const first = await campaigns.recipients(auth.businessId, id, {
          status,
          limit: EXPORT_PAGE_SIZE,
        });
        const what = [fileSlug(campaign.name), "recipients", status].filter(Boolean).join("-");
        return {
          filename: exportFilename(what),
          chunks: csvChunks(RECIPIENT_COLUMNS, recipientPages(auth.businessId, id, status, first)),
        };
      },
      create: (auth: AuthenticatedMember, input: unknown) => {
        requireManager(auth);
        return campaigns.create(auth.businessId, input);
      },
      launch: (auth: AuthenticatedMember, id: string) => {
        requireManager(auth);
        return campaigns.launch(auth.businessId, id);
      },
      pause: (auth: AuthenticatedMember, id: string) => {
        requireManager(auth);
        return campaigns.pause(auth.businessId, id);
      },
      resume: (auth: AuthenticatedMember, id: string) => {
        requireManager(auth);
        return campaigns.resume(auth.businessId, id);
      },
      cancel: (auth: AuthenticatedMember, id: string) => {
        requireManager(auth);
        return campaigns.cancel(auth.businessId, id);
      },
      retarget: (auth: AuthenticatedMember, id: string, input: unknown) => {
        requireManager(auth);
        return campaigns.retarget(auth.businessId, id, input);
      },
    },
  };
}
