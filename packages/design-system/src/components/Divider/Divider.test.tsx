import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Divider } from "./Divider";

describe("Divider", () => {
  it("is a separator unless decorative", async () => {
    await render(
      <>
        <Divider />
        <Divider orientation="vertical" />
        <Divider decorative />
      </>,
    );
    expect(page.getByRole("separator").all()).toHaveLength(2);
  });
});
