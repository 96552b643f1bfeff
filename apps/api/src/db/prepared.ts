import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import { sql } from "drizzle-orm";

/*
 * Named prepared statements for PGlite's reads (ADR 0052). PGlite's `query()` parses and plans
 * every statement afresh (an unnamed statement), and on the embedded engine planning is most
 * of a read's cost: the dashboard's recent activity joins four tables, one of them the
 * register with 29 indexes, and took 13 ms to plan for 0.6 ms of execution. A read whose text
 * comes back is prepared once under a name, and PostgreSQL's plan cache does the rest: custom
 * plans for its first five runs, then the generic plan when it costs no more (as any driver's
 * prepared statements, JDBC's or node-postgres's named queries).
 *
 * Only plain reads outside a transaction come here (db/client.ts); a text seen for the first
 * time runs as before, so one-off statements (a list of ids written into the text) are never
 * prepared. The last `keep` texts stay prepared; older ones are closed.
 *
 * PostgreSQL keeps re-planning a statement whose generic plan it estimates dearer, which is
 * right for the register's filters (a selective label and the whole register want different
 * plans) and needless for a read whose plan does not depend on its values (the newest ten
 * events, the first five overdue): such a read says so with `planOnce` among its conditions,
 * and runs its generic plan, planned once per session.
 */

/** A condition that is always true and marks its read as planned once (generic plan). */
export const planOnce = sql`true /* fleetward: plan once */`;
const plannedOnce = "/* fleetward: plan once */";

const reads = /^\s*(select|with)\b/i;

/** "cached plan must not change result type": the table changed under a kept statement. */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === "0A000" &&
  String((error as Error).message).includes("cached plan must not change result type");

type Prepared = { name: string; paramTypes: number[] };

/** One protocol message, without the flush to disk a statement's Sync does. */
const send = (client: PGlite, message: Uint8Array) =>
  client.execProtocol(message, { syncToFs: false });

/** Parses `text` as the statement `name` and learns its parameters' types. */
async function prepare(client: PGlite, name: string, text: string): Promise<Prepared> {
  try {
    await send(client, protocol.serialize.parse({ name, text }));
    const described = await send(client, protocol.serialize.describe({ type: "S", name }));
    return { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  } finally {
    await send(client, protocol.serialize.sync());
  }
}

async function close(client: PGlite, statement: Prepared) {
  await send(client, protocol.serialize.close({ type: "S", name: statement.name }));
  await send(client, protocol.serialize.sync());
}

/** Binds the values as PGlite's `query()` would serialize them, runs, and parses the rows. */
async function execute<T>(
  client: PGlite,
  statement: Prepared,
  params: unknown[],
  options?: QueryOptions,
) {
  const { serialize } = protocol;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = statement.paramTypes[index]!;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value as string);
  });
  const messages = [];
  try {
    for (const message of [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    ]) {
      messages.push(...(await send(client, message)).messages);
    }
  } finally {
    messages.push(...(await client.execProtocol(serialize.sync())).messages);
  }
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/** The session's prepared statements, by text: the last `keep` used stay, older are closed. */
class Statements {
  readonly #byText = new Map<string, Prepared>();
  #serial = 0;
  readonly #client: PGlite;
  readonly #keep: number;
  constructor(client: PGlite, keep: number) {
    this.#client = client;
    this.#keep = keep;
  }

  async of(text: string) {
    const known = this.#byText.get(text);
    if (known) {
      this.#byText.delete(text);
      this.#byText.set(text, known);
      return known;
    }
    const statement = await prepare(this.#client, `fleetward_${++this.#serial}`, text);
    this.#byText.set(text, statement);
    const [oldest] = this.#byText;
    if (this.#byText.size > this.#keep && oldest) {
      this.#byText.delete(oldest[0]);
      await close(this.#client, oldest[1]);
    }
    return statement;
  }

  async forget(text: string) {
    const statement = this.#byText.get(text);
    this.#byText.delete(text);
    if (statement) await close(this.#client, statement);
  }
}

/** Runs `text` as its prepared statement, prepared again if a migration changed its rows. */
async function executePrepared<T>(
  client: PGlite,
  statements: Statements,
  text: string,
  params: unknown[],
  options?: QueryOptions,
) {
  const setting = (value: string) =>
    send(client, protocol.serialize.query(`set plan_cache_mode = ${value}`));
  const generic = text.includes(plannedOnce);
  if (generic) await setting("force_generic_plan");
  try {
    return await execute<T>(client, await statements.of(text), params, options);
  } catch (error) {
    if (!resultTypeChanged(error)) throw error;
    await statements.forget(text);
    return await execute<T>(client, await statements.of(text), params, options);
  } finally {
    if (generic) await setting("default");
  }
}

export function preparedReads(client: PGlite, keep = 400) {
  const seen = new Set<string>();
  const statements = new Statements(client, keep);
  return {
    /** As `client.query`; a read met before runs as its prepared statement. */
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (!reads.test(text) || !seen.has(text)) {
        if (seen.size >= keep * 4) seen.clear();
        seen.add(text);
        return client.query<T>(text, params, options);
      }
      return client.runExclusive(() =>
        executePrepared<T>(client, statements, text, params, options),
      );
    },
  };
}
