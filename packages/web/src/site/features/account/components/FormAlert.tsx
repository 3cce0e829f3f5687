import { Notice } from "../../../components/Notice";

/** A failure that belongs to no field (wrong password, too many attempts, maintenance). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Notice tone="critical" title={message} role="alert" />;
}
