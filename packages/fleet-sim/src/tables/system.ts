import { osqueryVersion, type HostProfile } from "../profiles.ts";
import { gib, linux, posix, windows, type TableSpec } from "./types.ts";

/* The host-details tables (osquery's enrolment sends the first four) and the vitals. */

function osPlatform(host: HostProfile) {
  return host.platform;
}

function platformLike(host: HostProfile) {
  return { windows: "windows", darwin: "darwin", ubuntu: "debian", fedora: "fedora" }[
    host.platform
  ];
}

export const systemTables: Record<string, TableSpec> = {
  system_info: {
    columns:
      "hostname uuid cpu_type cpu_subtype cpu_brand cpu_physical_cores:i cpu_logical_cores:i cpu_sockets:i cpu_microcode physical_memory:i hardware_vendor hardware_model hardware_version hardware_serial board_vendor board_model board_version board_serial computer_name local_hostname",
    rows: (host) => [
      {
        hostname: host.hostname,
        uuid: host.uuid,
        cpu_type: host.arch,
        cpu_subtype: host.arch === "arm64" ? "ARM64E" : "-1",
        cpu_brand: host.hardware.cpu,
        cpu_physical_cores: Math.max(2, host.hardware.cores / 2),
        cpu_logical_cores: host.hardware.cores,
        cpu_sockets: 1,
        physical_memory: host.hardware.memoryGb * gib,
        hardware_vendor: host.hardware.vendor,
        hardware_model: host.hardware.model,
        hardware_version: host.hardware.version,
        hardware_serial: host.serial,
        board_vendor: host.hardware.vendor,
        board_serial: host.serial,
        computer_name: host.hostname,
        local_hostname: host.hostname,
      },
    ],
  },
  os_version: {
    columns:
      "name version major:i minor:i patch:i build platform platform_like codename arch install_date:i revision:i",
    rows: (host) => [
      {
        name: host.os.name,
        version: host.os.version,
        major: host.os.major,
        minor: host.os.minor,
        patch: host.os.patch,
        build: host.os.build,
        platform: osPlatform(host),
        platform_like: platformLike(host),
        codename: host.os.codename,
        arch: host.platform === "windows" ? "64-bit" : host.arch,
        ...(host.platform === "windows" && { install_date: 1_700_000_000, revision: 2605 }),
      },
    ],
  },
  osquery_info: {
    columns:
      "pid:i uuid instance_id version config_hash config_valid:i extensions build_platform build_distro start_time:i watcher:i platform_mask:i",
    rows: (host, now) => [
      {
        pid: 4000 + host.index,
        uuid: host.uuid,
        instance_id: `${host.uuid.toLowerCase().slice(0, 24)}${String(host.index).padStart(12, "0")}`,
        version: osqueryVersion,
        config_valid: 1,
        extensions: "inactive",
        build_platform:
          host.platform === "fedora" || host.platform === "ubuntu" ? "linux" : host.platform,
        build_distro:
          host.platform === "windows" ? "10" : host.platform === "darwin" ? "10.15" : "centos7",
        start_time: Math.floor(now / 1000) - 600,
        watcher: 3900 + host.index,
        platform_mask: host.platformType,
      },
    ],
  },
  platform_info: {
    columns: "vendor version date revision extra firmware_type address size volume_size:i",
    rows: (host) => [
      {
        vendor: host.platform === "darwin" ? "Apple Inc." : host.hardware.vendor,
        version: host.platform === "darwin" ? "11881.81.4" : "1.21.0",
        date: "2024-10-14",
        revision: "1.21",
        firmware_type: "uefi",
        size: "32768",
      },
    ],
  },
  kernel_info: {
    columns: "version arguments path device",
    rows: (host) => [
      {
        version: host.os.kernel,
        path: host.platform === "windows" ? "C:\\Windows\\System32\\ntoskrnl.exe" : "/boot/vmlinuz",
      },
    ],
  },
  uptime: {
    columns: "days:i hours:i minutes:i seconds:i total_seconds:i",
    rows: (host, now) => {
      const total = Math.max(0, Math.floor(now / 1000) - host.bootTime);
      return [
        {
          days: Math.floor(total / 86400),
          hours: Math.floor(total / 3600) % 24,
          minutes: Math.floor(total / 60) % 60,
          seconds: total % 60,
          total_seconds: total,
        },
      ];
    },
  },
  memory_info: {
    platforms: linux,
    columns:
      "memory_total:i memory_free:i memory_available:i buffers:i cached:i swap_cached:i active:i inactive:i swap_total:i swap_free:i",
    rows: (host) => {
      const total = host.hardware.memoryGb * gib;
      return [
        {
          memory_total: total,
          memory_free: Math.floor(total * 0.21),
          memory_available: Math.floor(total * 0.48),
          buffers: 210_000_000,
          cached: Math.floor(total * 0.24),
          active: Math.floor(total * 0.4),
          inactive: Math.floor(total * 0.2),
          swap_total: 2 * gib,
          swap_free: 2 * gib,
        },
      ];
    },
  },
  mounts: {
    platforms: posix,
    columns:
      "device device_alias path type blocks_size:i blocks:i blocks_free:i blocks_available:i inodes:i inodes_free:i flags",
    rows: (host) => {
      const blocks = Math.floor((host.hardware.diskGb * 1_000_000_000) / 4096);
      const free = Math.floor(host.diskFreeBytes / 4096);
      const darwin = host.platform === "darwin";
      return [
        {
          device: darwin ? "/dev/disk3s1s1" : "/dev/mapper/root",
          device_alias: darwin ? "/dev/disk3s1s1" : "/dev/dm-0",
          path: "/",
          type: darwin ? "apfs" : host.platform === "fedora" ? "btrfs" : "ext4",
          blocks_size: 4096,
          blocks,
          blocks_free: free,
          blocks_available: free,
          inodes: 30_000_000,
          inodes_free: 28_000_000,
          flags: darwin ? "1085329409" : "rw,relatime",
        },
      ];
    },
  },
  logical_drives: {
    platforms: windows,
    columns: "device_id type description boot_partition:i size:i free_space:i file_system",
    rows: (host) => [
      {
        device_id: "C:",
        type: "Local Disk",
        description: "Local Fixed Disk",
        boot_partition: 1,
        size: host.hardware.diskGb * 1_000_000_000,
        free_space: host.diskFreeBytes,
        file_system: "NTFS",
      },
    ],
  },
  interface_addresses: {
    columns: "interface address mask broadcast point_to_point type friendly_name",
    rows: (host) => [
      {
        interface: host.platform === "darwin" ? "lo0" : "lo",
        address: "127.0.0.1",
        mask: "255.0.0.0",
        type: "unknown",
      },
      {
        interface: interfaceName(host),
        address: host.ip,
        mask: "255.255.0.0",
        broadcast: host.ip.replace(/\.\d+\.\d+$/, ".255.255"),
        type: host.platform === "windows" ? "dhcp" : "unknown",
        friendly_name: host.platform === "windows" ? "Wi-Fi" : "",
      },
    ],
  },
  interface_details: {
    columns: "interface mac type:i mtu:i metric:i flags:i ipackets:i opackets:i ibytes:i obytes:i",
    rows: (host) => [
      {
        interface: interfaceName(host),
        mac: host.mac,
        type: 6,
        mtu: 1500,
        flags: 34915,
        ipackets: 5_000_000,
        opackets: 2_500_000,
        ibytes: 6_100_000_000,
        obytes: 900_000_000,
      },
    ],
  },
  logged_in_users: {
    columns: "type user tty host time:i pid:i sid registry_hive",
    rows: (host, now) => [
      {
        type: "user",
        user: host.platform === "windows" ? `CORP\\${host.owner}` : host.owner,
        tty: host.platform === "ubuntu" || host.platform === "fedora" ? "tty2" : "console",
        time: host.bootTime + 120,
        pid: 1200 + (now % 7),
      },
    ],
  },
  users: {
    columns: "uid:i gid:i username description directory shell uuid type",
    rows: (host) => [
      {
        uid: host.platform === "darwin" ? 501 : 1000,
        gid: host.platform === "darwin" ? 20 : 1000,
        username: host.owner,
        description: host.owner,
        directory: host.platform === "windows" ? `C:\\Users\\${host.owner}` : `/home/${host.owner}`,
        shell: host.platform === "windows" ? "C:\\Windows\\system32\\cmd.exe" : "/bin/zsh",
        type: host.platform === "windows" ? "local" : "",
      },
    ],
  },
};

function interfaceName(host: HostProfile) {
  if (host.platform === "windows") return "{5D6A1C2E-6A0B-4B7E-9E35-0B8C4A1F2E11}";
  return host.platform === "darwin" ? "en0" : "wlp0s20f3";
}
