import { Bell } from "lucide-react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";
import { IconButton } from "../IconButton/IconButton";

describe("Popover", () => {
  it("opens from its trigger as a named dialog and returns focus on close", async () => {
    await render(
      <Popover>
        <PopoverTrigger>
          <IconButton label="Notifications" count={3} icon={<Bell size={20} />} />
        </PopoverTrigger>
        <PopoverContent title="Notifications">
          <p>Three new enquiries</p>
          <PopoverClose>
            <button>Done</button>
          </PopoverClose>
        </PopoverContent>
      </Popover>,
    );
    const trigger = page.getByRole("button", { name: "Notifications, 3 new" });
    await userEvent.click(trigger);
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect.element(panel).toHaveTextContent("Three new enquiries");
    await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await userEvent.click(page.getByRole("button", { name: "Done" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });
});
