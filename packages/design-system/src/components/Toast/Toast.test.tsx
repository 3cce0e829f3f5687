import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { getToastState, resetToasts, toast, toastConfig } from "../../providers/toastStore";
import { ToastProvider, useToast } from "../../providers/ToastProvider";

function Trigger() {
  const { toast: show, toasts } = useToast();
  return (
    <>
      <button onClick={() => show({ title: "First toast" })}>First</button>
      <button onClick={() => show({ title: "Second toast", variant: "destructive" })}>
        Second
      </button>
      <output aria-label="Toasts in state">{toasts.length}</output>
    </>
  );
}

const renderWithProvider = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

const toastItem = (title: string) => page.getByText(title).element().closest("li") as HTMLLIElement;

beforeEach(() => resetToasts());
afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe("toast rules", () => {
  it("are configured as documented", () => {
    expect(toastConfig).toMatchObject({
      limit: 1,
      removeDelay: 1_000_000,
      duration: 5000,
      swipeDirection: "right",
      swipeThreshold: 50,
      hotkey: ["F8"],
    });
  });

  it("shows one toast at a time: a new one replaces the current", async () => {
    await renderWithProvider();
    await userEvent.click(page.getByRole("button", { name: "First" }));
    await expect.element(page.getByText("First toast")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Second" }));
    await expect.element(page.getByText("Second toast")).toBeVisible();
    await expect.element(page.getByText("First toast")).not.toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(1);
  });

  it("closes after 5000 ms by default and is removed 1,000,000 ms after dismissal", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await renderWithProvider();
    act(() => {
      toast({ title: "Settings Updated" });
    });
    await expect.element(page.getByText("Settings Updated")).toBeVisible();
    expect(toastItem("Settings Updated").dataset.state).toBe("open");

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(getToastState().toasts[0]?.open).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getToastState().toasts[0]?.open).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1_000_000 - 2));
    expect(getToastState().toasts).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("is swiped away to the right past 50 px, not before", async () => {
    await renderWithProvider();
    act(() => {
      toast({ title: "Swipe me", duration: Infinity });
    });
    await expect.element(page.getByText("Swipe me")).toBeVisible();
    const item = toastItem("Swipe me");
    expect(item.dataset.swipeDirection).toBe("right");
    // Synthetic pointers cannot be captured; the capture calls are irrelevant to the threshold.
    item.setPointerCapture = () => undefined;
    item.hasPointerCapture = () => false;

    const swipe = (distance: number) =>
      act(() => {
        const { left, top } = item.getBoundingClientRect();
        const at = (type: string, x: number) =>
          item.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              button: 0,
              pointerId: 7,
              pointerType: "mouse",
              clientX: x,
              clientY: top + 10,
            }),
          );
        at("pointerdown", left + 10);
        for (let x = 5; x <= distance; x += 5) at("pointermove", left + 10 + x);
        at("pointerup", left + 10 + distance);
      });

    swipe(45);
    expect(getToastState().toasts[0]?.open).toBe(true);
    swipe(60);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it("F8 moves focus to the notifications viewport", async () => {
    await renderWithProvider();
    await userEvent.click(page.getByRole("button", { name: "First" }));
    await expect.element(page.getByText("First toast")).toBeVisible();
    await userEvent.keyboard("{F8}");
    const region = page.getByRole("region", { name: "Notifications (F8)" }).element();
    expect(document.activeElement?.tagName).toBe("OL");
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it("closes from its close button", async () => {
    await renderWithProvider();
    await userEvent.click(page.getByRole("button", { name: "First" }));
    await userEvent.click(page.getByRole("button", { name: "Close notification" }));
    await expect.element(page.getByText("First toast")).not.toBeInTheDocument();
  });
});
