import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Text } from "./Text";

describe("Text", () => {
  it("renders a paragraph by default and any element when asked", async () => {
    await render(
      <>
        <Text>Body copy</Text>
        <Text as="span" size="small">
          Inline
        </Text>
      </>,
    );
    expect(page.getByText("Body copy").element().tagName).toBe("P");
    expect(page.getByText("Inline").element().tagName).toBe("SPAN");
  });

  it("passes the language through for Indian-language text", async () => {
    await render(<Text lang="ta">வணக்கம்</Text>);
    await expect.element(page.getByText("வணக்கம்")).toHaveAttribute("lang", "ta");
  });
});
