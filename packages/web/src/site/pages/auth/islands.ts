import { siteIslands } from "../../layout/site-islands";
import { loginFormIsland } from "./LoginForm";
import { signupFormIsland } from "./SignupForm";

export const loginIslands = [...siteIslands, loginFormIsland];
export const signupIslands = [...siteIslands, signupFormIsland];
