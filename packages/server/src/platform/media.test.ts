import { createHash } from "node:crypto";
import http from "node:http";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSandboxBusiness,
  eventually,
  startSandboxPlatform,
  type SandboxPlatform,
  type TestBusiness,
} from "../test-support/platform-fixtures.ts";

// Media a business uploads through /v1 to send in messages: the type is told from the bytes, each
// type keeps to WhatsApp's size limit, a refusal leaves nothing behind, and only the business that
// uploaded a file may fetch it back.

const MB = 1024 * 1024;

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );
const zeros = (length: number) => Buffer.alloc(length);
/** An ISO base media box (MP4, M4A): its size, its type and its body. */
const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

// The first bytes of each kind of file: enough for its type to be told, as a real file's are.
const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0, 16],
  "JFIF\0",
  [1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xd9],
);
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  "IHDR",
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
  [0, 0, 0, 0],
  "IEND",
  [0xae, 0x42, 0x60, 0x82],
);
const MP4 = bytes(box("ftyp", bytes("isom", [0, 0, 2, 0], "isommp41")), box("mdat", zeros(64)));
const M4A = bytes(box("ftyp", bytes("M4A ", [0, 0, 0, 0], "M4A mp42isom")), box("mdat", zeros(64)));
const MP3 = bytes("ID3", [3, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64], zeros(413));
const AAC = bytes(
  [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc],
  zeros(9),
  [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc],
  zeros(9),
);
const PDF = bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
/** A legacy Word document: an OLE compound file. */
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(504));
const ELF = bytes([0x7f], "ELF", [2, 1, 1, 0], zeros(56));
const WINDOWS_EXE = bytes("MZ", [0x90, 0], zeros(60));

let platform: SandboxPlatform;
let mediaDir: string;
let other: TestBusiness;

beforeAll(async () => {
  platform = await startSandboxPlatform();
  mediaDir = platform.server.config.mediaDir;
  other = await createSandboxBusiness(platform.server, platform.token, { name: "Glow Studio" });
});
afterAll(() => platform?.server.close());

const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
  body: any;
}

/** Uploads a file as Meta's Cloud API clients do: `messaging_product` and the file part. */
async function upload(
  content: Buffer,
  filename: string,
  { key = platform.business.apiKey, declaredType = "application/octet-stream" } = {},
): Promise<Answer> {
  const form = new FormData();
  form.append("messaging_product", "whatsapp");
  form.append("file", new Blob([content], { type: declaredType }), filename);
  const response = await fetch(`${platform.server.baseUrl}/v1/media`, {
    method: "POST",
    headers: key ? { authorization: `Bearer ${key}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function download(id: string, key = platform.business.apiKey) {
  const response = await fetch(`${platform.server.baseUrl}/v1/media/${id}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: response.status, headers: response.headers, content: await response.bytes() };
}

/** Every file under the media folder, uploads under way included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const mediaRows = (businessId: string) =>
  platform.server.database.sql.query<{ id: string }>(
    `SELECT id FROM media WHERE "businessId" = $1`,
    [businessId],
  );

/** What the media folder and table hold now, to show that a refusal added nothing. */
const snapshot = async () => ({
  files: (await storedFiles()).sort(),
  rows: (await mediaRows(platform.business.id)).length,
});

describe("uploading media", () => {
  it.each([
    { kind: "a JPEG image", content: JPEG, filename: "menu.jpg", mimeType: "image/jpeg" },
    { kind: "a PNG image", content: PNG, filename: "logo.png", mimeType: "image/png" },
    { kind: "an MP4 video", content: MP4, filename: "demo.mp4", mimeType: "video/mp4" },
    { kind: "an MP3 recording", content: MP3, filename: "jingle.mp3", mimeType: "audio/mpeg" },
    { kind: "AAC audio", content: AAC, filename: "note.aac", mimeType: "audio/aac" },
    { kind: "AAC audio in M4A", content: M4A, filename: "note.m4a", mimeType: "audio/mp4" },
    { kind: "a PDF document", content: PDF, filename: "invoice.pdf", mimeType: "application/pdf" },
    {
      kind: "a Word document",
      content: DOC,
      filename: "terms.doc",
      mimeType: "application/msword",
    },
  ])(
    "stores $kind as $mimeType and gives the same bytes back",
    async ({ content, filename, mimeType }) => {
      const uploaded = await upload(content, filename);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        mime_type: mimeType,
        sha256: sha256(content),
        file_size: content.length,
      });

      const fetched = await download(uploaded.body.id);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(fetched.content).equals(content)).toBe(true);
      expect(fetched.headers.get("content-type")).toBe(mimeType);
      expect(fetched.headers.get("content-length")).toBe(String(content.length));
      expect(fetched.headers.get("content-disposition")).toContain(`filename="${filename}"`);
    },
  );

  it("tells the type from the bytes: a PNG named .pdf and declared a PDF is stored as a PNG", async () => {
    const uploaded = await upload(PNG, "scan.pdf", { declaredType: "application/pdf" });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.mime_type).toBe("image/png");

    const fetched = await download(uploaded.body.id);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(fetched.headers.get("content-disposition")).toContain('filename="scan.png"');
  });

  it("keeps only a file's own name, whatever folders its name claims", async () => {
    const uploaded = await upload(PDF, "../../etc/\u0007quote.pdf");
    expect(uploaded.status).toBe(201);
    expect(await storedFiles()).toContain(
      path.join(mediaDir, platform.business.id, uploaded.body.id),
    );
    const fetched = await download(uploaded.body.id);
    expect(fetched.headers.get("content-disposition")).toBe(
      `attachment; filename="quote.pdf"; filename*=UTF-8''quote.pdf`,
    );
  });

  it.each([
    { kind: "a Linux executable", content: ELF },
    { kind: "a Windows executable", content: WINDOWS_EXE },
    { kind: "plain text", content: Buffer.from("not an image at all\n") },
    { kind: "an empty file", content: Buffer.alloc(0) },
  ])("refuses $kind named .jpg, storing nothing", async ({ content }) => {
    const before = await snapshot();
    const refused = await upload(content, "photo.jpg", { declaredType: "image/jpeg" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "unsupported_media" });
    expect(await snapshot()).toEqual(before);
  });

  it("takes an image of exactly 5 MB and refuses one byte more with 413, leaving no file behind", async () => {
    const atLimit = Buffer.concat([PNG, zeros(5 * MB - PNG.length)]);
    expect((await upload(atLimit, "poster.png")).status).toBe(201);

    const before = await snapshot();
    const refused = await upload(Buffer.concat([atLimit, zeros(1)]), "poster.png");
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({
      code: "request_too_large",
      details: { mime_type: "image/png", max_bytes: 5 * MB },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a body with two files, or none, storing nothing", async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append("file", new Blob([JPEG]), "one.jpg");
    form.append("file", new Blob([PNG]), "two.png");
    const twoFiles = await fetch(`${platform.server.baseUrl}/v1/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${platform.business.apiKey}` },
      body: form,
    });
    expect(twoFiles.status).toBe(400);
    expect(await twoFiles.json()).toMatchObject({ error: { code: "invalid_request" } });

    const fieldsOnly = new FormData();
    fieldsOnly.append("messaging_product", "whatsapp");
    const noFile = await fetch(`${platform.server.baseUrl}/v1/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${platform.business.apiKey}` },
      body: fieldsOnly,
    });
    expect(noFile.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 415 to a body that is not multipart/form-data", async () => {
    const response = await fetch(`${platform.server.baseUrl}/v1/media`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${platform.business.apiKey}`,
        "content-type": "image/png",
      },
      body: PNG,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
  });
});

describe("who may upload and fetch media", () => {
  it("needs an API key for both", async () => {
    const refused = await upload(JPEG, "menu.jpg", { key: "" });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("unauthorized");

    const { body } = await upload(JPEG, "menu.jpg");
    const anonymous = await fetch(`${platform.server.baseUrl}/v1/media/${body.id}`);
    expect(anonymous.status).toBe(401);
  });

  it("answers another business's media exactly like an unknown or malformed id", async () => {
    const { body } = await upload(PDF, "invoice.pdf");
    const answers = await Promise.all(
      [
        download(body.id, other.apiKey),
        download("0193a2b4-0000-7e8f-9a0b-1c2d3e4f5a6b"),
        download("not-an-id"),
      ].map(async (answer) => {
        const { status, content } = await answer;
        return { status, error: JSON.parse(Buffer.from(content).toString()).error.code };
      }),
    );
    expect(answers).toEqual(Array(3).fill({ status: 404, error: "not_found" }));
    expect(await mediaRows(other.id)).toEqual([]);
  });
});

describe("streaming uploads", () => {
  /** A multipart upload written by hand, a piece at a time, so a test can pause it midway. */
  function startUpload(filename: string) {
    const boundary = "----aizapy-media-test";
    const request = http.request(`${platform.server.baseUrl}/v1/media`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${platform.business.apiKey}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      request.on("error", reject);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      });
    });
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    );
    const write = (content: Buffer) =>
      new Promise<void>((resolve) => {
        if (request.write(content)) resolve();
        else request.once("drain", resolve);
      });
    /** Writes `length` bytes of zeros, a megabyte at a time. */
    const writeZeros = async (length: number) => {
      for (let left = length; left > 0; left -= MB) await write(zeros(Math.min(MB, left)));
    };
    const finish = () => request.end(`\r\n--${boundary}--\r\n`);
    return { answer, write, writeZeros, finish, abort: () => request.destroy() };
  }

  const incomingSizes = async () =>
    Promise.all(
      (await storedFiles())
        .filter((file) => file.includes(`${path.sep}.incoming${path.sep}`))
        .map(async (file) => (await stat(file)).size),
    );

  it("writes a 16 MB video to disk as it arrives, not first into memory", async () => {
    const video = startUpload("launch.mp4");
    await video.write(MP4);
    await video.writeZeros(8 * MB);
    // Half the file has been sent and the body is still open: half the file is on disk already.
    await eventually(async () => {
      const [size] = await incomingSizes();
      return size !== undefined && size >= 7 * MB ? size : undefined;
    }, 10_000);
    await video.writeZeros(16 * MB - 8 * MB - MP4.length);
    video.finish();

    const { status, body } = await video.answer;
    expect(status).toBe(201);
    expect(body).toMatchObject({ mime_type: "video/mp4", file_size: 16 * MB });
    expect(await incomingSizes()).toEqual([]);
  });

  it("refuses an image as soon as it passes 5 MB, before the body ends, and deletes what it wrote", async () => {
    const before = await snapshot();
    const image = startUpload("huge.png");
    await image.write(PNG);
    // Once refused, the rest need not be read: the writing is not waited for.
    void image.writeZeros(6 * MB).catch(() => undefined);
    // The body never ends: the answer must not wait for it.
    const { status, body } = await image.answer;
    image.abort();
    expect(status).toBe(413);
    expect(body.error.code).toBe("request_too_large");
    expect(await snapshot()).toEqual(before);
  });
});
