import { AppError, type ContactAttributes, type FieldError } from "@aizapy/contracts";

// GraphQL has no type for "text, number or true/false", so attributes travel as name/value pairs
// with the value's kind beside it, and are turned back into the services' object here.

export type AttributeKind = "text" | "number" | "boolean";

export interface AttributePair {
  name: string;
  value: string;
  kind: AttributeKind;
}

export interface AttributePairInput {
  name: string;
  value: string | null;
  kind?: string | null;
}

const kindOf = (value: string | number | boolean): AttributeKind =>
  typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "text";

/** A contact's attributes as GraphQL pairs, in the order they are stored. */
export const attributePairs = (attributes: ContactAttributes): AttributePair[] =>
  Object.entries(attributes).map(([name, value]) => ({
    name,
    value: String(value),
    kind: kindOf(value),
  }));

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Pairs as the services' attributes object: each value read as its kind, null kept (it removes
 * the attribute on update). A value that is not of its kind is refused on its own field.
 */
export function attributesOf(
  pairs: readonly AttributePairInput[],
): Record<string, string | number | boolean | null> {
  const attributes: Record<string, string | number | boolean | null> = {};
  const fieldErrors: FieldError[] = [];
  for (const { name, value, kind } of pairs) {
    const path = `attributes.${name}`;
    if (value === null) attributes[name] = null;
    else if (!kind || kind === "text") attributes[name] = value;
    else if (kind === "number" && NUMBER.test(value.trim())) attributes[name] = Number(value);
    else if (kind === "number") fieldErrors.push({ path, message: `${name} is not a number` });
    else if (kind === "boolean" && (value === "true" || value === "false"))
      attributes[name] = value === "true";
    else if (kind === "boolean") fieldErrors.push({ path, message: `${name} is true or false` });
    else fieldErrors.push({ path, message: "An attribute's kind is text, number or boolean" });
  }
  if (fieldErrors.length > 0) {
    throw new AppError("invalid_request", fieldErrors[0]!.message, { fieldErrors });
  }
  return attributes;
}
