import type { FieldValues, Resolver } from "react-hook-form";
import type * as accountResolvers from "./account-resolvers";

type AccountResolvers = typeof accountResolvers;

let resolversModule: Promise<AccountResolvers> | undefined;

/** Fetches the validation rules (zod and the shared schemas); once, whichever form asks first. */
export const loadAccountResolvers = (): Promise<AccountResolvers> => {
  resolversModule ??= import("./account-resolvers");
  return resolversModule;
};

/**
 * A resolver that validates with one of the shared schemas, fetched the first time it is needed
 * (call `loadAccountResolvers` when someone starts filling in the form to have it ready).
 */
export function lazyResolver<Values extends FieldValues, Data>(
  pick: (resolvers: AccountResolvers) => Resolver<Values, unknown, Data>,
): Resolver<Values, unknown, Data> {
  return async (values, context, options) =>
    pick(await loadAccountResolvers())(values, context, options);
}
