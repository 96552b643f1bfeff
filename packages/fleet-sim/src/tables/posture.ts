import type { HostProfile } from "../profiles.ts";
import { darwin, linux, posix, windows, type TableRow, type TableSpec } from "./types.ts";

/*
 * The tables posture policies read (the queries Fleet's and CIS's libraries use): disk
 * encryption, firewall, screen lock, updates, antivirus, Gatekeeper/SIP, SMBv1.
 */

const windowsSecurity = (host: HostProfile): TableRow => {
  const good = (on: boolean) => (on ? "Good" : "Poor");
  return {
    firewall: good(host.posture.firewallOn),
    autoupdate: good(host.posture.autoUpdates),
    antivirus: good(host.posture.antivirusHealthy),
    antispyware: good(host.posture.antivirusHealthy),
    internet_settings: "Good",
    windows_security_center_service: "Good",
    user_account_control: "Good",
  };
};

function registry(host: HostProfile): TableRow[] {
  const lock = host.posture.screenLockSeconds;
  const desktop =
    "HKEY_USERS\\S-1-5-21-1004336348-1177238915-682003330-1001\\Control Panel\\Desktop";
  const update = "HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Windows\\WindowsUpdate\\AU";
  const entry = (key: string, name: string, type: string, data: string) => ({
    key,
    path: `${key}\\${name}`,
    name,
    type,
    data,
    mtime: host.bootTime,
  });
  const system =
    "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System";
  return [
    entry(system, "InactivityTimeoutSecs", "REG_DWORD", String(lock)),
    entry(desktop, "ScreenSaveActive", "REG_SZ", lock ? "1" : "0"),
    entry(desktop, "ScreenSaverIsSecure", "REG_SZ", lock ? "1" : "0"),
    entry(desktop, "ScreenSaveTimeOut", "REG_SZ", String(lock)),
    entry(update, "NoAutoUpdate", "REG_DWORD", host.posture.autoUpdates ? "0" : "1"),
    entry(
      "HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Services\\LanmanServer\\Parameters",
      "SMB1",
      "REG_DWORD",
      host.posture.smbV1 ? "1" : "0",
    ),
  ];
}

function managedPolicies(host: HostProfile): TableRow[] {
  const policy = (domain: string, name: string, value: string) => ({
    domain,
    uuid: "4C0E3D1A-2F43-4F0B-9C59-7B5A6E2D1C00",
    name,
    value,
    username: "",
    manual: 0,
  });
  const lock = host.posture.screenLockSeconds;
  return [
    policy("com.apple.screensaver", "askForPassword", lock ? "1" : "0"),
    policy("com.apple.screensaver", "askForPasswordDelay", "0"),
    policy("com.apple.screensaver", "idleTime", String(lock)),
    policy(
      "com.apple.SoftwareUpdate",
      "AutomaticallyInstallMacOSUpdates",
      host.posture.autoUpdates ? "1" : "0",
    ),
    policy(
      "com.apple.SoftwareUpdate",
      "AutomaticCheckEnabled",
      host.posture.autoUpdates ? "1" : "0",
    ),
  ];
}

function diskEncryption(host: HostProfile): TableRow[] {
  const on = host.posture.diskEncrypted;
  if (host.platform === "darwin") {
    return [
      {
        name: "/dev/disk3s1",
        uuid: host.uuid,
        encrypted: on ? 1 : 0,
        type: on ? "APFS Encryption" : "",
        encryption_status: on ? "encrypted" : "not encrypted",
        filevault_status: on ? "on" : "off",
      },
    ];
  }
  const root = {
    name: "/dev/dm-0",
    uuid: "",
    encrypted: 0,
    type: "",
    encryption_status: "not encrypted",
  };
  if (!on) return [{ ...root, name: "/dev/nvme0n1p2" }];
  return [
    { ...root, encrypted: 1, type: "LUKS2-aes-xts-plain64", encryption_status: "encrypted" },
    { ...root, name: "/dev/nvme0n1p2" },
  ];
}

/** The services a Linux firewall and unattended updates run as. */
function systemdUnits(host: HostProfile): TableRow[] {
  const ubuntu = host.platform === "ubuntu";
  const unit = (id: string, on: boolean) => ({
    id,
    description: id,
    load_state: "loaded",
    active_state: on ? "active" : "inactive",
    sub_state: on ? (id.endsWith(".timer") ? "waiting" : "running") : "dead",
    fragment_path: `/usr/lib/systemd/system/${id}`,
    user: "",
  });
  return [
    unit(ubuntu ? "ufw.service" : "firewalld.service", host.posture.firewallOn),
    unit(ubuntu ? "unattended-upgrades.service" : "dnf-automatic.timer", host.posture.autoUpdates),
    unit("sshd.service", true),
    unit("osqueryd.service", true),
  ];
}

const xprotectPlist =
  "/Library/Apple/System/Library/CoreServices/XProtect.bundle/Contents/Info.plist";

export const postureTables: Record<string, TableSpec> = {
  systemd_units: {
    platforms: linux,
    columns:
      "id description load_state active_state sub_state following object_path job_id:i job_type job_path fragment_path user source_path",
    rows: systemdUnits,
  },
  screenlock: {
    platforms: darwin,
    columns: "enabled:i grace_period:i",
    rows: (host) => [
      {
        enabled: host.posture.screenLockSeconds ? 1 : 0,
        grace_period: host.posture.screenLockSeconds ? 5 : -1,
      },
    ],
  },
  windows_firewall_rules: {
    platforms: windows,
    columns:
      "name app_name action enabled:i grouping direction protocol local_addresses remote_addresses local_ports remote_ports icmp_types_codes profile_domain:i profile_private:i profile_public:i service_name",
    rows: (host) =>
      host.posture.firewallOn
        ? [
            {
              name: "Core Networking - DNS (UDP-Out)",
              action: "Allow",
              enabled: 1,
              grouping: "Core Networking",
              direction: "Out",
              protocol: "UDP",
              remote_ports: "53",
              profile_domain: 1,
              profile_private: 1,
              profile_public: 1,
              service_name: "dnscache",
            },
            {
              name: "Remote Desktop - User Mode (TCP-In)",
              action: "Allow",
              enabled: 0,
              grouping: "Remote Desktop",
              direction: "In",
              protocol: "TCP",
              local_ports: "3389",
              profile_domain: 1,
              profile_private: 0,
              profile_public: 0,
              service_name: "termservice",
            },
          ]
        : [],
  },
  plist: {
    platforms: darwin,
    columns: "key value parent path",
    rows: (host) =>
      host.posture.antivirusHealthy
        ? [
            { key: "CFBundleShortVersionString", value: "5287", path: xprotectPlist },
            {
              key: "CFBundleIdentifier",
              value: "com.apple.XProtectFramework.XProtect",
              path: xprotectPlist,
            },
          ]
        : [],
  },
  bitlocker_info: {
    platforms: windows,
    columns:
      "device_id drive_letter persistent_volume_id conversion_status:i protection_status:i encryption_method version:i percentage_encrypted:i lock_status:i",
    rows: (host) => {
      const on = host.posture.diskEncrypted;
      return [
        {
          device_id: "\\\\?\\Volume{8d3b5c2e-0000-0000-0000-100000000000}\\",
          drive_letter: "C:",
          persistent_volume_id: on ? "{A1B2C3D4-0000-4000-8000-000000000001}" : "",
          conversion_status: on ? 1 : 0,
          protection_status: on ? 1 : 0,
          encryption_method: on ? "XTS_AES_128" : "None",
          version: on ? 2 : 0,
          percentage_encrypted: on ? 100 : 0,
          lock_status: 0,
        },
      ];
    },
  },
  disk_encryption: {
    platforms: posix,
    columns: "name uuid encrypted:i type encryption_status filevault_status user_uuid",
    rows: diskEncryption,
  },
  windows_security_center: {
    platforms: windows,
    columns:
      "firewall autoupdate antivirus antispyware internet_settings windows_security_center_service user_account_control",
    rows: (host) => [windowsSecurity(host)],
  },
  windows_security_products: {
    platforms: windows,
    columns: "type name state state_timestamp remediation_path signatures_up_to_date:i",
    rows: (host) => [
      {
        type: "Antivirus",
        name: "Microsoft Defender Antivirus",
        state: host.posture.antivirusHealthy ? "On" : "Off",
        state_timestamp: "Thu, 21 Nov 2024 09:12:44 GMT",
        remediation_path: "windowsdefender://",
        signatures_up_to_date: host.posture.antivirusHealthy ? 1 : 0,
      },
      {
        type: "Firewall",
        name: "Windows Firewall",
        state: host.posture.firewallOn ? "On" : "Off",
        signatures_up_to_date: 1,
      },
    ],
  },
  windows_optional_features: {
    platforms: windows,
    columns: "name caption state:i statename",
    rows: (host) => [
      {
        name: "SMB1Protocol",
        caption: "SMB 1.0/CIFS File Sharing Support",
        state: host.posture.smbV1 ? 1 : 2,
        statename: host.posture.smbV1 ? "Enabled" : "Disabled",
      },
      { name: "TelnetClient", caption: "Telnet Client", state: 2, statename: "Disabled" },
    ],
  },
  registry: {
    platforms: windows,
    columns: "key path name type data mtime:i",
    rows: registry,
  },
  alf: {
    platforms: darwin,
    columns:
      "allow_signed_enabled:i firewall_unload:i global_state:i logging_enabled:i logging_option:i stealth_enabled:i version",
    rows: (host) => [
      {
        allow_signed_enabled: 1,
        firewall_unload: 0,
        global_state: host.posture.firewallOn ? 1 : 0,
        logging_enabled: 1,
        logging_option: 0,
        stealth_enabled: host.posture.firewallOn ? 1 : 0,
        version: "1.6",
      },
    ],
  },
  sip_config: {
    platforms: darwin,
    columns: "config_flag enabled:i enabled_nvram:i",
    rows: () =>
      ["sip", "allow_untrusted_kexts", "allow_unrestricted_fs"].map((flag) => ({
        config_flag: flag,
        enabled: flag === "sip" ? 1 : 0,
        enabled_nvram: 0,
      })),
  },
  gatekeeper: {
    platforms: darwin,
    columns: "assessments_enabled:i dev_id_enabled:i version opaque_version",
    rows: () => [
      { assessments_enabled: 1, dev_id_enabled: 1, version: "5.0", opaque_version: "5.0" },
    ],
  },
  xprotect_meta: {
    platforms: darwin,
    columns: "identifier type developer_id min_version",
    rows: () => [{ identifier: "com.apple.XProtect", type: "plugin", min_version: "5287" }],
  },
  managed_policies: {
    platforms: darwin,
    columns: "domain uuid name value username manual:i",
    rows: managedPolicies,
  },
  iptables: {
    platforms: linux,
    columns:
      "filter_name chain policy target protocol:i src_port dst_port src_ip src_mask iniface iniface_mask dst_ip dst_mask outiface outiface_mask match packets:i bytes:i",
    rows: (host) =>
      host.posture.firewallOn
        ? [
            {
              filter_name: "filter",
              chain: "INPUT",
              policy: "DROP",
              target: "ACCEPT",
              protocol: 6,
              dst_port: "22",
            },
            {
              filter_name: "filter",
              chain: "INPUT",
              policy: "DROP",
              target: "ACCEPT",
              protocol: 0,
              match: "state",
            },
          ]
        : [],
  },
};
