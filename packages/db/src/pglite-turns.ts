import type { PGlite } from "@electric-sql/pglite";

/**
 * Makes an embedded PGlite take its statements in the order they were asked for, one per turn of
 * the event loop.
 *
 * PGlite runs each statement synchronously on the event loop, and its lock hands over to the next
 * waiter in a microtask: a queue of statements runs back to back, with no socket read in between.
 * Under load the server then reads its connections unevenly — requests that arrived while a batch
 * ran wait for whole further batches — and a few in a hundred waited over a second while the
 * median was 70 ms (50 connections, a saturated server). Handing the next statement over on the
 * event loop's next turn lets every arrived request be read and queued behind the ones before it,
 * so each waits only for the work ahead of it.
 *
 * Wraps `query`, `exec` and `transaction` (a transaction is one turn: PGlite holds its lock for
 * it) of this instance, which every user of it — the raw driver, Prisma, the job queue — calls.
 */
export function takeTurns(pglite: PGlite): PGlite {
  const waiting: (() => void)[] = [];
  let busy = false;
  const handOver = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };
  const inTurn = <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        work()
          .then(resolve, reject)
          .finally(() => setImmediate(handOver));
      };
      if (busy) {
        waiting.push(run);
      } else {
        busy = true;
        run();
      }
    });

  const original = {
    query: pglite.query.bind(pglite),
    exec: pglite.exec.bind(pglite),
    transaction: pglite.transaction.bind(pglite),
  };
  Object.assign(pglite, {
    query: (...args: Parameters<PGlite["query"]>) => inTurn(() => original.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => inTurn(() => original.exec(...args)),
    transaction: (...args: Parameters<PGlite["transaction"]>) =>
      inTurn(() => original.transaction(...args)),
  });
  return pglite;
}
