import { createRequire } from "node:module";
import type { Sql } from "@aizapy/contracts";
import type { QueueConnection } from "./open-database.ts";
import type { DatabaseInstallation } from "./pglite-template.ts";
import {
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type Db,
  type JobWithMetadata,
  type Queue,
} from "pg-boss";

// The product's durable work, on pg-boss (docs/decisions/0013-pg-boss-delivery-pipeline.md): jobs
// live in the same database as the rows they are about, so a message and its send job, or a
// status change and its webhook, commit in one transaction. Each package declares its queues; the
// host makes one queue for all of them.

/** A queue and how its jobs retry (pg-boss's queue options). */
export interface QueueDefinition {
  name: string;
  options: Omit<Queue, "name">;
}

/**
 * How a dead letter queue's own jobs retry. A dead letter queue takes the jobs of a queue whose
 * retries were all used (a worker that keeps throwing or dying on the same job): one job each, whose
 * worker settles the row the job was about, so nothing is left waiting for a job that is gone.
 */
export const DEAD_LETTER_QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 60,
  heartbeatSeconds: 10,
} as const;

export interface JobAttempt<Data> {
  id: string;
  data: Data;
  /** Retries already used: 0 on the first run. */
  retryCount: number;
  retryLimit: number;
}

/** How often a dead letter queue is looked at. */
const DEAD_LETTER_POLLING_SECONDS = 5;

/** How a job that pg-boss gave up on failed: its retries and its last error. */
export interface JobFailure {
  retries: number;
  error: string;
}

/** A queue whose exhausted jobs go to a dead letter queue. */
export interface QueueWithDeadLetter {
  name: string;
  options: { deadLetter: string };
}

export interface WorkOptions {
  /** Jobs fetched at once; they are handled concurrently. */
  batchSize: number;
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Installs or upgrades the queue's tables and declares its queues. */
  start(): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
  /** Enqueues a job inside `within`'s transaction: it exists exactly when that commits. */
  send(within: Sql, queue: string, data: object, options?: { startAfter?: Date }): Promise<void>;
  /**
   * Enqueues from inside the caller's own statement, so that a job and the rows it is about are
   * written in one round trip without a transaction around them (see EmbeddedSend).
   */
  embeddedSend(queue: string): Promise<EmbeddedSend>;
  /**
   * Has this process's workers of `queue` fetch now rather than at their next poll: for a queue
   * without NOTIFY, called once the transaction that enqueued a job has committed.
   */
  wake(queue: string): void;
  /** Runs `handler` for each job; a rejection is a failure that pg-boss retries with backoff. */
  work<Data>(
    queue: string,
    options: WorkOptions,
    handler: (job: JobAttempt<Data>) => Promise<void>,
  ): Promise<void>;
  /**
   * Runs `handler` once for each batch of jobs fetched together, so it can share statements
   * between them; it answers each job's outcome, in the jobs' order: undefined when the job is
   * done, the error when it failed (pg-boss retries it with backoff). Its rejection fails them all.
   */
  workBatches<Data>(
    queue: string,
    options: WorkOptions,
    handler: (jobs: JobAttempt<Data>[]) => Promise<(Error | undefined)[]>,
  ): Promise<void>;
  /** Runs `handler` once for each job of `source` that failed all its retries. */
  workDeadLetters<Data>(
    source: QueueWithDeadLetter,
    handler: (data: Data, failure: JobFailure) => Promise<void>,
  ): Promise<void>;
}

/**
 * pg-boss's own insert of a queue's jobs, to run as a CTE of the caller's statement: the same
 * columns, defaults and queue options as `send`, and nothing the caller has to keep in step with
 * pg-boss.
 */
export interface EmbeddedSend {
  /**
   * The insert, with its one parameter (the jobs, as JSON) replaced by `jobs`: an SQL expression
   * answering that JSON, or NULL to insert none. Build it once: it is a long text.
   */
  statement(jobs: string): string;
  /** The JSON of one job with `data`, as pg-boss passes it to its insert. */
  jobs(data: object): Promise<string>;
}

/** A `db` for pg-boss that keeps what a call would run, without running it. */
type CapturingDb = Db & { captured?: { text: string; values: unknown[] } };

function capturing(): CapturingDb {
  const db: CapturingDb = {
    executeSql: async (text, values) => {
      db.captured = { text, values: values ?? [] };
      // One row, as a job pg-boss inserted: it answers its id and asks nothing more.
      return { rows: [{ id: "" }] };
    },
  };
  return db;
}

/**
 * The error a failed job left: the handler's rejection (`{message}`), or pg-boss's own output for a
 * job whose worker stopped answering (`{value: {message}}`).
 */
function failureText(output: object | null): string {
  const found = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = found?.message ?? found?.value?.message;
  return typeof message === "string" ? message : "no error was recorded";
}

/** pg-boss statements run on the caller's transaction (the `db` option of its calls). */
function onTransaction(within: Sql): Db {
  return {
    executeSql: async (text, values) => ({ rows: await within.query(text, values ?? []) }),
  };
}

export interface JobQueueOptions {
  connection: QueueConnection;
  /** Every queue it works with; a dead letter queue comes before its source. */
  queues: readonly QueueDefinition[];
  onError(error: unknown): void;
}

export function createJobQueue({ connection, queues, onError }: JobQueueOptions): JobQueue {
  const common: ConstructorOptions = {
    schedule: false,
    // Frequent supervision notices a dead worker's jobs (missed heartbeats) within seconds.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 30,
    registerInstance: false,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  };
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({ ...common, backend: "pglite", db: fromPglite(connection.pglite) })
      : new PgBoss({
          ...common,
          connectionString: connection.connectionString,
          max: 4,
          application_name: "aizapy-queue",
        });
  boss.on("error", onError);
  /** The ids of this process's workers, by queue. */
  const workerIds = new Map<string, string[]>();

  return {
    async start() {
      await boss.start();
      for (const queue of queues) {
        const existing = await boss.getQueue(queue.name);
        if (existing) await boss.updateQueue(queue.name, queue.options);
        else await boss.createQueue(queue.name, queue.options);
      }
    },

    stop: ({ graceful = true } = {}) => boss.stop({ graceful, timeout: 10_000 }),

    async send(within, queue, data, { startAfter } = {}) {
      await boss.send(queue, data, {
        db: onTransaction(within),
        ...(startAfter ? { startAfter } : {}),
      });
    },

    async embeddedSend(queue) {
      const send = async (data: object) => {
        const db = capturing();
        await boss.send(queue, data, { db });
        return db.captured!;
      };
      const { text } = await send({});
      // Only a plain INSERT with one parameter can be a CTE of another statement (a queue with
      // NOTIFY wraps its insert in a WITH of its own). Checked when a process first sends, so a
      // pg-boss whose insert no longer fits fails every send rather than writing other rows.
      const parameters = text.match(/\$\d+/g) ?? [];
      if (!/^\s*INSERT INTO /.test(text) || parameters.length !== 1 || parameters[0] !== "$1") {
        throw new Error(`pg-boss's insert into ${queue} cannot be embedded: ${text}`);
      }
      return {
        statement: (jobs) => text.replace("$1", `(${jobs})`),
        async jobs(data) {
          const captured = await send(data);
          if (captured.text !== text) throw new Error(`pg-boss's insert into ${queue} changed`);
          return captured.values[0] as string;
        },
      };
    },

    wake(queue) {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },

    work: <Data>(
      queue: string,
      options: WorkOptions,
      handler: (job: JobAttempt<Data>) => Promise<void>,
    ) => consume<Data>(queue, options, (jobs) => eachJob(jobs, (job) => handler(attemptOf(job)))),

    workBatches: <Data>(
      queue: string,
      options: WorkOptions,
      handler: (jobs: JobAttempt<Data>[]) => Promise<(Error | undefined)[]>,
    ) => consume<Data>(queue, options, (jobs) => handler(jobs.map(attemptOf))),

    workDeadLetters: <Data>(
      source: QueueWithDeadLetter,
      handler: (data: Data, failure: JobFailure) => Promise<void>,
    ) =>
      // Rare work: polled gently, so an idle process (on PGlite, its only connection) barely
      // notices it.
      consume<Data>(
        source.options.deadLetter,
        { batchSize: 1, pollingIntervalSeconds: DEAD_LETTER_POLLING_SECONDS },
        (jobs) =>
          eachJob(jobs, (job) =>
            handler(job.data, {
              retries: job.sourceRetryCount ?? 0,
              error: failureText(job.sourceOutput),
            }),
          ),
      ),
  };

  /**
   * Runs `handler` for each batch; it answers each job's outcome (undefined: done), and a job that
   * failed is retried by pg-boss with backoff.
   */
  async function consume<Data>(
    queue: string,
    { batchSize, pollingIntervalSeconds = 0.5 }: WorkOptions,
    handler: (jobs: JobWithMetadata<Data>[]) => Promise<(Error | undefined)[]>,
  ) {
    const id = await boss.work(
      queue,
      {
        batchSize,
        pollingIntervalSeconds,
        // NOTIFY (or wake) has a worker fetch a new job at once, but nothing announces a
        // deferred job coming due (a retry, a sandbox callback): keep polling at the same pace,
        // and fetch again at once while batches come back full, so a backlog drains at the speed
        // of the work, not of the polling.
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
        burstWhenBatchFull: true,
        includeMetadata: true as const,
        perJobResults: true as const,
      },
      async (jobs: JobWithMetadata<Data>[]) => {
        const outcomes = await handler(jobs).catch((error: unknown) =>
          jobs.map(() => asError(error)),
        );
        return jobs.map((job, i) => {
          const error = outcomes[i];
          return error
            ? { id: job.id, status: "failed" as const, output: { message: error.message } }
            : { id: job.id, status: "completed" as const };
        });
      },
    );
    workerIds.set(queue, [...(workerIds.get(queue) ?? []), id]);
  }
}

/** What a job failed with, as an Error whatever was thrown. */
export const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(String(error));

/** Runs `run` for every job of a batch at once; answers each one's outcome. */
const eachJob = <Job>(jobs: Job[], run: (job: Job) => Promise<void>) =>
  Promise.all(jobs.map((job) => run(job).then(() => undefined, asError)));

const attemptOf = <Data>(job: JobWithMetadata<Data>): JobAttempt<Data> => ({
  id: job.id,
  data: job.data,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
});

/**
 * Installs (or upgrades) the queue's tables and queues and stops again: for preparing a database
 * ahead of time, such as the test suites' template databases.
 */
export async function prepareJobQueue(
  connection: QueueConnection,
  queues: readonly QueueDefinition[],
): Promise<void> {
  const queue = createJobQueue({
    connection,
    queues,
    onError: (error) => {
      throw error;
    },
  });
  await queue.start();
  await queue.stop({ graceful: false });
}

/** The job queue with these queues as part of every new database (templates, test databases). */
export const jobQueueInstallation = (queues: readonly QueueDefinition[]): DatabaseInstallation => ({
  // Changes whenever what prepareJobQueue installs would: pg-boss's version or the queues.
  fingerprint: `pg-boss@${
    (createRequire(import.meta.url)("pg-boss/package.json") as { version: string }).version
  }:${JSON.stringify(queues)}`,
  install: (database) => prepareJobQueue(database.queueConnection, queues),
});
