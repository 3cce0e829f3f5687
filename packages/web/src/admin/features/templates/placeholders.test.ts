import { describe, expect, it } from "vitest";
import { splitPlaceholders } from "./placeholders";

describe("splitPlaceholders", () => {
  it("cuts a body into its text and its placeholders, in order", () => {
    expect(splitPlaceholders("Hi {{1}}, your order {{ 2 }} is ready.")).toEqual([
      { text: "Hi ", isPlaceholder: false },
      { text: "{{1}}", isPlaceholder: true },
      { text: ", your order ", isPlaceholder: false },
      { text: "{{ 2 }}", isPlaceholder: true },
      { text: " is ready.", isPlaceholder: false },
    ]);
  });

  it("keeps placeholders side by side and at either end, with no empty text between", () => {
    expect(splitPlaceholders("{{1}}{{2}}")).toEqual([
      { text: "{{1}}", isPlaceholder: true },
      { text: "{{2}}", isPlaceholder: true },
    ]);
  });

  it("leaves a body without placeholders, or with braces that are not one, as text", () => {
    expect(splitPlaceholders("Your code is ready")).toEqual([
      { text: "Your code is ready", isPlaceholder: false },
    ]);
    expect(splitPlaceholders("{{name}}")).toEqual([{ text: "{{name}}", isPlaceholder: false }]);
  });
});
