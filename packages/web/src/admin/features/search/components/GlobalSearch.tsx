import { Button, Combobox, Dialog, DialogContent, IconButton } from "@aizapy/design-system";
import { GLOBAL_SEARCH_MIN } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConsoleSearchQuery } from "../api/search-console";
import { toSearchResults } from "../results";

const SHORTCUT = "/";
const DEBOUNCE_MS = 250;

/** Typing in a field, a select or editable text: there "/" is a character, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export interface GlobalSearchProps {
  /** `icon`: the top bar's button; `wide`: a full-width button (the phone's navigation sheet). */
  variant?: "icon" | "wide";
  /** `/` anywhere outside a field opens it; one instance on the page listens. @default true */
  listensForShortcut?: boolean;
  /** Called after a result was chosen and its page opened. */
  onNavigate?: () => void;
}

/**
 * The console's search: businesses, API configurations and messages as you type, grouped, picked
 * with the arrow keys and Enter, each opening the page that shows it.
 */
export function GlobalSearch({
  variant = "icon",
  listensForShortcut = true,
  onNavigate,
}: GlobalSearchProps) {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");

  useEffect(() => {
    if (!listensForShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SHORTCUT || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [listensForShortcut]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const isSearchable = query.length >= GLOBAL_SEARCH_MIN;
  const { data, loading, error } = useQuery(ConsoleSearchQuery, {
    variables: { query },
    skip: !isOpen || !isSearchable,
  });
  const results = isSearchable && data ? toSearchResults(data.consoleSearch) : [];
  const isWaiting = text.trim() !== query || (isSearchable && loading && !data);

  let emptyText = "No results";
  if (text.trim().length < GLOBAL_SEARCH_MIN) {
    emptyText = `Type at least ${GLOBAL_SEARCH_MIN} characters`;
  } else if (error) {
    emptyText = "The search failed. Please try again.";
  }

  // A closed search starts empty next time.
  const changeOpen = (open: boolean) => {
    setOpen(open);
    if (!open) setText("");
  };

  return (
    <>
      {variant === "icon" ? (
        <IconButton
          label="Search"
          icon={<Search size={20} />}
          aria-keyshortcuts={listensForShortcut ? SHORTCUT : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      ) : (
        <Button
          variant="secondary"
          fullWidth
          iconStart={<Search size={16} />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          Search
        </Button>
      )}
      <Dialog open={isOpen} onOpenChange={changeOpen}>
        <DialogContent
          title="Search"
          description="Businesses, API configurations and messages. Press / to search from anywhere."
          hideDescription
        >
          <Combobox
            label="Search businesses, API configurations and messages"
            hideLabel
            icon={<Search size={18} />}
            listPlacement="inline"
            placeholder="Search businesses, API configs, messages…"
            items={results}
            inputValue={text}
            onInputChange={setText}
            onSelect={(result) => {
              changeOpen(false);
              void Promise.resolve(navigate(result.href)).then(onNavigate);
            }}
            loading={isWaiting && text.trim().length >= GLOBAL_SEARCH_MIN}
            loadingText="Searching…"
            emptyText={emptyText}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
