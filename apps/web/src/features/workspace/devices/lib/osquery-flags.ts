/*
 * The osquery.flags file a device needs to report to this workspace, per platform. The paths
 * are osquery's own package defaults (the MSI installs to C:\Program Files\osquery, the macOS
 * pkg reads /var/osquery, the deb and rpm packages /etc/osquery), so the file works as is.
 */

export const installPlatforms = ["windows", "macos", "linux"] as const;
export type InstallPlatform = (typeof installPlatforms)[number];

const directories: Record<InstallPlatform, string> = {
  windows: "C:\\Program Files\\osquery",
  macos: "/var/osquery",
  linux: "/etc/osquery",
};

const separator: Record<InstallPlatform, string> = { windows: "\\", macos: "/", linux: "/" };

/** Where a file of osquery's lives on a platform (the flags file, the secret, a CA bundle). */
export function osqueryPath(platform: InstallPlatform, file: string): string {
  return `${directories[platform]}${separator[platform]}${file}`;
}

export type FlagsOptions = {
  platform: InstallPlatform;
  /** The workspace's host as devices reach it over HTTPS, with a port when not 443. */
  host: string;
  /** Add --tls_server_certs for a server certificate signed by a private CA. */
  privateCa?: boolean;
};

/** The flags file's text, one flag a line, ending with a newline. */
export function osqueryFlags({ platform, host, privateCa = false }: FlagsOptions): string {
  const flags = [
    `--tls_hostname=${host}`,
    "--host_identifier=uuid",
    `--enroll_secret_path=${osqueryPath(platform, "secret.txt")}`,
    "--enroll_tls_endpoint=/api/v1/osquery/enroll",
    "--config_plugin=tls",
    "--config_tls_endpoint=/api/v1/osquery/config",
    "--config_refresh=60",
    "--logger_plugin=tls",
    "--logger_tls_endpoint=/api/v1/osquery/log",
    "--logger_tls_period=10",
    "--disable_distributed=false",
    "--distributed_plugin=tls",
    "--distributed_interval=10",
    "--distributed_tls_max_attempts=3",
    "--distributed_tls_read_endpoint=/api/v1/osquery/distributed/read",
    "--distributed_tls_write_endpoint=/api/v1/osquery/distributed/write",
  ];
  if (privateCa) flags.push(`--tls_server_certs=${osqueryPath(platform, "fleetward-ca.pem")}`);
  const lines = platform === "windows" ? flags.join("\r\n") : flags.join("\n");
  return `${lines}${platform === "windows" ? "\r\n" : "\n"}`;
}

/** Offers `text` as a file download named `name` (no server round trip). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
