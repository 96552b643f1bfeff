import type { LibraryParameter, PolicyPlatform } from "@fleetward/contracts/workspace-policies";

/*
 * The curated library of posture policies, ready to switch on (docs/decisions/0026). Each
 * query reads osquery's own tables, with the table and column names of osquery's specs
 * (specs/*.table): a row answered means the device passes. Queries with a parameter carry
 * `{{minutes}}`/`{{seconds}}` or `{{major}}`/`{{minor}}`/`{{build}}`, filled on enabling.
 */

export type LibraryEntry = {
  key: string;
  name: string;
  description: string;
  platforms: PolicyPlatform[];
  query: string;
  resolution: string;
  critical: boolean;
  parameter: LibraryParameter | null;
  defaultValue: number | string | null;
};

const windows: PolicyPlatform[] = ["windows"];
const macos: PolicyPlatform[] = ["macos"];
const linux: PolicyPlatform[] = ["linux"];

const encryption: LibraryEntry[] = [
  {
    key: "windows_bitlocker",
    name: "Disk encryption on (BitLocker, Windows)",
    description: "The system drive C: is encrypted by BitLocker and its protection is on.",
    platforms: windows,
    // specs/windows/bitlocker_info.table: drive_letter, protection_status (1 = on).
    query: "SELECT 1 FROM bitlocker_info WHERE drive_letter = 'C:' AND protection_status = 1;",
    resolution:
      "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.",
    critical: true,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "macos_filevault",
    name: "Disk encryption on (FileVault, macOS)",
    description: "At least one of the Mac's disks is encrypted (FileVault).",
    platforms: macos,
    // specs/disk_encryption.table: name, encrypted (1 if encrypted), type.
    query: "SELECT 1 FROM disk_encryption WHERE encrypted = 1 LIMIT 1;",
    resolution: "Turn FileVault on in System Settings → Privacy & Security → FileVault.",
    critical: true,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "linux_luks",
    name: "Disk encryption on (LUKS, Linux)",
    description: "The root file system lives on an encrypted (LUKS / dm-crypt) device.",
    platforms: linux,
    // specs/mounts.table (path, device_alias) joined with specs/disk_encryption.table (name).
    query:
      "SELECT 1 FROM mounts m JOIN disk_encryption d ON d.name = m.device_alias WHERE m.path = '/' AND d.encrypted = 1;",
    resolution:
      "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.",
    critical: true,
    parameter: null,
    defaultValue: null,
  },
];

const firewall: LibraryEntry[] = [
  {
    key: "windows_firewall",
    name: "Firewall on (Windows)",
    description: "Windows Security Center reports the firewall as healthy.",
    platforms: windows,
    // specs/windows/windows_security_center.table: firewall ("Good", "Poor", …).
    query: "SELECT 1 FROM windows_security_center WHERE firewall = 'Good';",
    resolution: "Turn Windows Defender Firewall on for every network profile.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "macos_firewall",
    name: "Firewall on (macOS)",
    description: "The application firewall is on (with exceptions, or blocking everything).",
    platforms: macos,
    // specs/darwin/alf.table: global_state (1 on with exceptions, 2 block all, 0 off).
    query: "SELECT 1 FROM alf WHERE global_state >= 1;",
    resolution: "Turn the firewall on in System Settings → Network → Firewall.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "linux_firewall",
    name: "Firewall on (Linux)",
    description: "ufw, firewalld or nftables is running.",
    platforms: linux,
    // specs/linux/systemd_units.table: id, active_state.
    query:
      "SELECT 1 FROM systemd_units WHERE id IN ('ufw.service', 'firewalld.service', 'nftables.service') AND active_state = 'active';",
    resolution:
      "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
];

const screenLock: LibraryEntry[] = [
  {
    key: "windows_screen_lock",
    name: "Screen locks when idle (Windows)",
    description: "The machine inactivity limit locks the screen within the allowed minutes.",
    platforms: windows,
    // specs/windows/registry.table: path, name, data.
    query:
      "SELECT 1 FROM registry WHERE path = 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System\\InactivityTimeoutSecs' AND CAST(data AS INTEGER) BETWEEN 1 AND {{seconds}};",
    resolution:
      'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.',
    critical: false,
    parameter: "minutes",
    defaultValue: 15,
  },
  {
    key: "macos_screen_lock",
    name: "Screen locks when idle (macOS)",
    description:
      "A managed screen saver starts within the allowed minutes and asks for the password.",
    platforms: macos,
    // specs/darwin/managed_policies.table: domain, name, value.
    query:
      "SELECT 1 FROM managed_policies WHERE domain = 'com.apple.screensaver' AND name = 'idleTime' AND CAST(value AS INTEGER) BETWEEN 1 AND {{seconds}} AND EXISTS (SELECT 1 FROM managed_policies WHERE domain = 'com.apple.screensaver' AND name = 'askForPassword' AND value = '1');",
    resolution:
      "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.",
    critical: false,
    parameter: "minutes",
    defaultValue: 15,
  },
];

const osVersion: LibraryEntry[] = [
  {
    key: "macos_min_version",
    name: "macOS at or above the minimum version",
    description: "The Mac runs at least the given macOS version.",
    platforms: macos,
    // specs/os_version.table: major, minor (integers).
    query:
      "SELECT 1 FROM os_version WHERE major > {{major}} OR (major = {{major}} AND minor >= {{minor}});",
    resolution: "Update macOS in System Settings → General → Software Update.",
    critical: false,
    parameter: "min_version",
    defaultValue: "14.0",
  },
  {
    key: "windows_min_version",
    name: "Windows at or above the minimum build",
    description: "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).",
    platforms: windows,
    // specs/os_version.table: major, minor, build (text on Windows, e.g. "22631").
    query:
      "SELECT 1 FROM os_version WHERE major > {{major}} OR (major = {{major}} AND (minor > {{minor}} OR (minor = {{minor}} AND CAST(build AS INTEGER) >= {{build}})));",
    resolution: "Install the pending feature update through Windows Update.",
    critical: false,
    parameter: "min_version",
    defaultValue: "10.0.19045",
  },
];

const updatesAndMalware: LibraryEntry[] = [
  {
    key: "windows_automatic_updates",
    name: "Automatic updates on (Windows)",
    description: "Windows Security Center reports automatic updates as healthy.",
    platforms: windows,
    query: "SELECT 1 FROM windows_security_center WHERE autoupdate = 'Good';",
    resolution: "Turn automatic updates back on in Settings → Windows Update.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "macos_automatic_updates",
    name: "Automatic update checks on (macOS)",
    description: "Software Update checks for updates automatically (managed setting).",
    platforms: macos,
    query:
      "SELECT 1 FROM managed_policies WHERE domain = 'com.apple.SoftwareUpdate' AND name = 'AutomaticCheckEnabled' AND value = '1';",
    resolution:
      "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "linux_automatic_updates",
    name: "Automatic updates on (Linux)",
    description: "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.",
    platforms: linux,
    query:
      "SELECT 1 FROM systemd_units WHERE id IN ('unattended-upgrades.service', 'dnf-automatic.timer', 'dnf-automatic-install.timer') AND active_state = 'active';",
    resolution:
      "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "windows_defender",
    name: "Antivirus healthy (Windows Defender)",
    description: "An antivirus is on with up-to-date signatures.",
    platforms: windows,
    // specs/windows/windows_security_products.table: type, state, signatures_up_to_date.
    query:
      "SELECT 1 FROM windows_security_products WHERE type = 'Antivirus' AND state = 'On' AND signatures_up_to_date = 1;",
    resolution: "Turn real-time protection on in Windows Security and update its definitions.",
    critical: true,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "macos_xprotect",
    name: "XProtect present (macOS)",
    description:
      "Apple's built-in malware protection (XProtect) and its definitions are installed.",
    platforms: macos,
    // specs/darwin/plist.table: path, key, value.
    query:
      "SELECT 1 FROM plist WHERE path = '/Library/Apple/System/Library/CoreServices/XProtect.bundle/Contents/Info.plist' AND key = 'CFBundleShortVersionString';",
    resolution:
      'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.',
    critical: false,
    parameter: null,
    defaultValue: null,
  },
];

const hardening: LibraryEntry[] = [
  {
    key: "macos_gatekeeper",
    name: "Gatekeeper on (macOS)",
    description: "macOS checks apps before they open.",
    platforms: macos,
    // specs/darwin/gatekeeper.table: assessments_enabled.
    query: "SELECT 1 FROM gatekeeper WHERE assessments_enabled = 1;",
    resolution:
      "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "macos_sip",
    name: "System Integrity Protection on (macOS)",
    description: "SIP protects the system files.",
    platforms: macos,
    // specs/darwin/sip_config.table: config_flag, enabled.
    query: "SELECT 1 FROM sip_config WHERE config_flag = 'sip' AND enabled = 1;",
    resolution: "Start in Recovery mode and run `csrutil enable`.",
    critical: true,
    parameter: null,
    defaultValue: null,
  },
  {
    key: "windows_smbv1_off",
    name: "SMBv1 off (Windows)",
    description: "The obsolete SMB 1.0 protocol is not installed.",
    platforms: windows,
    // specs/windows/windows_optional_features.table: name, state (1 enabled).
    query:
      "SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM windows_optional_features WHERE name = 'SMB1Protocol' AND state = 1);",
    resolution:
      "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
    critical: false,
    parameter: null,
    defaultValue: null,
  },
];

export const policyLibrary: readonly LibraryEntry[] = [
  ...encryption,
  ...firewall,
  ...screenLock,
  ...osVersion,
  ...updatesAndMalware,
  ...hardening,
];

export const libraryEntry = (key: string) => policyLibrary.find((entry) => entry.key === key);

/** The query of `entry` with its parameter filled in (`value`, else the default). */
export function libraryQuery(entry: LibraryEntry, value?: number | string): string {
  const given = value ?? entry.defaultValue;
  if (entry.parameter === "minutes") {
    return entry.query.replaceAll("{{seconds}}", String(Number(given) * 60));
  }
  if (entry.parameter === "min_version") {
    const [major = 0, minor = 0, build = 0] = String(given).split(".").map(Number);
    return entry.query
      .replaceAll("{{major}}", String(major))
      .replaceAll("{{minor}}", String(minor))
      .replaceAll("{{build}}", String(build));
  }
  return entry.query;
}

/** The parameter's value as the policy shows it in its description. */
export function libraryDescription(entry: LibraryEntry, value?: number | string): string {
  const given = value ?? entry.defaultValue;
  if (entry.parameter === "minutes") return `${entry.description} Allowed: ${given} minutes.`;
  if (entry.parameter === "min_version") return `${entry.description} Minimum: ${given}.`;
  return entry.description;
}
