import { siteIslands } from "../../layout/site-islands";
import { loginFormIsland } from "./LoginForm";

/** Its own module, so the sign-in page never loads the sign-up form's code (nor the reverse). */
export const loginIslands = [...siteIslands, loginFormIsland];
