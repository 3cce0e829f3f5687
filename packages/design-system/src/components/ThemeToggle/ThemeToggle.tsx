import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../providers/ThemeProvider";
import { IconButton, type IconButtonProps } from "../IconButton/IconButton";

export interface ThemeToggleProps extends Omit<IconButtonProps, "label" | "icon" | "onClick"> {
  /** Label while the light theme is on. @default "Switch to dark theme" */
  darkLabel?: string;
  /** Label while the dark theme is on. @default "Switch to light theme" */
  lightLabel?: string;
}

/** Switches between the light and dark themes (stored in localStorage `theme`). */
export function ThemeToggle({
  darkLabel = "Switch to dark theme",
  lightLabel = "Switch to light theme",
  ...props
}: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === "dark";
  return (
    <IconButton
      label={isDark ? lightLabel : darkLabel}
      icon={isDark ? <Sun size={20} /> : <Moon size={20} />}
      onClick={toggleTheme}
      {...props}
    />
  );
}
