import "../styles/fonts.css";
import "../styles/reset.css";
import { applyTheme } from "../theme/theme";

// What `themeInitScript` does in the app: put a theme class on <html> so the contract's variables resolve.
applyTheme("light");
