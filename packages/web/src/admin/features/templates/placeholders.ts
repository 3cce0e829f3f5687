/** A stretch of a template body: its own text, or one of its {{n}} placeholders. */
export interface TemplateBodyPart {
  text: string;
  isPlaceholder: boolean;
}

// The placeholders as the contracts read them (templatePlaceholderCount): {{1}}, {{ 2 }}, …
const PLACEHOLDER = /(\{\{\s*\d+\s*\}\})/;

/** A template body cut into text and placeholders, in order, so the placeholders can stand out. */
export function splitPlaceholders(body: string): TemplateBodyPart[] {
  // Splitting on a captured pattern alternates: text, placeholder, text, …
  return body
    .split(PLACEHOLDER)
    .map((text, index) => ({ text, isPlaceholder: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
