import { IconButton, breakpoints } from "@aizapy/design-system";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { defineIsland } from "../islands/define-island";

export interface MobileMenuToggleProps {
  /** The id of the (prerendered, initially hidden) menu this button shows and hides. */
  menuId: string;
}

/**
 * The phone-sized header's menu button. The menu itself is static HTML: this island only shows
 * and hides it, and closes it on any link inside it, on Escape, and when the window widens to the
 * desktop layout (where the menu does not exist).
 */
export function MobileMenuToggle({ menuId }: MobileMenuToggleProps) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu) menu.hidden = !isOpen;
  }, [isOpen, menuId]);

  useEffect(() => {
    if (!isOpen) return;
    const menu = document.getElementById(menuId);
    const desktop = window.matchMedia(`(min-width: ${breakpoints.desktop}px)`);
    const close = () => setOpen(false);
    const onMenuClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    menu?.addEventListener("click", onMenuClick);
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", close);
    return () => {
      menu?.removeEventListener("click", onMenuClick);
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", close);
    };
  }, [isOpen, menuId]);

  return (
    <IconButton
      ref={button}
      label={isOpen ? "Close menu" : "Open menu"}
      icon={isOpen ? <X size={22} /> : <Menu size={22} />}
      aria-expanded={isOpen}
      aria-controls={menuId}
      onClick={() => setOpen((open) => !open)}
    />
  );
}

export const mobileMenuToggleIsland = defineIsland("mobile-menu-toggle", MobileMenuToggle);
