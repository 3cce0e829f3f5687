import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextArea } from "./TextArea";

describe("TextArea", () => {
  it("registers with react-hook-form and keeps its rows", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ message: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextArea label="Message" rows={6} {...register("message")} />
          <button type="submit">Send</button>
        </form>
      );
    }
    await render(<Form />);
    const textArea = page.getByRole("textbox", { name: "Message" });
    await expect.element(textArea).toHaveAttribute("rows", "6");
    await userEvent.type(textArea, "Need a demo please");
    await userEvent.click(page.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ message: "Need a demo please" });
  });
});
