import { assetSortKeys } from "@fleetward/contracts/workspace-assets";
import { load, type LoadResult } from "./api-bench.ts";
import type { Session, Summary } from "./register-fill.ts";

/*
 * Every everyday read of issue 23, with the route and query parameters the web app sends
 * (apps/web/src/features/workspace/** /api, lib/workspace/*-queries.ts): the register's
 * filters and sorts (assets-api.ts, register-params.ts), the asset and person pages, people,
 * devices, software, licences, dashboard and posture. Each is checked once (2xx) and then
 * timed at 10 connections beside /healthz on the same server.
 */

export const connections = 10;
export const readSeconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Keyset paging depth of the sorted reads: the page after 200 pages of the register's 25. */
const deepRows = 200 * 25;

export type Read = { name: string; path: string };
export type ReadResult = LoadResult & { matches: string };

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

function registerReads(s: Summary): Read[] {
  const list = "/api/workspace/assets";
  const filters: [string, Record<string, string>][] = [
    ["status label (In repair)", { status_label_id: s.labelId }],
    ["status kind deployable", { status_kind: "deployable" }],
    ["category Laptops", { category_id: s.categoryId }],
    // A site: the filter takes in its buildings and rooms (the location subtree).
    ["location subtree (a site)", { location_id: s.siteId }],
    ["model", { model_id: s.modelId }],
    ["manufacturer Dell", { manufacturer_id: s.makerId }],
    ["holder", { person_id: s.holder.id }],
    ["checked out", { checked_out: "true" }],
    ["overdue", { overdue: "true" }],
    ["warranty ends within 90 days", { warranty_ends_within: "90" }],
    ["custom field cost_centre", { custom_field: "cost_centre", custom_value: s.costCentre }],
    ["deployable + Laptops", { status_kind: "deployable", category_id: s.categoryId }],
    [
      "Head office + in stock + Laptops",
      { location_id: s.siteId, checked_out: "false", category_id: s.categoryId },
    ],
    [
      "Dell + checked out + warranty 90 d, by expected check-in",
      {
        manufacturer_id: s.makerId,
        checked_out: "true",
        warranty_ends_within: "90",
        sort: "expected_checkin",
      },
    ],
  ];
  return [
    { name: "register first page", path: list },
    { name: "search tag", path: `${list}${q({ q: s.asset.tag })}` },
    { name: "search serial fragment", path: `${list}${q({ q: s.serialFragment })}` },
    { name: "search name", path: `${list}${q({ q: s.asset.name })}` },
    { name: "search holder", path: `${list}${q({ q: s.holder.name })}` },
    ...filters.map(([name, params]) => ({ name: `filter ${name}`, path: `${list}${q(params)}` })),
  ];
}

function pageReads(s: Summary): Read[] {
  const asset = `/api/workspace/assets/${s.asset.id}`;
  const person = `/api/workspace/people/${s.holder.id}`;
  const lastName = s.holder.name.split(" ").at(-1) ?? s.holder.name;
  return [
    { name: "asset page", path: asset },
    { name: "asset history", path: `${asset}/history` },
    { name: "asset's device", path: `/api/workspace/devices${q({ asset_id: s.asset.id })}` },
    { name: "person page", path: person },
    { name: "person holdings", path: `${person}/holdings` },
    { name: "person posture", path: `${person}/posture` },
    { name: "person history", path: `${person}/history?limit=25` },
    { name: "people list", path: `/api/workspace/people?limit=25` },
    { name: "people search", path: `/api/workspace/people${q({ q: lastName, limit: "25" })}` },
    { name: "devices: platform windows", path: `/api/workspace/devices?platform=windows` },
    { name: "devices: status online", path: `/api/workspace/devices?status=online` },
    { name: "devices: failing a policy", path: `/api/workspace/devices?policy_failing=true` },
    {
      name: `devices with ${s.software.name}`,
      path: `/api/workspace/devices${q({ software: s.software.name })}`,
    },
    {
      // The fill's Chrome versions run from 118 to 131 (seed-scale-fleet.ts): about half below.
      name: `devices with ${s.software.name} below ${s.software.below}`,
      path: `/api/workspace/devices${q({ software: s.software.name, software_below: s.software.below })}`,
    },
    { name: "software search", path: `/api/workspace/software${q({ name: "chrome" })}` },
    { name: "policy's devices", path: `/api/workspace/policies/${s.policyId}/devices` },
    { name: "licences list", path: "/api/workspace/licenses" },
    { name: "dashboard", path: "/api/workspace/dashboard" },
    { name: "posture overview", path: "/api/workspace/posture" },
  ];
}

type Page = { items?: unknown[]; next_cursor?: string | null; total?: number };

async function get(session: Session, path: string): Promise<Page> {
  const response = await fetch(`${session.baseUrl}${path}`, { headers: session.headers });
  if (!response.ok) {
    throw new Error(
      `${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  }
  return (await response.json()) as Page;
}

/** Walks the keyset cursor 5,000 rows deep (pages of 100); answers the next page's address. */
async function deepPage(session: Session, sort: string) {
  const base = `/api/workspace/assets?sort=${sort}`;
  let cursor: string | null | undefined;
  let rows = 0;
  while (rows < deepRows) {
    const page = await get(
      session,
      `${base}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    rows += page.items?.length ?? 0;
    cursor = page.next_cursor;
    if (!cursor) break;
  }
  return {
    name: `sort ${sort}, page after ${rows.toLocaleString("en")} rows`,
    path: cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base,
  };
}

export async function sortReads(session: Session): Promise<Read[]> {
  const reads: Read[] = [];
  for (const key of assetSortKeys) {
    for (const sort of [key, `-${key}`]) reads.push(await deepPage(session, sort));
  }
  return reads;
}

export function measure(session: Session, name: string, path: string) {
  return load(
    {
      name,
      url: `${session.baseUrl}${path}`,
      connections,
      headers: session.headers,
      warmup: { connections, duration: 1 },
    },
    readSeconds,
  );
}

const matchesOf = (page: Page) =>
  page.total !== undefined
    ? String(page.total)
    : Array.isArray(page.items)
      ? `${page.items.length}${page.next_cursor ? "+" : ""}`
      : Array.isArray(page)
        ? String((page as unknown[]).length)
        : "—";

/** /healthz, every read, /healthz again: the ceiling before and after on the same server. */
export async function measureReads(session: Session, summary: Summary) {
  const healthz = await measure(session, "/healthz", "/healthz");
  const reads = [...registerReads(summary), ...(await sortReads(session)), ...pageReads(summary)];
  const rows: ReadResult[] = [];
  for (const read of reads) {
    try {
      const matches = matchesOf(await get(session, read.path));
      rows.push({ ...(await measure(session, read.name, read.path)), matches });
    } catch (error) {
      const message = (error as Error).message.split("\n")[0] ?? "";
      rows.push({
        scenario: read.name,
        rps: 0,
        p50: 0,
        p95: 0,
        p99: 0,
        non2xx: 1,
        errors: 0,
        matches: message,
      });
    }
  }
  const healthzAfter = await measure(session, "/healthz (after)", "/healthz");
  return { healthz, healthzAfter, rows };
}
