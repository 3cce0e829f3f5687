// Loaded on demand (see lazy-resolver.ts): zod, the shared rules and the phone number metadata are
// only needed once someone fills in a form, so the account pages do not pay for them up front.
import {
  acceptInviteInputSchema,
  forgotPasswordInputSchema,
  memberLoginInputSchema,
  resetPasswordInputSchema,
  signupInputSchema,
} from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** The server's rules and messages, for a form whose values are `Schema`'s input. */
type SchemaResolver<Schema extends z.ZodType<FieldValues, FieldValues>> = Resolver<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/** The forms of the mail links send the link's token themselves: it is not a field. */
const newPasswordSchema = resetPasswordInputSchema.omit({ token: true });
const joinTeamSchema = acceptInviteInputSchema.omit({ token: true });

export type LoginValues = z.input<typeof memberLoginInputSchema>;
export type LoginData = z.output<typeof memberLoginInputSchema>;
export type SignupValues = z.input<typeof signupInputSchema>;
export type SignupData = z.output<typeof signupInputSchema>;
export type ForgotPasswordValues = z.input<typeof forgotPasswordInputSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordInputSchema>;
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
export type NewPasswordData = z.output<typeof newPasswordSchema>;
export type JoinTeamValues = z.input<typeof joinTeamSchema>;
export type JoinTeamData = z.output<typeof joinTeamSchema>;

export const loginResolver = zodResolver(memberLoginInputSchema) as SchemaResolver<
  typeof memberLoginInputSchema
>;
export const signupResolver = zodResolver(signupInputSchema) as SchemaResolver<
  typeof signupInputSchema
>;
export const forgotPasswordResolver = zodResolver(forgotPasswordInputSchema) as SchemaResolver<
  typeof forgotPasswordInputSchema
>;
export const newPasswordResolver = zodResolver(newPasswordSchema) as SchemaResolver<
  typeof newPasswordSchema
>;
export const joinTeamResolver = zodResolver(joinTeamSchema) as SchemaResolver<
  typeof joinTeamSchema
>;
