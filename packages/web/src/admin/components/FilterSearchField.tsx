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
 */
export function FilterSearchField({
  label,
  placeholder,
  hideLabel = true,
  value = "",
  onSearch,
}: FilterSearchFieldProps) {
  const [text, setText] = useState(value);
  // The URL's search as this field last knew it: its own searches, or a change from elsewhere.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(value);
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
        setKnown(trimmed);
        onSearch(trimmed);
      }}
    />
  );
}
