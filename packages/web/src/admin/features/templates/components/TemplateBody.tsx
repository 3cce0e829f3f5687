import { splitPlaceholders } from "../placeholders";
import * as styles from "./TemplateBody.css";

/** A template's text with its {{n}} placeholders set apart, where each parameter goes. */
export function TemplateBody({ body }: { body: string }) {
  return (
    <span className={styles.body}>
      {splitPlaceholders(body).map((part, index) =>
        part.isPlaceholder ? (
          <code key={index} className={styles.placeholder}>
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
