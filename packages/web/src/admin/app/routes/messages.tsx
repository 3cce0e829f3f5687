import { PageHeader } from "../../components/PageHeader";
import { MessageList } from "../../features/messages/components/MessageList";
import { UnreadCounter } from "../../features/messages/components/UnreadCounter";

/** /admin/messages (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="Enquiries sent through the website's contact form"
        actions={<UnreadCounter />}
      />
      <MessageList />
    </>
  );
}
