import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { followInboxEvents } from "../../../lib/inbox-events";
import { throttle } from "../throttle";

/** However many changes arrive, the inbox reads again at most this often. */
const READ_AGAIN_MS = 300;

/**
 * Keeps the inbox live: every change the server announces reads the list and the counts again,
 * and the open conversation too when it is the one that changed; a reconnect reads everything.
 */
export function useInboxLive(openConversationId: string | undefined) {
  const client = useApolloClient();
  const openId = useRef(openConversationId);
  useEffect(() => {
    openId.current = openConversationId;
  }, [openConversationId]);

  useEffect(() => {
    const readList = throttle(() => {
      void client.refetchQueries({ include: ["InboxConversations", "InboxCounts"] });
    }, READ_AGAIN_MS);
    const readThread = throttle(() => {
      void client.refetchQueries({ include: ["InboxThread", "InboxConversationCampaigns"] });
    }, READ_AGAIN_MS);
    const stop = followInboxEvents({
      onConversation: (conversationId) => {
        readList();
        if (conversationId === openId.current) readThread();
      },
      onResync: () => {
        readList();
        readThread();
      },
      // A GraphQL read then meets the same refusal, and the workspace's handler signs out.
      onUnauthorized: () => void client.refetchQueries({ include: ["InboxCounts"] }),
    });
    return () => {
      stop();
      readList.cancel();
      readThread.cancel();
    };
  }, [client]);
}
