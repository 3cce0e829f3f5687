import { Combobox, type ComboboxItem } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Search } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useState } from "react";
import { BusinessNameQuery, BusinessOptionsQuery } from "../api/search-businesses";

const OPTIONS_SHOWN = 8;
const ALL_ID = "all";

export interface BusinessPickerProps {
  label: ReactNode;
  /** The chosen business's id; undefined for none (or all, with `allLabel`). */
  value: string | undefined;
  onChange: (businessId: string | undefined) => void;
  /** Offers a first option for every business ("All businesses"), chosen when value is undefined. */
  allLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** Forwarded to the input, so a form can focus it on an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Picks a business by typing part of its name or number; the server finds the matches. */
export function BusinessPicker({
  label,
  value,
  onChange,
  allLabel,
  hint,
  error,
  required,
  name,
  inputRef,
}: BusinessPickerProps) {
  const [text, setText] = useState<string | null>(null);
  const [search, setSearch] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text ?? ""), 200);
    return () => clearTimeout(timer);
  }, [text]);

  const chosen = useQuery(BusinessNameQuery, {
    variables: { id: value ?? "" },
    skip: !value,
  }).data?.business;
  const options = useQuery(BusinessOptionsQuery, {
    variables: { search: search || undefined, first: OPTIONS_SHOWN },
  });

  const chosenName = value ? (chosen?.name ?? "") : (allLabel ?? "");
  // Until the search has caught up with the typing, the options on screen are for other text:
  // none is offered, so Enter cannot pick a stale one.
  const isSearching = (text ?? "") !== search || (options.loading && !options.data);
  const items: ComboboxItem[] = isSearching
    ? []
    : [
        ...(allLabel && !search ? [{ id: ALL_ID, label: allLabel }] : []),
        ...(options.data?.businessPage.items ?? []).map((business) => ({
          id: business.id,
          label: business.name,
          description: business.whatsappNumber,
        })),
      ];

  return (
    <div
      onBlur={(event) => {
        // Leaving the field puts the chosen business's name back over half-typed text.
        if (!event.currentTarget.contains(event.relatedTarget)) setText(null);
      }}
    >
      <Combobox
        label={label}
        hint={hint}
        error={error}
        required={required}
        name={name}
        ref={inputRef}
        icon={<Search size={16} />}
        placeholder="Type a name or number"
        items={items}
        inputValue={text ?? chosenName}
        onInputChange={(next) => {
          setText(next);
          if (next === "" && allLabel) onChange(undefined);
        }}
        onSelect={(item) => {
          setText(null);
          onChange(item.id === ALL_ID ? undefined : item.id);
        }}
        selectedId={value ?? (allLabel ? ALL_ID : null)}
        loading={text !== null && isSearching}
        emptyText="No business matches"
        formatResultCount={(count) => (count === 1 ? "1 business" : `${count} businesses`)}
      />
    </div>
  );
}
