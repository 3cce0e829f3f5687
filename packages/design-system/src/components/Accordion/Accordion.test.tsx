import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Accordion, AccordionItem } from "./Accordion";

function Faq() {
  return (
    <Accordion>
      <AccordionItem value="a" title="Question A">
        Answer A
      </AccordionItem>
      <AccordionItem value="b" title="Question B">
        Answer B
      </AccordionItem>
      <AccordionItem value="c" title="Question C">
        Answer C
      </AccordionItem>
    </Accordion>
  );
}

const expanded = () =>
  page
    .getByRole("button")
    .all()
    .filter((button) => button.element().getAttribute("aria-expanded") === "true")
    .map((button) => button.element().textContent);

describe("Accordion (FAQ rules)", () => {
  it("starts with every answer closed", async () => {
    await render(<Faq />);
    await expect.element(page.getByRole("button", { name: "Question A" })).toBeInTheDocument();
    expect(expanded()).toEqual([]);
    await expect.element(page.getByText("Answer A")).not.toBeInTheDocument();
  });

  it("keeps at most one answer open", async () => {
    await render(<Faq />);
    await userEvent.click(page.getByRole("button", { name: "Question A" }));
    await expect.element(page.getByText("Answer A")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Question C" }));
    await expect.element(page.getByText("Answer C")).toBeVisible();
    expect(expanded()).toEqual(["Question C"]);
    await expect.element(page.getByText("Answer A")).not.toBeInTheDocument();
  });

  it("closes the open answer when its question is clicked again", async () => {
    await render(<Faq />);
    const question = page.getByRole("button", { name: "Question B" });
    await userEvent.click(question);
    await expect.element(question).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(question);
    await expect.element(question).toHaveAttribute("aria-expanded", "false");
    expect(expanded()).toEqual([]);
  });

  it("wraps each question in a heading", async () => {
    await render(<Faq />);
    await expect
      .element(page.getByRole("heading", { level: 3, name: "Question A" }))
      .toBeInTheDocument();
  });
});
