import { Search, X } from "lucide-react";
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
import * as styles from "./SearchField.css";
import { control } from "../FormField/FormField.css";
import { FormField } from "../FormField/FormField";
import { IconButton } from "../IconButton/IconButton";
import { composeRefs } from "../../utils/composeRefs";
import { cx } from "../../utils/cx";

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "children"
> {
  /** What is searched ("Search enquiries"): the field's name. */
  label: string;
  /** Keep the label for screen readers only (a placeholder or the context says it). */
  hideLabel?: boolean;
  /** The text (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called on every change, including Clear and Escape. */
  onValueChange?: (value: string) => void;
  /** Called once typing pauses for `debounceMs`, and at once on Enter, Clear and Escape. */
  onSearch?: (value: string) => void;
  /** Pause before `onSearch`, in ms. @default 300 */
  debounceMs?: number;
  /** A key that focuses the field, shown as a key cap ("/"); the app listens for it and calls `ref.current.focus()`. */
  shortcut?: string;
  /** Name of the clear button. @default "Clear search" */
  clearLabel?: string;
  /** Forwarded to the `<input>` (to focus it from a shortcut). */
  ref?: Ref<HTMLInputElement>;
}

/** A search input with an icon, a clear button, an optional key-cap hint and debounced searching. */
export function SearchField({
  label,
  hideLabel = false,
  value,
  defaultValue = "",
  onValueChange,
  onSearch,
  debounceMs = 300,
  shortcut,
  clearLabel = "Clear search",
  id,
  className,
  onChange,
  onKeyDown,
  ref,
  ...props
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string, searchNow: boolean) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
    clearTimeout(timer.current);
    if (!onSearch) return;
    if (searchNow || debounceMs <= 0) onSearch(next);
    else timer.current = setTimeout(() => onSearch(next), debounceMs);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === "Enter") {
      clearTimeout(timer.current);
      onSearch?.(text);
    } else if (event.key === "Escape" && text !== "") {
      // Cleared here rather than by the browser, so the app hears about it at once.
      event.preventDefault();
      change("", true);
    }
  };

  return (
    <FormField label={label} hideLabel={hideLabel} id={id}>
      {(controlProps) => (
        <div className={styles.wrapper}>
          <Search size={18} className={styles.icon} aria-hidden="true" />
          <input
            ref={composeRefs(input, ref)}
            {...controlProps}
            type="search"
            className={cx(control, styles.input, className)}
            value={text}
            aria-keyshortcuts={shortcut}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              change(event.target.value, false);
            }}
            onKeyDown={handleKeyDown}
            {...props}
          />
          <span className={styles.end}>
            {text !== "" ? (
              <IconButton
                size="small"
                label={clearLabel}
                icon={<X size={16} />}
                onClick={() => {
                  change("", true);
                  input.current?.focus();
                }}
              />
            ) : (
              shortcut && (
                <kbd className={styles.keyCap} aria-hidden="true">
                  {shortcut}
                </kbd>
              )
            )}
          </span>
        </div>
      )}
    </FormField>
  );
}
