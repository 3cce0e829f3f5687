import {
  Button,
  Card,
  CardBody,
  CardHeader,
  PasswordField,
  Stack,
  TextField,
} from "@aizapy/design-system";
import { type CredentialsFormValues, credentialsFormSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useUpdateCredentials } from "../api/use-update-credentials";

const formFields = new Set<string>(["currentPassword", "newUsername", "newPassword"]);

const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Update Credentials: the shared rules and messages, the username prefilled, the
 * confirmation checked here and never sent; on success the form resets.
 */
export function UpdateCredentialsForm({ currentUsername }: { currentUsername: string }) {
  const { updateCredentials, isUpdating } = useUpdateCredentials();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CredentialsFormValues>({
    resolver: zodResolver(credentialsFormSchema),
    defaultValues: { ...emptyPasswords, newUsername: currentUsername },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newUsername, newPassword }) => {
    const outcome = await updateCredentials({ currentPassword, newUsername, newPassword });
    if (outcome.ok) {
      reset({ ...emptyPasswords, newUsername: outcome.admin.username });
      return;
    }
    for (const { path, message } of outcome.fieldErrors) {
      if (formFields.has(path)) {
        setError(path as keyof CredentialsFormValues, { message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Card as="section" aria-labelledby="update-credentials-title">
      <CardHeader
        title={<span id="update-credentials-title">Update Credentials</span>}
        titleAs="h2"
        description="Change your username and password. Your other sessions will be signed out."
      />
      <CardBody>
        <form onSubmit={onSubmit} noValidate aria-labelledby="update-credentials-title">
          <Stack space="large">
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              showLabel="Show current password"
              hideLabel="Hide current password"
              error={errors.currentPassword?.message}
              {...register("currentPassword")}
            />
            <TextField
              label="New Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.newUsername?.message}
              {...register("newUsername")}
            />
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              showLabel="Show new password"
              hideLabel="Hide new password"
              error={errors.newPassword?.message}
              {...register("newPassword")}
            />
            <PasswordField
              label="Confirm New Password"
              autoComplete="new-password"
              showLabel="Show password confirmation"
              hideLabel="Hide password confirmation"
              error={errors.confirmPassword?.message}
              {...register("confirmPassword")}
            />
            <div>
              <Button
                type="submit"
                loading={isUpdating}
                loadingText="Updating..."
                iconStart={<KeyRound size={16} />}
              >
                Update Credentials
              </Button>
            </div>
          </Stack>
        </form>
      </CardBody>
    </Card>
  );
}
