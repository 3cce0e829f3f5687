import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Container } from "./Container";

describe("Container", () => {
  it("limits the content width and centres it", async () => {
    await render(
      <div style={{ width: 1000 }}>
        <Container width="small" data-testid="container">
          Form
        </Container>
      </div>,
    );
    const box = page.getByTestId("container").element().getBoundingClientRect();
    expect(box.width).toBe(640);
    expect(box.left).toBeGreaterThan(100);
  });
});
