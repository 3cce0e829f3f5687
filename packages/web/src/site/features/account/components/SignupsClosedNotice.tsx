import { TextLink } from "@aizapy/design-system";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";

/** Shown instead of the sign-up form while New User Signup is off in the platform settings. */
export function SignupsClosedNotice() {
  return (
    <Notice tone="info" title="Sign-ups are closed" role="status">
      We are not accepting new accounts right now. Please check back soon, or{" "}
      <TextLink href={paths.contact}>contact us</TextLink> and we will let you know when they
      reopen.
    </Notice>
  );
}
