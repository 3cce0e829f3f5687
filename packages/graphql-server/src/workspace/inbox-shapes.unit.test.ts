import { agentReplyInputSchema, updateConversationInputSchema } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { conversationReplyInput, updateConversationInput } from "./inbox-shapes.ts";

const memberId = "0195f2a4-8e3c-7b1a-9d2e-4f5a6b7c8d9e";

describe("the inbox over GraphQL", () => {
  it("unassigns a conversation with an assignee of null, and leaves it alone when not given", () => {
    expect(updateConversationInput({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(updateConversationInput({ status: "resolved", read: null })).toEqual({
      status: "resolved",
    });
    expect(
      updateConversationInputSchema.parse(updateConversationInput({ assigneeId: memberId })),
    ).toEqual({ assigneeId: memberId });
  });

  it("takes a reply as text or as a template, as the contracts' schema does", () => {
    expect(
      agentReplyInputSchema.parse(conversationReplyInput({ text: "Hi", template: null })),
    ).toEqual({ text: "Hi" });
    expect(
      agentReplyInputSchema.parse(
        conversationReplyInput({
          text: null,
          template: { name: "order_update", language: null, parameters: ["Asha"] },
        }),
      ),
    ).toEqual({ template: { name: "order_update", language: "en", parameters: ["Asha"] } });
  });
});
