import { useRef } from "react";

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Radix gives focus back to a dialog's trigger when it closes. A dialog the app opens itself (from
 * a table row's button, a menu, a shortcut) has no trigger, and focus would fall to the page. This
 * remembers what had focus when the dialog opened and gives it back, if it is still there. A
 * handler of the app's that prevents the default keeps the last word.
 *
 * Focus is given back only if it was lost with the dialog. Radix gives it back on a timer after the
 * dialog is gone, and by then another dialog may have opened and taken focus (a shortcut pressed
 * right after Escape): pulling focus out of it would blur its field and close its lists.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers = {}) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = previous.current;
      previous.current = null;
      if (event.defaultPrevented) return;
      if (hasFocusElsewhere()) {
        event.preventDefault();
        return;
      }
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** Focus sits on an element: it was not lost with the closed dialog but moved on purpose. */
function hasFocusElsewhere(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body;
}
