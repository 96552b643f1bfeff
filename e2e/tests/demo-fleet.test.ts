import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { signIn } from "../support/accounts.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/*
 * The first start on the embedded database (docs/decisions/0027): the log prints the demo
 * owner's sign-in once, and the demo workspace's simulated devices report in through the real
 * osquery endpoints from a child process. Three devices here (25 by default) to stay quick.
 */

describe("the demo workspace of a first start", () => {
  let server: RunningServer;

  before(async () => {
    server = await startServer(() => ({ DEMO_FLEET: "3" }));
  });
  after(() => server.stop());

  it("prints the demo sign-in and shows its devices reporting", async () => {
    const deadline = Date.now() + 60_000;
    let password: string | undefined;
    while (!password && Date.now() < deadline) {
      password = /demo@fleetward\.local \/ ([^\s"]+)/.exec(server.logs())?.[1];
      if (!password) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(password, `no demo sign-in in the log:\n${server.logs()}`);
    const email = "demo@fleetward.local";
    const token = await signIn(server.baseUrl, { email, password });

    let devices: { hostname: string; os_name: string | null; status: string }[] = [];
    while (devices.length < 3 && Date.now() < deadline) {
      const response = await fetch(`${server.baseUrl}/api/workspace/devices`, {
        headers: { authorization: `Bearer ${token}`, "x-workspace": "demo" },
      });
      assert.equal(response.status, 200, await response.clone().text());
      devices = ((await response.json()) as { items: typeof devices }).items;
      if (devices.length < 3) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.equal(devices.length, 3);
    assert.ok(devices.every((device) => device.os_name && device.status === "online"));
  });
});
