import {
  Button,
  Inline,
  Select,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextArea,
  TextField,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText, Send, StickyNote } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { errorMessage } from "../../../../shared/lib/errors";
import { InboxTemplatesQuery, QuickRepliesQuery } from "../api/inbox";
import { useAddConversationNote, useReplyToConversation } from "../api/inbox-mutations";
import { matchSavedReplies, typedShortcut } from "../saved-replies";
import * as styles from "./Composer.css";

type Mode = "message" | "template" | "note";

export interface ComposerProps {
  conversationId: string;
  /** Free-form text may be sent now (the customer wrote within 24 hours). */
  canSendText: boolean;
}

/** Ctrl+Enter (⌘+Enter on a Mac) sends, as in most chat tools; Enter alone starts a new line. */
const isSendKey = (event: KeyboardEvent) =>
  event.key === "Enter" && (event.ctrlKey || event.metaKey);

/**
 * What the member sends: a message while the window is open (with saved replies on "/"), an
 * approved template at any time, or a note only the team sees.
 */
export function Composer({ conversationId, canSendText }: ComposerProps) {
  const [chosenMode, setMode] = useState<Mode>("message");
  const mode = chosenMode === "message" && !canSendText ? "template" : chosenMode;
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Tabs
      value={mode}
      onValueChange={(value) => {
        setMode(value as Mode);
        setFailure(null);
      }}
    >
      <Stack space="small">
        <TabsList aria-label="What to send">
          <TabsTrigger value="message" disabled={!canSendText}>
            Message
          </TabsTrigger>
          <TabsTrigger value="template">Template</TabsTrigger>
          <TabsTrigger value="note">Note</TabsTrigger>
        </TabsList>
        <TabsContent value="message">
          {mode === "message" && (
            <MessageForm conversationId={conversationId} onFailure={setFailure} />
          )}
        </TabsContent>
        <TabsContent value="template">
          {mode === "template" && (
            <TemplateForm conversationId={conversationId} onFailure={setFailure} />
          )}
        </TabsContent>
        <TabsContent value="note">
          {mode === "note" && <NoteForm conversationId={conversationId} onFailure={setFailure} />}
        </TabsContent>
        {failure && (
          <Text tone="critical" size="small" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Tabs>
  );
}

interface FormProps {
  conversationId: string;
  /** A failure in the member's words, or null once something succeeded. */
  onFailure: (message: string | null) => void;
}

function MessageForm({ conversationId, onFailure }: FormProps) {
  const [reply, { loading }] = useReplyToConversation();
  const [text, setText] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [isDismissed, setDismissed] = useState(false);
  const listId = useId();
  const quickReplies = useQuery(QuickRepliesQuery).data?.workspaceQuickReplies ?? [];
  const typed = typedShortcut(text);
  const matches = typed === null || isDismissed ? [] : matchSavedReplies(quickReplies, typed);
  const active = matches[Math.min(activeIndex, matches.length - 1)];

  const send = async () => {
    if (!text.trim() || loading) return;
    try {
      await reply({ variables: { id: conversationId, input: { text } } });
      setText("");
      onFailure(null);
    } catch (error) {
      onFailure(
        errorMessage(error, "The message was not sent. Check your connection and try again."),
      );
    }
  };

  const insert = (savedText: string) => {
    setText(savedText);
    setDismissed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) {
      event.preventDefault();
      void send();
      return;
    }
    if (matches.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + matches.length) % matches.length);
    } else if ((event.key === "Enter" || event.key === "Tab") && active) {
      event.preventDefault();
      insert(active.text);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setDismissed(true);
    }
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack space="small">
        <TextArea
          label="Message"
          hint="Ctrl+Enter sends. Type / to insert a saved reply."
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(0);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
          aria-autocomplete="list"
          aria-controls={matches.length > 0 ? listId : undefined}
          aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
        />
        {matches.length > 0 && (
          <ul id={listId} role="listbox" aria-label="Saved replies" className={styles.suggestions}>
            {matches.map((match) => (
              <li
                key={match.id}
                id={`${listId}-${match.id}`}
                role="option"
                aria-selected={match === active}
                className={styles.suggestion}
                // A press keeps the focus in the text area, where typing goes on.
                onMouseDown={(event) => {
                  event.preventDefault();
                  insert(match.text);
                }}
              >
                <span className={styles.shortcut}>/{match.shortcut}</span>
                <span className={styles.suggestionText}>{match.text}</span>
              </li>
            ))}
          </ul>
        )}
        {typed !== null && !isDismissed && matches.length === 0 && (
          <Text size="small" tone="secondary" role="status">
            {quickReplies.length === 0
              ? "No saved replies yet: add them with Saved replies."
              : "No saved reply has this shortcut."}
          </Text>
        )}
        <Inline space="small" align="right">
          <Button
            type="submit"
            iconStart={<Send size={16} />}
            loading={loading}
            loadingText="Sending..."
          >
            Send
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function TemplateForm({ conversationId, onFailure }: FormProps) {
  const [reply, { loading }] = useReplyToConversation();
  const templates = useQuery(InboxTemplatesQuery);
  const approved = (templates.data?.workspaceTemplates ?? []).filter(
    (template) => template.status === "approved",
  );
  const [chosenId, setChosenId] = useState("");
  const [values, setValues] = useState<string[]>([]);
  const [isMissing, setMissing] = useState(false);
  const template = approved.find((candidate) => candidate.id === chosenId);
  const placeholders = Array.from({ length: template?.parameterCount ?? 0 }, (_, index) => index);

  const send = async () => {
    if (!template || loading) return;
    const parameters = placeholders.map((index) => values[index]?.trim() ?? "");
    if (parameters.some((value) => !value)) {
      setMissing(true);
      return;
    }
    try {
      await reply({
        variables: {
          id: conversationId,
          input: { template: { name: template.name, language: template.language, parameters } },
        },
      });
      setValues([]);
      setMissing(false);
      onFailure(null);
    } catch (error) {
      onFailure(
        errorMessage(error, "The template was not sent. Check your connection and try again."),
      );
    }
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack space="small">
        <Select
          label="Template"
          placeholder={templates.loading ? "Loading templates..." : "Choose a template"}
          hint={
            !templates.loading && approved.length === 0
              ? "No approved templates yet: add one on the Templates page."
              : "Approved templates can be sent at any time."
          }
          options={approved.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${candidate.language})`,
          }))}
          value={chosenId}
          onChange={(event) => {
            setChosenId(event.target.value);
            setValues([]);
            setMissing(false);
          }}
        />
        {template && <p className={styles.templateBody}>{template.body}</p>}
        {placeholders.map((index) => (
          <TextField
            key={`${chosenId}-${index}`}
            label={`Placeholder {{${index + 1}}}`}
            value={values[index] ?? ""}
            error={isMissing && !values[index]?.trim() ? "Fill in every placeholder" : undefined}
            onChange={(event) => {
              const next = [...values];
              next[index] = event.target.value;
              setValues(next);
            }}
          />
        ))}
        <Inline space="small" align="right">
          <Button
            type="submit"
            iconStart={<FileText size={16} />}
            disabled={!template}
            loading={loading}
            loadingText="Sending..."
          >
            Send template
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function NoteForm({ conversationId, onFailure }: FormProps) {
  const [addNote, { loading }] = useAddConversationNote();
  const [text, setText] = useState("");

  const save = async () => {
    if (!text.trim() || loading) return;
    try {
      await addNote({ variables: { id: conversationId, text } });
      setText("");
      onFailure(null);
    } catch (error) {
      onFailure(
        errorMessage(error, "The note was not added. Check your connection and try again."),
      );
    }
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack space="small">
        <TextArea
          label="Note"
          hint="Only your team sees notes. Ctrl+Enter adds it."
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (isSendKey(event)) {
              event.preventDefault();
              void save();
            }
          }}
        />
        <Inline space="small" align="right">
          <Button
            type="submit"
            variant="secondary"
            iconStart={<StickyNote size={16} />}
            loading={loading}
            loadingText="Adding..."
          >
            Add note
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
