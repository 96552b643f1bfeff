import {
  fedoraRelease,
  firstNames,
  macHardware,
  macosReleases,
  pcHardware,
  ubuntuReleases,
  windowsReleases,
  type Hardware,
  type OsRelease,
} from "./seed-data/catalog.ts";

/*
 * One simulated host: what its osquery tables would say. Randomness (names, serials, UUIDs,
 * software) comes from a seeded generator, so a given (seed, index) is always the same machine
 * (re-enrolment finds the same device); posture follows the index, so five hosts always have
 * two without disk encryption, whatever the seed (the e2e story counts on it).
 */

export type Platform = "windows" | "darwin" | "ubuntu" | "fedora";

export type Posture = {
  diskEncrypted: boolean;
  firewallOn: boolean;
  /** Seconds of idle before the screen locks; 0 for never. */
  screenLockSeconds: number;
  autoUpdates: boolean;
  antivirusHealthy: boolean;
  /** Windows only: the SMBv1 optional feature is installed. */
  smbV1: boolean;
};

export type HostProfile = {
  index: number;
  platform: Platform;
  /** osquery's platform_type for the enrol body (osquery/utils/info/platform_type.h). */
  platformType: number;
  hostname: string;
  owner: string;
  uuid: string;
  serial: string;
  hardware: Hardware;
  os: OsRelease;
  arch: string;
  ip: string;
  mac: string;
  bootTime: number;
  diskFreeBytes: number;
  posture: Posture;
  /** Drawn from the platform's catalogue (its indexes). */
  softwarePicks: number[];
};

export const osqueryVersion = "5.14.1";

/** mulberry32: small, fast, good enough for test data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chars: (alphabet: string, length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
  };
}

type Random = ReturnType<typeof randomSource>;

const platformCycle: Platform[] = [
  "windows",
  "darwin",
  "ubuntu",
  "windows",
  "darwin",
  "fedora",
  "windows",
  "darwin",
  "ubuntu",
  "windows",
];

/** Posture by position in a cycle of ten: 2 in 5 unencrypted, 1 in 5 firewall off, … */
function postureOf(index: number): Posture {
  const slot = index % 10;
  return {
    diskEncrypted: slot !== 1 && slot !== 3 && slot !== 6,
    firewallOn: slot !== 2 && slot !== 7,
    screenLockSeconds: slot === 4 ? 0 : slot === 9 ? 1800 : 300,
    autoUpdates: slot !== 8,
    antivirusHealthy: slot !== 9,
    smbV1: slot === 3,
  };
}

function releaseOf(platform: Platform, slot: number): OsRelease {
  const old = slot === 3 || slot === 7 || slot === 8;
  if (platform === "windows")
    return old ? windowsReleases.old : windowsReleases[slot === 0 ? "current" : "recent"];
  if (platform === "darwin")
    return old ? macosReleases.old : macosReleases[slot === 1 ? "current" : "recent"];
  if (platform === "ubuntu") return old ? ubuntuReleases.old : ubuntuReleases.current;
  return fedoraRelease;
}

const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const digits = "0123456789";

export function serialFor(kind: Hardware["serial"], random: Random): string {
  const alnum = upper + digits;
  switch (kind) {
    case "dell":
      return random.chars(alnum, 7);
    case "lenovo":
      return `PF${random.chars(alnum, 6)}`;
    case "hp":
      return `5CG${random.chars(digits, 4)}${random.chars(alnum, 3)}`;
    case "apple":
      return random.chars(alnum, 10);
    default:
      return `FRANMDCP${random.chars(alnum, 2)}${random.chars(digits, 8)}`;
  }
}

function uuidFrom(random: Random) {
  const hex = random.chars("0123456789ABCDEF", 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-A${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function hostnameFor(platform: Platform, owner: string, hardware: Hardware, index: number) {
  const cased = owner[0]!.toUpperCase() + owner.slice(1);
  if (platform === "darwin") {
    const kind = hardware.model.startsWith("Mac14") ? "MacBook-Air" : "MacBook-Pro";
    return `${cased}s-${kind}-${index + 1}`;
  }
  if (platform === "windows")
    return `LT-${owner.toUpperCase()}-${String(index + 1).padStart(3, "0")}`;
  return `${owner}-${platform}-${index + 1}`;
}

function macOf(random: Random) {
  return Array.from({ length: 6 }, (_, i) =>
    (i === 0 ? 0x02 : random.int(256)).toString(16).padStart(2, "0"),
  ).join(":");
}

/** The host at `index` of a fleet drawn with `seed`. */
export function hostProfile(index: number, seed = 1): HostProfile {
  const random = randomSource(seed * 1_000_003 + index);
  const platform = platformCycle[index % platformCycle.length]!;
  const hardware = random.pick(platform === "darwin" ? macHardware : pcHardware);
  const owner = firstNames[(index + seed) % firstNames.length]!;
  const appleSilicon = hardware.cpu.startsWith("Apple");
  const diskBytes = hardware.diskGb * 1_000_000_000;
  return {
    index,
    platform,
    platformType: platform === "windows" ? 2 : platform === "darwin" ? 17 : 9,
    hostname: hostnameFor(platform, owner, hardware, index),
    owner,
    uuid: uuidFrom(random),
    serial: serialFor(hardware.serial, random),
    hardware,
    os: releaseOf(platform, index % 10),
    arch: appleSilicon ? "arm64" : "x86_64",
    ip: `10.${20 + (index >> 16)}.${(index >> 8) & 255}.${(index & 255) + 1}`,
    mac: macOf(random),
    bootTime: Math.floor(Date.now() / 1000) - 3600 * (2 + random.int(240)),
    diskFreeBytes: Math.floor(diskBytes * (0.08 + random.next() * 0.6)),
    posture: postureOf(index),
    softwarePicks: Array.from({ length: 20 }, (_, i) => i).filter(() => random.next() < 0.75),
  };
}
