import { ChevronDown } from "lucide-react";
import { faqItems } from "../../content/faq";
import * as styles from "./FaqList.css";

/**
 * The FAQ as native disclosures: the browser opens and closes each answer, and the shared `name`
 * keeps at most one open. Nothing waits for a script, so the first click after the page loads,
 * and a reader without JavaScript, are served like any other.
 */
export function FaqList() {
  return (
    <div className={styles.list}>
      {faqItems.map((item) => (
        <details key={item.id} name="faq" className={styles.item}>
          <summary className={styles.question}>
            <h3 className={styles.questionText}>{item.question}</h3>
            <ChevronDown size={20} className={styles.chevron} aria-hidden="true" />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
