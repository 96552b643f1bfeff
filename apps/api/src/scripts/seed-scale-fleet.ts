import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { rowsOf } from "./seed-scale-sql.ts";

/*
 * What a workspace gathers after its import (issue 23), in set-based statements: enrolled
 * devices linked to their assets by serial, their software and policy results, overdue
 * check-outs and the history of months of use. Each writes the rows the product's own path
 * writes (named beside each), without the round trips: osquery would take hours to enrol
 * 10,000 hosts and report 500,000 software rows on one machine.
 */

/** Most browsers and tools a fleet reports, then generated names up to 300. */
const knownSoftware = [
  "Google Chrome",
  "Mozilla Firefox",
  "Microsoft Edge",
  "Slack",
  "Zoom",
  "Microsoft Teams",
  "1Password",
  "Visual Studio Code",
  "Docker Desktop",
  "7-Zip",
  "Adobe Acrobat Reader",
  "Git",
  "Python 3",
  "Node.js",
  "OpenSSL",
  "VLC media player",
  "Notion",
  "Spotify",
  "Dropbox",
  "Microsoft Office",
];
const softwareNames = sql`(select array_agg(name order by k) from (
    select name, k from unnest(${`{${knownSoftware.map((v) => `"${v}"`).join(",")}}`}::text[])
      with ordinality as s(name, k)
    union all select 'Tool ' || lpad(k::text, 3, '0'), 100 + k from generate_series(1, ${300 - knownSoftware.length}) as k
  ) names)`;

/** The product's checkout with an expected date: a tenth overdue, a tenth due later. */
export async function setExpectedCheckins(orm: Orm, tenantId: string, now: Date) {
  await orm.execute(sql`update assets set expected_checkin = case
      when abs(hashtext(id::text)) % 20 = 0 then ${now}::date - (1 + abs(hashtext(asset_tag)) % 60)
      else ${now}::date + (1 + abs(hashtext(asset_tag)) % 90) end
    where tenant_id = ${tenantId} and assigned_person_id is not null
      and abs(hashtext(id::text)) % 10 = 0`);
}

/**
 * Enrolled devices as enrol + detail queries leave them (devices/enroll.ts, intake.ts), one per
 * laptop or desktop first, with the asset's serial as hardware serial, linked as the serial
 * match links them (devices/serial-match.ts) with its history event.
 */
export async function seedDevices(orm: Orm, tenantId: string, count: number, now: Date) {
  const [secret] = await rowsOf<{ id: string }>(
    orm,
    sql`insert into enroll_secrets (tenant_id, name, secret_hash, hint, created_at)
      values (${tenantId}, 'Fleet rollout', encode(sha256(convert_to(${tenantId}::text || 'bench', 'UTF8')), 'hex'), 'b3nc', ${now})
      returning id`,
  );
  await orm.execute(sql`
    with picked as (
      select a.id, a.asset_tag, a.serial_number, m.name as model, f.name as maker,
        row_number() over (order by c.name not in ('Laptops', 'Desktops'), a.asset_tag) as d
      from assets a left join asset_models m on m.id = a.model_id
      left join manufacturers f on f.id = m.manufacturer_id
      left join asset_categories c on c.id = a.category_id
      where a.tenant_id = ${tenantId} and a.serial_number is not null
    )
    insert into devices (tenant_id, node_key_hash, enroll_secret_id, host_identifier, hostname,
      platform, os_name, os_version, os_build, kernel_version, hardware_vendor, hardware_model,
      hardware_serial, hardware_uuid, cpu_brand, cpu_cores, memory_bytes, disk_total_bytes,
      disk_free_bytes, uptime_seconds, primary_ip, primary_mac, osquery_version, asset_id,
      enrolled_at, last_seen_at, details_updated_at, details_due_at, queries_due_at,
      software_updated_at, created_at, updated_at)
    select ${tenantId}, encode(sha256(convert_to(id::text, 'UTF8')), 'hex'), ${secret!.id},
      upper(md5(id::text)), lower(replace(asset_tag, '-', '')) || '-' || p.short, p.platform,
      p.os, p.version, p.build, p.kernel, maker, model, serial_number,
      upper(md5(serial_number)::uuid::text), 'Intel(R) Core(TM) i7-1365U', 8 + 4 * (d % 3),
      (16 + 16 * (d % 2)) * 1073741824::bigint, 512 * 1073741824::bigint,
      (50 + d % 400) * 1073741824::bigint, 3600 * (1 + d % 300),
      '10.' || (d / 65536) % 256 || '.' || (d / 256) % 256 || '.' || d % 256,
      '02:00:' || lpad(to_hex(d % 256), 2, '0') || ':' || lpad(to_hex((d / 256) % 256), 2, '0') || ':00:01',
      '5.13.1', id, ${now}::timestamptz - make_interval(days => 1 + (d % 300)::int),
      case when d % 20 = 0 then ${now}::timestamptz - interval '45 days'
        when d % 20 < 4 then ${now}::timestamptz - make_interval(hours => 2 + (d % 48)::int)
        else ${now}::timestamptz - make_interval(secs => (d % 50)::int) end,
      ${now}, ${now}::timestamptz + interval '1 hour', ${now}, ${now}, ${now}, ${now}
    from picked, lateral (select case when d % 10 < 6 then 'windows' when d % 10 < 9 then 'macos' else 'linux' end as platform) k,
      lateral (select k.platform,
        case k.platform when 'windows' then 'win' when 'macos' then 'mac' else 'lnx' end as short,
        case k.platform when 'windows' then 'Microsoft Windows 11 Pro' when 'macos' then 'macOS' else 'Ubuntu' end as os,
        case k.platform when 'windows' then '10.0.2' || (2000 + d % 700) when 'macos' then '14.' || d % 7 else '24.04' end as version,
        case k.platform when 'windows' then '2' || (2000 + d % 700) else '23G' || d % 90 end as build,
        case k.platform when 'linux' then '6.8.0-' || (30 + d % 20) || '-generic' else null end as kernel) p
    where d <= ${count}`);
  await orm.execute(sql`insert into history_events (tenant_id, subject_type, subject_id,
      actor_user_id, actor_name, at, action, field, old_value, new_value, note)
    select ${tenantId}, 'asset', asset_id, null, 'osquery (automatic link)', enrolled_at,
      'updated', 'device', null, hostname, 'Linked automatically: the serial numbers match'
    from devices where tenant_id = ${tenantId} and asset_id is not null order by enrolled_at, id`);
}

/** Fifty software items per device, as the software detail query stores them (results.ts). */
export async function seedSoftware(orm: Orm, tenantId: string, perDevice: number) {
  const devices = await rowsOf<{ n: number }>(
    orm,
    sql`select count(*)::int as n from devices where tenant_id = ${tenantId}`,
  );
  const total = devices[0]?.n ?? 0;
  // Batches keep one statement's memory bounded on PGlite (WebAssembly).
  for (let from = 1; from <= total; from += 2000) {
    await orm.execute(sql`
      with numbered as (
        select id, platform, row_number() over (order by id) as d from devices where tenant_id = ${tenantId}
      ), names as (select ${softwareNames} as all_names)
      insert into device_software (tenant_id, device_id, name, version, source)
      select ${tenantId}, id, all_names[1 + ((d * 7 + i * 13) % 300)],
        case when (d * 7 + i * 13) % 300 < 3 then (118 + (d + i) % 14) || '.0.' || (6000 + d % 400) || '.' || d % 200
          else (1 + (d + i) % 9) || '.' || (d * 3 + i) % 20 || '.' || d % 7 end,
        case platform when 'windows' then 'programs' when 'macos' then 'apps' else 'deb_packages' end
      from numbered, names, generate_series(0, ${perDevice - 1}) as i
      where d between ${from} and ${from + 1999}`);
  }
}

const policies = [
  ["Disk encryption is on", "windows,macos,linux", true],
  ["Firewall is enabled", "windows,macos", false],
  ["Screen locks within 15 minutes", "windows,macos,linux", false],
  ["Operating system is supported", "windows,macos,linux", true],
  ["Antivirus is running", "windows", false],
  ["Gatekeeper is enabled", "macos", false],
  ["Automatic updates are on", "windows,macos,linux", false],
  ["No local administrator accounts besides IT", "windows,macos", false],
  ["SSH password login is off", "linux,macos", false],
  ["Google Chrome is up to date", "windows,macos,linux", false],
] as const;

/**
 * Ten policies and each device's latest result of those for its platform (policies/results:
 * a tenth failing, a few unknown), the devices' failing counts as the check-in keeps them.
 */
export async function seedPolicies(orm: Orm, tenantId: string, now: Date) {
  await orm.execute(sql`insert into posture_policies
      (tenant_id, name, description, platforms, query, resolution, critical, created_at, updated_at)
    select ${tenantId}, x.name, 'Checked on every device of its platforms.',
      string_to_array(x.platforms, ','), 'SELECT 1 WHERE ' || x.k || ' > 0;',
      'Ask IT to fix it.', x.critical, ${now}, ${now}
    from unnest(${`{${policies.map((p) => `"${p[0]}"`).join(",")}}`}::text[],
      ${`{${policies.map((p) => `"${p[1]}"`).join(",")}}`}::text[],
      ${`{${policies.map((p) => String(p[2])).join(",")}}`}::boolean[]) with ordinality as x(name, platforms, critical, k)`);
  await orm.execute(sql`insert into policy_results
      (tenant_id, policy_id, device_id, status, last_definite, checked_at)
    select ${tenantId}, p.id, d.id, s.status, nullif(s.status, 'unknown'), ${now}
    from devices d join posture_policies p on p.tenant_id = d.tenant_id and d.platform = any(p.platforms),
      lateral (select case when abs(hashtext(d.id::text || p.id::text)) % 10 = 0 then 'fail'
        when abs(hashtext(p.id::text || d.id::text)) % 50 = 0 then 'unknown' else 'pass' end as status) s
    where d.tenant_id = ${tenantId}`);
  // The devices' and the policies' counts follow by trigger (ADR 0050, "Amended: kept counts").
}

/**
 * History up to `target` events: after the import's created/checked_out events and the
 * device links, each asset in turn gets a check-in and a check-out pair as the product
 * records them (assets/checkout.ts): a held asset is returned by and lent again to its
 * holder, an asset in stock is lent to someone and returned, so the latest events still
 * agree with the asset's state.
 */
export async function fillHistory(orm: Orm, tenantId: string, target: number, now: Date) {
  const [state] = await rowsOf<{
    n: number;
    m: number;
    people: number;
    actor: string | null;
    name: string;
  }>(
    orm,
    sql`select (select count(*)::int from history_events where tenant_id = ${tenantId}) as n,
      (select count(*)::int from assets where tenant_id = ${tenantId}) as m,
      (select count(*)::int from people where tenant_id = ${tenantId}) as people,
      actor_user_id as actor, actor_name as name from history_events
      where tenant_id = ${tenantId} and action = 'created' limit 1`,
  );
  if (!state || state.m === 0) return;
  const remaining = Math.max(0, target - state.n);
  const batch = 100_000;
  for (let from = 0; from < remaining; from += batch) {
    const to = Math.min(remaining, from + batch) - 1;
    await orm.execute(sql`
      with held as materialized (
        select a.id, a.assigned_person_id is not null as out,
          coalesce(p.name, q.name) as holder, row_number() over (order by a.asset_tag) - 1 as k
        from assets a left join people p on p.id = a.assigned_person_id
        left join people q on q.tenant_id = ${tenantId}
          and q.employee_number = 'E-' || (20001 + abs(hashtext(a.asset_tag)) % ${state.people})
        where a.tenant_id = ${tenantId}
      )
      insert into history_events (tenant_id, subject_type, subject_id, actor_user_id, actor_name,
        at, action, field, old_value, new_value)
      select ${tenantId}, 'asset', h.id, ${state.actor}::uuid, ${state.name}, ${now},
        case when (i % 2 = 0) = h.out then 'checked_in' else 'checked_out' end, 'assigned_to',
        case when (i % 2 = 0) = h.out then h.holder end,
        case when (i % 2 = 0) = h.out then null else h.holder end
      from generate_series(${from}::bigint, ${to}::bigint) as i
      join held h on h.k = (i / 2) % ${state.m}
      order by i`);
  }
}
