import { Stack } from "@aizapy/design-system";
import { MessageCircle } from "lucide-react";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { ExportButton } from "../../components/ExportButton";
import { MessageFilters } from "../../features/messages/components/MessageFilters";
import { MessageList } from "../../features/messages/components/MessageList";
import { UnreadCounter } from "../../features/messages/components/UnreadCounter";
import { readMessageFilters, toMessageFilterInput } from "../../features/messages/filters";
import { useListParams } from "../../lib/list-params";
import { exportPaths, paths } from "../../lib/paths";

/** /admin/messages: the contact form's messages, filtered, with an unread count and CSV export. */
export function Component() {
  const list = useListParams();
  const filters = readMessageFilters(list);
  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="Enquiries sent through the website's contact form"
        actions={
          <>
            <UnreadCounter />
            <ButtonLink to={paths.whatsappMessages} icon={<MessageCircle size={16} />}>
              WhatsApp Messages
            </ButtonLink>
            <ExportButton
              path={exportPaths.contactMessages}
              query={toMessageFilterInput(filters)}
              fallbackName="contact-messages.csv"
              what="messages"
            />
          </>
        }
      />
      <Stack space="medium">
        <MessageFilters list={list} filters={filters} />
        <MessageList list={list} filters={filters} />
      </Stack>
    </>
  );
}
