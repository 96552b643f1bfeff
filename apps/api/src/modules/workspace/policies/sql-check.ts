import sqlParser from "node-sql-parser";

/*
 * A custom policy's SQL must be one read-only SELECT: osquery runs it on every device of the
 * workspace, so a second statement, a write or a PRAGMA/ATTACH is refused before it is stored.
 * node-sql-parser parses it as SQLite (osquery's SQL); what it cannot parse is refused too.
 */

const parser = new sqlParser.Parser();

type Statement = { type?: string };

/** Null when `query` is one SELECT; otherwise why it is refused. */
export function policySqlProblem(query: string): string | null {
  let parsed: Statement | Statement[];
  try {
    parsed = parser.astify(query, { database: "sqlite" }) as Statement | Statement[];
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : "";
    return `The query is not valid SQL (SQLite): ${message}`.slice(0, 400);
  }
  const statements = (Array.isArray(parsed) ? parsed : [parsed]).filter(Boolean);
  if (statements.length !== 1) return "The query must be a single SELECT statement";
  if (statements[0]?.type !== "select") {
    return `The query must be a read-only SELECT, not ${String(statements[0]?.type ?? "this").toUpperCase()}`;
  }
  return null;
}
