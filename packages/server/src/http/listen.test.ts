import type { AddressInfo } from "node:net";
import { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer } from "./listen.ts";

const servers: ReturnType<typeof createHttpServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function start(limits: Parameters<typeof createHttpServer>[1]) {
  const server = createHttpServer((_req, res) => res.end("ok"), limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a socket, writes `start`, and resolves with how long the server took to end it. */
function timeUntilClosed(port: number, start: string, keepWriting?: string): Promise<number> {
  return new Promise((resolve) => {
    const began = performance.now();
    const socket = new Socket();
    let timer: NodeJS.Timeout | undefined;
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve(performance.now() - began);
    });
    socket.connect(port, "127.0.0.1", () => {
      socket.write(start);
      if (keepWriting) timer = setInterval(() => socket.write(keepWriting), 200);
    });
  });
}

// Node checks these limits on a timer (every 30 s by default), so slow clients used to keep their
// sockets up to 30 s past the limit.
describe.runIf(process.env.TEST_DATABASE === "pglite")("the HTTP server's limits", () => {
  it("closes a connection whose headers never finish, on time", async () => {
    const port = await start({ headersTimeoutMs: 1_500 });
    const elapsed = await timeUntilClosed(port, "GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n");
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(3_000);
  });

  it("closes a request whose body trickles in past the request timeout, on time", async () => {
    const port = await start({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
    const elapsed = await timeUntilClosed(
      port,
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n",
      "a",
    );
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(3_500);
  });

  it("refuses connections beyond the cap at once, and serves again when they go", async () => {
    const port = await start({ maxConnections: 3 });
    const held = await Promise.all(
      Array.from({ length: 3 }, () => {
        const socket = new Socket();
        return new Promise<Socket>((resolve) =>
          socket.connect(port, "127.0.0.1", () => resolve(socket)),
        );
      }),
    );
    const refusedAfter = await timeUntilClosed(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(refusedAfter).toBeLessThan(1_000);
    for (const socket of held) socket.destroy();
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it.each([
    [
      "headers larger than Node accepts",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(70_000)}\r\n\r\n`,
      431,
    ],
    ["a request line that is not HTTP", "GARBAGE\r\n\r\n", 400],
  ])("answers %s with a JSON client error", async (_, request, status) => {
    const port = await start({});
    const answer = await new Promise<string>((resolve) => {
      let received = "";
      const socket = new Socket();
      socket.on("error", () => undefined);
      socket.on("data", (chunk) => (received += String(chunk)));
      socket.on("close", () => resolve(received));
      socket.connect(port, "127.0.0.1", () => socket.write(request));
    });
    const [head, body] = answer.split("\r\n\r\n");
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head?.toLowerCase()).toContain("content-type: application/json");
    expect(JSON.parse(body!)).toEqual({ message: expect.any(String) });
  });
});
