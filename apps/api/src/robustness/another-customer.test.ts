import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.ts";
import { createRobustnessApp } from "./support.ts";
import {
  answerFaults,
  describeCall,
  shownOf,
  sweepCall,
  type Answer,
  type Caller,
} from "./sweep-support.ts";
import { checkinPaths, osqueryAt } from "./osquery-sweep.ts";
import { rowsMentioning, workspaceSnapshot } from "./tenant-snapshot.ts";
import { idFieldKinds } from "./valid-input.ts";
import { filledWorkspace, jsonOf, rowKinds, type FilledWorkspace } from "./workspace-fixtures.ts";
import {
  fixedInputs,
  inputNames,
  isWorkspacePath,
  namesInput,
  notRows,
  workspaceOperations,
  type RowChoice,
  type WorkspaceOperation,
} from "./workspace-operations.ts";

/*
 * Another customer's workspace, swept from the OpenAPI document. Workspaces A and B each hold
 * a row of every kind. B's owner (a session at B's host) and B's API tokens call EVERY
 * workspace operation:
 * 1. with A's ids in the path (valid B ids in the body): 404, as for an id that does not exist;
 * 2. the operations without a row in the path, with A's ids in filters and bodies: B uses its
 *    own workspace, and no answer shows a row of A;
 * 3. at A's host: 404 on every member operation, as for a stranger;
 * 4. with B's own ids in the path and A's in the body: refused (404, 422), showing nothing of A.
 * A's rows are compared before and after each sweep, and B must end up holding no id of A.
 * Then osquery: A's node key and enrolment secret at B's host (5–7, see there).
 */

/**
 * Operations that name a row of A in their path but may answer something else than 404 to
 * B, each with why. Keep it short: an entry here is a request the sweep cannot make valid.
 */
const notFoundExceptions: Record<string, { statuses: number[]; reason: string }> = {};

/**
 * Sweep 4: operations on B's own rows whose state answers before the row of A their body
 * names is read, each with why.
 */
const stateExceptions: Record<string, { statuses: number[]; reason: string }> = {
  "POST /api/workspace/assets/{id}/checkin": {
    statuses: [409],
    reason:
      "B's asset is free, so checkout reaches its person check; check-in refuses a free asset before it reads the location",
  },
  "POST /api/workspace/devices/{id}/add-to-register": {
    statuses: [409],
    reason:
      "B's device and asset share a serial, so they are linked (ADR 0041); adding a linked device refuses before it reads the holder",
  },
};

/** A refusal of every kind of row named in a path must be this, as for an unknown id. */
const notFound = 404;

describe.each(testDatabases)("another customer's workspace on $name", (database) => {
  let app: FastifyInstance;
  let operations: WorkspaceOperation[];
  let a: FilledWorkspace;
  let b: FilledWorkspace;
  /** B's write tokens: one per sweep, as a token may make 120 calls a minute. */
  let tokens: string[];

  beforeAll(async () => {
    app = await createRobustnessApp(database);
    await app.ready();
    operations = workspaceOperations(app);
    a = await filledWorkspace(app, "alpha", "Alphamark");
    // Another library entry, so B may switch on the one A did (sweep 2); and B's asset and
    // device free, so checking out to A's person or linking A's asset reach those checks (4).
    b = await filledWorkspace(app, "bravo", "Bravomark", { libraryIndex: 1, inUse: false });
    tokens = [];
    for (const name of ["sweep-1", "sweep-2", "sweep-3", "sweep-4"]) {
      const created = jsonOf(
        await b.as("POST", "/api/workspace/api-tokens", { name, scope: "write" }),
        201,
      );
      tokens.push(String(created.token));
    }
  }, 120_000);
  afterAll(() => app.close());

  const withRowInPath = () => operations.filter((operation) => operation.rows.length > 0);
  const withoutRowInPath = () => operations.filter((operation) => operation.rows.length === 0);

  const session =
    (host: () => string): (() => Caller) =>
    () => ({
      who: `B's owner at ${host() === b.host ? "B's" : "A's"} host`,
      headers: { host: host(), authorization: `Bearer ${b.owner.token}` },
    });
  const token =
    (index: number, host?: () => string): (() => Caller) =>
    () => ({
      who: `B's API token${host ? " at A's host" : ""}`,
      headers: { authorization: `Bearer ${tokens[index]}`, ...(host ? { host: host() } : {}) },
    });
  const isToken = (caller: Caller) => caller.who.startsWith("B's API token");

  /** Path ids of `path`, filter and body ids of `input`. */
  const rowsOf = (path: FilledWorkspace, input: FilledWorkspace): RowChoice => ({
    path: path.ids,
    input: input.ids,
    libraryKey: input.libraryKey,
  });

  /** The operations each caller was answered on, over all sweeps. */
  const exercised = new Map<string, Set<string>>();
  const documented = () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths)
      .filter(([path]) => isWorkspacePath(path))
      .flatMap(([path, verbs]) => Object.keys(verbs).map((verb) => `${verb.toUpperCase()} ${path}`))
      .sort();
  };

  /** Calls each operation as `caller`; the answers, and A's rows before and after. */
  async function sweep(list: [WorkspaceOperation, RowChoice][], caller: Caller) {
    const before = await workspaceSnapshot(app, a.workspaceId);
    const answers: Answer[] = [];
    const names = exercised.get(caller.who) ?? new Set<string>();
    exercised.set(caller.who, names);
    for (const [operation, rows] of list) {
      answers.push(await sweepCall(app, operation, caller, rows));
      names.add(operation.name);
    }
    return { answers, before, after: await workspaceSnapshot(app, a.workspaceId) };
  }

  /** The answers that break `expected` or show a fault, one line each. */
  async function wrongAnswers(
    answers: Answer[],
    caller: Caller,
    expected: (answer: Answer) => boolean,
  ) {
    const wrong: string[] = [];
    for (const answer of answers) {
      const faults = await answerFaults(answer, a);
      if (!expected(answer) || faults.length > 0) {
        wrong.push([describeCall(answer, caller), ...faults].join(" — "));
      }
    }
    return wrong;
  }

  /**
   * B's own workspace with A's ids in filters and bodies: a change that names a row of A is
   * refused as naming no row at all (404, or 422 for a field); anything else but a 5xx. A
   * token gets 403 on what only a signed-in member may do.
   */
  const usedOwnWorkspace =
    (caller: Caller) =>
    ({ operation, request, response }: Answer) => {
      if (isToken(caller) && operation.tokenScope === "none") return response.statusCode === 403;
      if (operation.method !== "GET" && inputNames(request, a.ids)) {
        const allowed = [404, 422, ...(stateExceptions[operation.name]?.statuses ?? [])];
        return allowed.includes(response.statusCode);
      }
      return response.statusCode < 500;
    };

  it("has a request for every workspace operation of the OpenAPI document", () => {
    const swept = [...withRowInPath(), ...withoutRowInPath()].map((operation) => operation.name);
    expect(swept.sort()).toEqual(documented());
    expect(swept.length).toBeGreaterThan(100);
    // Every kind of row is named by some path or id field: the fixture makes nothing for nothing…
    const named = new Set([
      ...withRowInPath().flatMap((operation) => operation.rows.map((row) => row.kind)),
      ...idFieldKinds(),
    ]);
    expect([...named].sort()).toEqual([...rowKinds].sort());
    // …and the exceptions name operations that still exist.
    const excepted = [notFoundExceptions, stateExceptions, notRows, fixedInputs].flatMap(
      Object.keys,
    );
    for (const name of excepted) {
      expect(swept).toContain(name);
    }
  });

  it.each([
    ["B's owner", session(() => b.host)],
    ["B's API token", token(0)],
  ])(
    "1. answers %s 404 on every operation with a row of A in its path, and A stays as it was",
    async (_who, caller) => {
      // Every row of the path A's; and where a path names two rows, B's parent with A's child.
      const list = withRowInPath().flatMap((operation): [WorkspaceOperation, RowChoice][] => {
        const all: [WorkspaceOperation, RowChoice] = [operation, rowsOf(a, b)];
        const [parent] = operation.rows;
        if (!parent || operation.rows.length < 2) return [all];
        const mixed = { ...a.ids, [parent.kind]: b.ids[parent.kind] };
        return [all, [operation, { ...rowsOf(a, b), path: mixed }]];
      });
      const { answers, before, after } = await sweep(list, caller());
      const wrong = await wrongAnswers(answers, caller(), ({ operation, response }) => {
        const allowed = notFoundExceptions[operation.name]?.statuses ?? [notFound];
        // A token is refused (403) before any lookup on what only a signed-in member may do.
        const refused = isToken(caller()) && operation.tokenScope === "none";
        return allowed.includes(response.statusCode) || (refused && response.statusCode === 403);
      });
      expect(wrong).toEqual([]);
      expect(answers).toHaveLength(list.length);
      expect(after).toEqual(before);
    },
  );

  it.each([
    ["B's owner", session(() => b.host)],
    ["B's API token", token(1)],
  ])(
    "2. lets %s call every other operation on B with A's ids in filters and bodies, showing and changing nothing of A",
    async (_who, caller) => {
      const list = withoutRowInPath().map((operation): [WorkspaceOperation, RowChoice] => [
        operation,
        rowsOf(a, a),
      ]);
      const { answers, before, after } = await sweep(list, caller());
      expect(await wrongAnswers(answers, caller(), usedOwnWorkspace(caller()))).toEqual([]);
      expect(answers).toHaveLength(list.length);
      expect(after).toEqual(before);
    },
  );

  it.each([
    ["B's owner", session(() => a.host)],
    ["B's API token", token(2, () => a.host)],
  ])(
    "3. answers %s at A's host 404 on every member operation, as to a stranger",
    async (_who, caller) => {
      const list = operations.map((operation): [WorkspaceOperation, RowChoice] => [
        operation,
        rowsOf(a, a),
      ]);
      const { answers, before, after } = await sweep(list, caller());
      const wrong = await wrongAnswers(answers, caller(), ({ operation, response }) => {
        // The public operations (lookup, invitation links) answer anyone at any host.
        if (operation.tokenScope === null) return response.statusCode < 500;
        return response.statusCode === 404 && response.json().detail === "No workspace here";
      });
      expect(wrong).toEqual([]);
      expect(answers).toHaveLength(list.length);
      expect(after).toEqual(before);
    },
  );

  it("leaves A's asset as its owner made it: named, checked out, not retired", async () => {
    const asset = jsonOf(await a.as("GET", `/api/workspace/assets/${a.ids.asset}`), 200);
    expect(asset).toMatchObject({
      name: "Alphamark Laptop",
      retired_at: null,
      assigned_to: { type: "person", id: a.ids.person },
    });
  });

  it.each([
    ["B's owner", session(() => b.host)],
    ["B's API token", token(3)],
  ])(
    "4. lets %s call every operation on B's own rows with A's ids in filters and bodies, showing and changing nothing of A",
    async (_who, caller) => {
      // Only the operations that take an id in their query or body: the others would just
      // use B's own rows (and delete some the osquery checks below need).
      const list = withRowInPath()
        .map((operation): [WorkspaceOperation, RowChoice] => [operation, rowsOf(b, a)])
        .filter(([operation, rows]) => namesInput(operation, rows));
      const { answers, before, after } = await sweep(list, caller());
      expect(await wrongAnswers(answers, caller(), usedOwnWorkspace(caller()))).toEqual([]);
      expect(answers).toHaveLength(list.length);
      expect(after).toEqual(before);
    },
  );

  // After the sweeps above (vitest runs a file's tests in order).
  it("called every documented operation as each of B's callers, at B and at A's host", () => {
    expect(Object.fromEntries([...exercised].map(([who, names]) => [who, names.size]))).toEqual({
      "B's owner at B's host": documented().length,
      "B's API token": documented().length,
      "B's owner at A's host": documented().length,
      "B's API token at A's host": documented().length,
    });
    for (const names of exercised.values()) expect([...names].sort()).toEqual(documented());
  });

  it("leaves B holding no id of A, and A none of B", async () => {
    expect(await rowsMentioning(app, b.workspaceId, Object.values(a.ids))).toEqual({});
    expect(await rowsMentioning(app, a.workspaceId, Object.values(b.ids))).toEqual({});
  });

  /*
   * osquery (ADR 0025): the enrolment secret decides the workspace and the node key then
   * names the device; the Host can only refuse them. But a workspace's flags file points its agents at
   * the workspace's own host (--tls_hostname, GET /api/workspace/enroll-secrets/flags), so a
   * node key or secret of A arriving at B's host never comes from A's agents as configured.
   * What must hold whatever the Host: nothing A's device sends reaches B's rows, and no
   * answer shows anything of B (checks 7). At a Host naming another workspace the server
   * answers {"node_invalid": true} and touches nothing — not the device's last check-in, logs
   * or policy results (checks 5, ADR 0039). Hosts that name no workspace (a bare APP_HOST,
   * an IP) are accepted; devices/workspace-intake.test.ts covers them.
   * These run last: check-ins mark A's device seen, which the sweeps above compare.
   */
  for (const path of checkinPaths) {
    it(`5. answers A's node key at B's host {node_invalid: true} on ${path}, and A stays as it was`, async () => {
      const before = await workspaceSnapshot(app, a.workspaceId);
      const response = await osqueryAt(app, b.host).checkin(path, a.nodeKey, [a.ids.policy]);
      expect(response.json()).toEqual({ node_invalid: true });
      expect(await workspaceSnapshot(app, a.workspaceId)).toEqual(before);
    });
  }

  it("5. refuses A's enrolment secret at B's host (node_invalid), enrolling nothing", async () => {
    const before = await workspaceSnapshot(app, a.workspaceId);
    const response = await osqueryAt(app, b.host).enroll(a.enrollSecret, "alphamark-at-b");
    expect(response.json()).toMatchObject({ node_invalid: true });
    expect(response.json().node_key).toBeUndefined();
    expect(await workspaceSnapshot(app, a.workspaceId)).toEqual(before);
  });

  it("6. checks A's node key in at A's host as A's device, with A's settings and policy", async () => {
    const at = osqueryAt(app, a.host);
    const config = jsonOf(await at.checkin("config", a.nodeKey, []), 200);
    expect(config).toMatchObject({ node_invalid: false, options: { distributed_interval: 10 } });
    // Failing: a check-in at A's host is answered and recorded as A's.
    jsonOf(await at.checkin("distributed/write", a.nodeKey, [a.ids.policy], false), 200);
    const devices = jsonOf(
      await a.as("GET", `/api/workspace/policies/${a.ids.policy}/devices`),
      200,
    );
    expect(devices.items).toEqual([
      expect.objectContaining({ device_id: a.ids.device, status: "fail" }),
    ]);
  });

  it("7. lets nothing A's node key or secret sends, at A's host or B's, reach B or show B", async () => {
    // B's own check-in settings, which a check-in answered with B's would show.
    const settings = { distributed_interval_seconds: 1234, detail_interval_minutes: 321 };
    jsonOf(await b.as("PATCH", "/api/workspace/devices/settings", settings), 200);
    const before = await workspaceSnapshot(app, b.workspaceId);
    const wrong: string[] = [];
    for (const host of [a.host, b.host]) {
      const at = osqueryAt(app, host);
      const answers = [];
      for (const path of checkinPaths) {
        answers.push(await at.checkin(path, a.nodeKey, [a.ids.policy, b.ids.policy]));
      }
      answers.push(await at.enroll(a.enrollSecret, "alphamark-again"));
      for (const response of answers) {
        const { options, schedule } = response.json() as { options?: object; schedule?: object };
        const bSettings =
          JSON.stringify(options ?? {}).includes('"distributed_interval":1234') ||
          JSON.stringify(schedule ?? {}).includes(`"interval":${321 * 60}`);
        if (response.statusCode !== 200 || shownOf(response.body, b).length > 0 || bSettings) {
          wrong.push(`at ${host}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await workspaceSnapshot(app, b.workspaceId)).toEqual(before);
    expect(await rowsMentioning(app, a.workspaceId, Object.values(b.ids))).toEqual({});
    expect(await rowsMentioning(app, b.workspaceId, Object.values(a.ids))).toEqual({});
  });
});
