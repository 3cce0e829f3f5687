import { type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { textArea } from "./TextArea.css";
import { control } from "../FormField/FormField.css";
import { FormField } from "../FormField/FormField";
import { cx } from "../../utils/cx";

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "children"
> {
  /** The visible label. */
  label: ReactNode;
  /** Guidance under the text area. */
  hint?: ReactNode;
  /** Validation message; marks the text area invalid. */
  error?: ReactNode;
  /** Visible lines (the contact form's message uses 6). @default 4 */
  rows?: number;
  /** Forwarded to the `<textarea>`, so `{...register("message")}` works. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input. */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <textarea
          rows={rows}
          className={cx(control, textArea, className)}
          {...controlProps}
          {...props}
        />
      )}
    </FormField>
  );
}
