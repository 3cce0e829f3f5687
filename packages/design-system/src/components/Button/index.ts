export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
