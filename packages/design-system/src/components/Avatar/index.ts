export { Avatar, initials, type AvatarProps } from "./Avatar";
