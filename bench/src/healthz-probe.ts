/*
 * Asks /healthz every 50 ms for a number of seconds and prints each answer's time (ms, -1 for
 * a failure) as JSON. It runs in a process of its own, so the times are the server's and the
 * network's, not those of a bench process busy sending bombs and simulating a fleet.
 * Arguments: the base URL, the seconds.
 */
const [baseUrl = "", seconds = "30"] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
const times: number[] = [];
while (Date.now() < deadline) {
  const started = performance.now();
  const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.ok;
    })
    .catch(() => false);
  times.push(ok ? performance.now() - started : -1);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(JSON.stringify(times));
