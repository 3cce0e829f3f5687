import * as styles from "./ApiDocumentationPage.css";

export interface CodeTextProps {
  /** Text whose `backticked` parts are code, as the OpenAPI document and the contracts write it. */
  text: string;
}

/** Prose with inline code. */
export function CodeText({ text }: CodeTextProps) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className={styles.inlineCode}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}
