import { Check } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import * as styles from "./Combobox.css";
import { control } from "../FormField/FormField.css";
import { FormField, labelId } from "../FormField/FormField";
import { Spinner } from "../Spinner/Spinner";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

export interface ComboboxItem {
  /** Unique key; what `selectedId` names. */
  id: string;
  /** The option's text (its accessible name). */
  label: string;
  /** A second, smaller line (an email, a number). */
  description?: string;
  /** Options with the same group are listed together under this heading. */
  group?: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface ComboboxProps<Item extends ComboboxItem> {
  /** What is chosen or searched ("Customer", "Search"): the field's name. */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The options matching `inputValue`: the app filters them (locally or on the server). */
  items: readonly Item[];
  /** The typed text (controlled). */
  inputValue: string;
  /** Called as the user types, and with "" when Escape clears the field. */
  onInputChange: (value: string) => void;
  /** Called when an option is picked with Enter or a click; the popup then closes. */
  onSelect: (item: Item) => void;
  /** The picked option, marked with a check (picker use). */
  selectedId?: string | null;
  /** Results are on their way: shows and announces `loadingText`. */
  loading?: boolean;
  /** @default "Loading…" */
  loadingText?: string;
  /** Shown and announced when typed text matches nothing. @default "No results" */
  emptyText?: string;
  /** Words the announced number of options. @default "1 result" / "N results" */
  formatResultCount?: (count: number) => string;
  /** A decorative icon inside the field's start, e.g. `<Search size={18} />`. */
  icon?: ReactNode;
  /**
   * `popup`: the options float over what follows the field; `inline`: they take their place in
   * the flow below it, for a search in a dialog of its own that must not clip them.
   * @default "popup"
   */
  listPlacement?: "popup" | "inline";
  placeholder?: string;
  /** Guidance under the field. */
  hint?: ReactNode;
  /** Validation message; marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The input's name (for forms). */
  name?: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Forwarded to the `<input>` (focus it from a shortcut). */
  ref?: Ref<HTMLInputElement>;
}

const defaultFormatResultCount = (count: number) => (count === 1 ? "1 result" : `${count} results`);

/** Options in display order: grouped options together, groups in order of first appearance. */
function groupItems<Item extends ComboboxItem>(items: readonly Item[]) {
  const groups = new Map<string | undefined, Item[]>();
  for (const item of items) {
    const members = groups.get(item.group);
    if (members) members.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups.entries()].map(([name, members]) => ({ name, members }));
}

/**
 * An editable combobox with a listbox popup (ARIA 1.2): type to get options, Arrow keys to move
 * (Home and End once in the list), Enter to pick, Escape to close and then to clear. Serves as a
 * picker (`selectedId`) and as a search box with grouped results; the number of results is
 * announced politely.
 */
export function Combobox<Item extends ComboboxItem>({
  label,
  hideLabel = false,
  items,
  inputValue,
  onInputChange,
  onSelect,
  selectedId,
  loading = false,
  loadingText = "Loading…",
  emptyText = "No results",
  formatResultCount = defaultFormatResultCount,
  icon,
  listPlacement = "popup",
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  id,
  ref,
}: ComboboxProps<Item>) {
  const listboxId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const groups = groupItems(items);
  const ordered = groups.flatMap((group) => group.members);
  const choosable = ordered.filter((item) => !item.disabled);
  const activeItem = choosable.find((item) => item.id === activeId);
  const optionId = (item: Item) => `${listboxId}-${ordered.indexOf(item)}`;
  const hasPopup = isOpen && (loading || items.length > 0 || inputValue !== "");
  const showsOptions = hasPopup && !loading && items.length > 0;

  let announcement = "";
  if (hasPopup) {
    if (loading) announcement = loadingText;
    else announcement = items.length === 0 ? emptyText : formatResultCount(items.length);
  }

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const select = (item: Item) => {
    if (item.disabled) return;
    onSelect(item);
    close();
  };

  const moveTo = (item: Item | undefined) => {
    setOpen(true);
    setActiveId(item?.id ?? null);
  };

  // A click outside closes the popup. Leaving by keyboard is handled on blur; a blur to nowhere
  // (another window, a click on empty page) leaves it open, as it was left.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  const activeOptionId = activeItem ? optionId(activeItem) : undefined;
  useEffect(() => {
    if (activeOptionId)
      document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = activeItem ? choosable.indexOf(activeItem) : -1;
    const last = choosable.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!isOpen && event.altKey) setOpen(true);
        else moveTo(choosable[index < last ? index + 1 : 0]);
        break;
      case "ArrowUp":
        event.preventDefault();
        moveTo(choosable[index > 0 ? index - 1 : last]);
        break;
      case "Home":
      case "End":
        // In the list they move between options; in the text they move the caret.
        if (!activeItem) return;
        event.preventDefault();
        moveTo(choosable[event.key === "Home" ? 0 : last]);
        break;
      case "Enter":
        if (!hasPopup || !activeItem) return;
        event.preventDefault();
        select(activeItem);
        break;
      case "Escape":
        if (hasPopup) {
          event.preventDefault();
          close();
        } else if (inputValue !== "") {
          event.preventDefault();
          onInputChange("");
        }
        break;
      case "Tab":
        close();
        break;
    }
  };

  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      id={id}
    >
      {(controlProps) => (
        <div
          ref={root}
          className={styles.wrapper}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next)) close();
          }}
        >
          <div className={styles.field}>
            {icon && (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            )}
            <input
              ref={ref}
              {...controlProps}
              type="text"
              role="combobox"
              className={cx(control, icon !== undefined && styles.withIcon)}
              name={name}
              value={inputValue}
              placeholder={placeholder}
              disabled={disabled}
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={showsOptions}
              aria-controls={listboxId}
              aria-activedescendant={showsOptions ? activeOptionId : undefined}
              onChange={(event) => {
                onInputChange(event.target.value);
                setOpen(true);
                setActiveId(null);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={handleKeyDown}
            />
          </div>
          <div className={styles.popup[listPlacement]} hidden={!hasPopup}>
            {loading ? (
              <div className={styles.message}>
                <Spinner size="small" label={null} />
                {loadingText}
              </div>
            ) : (
              items.length === 0 && <div className={styles.message}>{emptyText}</div>
            )}
            <div
              role="listbox"
              id={listboxId}
              aria-labelledby={labelId(controlProps.id)}
              hidden={!showsOptions}
            >
              {groups.map((group, groupIndex) => {
                const options = group.members.map((item) => {
                  const isActive = item === activeItem;
                  return (
                    <div
                      key={item.id}
                      id={optionId(item)}
                      role="option"
                      aria-selected={isActive}
                      aria-disabled={item.disabled || undefined}
                      data-active={isActive || undefined}
                      className={styles.option}
                      // Keeps focus in the input, where the keyboard works.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => {
                        if (!item.disabled && !isActive) setActiveId(item.id);
                      }}
                      onClick={() => select(item)}
                    >
                      <span className={styles.optionText}>
                        {item.label}
                        {item.description && (
                          <span className={styles.optionDescription}>{item.description}</span>
                        )}
                      </span>
                      {item.id === selectedId && (
                        <Check size={16} className={styles.check} aria-hidden="true" />
                      )}
                    </div>
                  );
                });
                if (group.name === undefined) return options;
                const headingId = `${listboxId}-group-${groupIndex}`;
                return (
                  <div
                    key={group.name}
                    role="group"
                    aria-labelledby={headingId}
                    className={styles.group}
                  >
                    <div id={headingId} role="presentation" className={styles.groupHeading}>
                      {group.name}
                    </div>
                    {options}
                  </div>
                );
              })}
            </div>
          </div>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </div>
      )}
    </FormField>
  );
}
