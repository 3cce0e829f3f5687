import { describe, expect, it } from "vitest";
import { attachmentFilename } from "./download";

describe("attachmentFilename", () => {
  it("reads the server's file name", () => {
    expect(
      attachmentFilename('attachment; filename="contact-messages-2026-11-24.csv"', "x.csv"),
    ).toBe("contact-messages-2026-11-24.csv");
    expect(attachmentFilename("attachment; filename=audit-log.csv", "x.csv")).toBe("audit-log.csv");
    expect(attachmentFilename("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", "x.csv")).toBe(
      "résumé.csv",
    );
  });

  it("falls back when there is none", () => {
    expect(attachmentFilename(null, "contact-messages.csv")).toBe("contact-messages.csv");
    expect(attachmentFilename("attachment", "audit-log.csv")).toBe("audit-log.csv");
  });
});
