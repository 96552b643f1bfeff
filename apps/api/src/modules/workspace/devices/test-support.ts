import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/*
 * osquery-realistic requests: the enrolment body of plugins/remote/enroll/tls_enroll.cpp
 * (host_details from osquery/remote/enroll/enroll.cpp genHostDetails: os_version,
 * osquery_info, system_info, platform_info rows, every value a string).
 */

type Host = {
  hostname: string;
  uuid: string;
  serial: string;
  platform: "darwin" | "windows" | "ubuntu";
};

const osVersions = {
  darwin: {
    name: "macOS",
    version: "14.5",
    major: "14",
    minor: "5",
    patch: "0",
    build: "23F79",
    platform: "darwin",
    platform_like: "darwin",
    codename: "",
    arch: "arm64",
  },
  windows: {
    name: "Microsoft Windows 11 Pro",
    version: "10.0.22631",
    major: "10",
    minor: "0",
    patch: "",
    build: "22631",
    platform: "windows",
    platform_like: "windows",
    codename: "Microsoft Windows 11 Pro",
    arch: "64-bit",
  },
  ubuntu: {
    name: "Ubuntu",
    version: "22.04.4 LTS (Jammy Jellyfish)",
    major: "22",
    minor: "4",
    patch: "0",
    build: "",
    platform: "ubuntu",
    platform_like: "debian",
    codename: "jammy",
    arch: "x86_64",
  },
};

/** osquery's build PlatformType bits (osquery/utils/info/platform_type.h), as a string. */
const platformTypes = { darwin: "21", windows: "2", ubuntu: "9" };

export function enrollBody(secret: string, host: Host) {
  return {
    enroll_secret: secret,
    host_identifier: host.uuid,
    platform_type: platformTypes[host.platform],
    host_details: {
      os_version: osVersions[host.platform],
      osquery_info: {
        pid: "4242",
        uuid: host.uuid,
        instance_id: "b0f6c4a2-7d7e-4c55-9a55-0c2b8f2a11aa",
        version: "5.12.1",
        config_hash: "",
        config_valid: "0",
        extensions: "active",
        build_platform: host.platform === "ubuntu" ? "linux" : host.platform,
        build_distro: host.platform === "ubuntu" ? "centos7" : "10.14",
        start_time: "1717000000",
        watcher: "-1",
        platform_mask: platformTypes[host.platform],
      },
      system_info: {
        hostname: host.hostname,
        uuid: host.uuid,
        cpu_type: "x86_64h",
        cpu_subtype: "Intel x86-64h Haswell",
        cpu_brand: "Intel(R) Core(TM) i7-1185G7 @ 3.00GHz",
        cpu_physical_cores: "4",
        cpu_logical_cores: "8",
        cpu_microcode: "",
        physical_memory: "17179869184",
        hardware_vendor: host.platform === "darwin" ? "Apple Inc." : "LENOVO",
        hardware_model: host.platform === "darwin" ? "MacBookPro18,3" : "20W0005QUS",
        hardware_version: "",
        hardware_serial: host.serial,
        board_vendor: "",
        board_model: "",
        board_version: "",
        board_serial: "",
        computer_name: host.hostname,
        local_hostname: host.hostname,
      },
      platform_info: {
        vendor: host.platform === "darwin" ? "Apple Inc." : "LENOVO",
        version: "2022.140.2.0.0",
        date: "06/20/2024",
        revision: "",
        address: "",
        size: "",
        volume_size: "0",
        extra: "",
      },
    },
  };
}

/** The protocol's POSTs, as osquery's TLS transport sends them (JSON, optionally gzip). */
export function osqueryClient(app: () => FastifyInstance) {
  const post = (
    path: string,
    payload: unknown,
    options: { gzip?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const json =
      typeof payload === "string" || Buffer.isBuffer(payload)
        ? Buffer.from(payload)
        : Buffer.from(JSON.stringify(payload));
    return app().inject({
      method: "POST",
      url: `/api/v1/osquery/${path}`,
      headers: {
        host: "devices.localhost:3000",
        "content-type": "application/json",
        "user-agent": "osquery/5.12.1",
        ...(options.gzip ? { "content-encoding": "gzip" } : {}),
        ...options.headers,
      },
      payload: options.gzip ? gzipSync(json) : json,
    });
  };
  const json = async (path: string, payload: unknown, options?: Parameters<typeof post>[2]) => {
    const response = await post(path, payload, options);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    return response.json() as Record<string, unknown>;
  };
  return { post, json };
}
