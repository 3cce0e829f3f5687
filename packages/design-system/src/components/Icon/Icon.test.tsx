import { MessageCircle } from "lucide-react";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("is hidden from assistive technology unless labelled", async () => {
    await render(
      <>
        <Icon icon={MessageCircle} />
        <Icon icon={MessageCircle} label="Chat" size="large" />
      </>,
    );
    expect(page.getByRole("img").all()).toHaveLength(1);
    const labelled = page.getByRole("img", { name: "Chat" });
    expect(labelled.element().querySelector("svg")?.getAttribute("width")).toBe("24");
  });
});
