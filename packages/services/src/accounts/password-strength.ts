import { ACCOUNT_MESSAGES, AppError } from "@aizapy/contracts";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** zxcvbn's score a new password must reach: 3 is "safely unguessable" (about 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** The estimator, with its dictionaries loaded on first use (they take a few MB). */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Refuses a new password that is easy to guess (common passwords, names, dates, keyboard walks, or
 * the account's own name, email and business), on the password field.
 */
export function assertPasswordUnguessable(password: string, userInputs: string[]): void {
  const { score } = strengthEstimator().check(password, userInputs);
  if (score < MIN_PASSWORD_SCORE) {
    throw new AppError("invalid_request", ACCOUNT_MESSAGES.passwordGuessable, {
      fieldErrors: [{ path: "password", message: ACCOUNT_MESSAGES.passwordGuessable }],
    });
  }
}
