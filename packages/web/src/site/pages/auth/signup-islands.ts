import { siteIslands } from "../../layout/site-islands";
import { signupFormIsland } from "./SignupForm";

/** Its own module, so the sign-up page never loads the sign-in form's code (nor the reverse). */
export const signupIslands = [...siteIslands, signupFormIsland];
