import { setTimeout as sleep } from "node:timers/promises";
import { createJobQueue, type JobQueue } from "@aizapy/db";
import { MESSAGING_QUEUES, QUEUES } from "@aizapy/messaging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";

// Accepted messages' send jobs announce nothing through NOTIFY (see QUEUES.messageSend): the
// process that accepted one wakes its own workers once the job has committed.
describe("the send queue, without NOTIFY", () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const handled: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue({
      connection: database.queueConnection,
      queues: MESSAGING_QUEUES,
      onError: (error) => {
        throw error;
      },
    });
    await queue.start();
    // A worker that, left to itself, would look for jobs again only in a minute.
    await queue.work<{ messageId: string }>(
      QUEUES.messageSend.name,
      { batchSize: 1, pollingIntervalSeconds: 60 },
      async (job) => void handled.push(job.data.messageId),
    );
    await sleep(500); // its first look, at an empty queue, is over
  });
  afterAll(async () => {
    await queue.stop({ graceful: false });
    await database.destroy();
  });

  it("has this process's workers take a committed job as soon as they are woken", async () => {
    await database.sql.transaction((tx) =>
      queue.send(tx, QUEUES.messageSend.name, { messageId: "woken" }),
    );
    await sleep(1_000);
    expect(handled).toEqual([]); // nothing announced it

    queue.wake(QUEUES.messageSend.name);
    await expect.poll(() => handled, { timeout: 2_000, interval: 20 }).toEqual(["woken"]);
  });
});
