import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * Makes an embedded PGlite prepare each statement once and run it by name afterwards, as the
 * PostgreSQL path does through the driver (see sql.ts).
 *
 * PGlite's `query` sends every statement unnamed: PostgreSQL parses and plans it again on each
 * call, and the calls into the WebAssembly engine are six (parse, describe, bind, describe,
 * execute, sync). For the product's hot statements the planning is most of the cost: the
 * limits statement of a /v1 send took 1.3–1.8 ms through `query` and 0.36 ms prepared (see
 * docs/benchmarks.md). Here a statement is parsed and described once per instance under its own
 * name, and each call binds, executes and syncs in one exchange.
 *
 * The description of a statement's result columns is kept from that first describe, not asked
 * for again on each call: the engine builds it and the JavaScript side decodes it column by
 * column, measured at 9 µs a call and 2 µs a column more (a row of 20 columns: 130 µs a call
 * with the describe, 88 µs without). It cannot go stale: PostgreSQL refuses to run a
 * prepared statement whose result columns a schema change has altered ("cached plan must not
 * change result type").
 *
 * Wraps `query` and the `query` of each transaction of this instance, so every user of it — the
 * raw driver, Prisma, the job queue — runs prepared statements. Queries with options this does
 * not handle, and new statements once `maxStatements` are prepared, take PGlite's own path.
 * Apply before takeTurns, which then orders these calls like any other.
 */
export function prepareStatements(pglite: PGlite, { maxStatements = 500 } = {}): PGlite {
  const prepared = new Map<string, PreparedStatement>();
  const original = {
    query: pglite.query.bind(pglite),
    transaction: pglite.transaction.bind(pglite),
  };

  /** Runs `text` by name, preparing it first if this is its first call. */
  async function runPrepared<Row>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    { inTransaction }: { inTransaction: boolean },
  ): Promise<Results<Row>> {
    let statement = prepared.get(text);
    if (!statement) {
      const name = `aizapy_pglite_${prepared.size}`;
      const { messages } = await pglite.execProtocol(
        exchange(
          protocol.serialize.parse({ name, text, types: options?.paramTypes }),
          protocol.serialize.describe({ type: "S", name }),
          protocol.serialize.sync(),
        ),
        { syncToFs: false },
      );
      statement = {
        name,
        parameterTypes: parse.parseDescribeStatementResults(messages),
        columns: messages.find((message) => message.name === "rowDescription"),
      };
      prepared.set(text, statement);
    }
    // Values as PGlite's own `query` sends them: text, by the serializer of the parameter's type.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[i]!;
      const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      exchange(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
      { syncToFs: !inTransaction },
    );
    // The answer's own array: the description goes first, as a describe would have put it.
    if (statement.columns) messages.unshift(statement.columns);
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<Row>;
  }

  /** Whether a call can run prepared: plain options, and room for its statement. */
  const canPrepare = (text: string, options: QueryOptions | undefined) =>
    (prepared.has(text) || prepared.size < maxStatements) &&
    // Most calls pass no options: they need no list of keys made for them.
    (options === undefined || Object.keys(options).every((option) => HANDLED_OPTIONS.has(option)));

  /** A transaction's `query`, prepared, while it holds the transaction's lock. */
  const inTransaction = (tx: Transaction): Transaction => {
    const query = tx.query.bind(tx);
    return Object.assign(Object.create(tx) as Transaction, {
      query: <Row>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        tx.closed || !canPrepare(text, options)
          ? query<Row>(text, params, options)
          : pglite.runExclusive(() =>
              runPrepared<Row>(text, params, options, { inTransaction: true }),
            ),
    });
  };

  Object.assign(pglite, {
    query: <Row>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      canPrepare(text, options)
        ? // The locks PGlite's own query takes: no transaction open, then the connection.
          pglite._runExclusiveTransaction(() =>
            pglite.runExclusive(() =>
              runPrepared<Row>(text, params, options, { inTransaction: false }),
            ),
          )
        : original.query<Row>(text, params, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      original.transaction((tx) => callback(inTransaction(tx))),
  });
  return pglite;
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
  /** The statement's description of its result columns; none for a statement without rows. */
  columns: BackendMessage | undefined;
}

/** The options `runPrepared` honours as PGlite's `query` does. */
const HANDLED_OPTIONS = new Set(["rowMode", "parsers", "serializers", "paramTypes"]);

/** Protocol messages sent in one exchange with the engine. */
const exchange = (...messages: Uint8Array[]) => Buffer.concat(messages);
