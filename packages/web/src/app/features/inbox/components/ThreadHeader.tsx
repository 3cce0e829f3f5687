import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
} from "@aizapy/design-system";
import { AlarmClock, CheckCheck, ChevronDown, Clock, RotateCcw, UserCheck } from "lucide-react";
import { formatDateTime } from "../../../../shared/lib/format";
import {
  type InboxConversation_ConversationFragment,
  type UpdateConversationInput,
} from "../../../gql/graphql";
import { notifyRequestFailure } from "../../../lib/notify";
import { useUpdateConversation } from "../api/inbox-mutations";
import { conversationStatus, customerName, snoozePresets } from "../inbox-labels";
import { type ServiceWindow } from "../service-window";

export interface ThreadHeaderProps {
  conversation: InboxConversation_ConversationFragment;
  /** The business's members, to assign the conversation to. */
  members: readonly { id: string; fullName: string }[];
  /** The signed-in member's user id. */
  myId: string;
  window: ServiceWindow;
}

/**
 * Who the conversation is with, its status and assignee with what changes them, and whether
 * free-form replies are allowed now.
 */
export function ThreadHeader({ conversation, members, myId, window }: ThreadHeaderProps) {
  const [update, { loading }] = useUpdateConversation();
  const status = conversationStatus(conversation.status);
  const name = customerName(conversation.contact);
  const assigneeId = conversation.assignee?.id ?? "";

  const change = async (input: UpdateConversationInput, failure: string) => {
    try {
      await update({ variables: { id: conversation.id, input } });
    } catch (error) {
      notifyRequestFailure(failure, error, "Check your connection and try again.");
    }
  };

  const assigneeOptions = [
    { value: "", label: "Unassigned" },
    ...members.map((member) => ({
      value: member.id,
      label: member.id === myId ? `${member.fullName} (you)` : member.fullName,
    })),
    // A former member still holding the conversation is named until it is reassigned.
    ...(assigneeId && !members.some((member) => member.id === assigneeId)
      ? [{ value: assigneeId, label: conversation.assignee?.name ?? "A member" }]
      : []),
  ];

  return (
    <Stack space="small">
      <Inline space="small" align="spaceBetween" alignY="top">
        <Stack space="xxsmall">
          <Inline space="small">
            <Heading level={3} as="h2" id="thread-title">
              {name}
            </Heading>
            <Badge tone={status.tone}>{status.label}</Badge>
          </Inline>
          {conversation.contact.name && (
            <Text tone="secondary" size="small" translate="no">
              {conversation.contact.phone}
            </Text>
          )}
          {conversation.status === "snoozed" && conversation.snoozedUntil && (
            <Text tone="secondary" size="small">
              Snoozed until {formatDateTime(conversation.snoozedUntil)}
            </Text>
          )}
        </Stack>
        <Inline space="small" alignY="bottom">
          <Select
            label="Assignee"
            options={assigneeOptions}
            value={assigneeId}
            disabled={loading}
            onChange={(event) =>
              void change(
                { assigneeId: event.target.value || null },
                "Couldn't change the assignee",
              )
            }
          />
          {assigneeId !== myId && (
            <Button
              variant="secondary"
              size="small"
              iconStart={<UserCheck size={16} />}
              disabled={loading}
              onClick={() => void change({ assigneeId: myId }, "Couldn't assign it to you")}
            >
              Assign to me
            </Button>
          )}
        </Inline>
      </Inline>
      <Inline space="small">
        {conversation.status === "open" ? (
          <Button
            size="small"
            iconStart={<CheckCheck size={16} />}
            disabled={loading}
            onClick={() => void change({ status: "resolved" }, "Couldn't resolve it")}
          >
            Resolve
          </Button>
        ) : (
          <Button
            size="small"
            iconStart={<RotateCcw size={16} />}
            disabled={loading}
            onClick={() => void change({ status: "open" }, "Couldn't reopen it")}
          >
            Reopen
          </Button>
        )}
        {conversation.status !== "pending" && (
          <Button
            variant="secondary"
            size="small"
            iconStart={<Clock size={16} />}
            disabled={loading}
            onClick={() => void change({ status: "pending" }, "Couldn't mark it pending")}
          >
            Mark pending
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger>
            <Button
              variant="secondary"
              size="small"
              iconStart={<AlarmClock size={16} />}
              iconEnd={<ChevronDown size={16} />}
              disabled={loading}
            >
              Snooze
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {snoozePresets(new Date()).map((preset) => (
              <DropdownMenuItem
                key={preset.label}
                onSelect={() =>
                  void change(
                    { status: "snoozed", snoozedUntil: preset.until.toISOString() },
                    "Couldn't snooze it",
                  )
                }
              >
                {preset.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </Inline>
      <Text size="small" tone={window.isOpen ? "positive" : "caution"}>
        {window.description}
      </Text>
    </Stack>
  );
}
