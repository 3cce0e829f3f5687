import { SearchField } from "@aizapy/design-system";
import { useState } from "react";

export interface FilterSearchFieldProps {
  /** What is searched ("Search businesses"): the field's name. */
  label: string;
  placeholder?: string;
  /** Keep the label for screen readers only (a list's one search box). @default true */
  hideLabel?: boolean;
  /** The search in the URL. */
  value: string | undefined;
  /** Called once typing pauses, and at once on Enter, Clear and Escape. */
  onSearch: (value: string) => void;
}

/**
 * A list's search box: keeps what is being typed, and follows the URL when it changes from
 * elsewhere (Clear filters, Back, a shared link) without undoing the typing in between.
 *
 * The router renders a search this field asked for later, as a transition: by then the next one
 * may be typed. So the field remembers the searches it asked for that the URL has not shown yet;
 * the URL reaching one of them is this field's own doing, not a change to follow.
 */
export function FilterSearchField({
  label,
  placeholder,
  hideLabel = true,
  value = "",
  onSearch,
}: FilterSearchFieldProps) {
  const [text, setText] = useState(value);
  // The URL's search as last rendered, and this field's searches it has not shown yet, in order.
  const [seen, setSeen] = useState(value);
  const [asked, setAsked] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const own = asked.indexOf(value);
    if (own >= 0) {
      setAsked(asked.slice(own + 1));
    } else {
      setAsked([]);
      setText(value);
    }
  }
  return (
    <SearchField
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      value={text}
      onValueChange={setText}
      onSearch={(next) => {
        const trimmed = next.trim();
        if (trimmed !== value) setAsked((searches) => [...searches, trimmed]);
        onSearch(trimmed);
      }}
    />
  );
}
