import { Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label and reacts to clicks", async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Delete message" icon={<Trash2 />} onClick={onClick} />);
    await userEvent.click(page.getByRole("button", { name: "Delete message" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("does nothing when disabled", async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Edit" icon={<Trash2 />} onClick={onClick} disabled />);
    await expect.element(page.getByRole("button", { name: "Edit" })).toBeDisabled();
  });

  it("adds a count to its name and shows it as a capped badge", async () => {
    await render(
      <>
        <IconButton label="Notifications" icon={<Trash2 />} count={3} />
        <IconButton
          label="Alerts"
          icon={<Trash2 />}
          count={250}
          formatCount={(n) => `${n} unread`}
        />
        <IconButton label="Inbox" icon={<Trash2 />} count={0} />
      </>,
    );
    await expect
      .element(page.getByRole("button", { name: "Notifications, 3 new" }))
      .toHaveTextContent("3");
    await expect
      .element(page.getByRole("button", { name: "Alerts, 99+ unread" }))
      .toHaveTextContent("99+");
    await expect.element(page.getByRole("button", { name: "Inbox" })).toHaveTextContent("");
  });
});
