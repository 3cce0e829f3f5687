import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Inline } from "./Inline";

describe("Inline", () => {
  it("lays children out in a wrapping row", async () => {
    await render(
      <Inline role="group" aria-label="Actions" align="spaceBetween">
        <button>A</button>
        <button>B</button>
      </Inline>,
    );
    const style = getComputedStyle(page.getByRole("group", { name: "Actions" }).element());
    expect(style.flexDirection).toBe("row");
    expect(style.flexWrap).toBe("wrap");
    expect(style.justifyContent).toBe("space-between");
  });
});
