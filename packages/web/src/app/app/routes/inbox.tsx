import { Inline } from "@aizapy/design-system";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { Inbox } from "../../features/inbox/components/Inbox";
import { SavedRepliesDialog } from "../../features/inbox/components/SavedRepliesDialog";
import { SimulateInboundDialog } from "../../features/inbox/components/SimulateInboundDialog";

/**
 * /app/inbox (and /app/inbox/:conversationId with one open): the team's conversations with
 * customers, live; on the sandbox, a customer's message can be simulated.
 */
export function Component() {
  const { conversationId } = useParams();
  const { account, business } = useWorkspaceAccount();
  const isSandbox = business.provider === "sandbox";
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Answer your customers as a team: assign conversations, reply, and keep notes only your team sees."
        actions={
          <Inline space="small">
            <SavedRepliesDialog />
            {isSandbox && <SimulateInboundDialog />}
          </Inline>
        }
      />
      <Inbox
        conversationId={conversationId}
        me={account.user}
        emptyAction={isSandbox ? <SimulateInboundDialog size="medium" /> : undefined}
      />
    </>
  );
}
