import { describe, expect, it } from "vitest";
import { checklistStates, countDone, isAnyStepInProgress } from "./checklist";

const fresh = {
  sandboxReady: true,
  helloWorldSent: false,
  helloWorldDelivered: false,
  helloWorldFailed: false,
  apiKeyCreated: false,
  webhookSet: false,
  webhookDelivered: false,
};

describe("the onboarding checklist", () => {
  it("starts with the sandbox done and nothing under way", () => {
    const states = checklistStates(fresh);
    expect(states).toEqual({
      sandbox: "done",
      helloWorld: "todo",
      apiKey: "todo",
      webhook: "todo",
    });
    expect(isAnyStepInProgress(states)).toBe(false);
    expect(countDone(states)).toBe(1);
  });

  it("follows hello_world from sent to delivered", () => {
    const sent = checklistStates({ ...fresh, helloWorldSent: true });
    expect(sent.helloWorld).toBe("inProgress");
    expect(isAnyStepInProgress(sent)).toBe(true);
    const delivered = checklistStates({
      ...fresh,
      helloWorldSent: true,
      helloWorldDelivered: true,
    });
    expect(delivered.helloWorld).toBe("done");
    expect(isAnyStepInProgress(delivered)).toBe(false);
  });

  it("stops waiting when hello_world could not be delivered, so it can be sent again", () => {
    const failed = checklistStates({ ...fresh, helloWorldSent: true, helloWorldFailed: true });
    expect(failed.helloWorld).toBe("todo");
    expect(isAnyStepInProgress(failed)).toBe(false);
  });

  it("counts the webhook done only once a delivery reached it", () => {
    expect(checklistStates({ ...fresh, webhookSet: true }).webhook).toBe("inProgress");
    expect(checklistStates({ ...fresh, webhookSet: true, webhookDelivered: true }).webhook).toBe(
      "done",
    );
  });

  it("is complete with all four steps done", () => {
    const states = checklistStates({
      sandboxReady: true,
      helloWorldSent: true,
      helloWorldDelivered: true,
      helloWorldFailed: false,
      apiKeyCreated: true,
      webhookSet: true,
      webhookDelivered: true,
    });
    expect(countDone(states)).toBe(4);
  });
});
