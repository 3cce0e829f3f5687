/** Where one step of the checklist stands. */
export type StepState = "done" | "inProgress" | "todo";

export interface OnboardingProgress {
  sandboxReady: boolean;
  helloWorldSent: boolean;
  helloWorldDelivered: boolean;
  /** The latest hello_world could not be delivered: nothing is under way any more. */
  helloWorldFailed: boolean;
  apiKeyCreated: boolean;
  webhookSet: boolean;
  webhookDelivered: boolean;
}

export interface ChecklistStates {
  sandbox: StepState;
  helloWorld: StepState;
  apiKey: StepState;
  webhook: StepState;
}

/**
 * The four steps: the sandbox (ready at sign-up), hello_world to the member's own number (sent,
 * then delivered), an API key, and a webhook URL that has received a delivery.
 */
export function checklistStates(progress: OnboardingProgress): ChecklistStates {
  return {
    sandbox: progress.sandboxReady ? "done" : "inProgress",
    helloWorld: progress.helloWorldDelivered
      ? "done"
      : progress.helloWorldSent && !progress.helloWorldFailed
        ? "inProgress"
        : "todo",
    apiKey: progress.apiKeyCreated ? "done" : "todo",
    webhook:
      progress.webhookSet && progress.webhookDelivered
        ? "done"
        : progress.webhookSet
          ? "inProgress"
          : "todo",
  };
}

/** Something is under way that the server will finish on its own: worth asking again soon. */
export function isAnyStepInProgress(states: ChecklistStates): boolean {
  return Object.values(states).includes("inProgress");
}

/** How many of the steps are done. */
export function countDone(states: ChecklistStates): number {
  return Object.values(states).filter((state) => state === "done").length;
}
