import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextLink } from "./TextLink";

describe("TextLink", () => {
  it("links to its href", async () => {
    await render(<TextLink href="/blog">Blog</TextLink>);
    await expect.element(page.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  });

  it("opens external links in a new tab and says so", async () => {
    await render(
      <TextLink href="https://example.com" external>
        Facebook
      </TextLink>,
    );
    const link = page.getByRole("link", { name: "Facebook (opens in a new tab)" });
    await expect.element(link).toHaveAttribute("target", "_blank");
  });

  it("styles a router link passed as its child", async () => {
    await render(
      <TextLink asChild>
        <a href="/about" data-router="yes">
          About
        </a>
      </TextLink>,
    );
    const link = page.getByRole("link", { name: "About" });
    await expect.element(link).toHaveAttribute("data-router", "yes");
    await expect.element(link).toHaveAttribute("class");
  });
});
