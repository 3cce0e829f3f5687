export { Badge, type BadgeProps } from "./Badge";
export {
  auditActionTone,
  auditActionTones,
  badgeTones,
  contactMessageStatusTone,
  contactMessageStatusTones,
  type BadgeTone,
} from "./tones";
