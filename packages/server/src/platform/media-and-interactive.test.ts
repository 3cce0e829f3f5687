import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPhoneNumberId } from "@aizapy/contracts";
import { startFakeGraphApi, type FakeGraphApi } from "../test-support/fake-graph-api.ts";
import {
  createCloudBusiness,
  createSandboxBusiness,
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
  type TestBusiness,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";

// Media and interactive messages on /v1: sent by media id or link with Meta's shapes and limits,
// only inside the customer's window and only with the business's own files; delivered through
// the sandbox and through the Cloud API (our file uploaded to Meta first); and a customer's files
// and taps received, stored and forwarded.

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );
const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0, 16],
  "JFIF\0",
  [1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xd9],
);
const MP4 = bytes(
  box("ftyp", bytes("isom", [0, 0, 2, 0], "isommp41")),
  box("mdat", Buffer.alloc(64)),
);
const MP3 = bytes("ID3", [3, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64], Buffer.alloc(413));
const PDF = bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

const CLOUD = {
  phoneNumberId: "106540352249911",
  businessAccountId: "102290129349911",
  appSecret: "meta-app-secret-media-77",
};

let graph: FakeGraphApi;
let platform: SandboxPlatform;
let other: TestBusiness;
let cloud: TestBusiness;
let sequence = 0;
/** A customer number no other test of this file uses (ending in 2: delivered and read). */
const customer = () =>
  `+9198220${String(process.pid % 100).padStart(2, "0")}${String(++sequence).padStart(2, "0")}2`;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  platform = await startSandboxPlatform({
    WHATSAPP_GRAPH_URL: graph.url,
    SANDBOX_DELIVERED_AFTER_MS: "50",
    SANDBOX_READ_AFTER_MS: "100",
  });
  graph.callBackTo(`${platform.server.baseUrl}/webhooks/whatsapp`, CLOUD.appSecret);
  other = await createSandboxBusiness(platform.server, platform.token, { name: "Glow Studio" });
  cloud = await createCloudBusiness(platform.server, platform.token, CLOUD, {
    name: "Casa Decor",
    webhookUrl: platform.receiver.url,
  });
});
afterAll(async () => {
  await platform?.server.close();
  await graph?.close();
});

/** Uploads a file through /v1/media; answers its media id. */
async function upload(content: Buffer, filename: string, key = platform.business.apiKey) {
  const form = new FormData();
  form.append("messaging_product", "whatsapp");
  form.append("file", new Blob([content]), filename);
  const response = await fetch(`${platform.server.baseUrl}/v1/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A customer writes to a sandbox business, opening its window. */
async function customerWrites(from: string, businessId = platform.business.id) {
  const answer = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
    token: platform.token,
    body: { businessId, from, text: "Hello" },
  });
  expect(answer.status).toBe(201);
}

const send = (body: unknown, key = platform.business.apiKey) =>
  v1(platform.server, "POST", "/messages/send", { key, body });

const messageRow = (id: string) =>
  platform.server.prisma.message.findUniqueOrThrow({ where: { id } });

const delivered = (id: string) =>
  eventually(async () => {
    const row = await messageRow(id);
    return row.status === "delivered" || row.status === "read" ? row : undefined;
  });

/** Sends `interactive` to a customer inside the window; answers the refusal's field, if any. */
async function refusedField(interactive: unknown) {
  const to = customer();
  const answer = await send({ to, type: "interactive", interactive });
  expect(answer.status).toBe(400);
  expect(answer.body.error.code).toBe("invalid_request");
  return (answer.body.error.details.fields as { path: string }[]).map((field) => field.path);
}

const buttons = (count: number, title = (i: number) => `Option ${i}`) =>
  Array.from({ length: count }, (_, i) => ({
    type: "reply",
    reply: { id: `opt-${i}`, title: title(i) },
  }));

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `row-${i}`, title: `Row ${i}` }));

describe("media messages on the sandbox", () => {
  it("sends an image by media id with its caption, stored with a readable body, and delivers it", async () => {
    const to = customer();
    await customerWrites(to);
    const id = await upload(JPEG, "diwali.jpg");
    const sent = await send({ to, type: "image", image: { id, caption: "Diwali offers" } });
    expect(sent.status).toBe(200);
    const row = await delivered(sent.body.message_id);
    expect(row).toMatchObject({
      type: "image",
      body: "Diwali offers",
      content: { id, mime_type: "image/jpeg", caption: "Diwali offers" },
    });
  });

  it("sends an image by https link, a document with its file name, audio and video", async () => {
    const to = customer();
    await customerWrites(to);
    const byLink = await send({
      to,
      type: "image",
      image: { link: "https://cdn.example.com/menu.jpg" },
    });
    expect(byLink.status).toBe(200);
    expect(await delivered(byLink.body.message_id)).toMatchObject({
      type: "image",
      body: "[image]",
      content: { link: "https://cdn.example.com/menu.jpg" },
    });

    const pdf = await upload(PDF, "upload.pdf");
    const document = await send({
      to,
      type: "document",
      document: { id: pdf, filename: "Invoice 42.pdf", caption: "Your invoice" },
    });
    expect(document.status).toBe(200);
    expect(await delivered(document.body.message_id)).toMatchObject({
      type: "document",
      body: "Your invoice",
      content: { id: pdf, mime_type: "application/pdf", filename: "Invoice 42.pdf" },
    });

    const audio = await send({ to, type: "audio", audio: { id: await upload(MP3, "a.mp3") } });
    expect(audio.status).toBe(200);
    expect(await delivered(audio.body.message_id)).toMatchObject({
      type: "audio",
      body: "[audio]",
    });
    const video = await send({
      to,
      type: "video",
      video: { id: await upload(MP4, "clip.mp4"), caption: "How to use it" },
    });
    expect(video.status).toBe(200);
    expect(await delivered(video.body.message_id)).toMatchObject({ type: "video" });
  });

  it("refuses a media message outside the 24-hour window, as text is", async () => {
    const id = await upload(JPEG, "late.jpg");
    const answer = await send({ to: customer(), type: "image", image: { id } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("outside_service_window");
  });

  it("refuses another business's media id, or an unknown one, naming the field", async () => {
    const to = customer();
    await customerWrites(to);
    const theirs = await upload(JPEG, "theirs.jpg", other.apiKey);
    for (const id of [theirs, "0190a000-0000-7000-8000-000000000000", "not-a-media-id"]) {
      const answer = await send({ to, type: "image", image: { id } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: "invalid_request",
        details: { fields: [{ path: "image.id" }] },
      });
    }
    // A file of the wrong kind for its place is refused too.
    const pdf = await upload(PDF, "menu.pdf");
    const wrongKind = await send({ to, type: "video", video: { id: pdf } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.details.fields[0].path).toBe("video.id");
  });

  it("refuses media without id or link, with both, or with a link that is not https", async () => {
    const to = customer();
    for (const image of [{}, { id: "x", link: "https://a.example/x.jpg" }]) {
      const answer = await send({ to, type: "image", image });
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.fields[0].path).toBe("image.id");
    }
    const http = await send({ to, type: "image", image: { link: "http://a.example/x.jpg" } });
    expect(http.body.error.details.fields[0].path).toBe("image.link");
    const captioned = await send({
      to,
      type: "audio",
      audio: { link: "https://a.example/a.mp3", caption: "x" },
    });
    expect(captioned.status).toBe(400);
  });

  it("keeps text as it was, and names the types a send takes", async () => {
    const unknown = await send({ to: customer(), type: "sticker", sticker: { id: "x" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields[0]).toEqual({
      path: "type",
      message: "`type` must be one of text, image, video, audio, document, interactive",
    });
    const empty = await send({ to: customer(), type: "text", text: { body: "" } });
    expect(empty.body.error.details.fields[0].path).toBe("text.body");
  });
});

describe("interactive messages on the sandbox", () => {
  it("sends reply buttons with a header and footer, and a list, stored as Meta's object", async () => {
    const to = customer();
    await customerWrites(to);
    const interactive = {
      type: "button",
      header: { type: "text", text: "Your order" },
      body: { text: "Shall we deliver tomorrow?" },
      footer: { text: "Spice Route Kitchen" },
      action: { buttons: buttons(3) },
    };
    const sent = await send({ to, type: "interactive", interactive });
    expect(sent.status).toBe(200);
    expect(await delivered(sent.body.message_id)).toMatchObject({
      type: "interactive",
      body: "Shall we deliver tomorrow?",
      content: interactive,
    });

    const list = {
      type: "list",
      body: { text: "Choose a delivery slot" },
      action: {
        button: "Slots",
        sections: [
          { title: "Morning", rows: [{ id: "9", title: "9–12", description: "Before lunch" }] },
          { title: "Evening", rows: rows(9) },
        ],
      },
    };
    const listed = await send({ to, type: "interactive", interactive: list });
    expect(listed.status).toBe(200);
    expect(await delivered(listed.body.message_id)).toMatchObject({
      body: "Choose a delivery slot",
      content: list,
    });
  });

  it("refuses each of Meta's limits, naming the field", async () => {
    const body = { text: "Pick one" };
    expect(await refusedField({ type: "button", body, action: { buttons: buttons(4) } })).toEqual([
      "interactive.action.buttons",
    ]);
    expect(await refusedField({ type: "button", body, action: { buttons: [] } })).toEqual([
      "interactive.action.buttons",
    ]);
    expect(
      await refusedField({
        type: "button",
        body,
        action: { buttons: buttons(2, (i) => (i === 1 ? "x".repeat(21) : "Fine")) },
      }),
    ).toEqual(["interactive.action.buttons.1.reply.title"]);
    const twins = buttons(2);
    twins[1]!.reply.id = twins[0]!.reply.id;
    expect(await refusedField({ type: "button", body, action: { buttons: twins } })).toEqual([
      "interactive.action.buttons.1.reply.id",
    ]);
    const longId = buttons(1);
    longId[0]!.reply.id = "i".repeat(257);
    expect(await refusedField({ type: "button", body, action: { buttons: longId } })).toEqual([
      "interactive.action.buttons.0.reply.id",
    ]);
    expect(
      await refusedField({ type: "button", body: { text: "" }, action: { buttons: buttons(1) } }),
    ).toEqual(["interactive.body.text"]);

    const list = (action: unknown) => ({ type: "list", body, action });
    expect(
      await refusedField(
        list({
          button: "Slots",
          sections: [
            { title: "A", rows: rows(6) },
            { title: "B", rows: rows(5).map((row) => ({ ...row, id: `b-${row.id}` })) },
          ],
        }),
      ),
    ).toEqual(["interactive.action.sections"]);
    expect(
      await refusedField(
        list({ button: "Slots", sections: [{ rows: [{ id: "1", title: "t".repeat(25) }] }] }),
      ),
    ).toEqual(["interactive.action.sections.0.rows.0.title"]);
    expect(
      await refusedField(
        list({
          button: "Slots",
          sections: [{ rows: [{ id: "1", title: "Morning", description: "d".repeat(73) }] }],
        }),
      ),
    ).toEqual(["interactive.action.sections.0.rows.0.description"]);
    expect(
      await refusedField(list({ button: "b".repeat(21), sections: [{ rows: rows(1) }] })),
    ).toEqual(["interactive.action.button"]);
    expect(await refusedField({ type: "carousel", body })).toEqual(["interactive.type"]);
  });

  it("refuses an interactive message outside the window", async () => {
    const answer = await send({
      to: customer(),
      type: "interactive",
      interactive: { type: "button", body: { text: "Hi" }, action: { buttons: buttons(1) } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("outside_service_window");
  });
});

describe("templates with header media and buttons", () => {
  it("takes Meta's header and button components and stores them with the message", async () => {
    await createTemplate(platform.server, platform.token, platform.business.id, {
      name: "order_photo",
      body: "Order {{1}} is packed.",
    });
    const image = await upload(JPEG, "packed.jpg");
    const components = [
      { type: "header", parameters: [{ type: "image", image: { id: image } }] },
      { type: "body", parameters: [{ type: "text", text: "#7" }] },
      {
        type: "button",
        sub_type: "quick_reply",
        index: "0",
        parameters: [{ type: "payload", payload: "TRACK-7" }],
      },
    ];
    const sent = await v1(platform.server, "POST", "/messages/template", {
      key: platform.business.apiKey,
      body: { to: customer(), template: { name: "order_photo", language: "en", components } },
    });
    expect(sent.status).toBe(200);
    expect(await delivered(sent.body.message_id)).toMatchObject({
      type: "template",
      body: "Order #7 is packed.",
      content: { components: [components[0], components[2]] },
    });
    const theirs = await upload(JPEG, "x.jpg", other.apiKey);
    const refused = await v1(platform.server, "POST", "/messages/template", {
      key: platform.business.apiKey,
      body: {
        to: customer(),
        template: {
          name: "order_photo",
          language: "en",
          components: [
            { type: "header", parameters: [{ type: "image", image: { id: theirs } }] },
            components[1],
          ],
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields[0].path).toBe(
      "template.components.0.parameters.0.image.id",
    );
  });
});

describe("the sandbox's simulated customer", () => {
  it("sends a file the business uploaded and a reply button, forwarded in message.received", async () => {
    const from = customer();
    const id = await upload(JPEG, "photo.jpg");
    const media = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from, media: { id } },
    });
    expect(media.status).toBe(201);
    expect(await messageRow(media.body.messageId)).toMatchObject({
      direction: "inbound",
      type: "image",
      body: "[image]",
      content: { id, mime_type: "image/jpeg" },
    });
    const [webhook] = await platform.receiver.waitFor((w) => w.body.includes(media.body.messageId));
    expect(JSON.parse(webhook!.body).data).toMatchObject({
      from,
      type: "image",
      image: {
        id,
        mime_type: "image/jpeg",
        sha256: createHash("sha256").update(JPEG).digest("hex"),
      },
    });

    const tapped = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from, buttonReply: { id: "yes", title: "Yes" } },
    });
    expect(tapped.status).toBe(201);
    const [reply] = await platform.receiver.waitFor((w) => w.body.includes(tapped.body.messageId));
    expect(JSON.parse(reply!.body).data).toMatchObject({
      type: "interactive",
      interactive: { type: "button_reply", button_reply: { id: "yes", title: "Yes" } },
    });

    const theirs = await upload(JPEG, "x.jpg", other.apiKey);
    const refused = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from, media: { id: theirs } },
    });
    expect(refused.status).toBe(400);
    const two = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from, text: "Hi", media: { id } },
    });
    expect(two.status).toBe(400);
  });
});

describe("the Cloud-API-compatible send", () => {
  it("takes Meta's documented image and interactive bodies", async () => {
    const to = customer();
    await customerWrites(to);
    const phoneNumberId = sandboxPhoneNumberId(platform.business.id);
    const compatible = (body: unknown) =>
      v1(platform.server, "POST", `/${phoneNumberId}/messages`, {
        key: platform.business.apiKey,
        body,
      });
    const image = await compatible({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.slice(1),
      type: "image",
      image: { link: "https://example.com/images/image.jpg", caption: "A caption" },
    });
    expect(image.status).toBe(200);
    expect(image.body.messages[0].id).toEqual(expect.any(String));
    const interactive = await compatible({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.slice(1),
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: "Hi Pablo! Your gardening workshop is scheduled for 9am tomorrow." },
        action: {
          buttons: [
            { type: "reply", reply: { id: "change-button", title: "Change" } },
            { type: "reply", reply: { id: "cancel-button", title: "Cancel" } },
          ],
        },
      },
    });
    expect(interactive.status).toBe(200);
    expect(await messageRow(interactive.body.messages[0].id)).toMatchObject({
      type: "interactive",
    });
    const tooMany = await compatible({
      messaging_product: "whatsapp",
      to: to.slice(1),
      type: "interactive",
      interactive: { type: "button", body: { text: "x" }, action: { buttons: buttons(4) } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe(100);
    expect(tooMany.body.error.error_data.details).toContain("interactive.action.buttons");
  });
});

describe("the WhatsApp Cloud API", () => {
  /** Meta's callback of one inbound message to the cloud business. */
  const inbound = (message: Record<string, unknown>) =>
    graph.callBack({
      object: "whatsapp_business_account",
      entry: [
        {
          id: CLOUD.businessAccountId,
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "919800000000",
                  phone_number_id: CLOUD.phoneNumberId,
                },
                messages: [{ timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
              },
            },
          ],
        },
      ],
    });
  const stored = (providerMessageId: string) =>
    eventually(() =>
      platform.server.prisma.message
        .findFirst({ where: { providerMessageId } })
        .then((row) => row ?? undefined),
    );

  it("uploads our file to Meta once, then sends with Meta's id; interactive as Meta documents it", async () => {
    const to = customer();
    expect(
      await inbound({
        from: to.slice(1),
        id: `wamid.open.${to}`,
        type: "text",
        text: { body: "Hi" },
      }),
    ).toBe(200);
    const id = await upload(JPEG, "catalogue.jpg", cloud.apiKey);
    const first = await send(
      { to, type: "image", image: { id, caption: "New arrivals" } },
      cloud.apiKey,
    );
    expect(first.status).toBe(200);
    const sent = await eventually(async () =>
      graph.sends.find((s) => s.body.biz_opaque_callback_data === first.body.message_id),
    );
    expect(graph.uploads).toHaveLength(1);
    expect(graph.uploads[0]).toMatchObject({
      phoneNumberId: CLOUD.phoneNumberId,
      accessToken: `EAAG-${CLOUD.phoneNumberId}`,
      messagingProduct: "whatsapp",
      type: "image/jpeg",
    });
    expect(graph.uploads[0]!.content.equals(JPEG)).toBe(true);
    expect(sent.body).toMatchObject({
      to: to.slice(1),
      type: "image",
      image: { id: graph.uploads[0]!.id, caption: "New arrivals" },
    });
    const second = await send({ to, type: "image", image: { id } }, cloud.apiKey);
    await eventually(async () =>
      graph.sends.find((s) => s.body.biz_opaque_callback_data === second.body.message_id),
    );
    expect(graph.uploads).toHaveLength(1);

    const interactive = {
      type: "list",
      header: { type: "text", text: "Our menu" },
      body: { text: "What would you like?" },
      footer: { text: "Casa Decor" },
      action: {
        button: "Choose",
        sections: [
          { title: "Lamps", rows: [{ id: "lamp-1", title: "Brass lamp", description: "₹2,400" }] },
        ],
      },
    };
    const list = await send({ to, type: "interactive", interactive }, cloud.apiKey);
    const listed = await eventually(async () =>
      graph.sends.find((s) => s.body.biz_opaque_callback_data === list.body.message_id),
    );
    expect(listed.body).toMatchObject({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      type: "interactive",
      interactive,
    });
    const link = await send(
      {
        to,
        type: "document",
        document: { link: "https://cdn.example.com/a.pdf", filename: "a.pdf" },
      },
      cloud.apiKey,
    );
    const linked = await eventually(async () =>
      graph.sends.find((s) => s.body.biz_opaque_callback_data === link.body.message_id),
    );
    expect(linked.body.document).toEqual({
      link: "https://cdn.example.com/a.pdf",
      filename: "a.pdf",
    });
  });

  it("downloads a customer's image with the access token, serves it and forwards it", async () => {
    const from = customer();
    const photo = bytes(JPEG, "customer photo");
    graph.hostMedia("1182736450011", {
      content: photo,
      mimeType: "image/jpeg",
      accessToken: `EAAG-${CLOUD.phoneNumberId}`,
    });
    expect(
      await inbound({
        from: from.slice(1),
        id: "wamid.inbound.image.1",
        type: "image",
        image: {
          id: "1182736450011",
          mime_type: "image/jpeg",
          sha256: createHash("sha256").update(photo).digest("base64"),
          caption: "Is this in stock?",
        },
      }),
    ).toBe(200);
    const message = await stored("wamid.inbound.image.1");
    expect(message).toMatchObject({ type: "image", body: "Is this in stock?" });
    const [webhook] = await platform.receiver.waitFor((w) => w.body.includes(message.id));
    const data = JSON.parse(webhook!.body).data;
    expect(data).toMatchObject({
      from,
      type: "image",
      image: { mime_type: "image/jpeg", caption: "Is this in stock?" },
    });
    const download = await fetch(`${platform.server.baseUrl}/v1/media/${data.image.id}`, {
      headers: { authorization: `Bearer ${cloud.apiKey}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);
    const elsewhere = await fetch(`${platform.server.baseUrl}/v1/media/${data.image.id}`, {
      headers: { authorization: `Bearer ${platform.business.apiKey}` },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("stores and forwards a reply button, a list row and a template's quick reply", async () => {
    const from = customer();
    await inbound({
      from: from.slice(1),
      id: "wamid.inbound.button.1",
      type: "interactive",
      interactive: { type: "button_reply", button_reply: { id: "change-button", title: "Change" } },
    });
    await inbound({
      from: from.slice(1),
      id: "wamid.inbound.list.1",
      type: "interactive",
      interactive: {
        type: "list_reply",
        list_reply: { id: "lamp-1", title: "Brass lamp", description: "₹2,400" },
      },
    });
    await inbound({
      from: from.slice(1),
      id: "wamid.inbound.quick.1",
      type: "button",
      button: { payload: "TRACK-7", text: "Track order" },
    });
    const button = await stored("wamid.inbound.button.1");
    expect(button).toMatchObject({
      type: "interactive",
      body: "Change",
      content: { type: "button_reply", id: "change-button", title: "Change" },
    });
    const list = await stored("wamid.inbound.list.1");
    expect(list).toMatchObject({ type: "interactive", body: "Brass lamp" });
    const quick = await stored("wamid.inbound.quick.1");
    expect(quick).toMatchObject({ type: "button", body: "Track order" });
    const forwarded = async (id: string) =>
      JSON.parse((await platform.receiver.waitFor((w) => w.body.includes(id)))[0]!.body).data;
    expect(await forwarded(button.id)).toMatchObject({
      type: "interactive",
      interactive: { type: "button_reply", button_reply: { id: "change-button", title: "Change" } },
    });
    expect(await forwarded(list.id)).toMatchObject({
      type: "interactive",
      interactive: {
        type: "list_reply",
        list_reply: { id: "lamp-1", title: "Brass lamp", description: "₹2,400" },
      },
    });
    expect(await forwarded(quick.id)).toMatchObject({
      type: "button",
      button: { payload: "TRACK-7", text: "Track order" },
    });
  });
});
