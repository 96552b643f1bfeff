/*
 * Around the osquery.flags file the API writes for this server (GET …/enroll-secrets/flags):
 * where each platform's osquery package looks for it, and the optional
 * --tls_server_certs line for a server certificate signed by a private CA. The folders are the
 * packages' own defaults (MSI: C:\Program Files\osquery, pkg: /private/var/osquery, deb and
 * rpm: /etc/osquery), so the files work where they are put.
 */

export const installPlatforms = ["windows", "macos", "linux"] as const;
export type InstallPlatform = (typeof installPlatforms)[number];

const directories: Record<InstallPlatform, string> = {
  windows: String.raw`C:\Program Files\osquery`,
  macos: "/private/var/osquery",
  linux: "/etc/osquery",
};

/** Where a file of osquery's lives on a platform (the flags file, a CA bundle). */
export function osqueryPath(platform: InstallPlatform, file: string): string {
  return `${directories[platform]}${platform === "windows" ? "\\" : "/"}${file}`;
}

/** The flags with --tls_server_certs naming the private CA's PEM file (once). */
export function withPrivateCa(flags: string, platform: InstallPlatform): string {
  const kept = flags
    .split(/\r?\n/)
    .filter((line) => line !== "" && !line.startsWith("--tls_server_certs="));
  return [...kept, `--tls_server_certs=${osqueryPath(platform, "fleetward-ca.pem")}`, ""].join(
    "\n",
  );
}

/** The commands that (re)start osquery once its files are in place. */
export const restartCommands: Record<InstallPlatform, string> = {
  windows: "Restart-Service osqueryd",
  macos: [
    "sudo cp /private/var/osquery/io.osquery.agent.plist /Library/LaunchDaemons/",
    "sudo launchctl bootstrap system /Library/LaunchDaemons/io.osquery.agent.plist",
  ].join("\n"),
  linux: "sudo systemctl enable --now osqueryd\nsudo systemctl restart osqueryd",
};

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
