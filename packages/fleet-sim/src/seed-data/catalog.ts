/*
 * What simulated hosts are made of: real vendors, models, OS releases and software titles, as
 * osquery reports them (column values are osquery's own spelling, e.g. os_version.platform).
 */

export type OsRelease = {
  name: string;
  version: string;
  major: number;
  minor: number;
  patch: number;
  build: string;
  codename: string;
  kernel: string;
};

export const windowsReleases: Record<"current" | "recent" | "old", OsRelease> = {
  current: {
    name: "Microsoft Windows 11 Pro",
    version: "10.0.26100",
    major: 10,
    minor: 0,
    patch: 26100,
    build: "26100",
    codename: "24H2",
    kernel: "10.0.26100.2605",
  },
  recent: {
    name: "Microsoft Windows 11 Enterprise",
    version: "10.0.22631",
    major: 10,
    minor: 0,
    patch: 22631,
    build: "22631",
    codename: "23H2",
    kernel: "10.0.22631.4602",
  },
  old: {
    name: "Microsoft Windows 10 Pro",
    version: "10.0.19044",
    major: 10,
    minor: 0,
    patch: 19044,
    build: "19044",
    codename: "21H2",
    kernel: "10.0.19044.3086",
  },
};

export const macosReleases: Record<"current" | "recent" | "old", OsRelease> = {
  current: {
    name: "macOS",
    version: "15.3.1",
    major: 15,
    minor: 3,
    patch: 1,
    build: "24D70",
    codename: "Sequoia",
    kernel: "24.3.0",
  },
  recent: {
    name: "macOS",
    version: "14.7.2",
    major: 14,
    minor: 7,
    patch: 2,
    build: "23H311",
    codename: "Sonoma",
    kernel: "23.6.0",
  },
  old: {
    name: "macOS",
    version: "13.6.1",
    major: 13,
    minor: 6,
    patch: 1,
    build: "22G313",
    codename: "Ventura",
    kernel: "22.6.0",
  },
};

export const ubuntuReleases: Record<"current" | "old", OsRelease> = {
  current: {
    name: "Ubuntu",
    version: "24.04.1 LTS (Noble Numbat)",
    major: 24,
    minor: 4,
    patch: 1,
    build: "",
    codename: "noble",
    kernel: "6.8.0-51-generic",
  },
  old: {
    name: "Ubuntu",
    version: "22.04.3 LTS (Jammy Jellyfish)",
    major: 22,
    minor: 4,
    patch: 3,
    build: "",
    codename: "jammy",
    kernel: "5.15.0-91-generic",
  },
};

export const fedoraRelease: OsRelease = {
  name: "Fedora Linux",
  version: "41 (Workstation Edition)",
  major: 41,
  minor: 0,
  patch: 0,
  build: "",
  codename: "",
  kernel: "6.12.6-200.fc41.x86_64",
};

export type Hardware = {
  vendor: string;
  model: string;
  version: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  diskGb: number;
  serial: "dell" | "lenovo" | "hp" | "apple" | "framework";
};

export const pcHardware: Hardware[] = [
  {
    vendor: "Dell Inc.",
    model: "Latitude 7440",
    version: "",
    cpu: "13th Gen Intel(R) Core(TM) i7-1365U",
    cores: 10,
    memoryGb: 16,
    diskGb: 512,
    serial: "dell",
  },
  {
    vendor: "Dell Inc.",
    model: "XPS 13 9340",
    version: "",
    cpu: "Intel(R) Core(TM) Ultra 7 155H",
    cores: 16,
    memoryGb: 32,
    diskGb: 1024,
    serial: "dell",
  },
  {
    vendor: "LENOVO",
    model: "21HD0055GE",
    version: "ThinkPad T14 Gen 4",
    cpu: "13th Gen Intel(R) Core(TM) i5-1345U",
    cores: 10,
    memoryGb: 16,
    diskGb: 512,
    serial: "lenovo",
  },
  {
    vendor: "LENOVO",
    model: "21K9CTO1WW",
    version: "ThinkPad X1 Carbon Gen 12",
    cpu: "Intel(R) Core(TM) Ultra 7 165U",
    cores: 12,
    memoryGb: 32,
    diskGb: 1024,
    serial: "lenovo",
  },
  {
    vendor: "HP",
    model: "HP EliteBook 840 G10 Notebook PC",
    version: "",
    cpu: "13th Gen Intel(R) Core(TM) i7-1355U",
    cores: 10,
    memoryGb: 16,
    diskGb: 512,
    serial: "hp",
  },
  {
    vendor: "Framework",
    model: "Laptop 13 (AMD Ryzen 7040Series)",
    version: "A7",
    cpu: "AMD Ryzen 7 7840U w/ Radeon  780M Graphics",
    cores: 16,
    memoryGb: 32,
    diskGb: 1024,
    serial: "framework",
  },
];

export const macHardware: Hardware[] = [
  {
    vendor: "Apple Inc.",
    model: "Mac15,3",
    version: "",
    cpu: "Apple M3",
    cores: 8,
    memoryGb: 16,
    diskGb: 512,
    serial: "apple",
  },
  {
    vendor: "Apple Inc.",
    model: "Mac14,2",
    version: "",
    cpu: "Apple M2",
    cores: 8,
    memoryGb: 8,
    diskGb: 256,
    serial: "apple",
  },
  {
    vendor: "Apple Inc.",
    model: "Mac15,7",
    version: "",
    cpu: "Apple M3 Pro",
    cores: 12,
    memoryGb: 36,
    diskGb: 1024,
    serial: "apple",
  },
  {
    vendor: "Apple Inc.",
    model: "MacBookPro16,1",
    version: "1.0",
    cpu: "Intel(R) Core(TM) i7-9750H CPU @ 2.60GHz",
    cores: 12,
    memoryGb: 16,
    diskGb: 512,
    serial: "apple",
  },
];

export const firstNames = [
  "anna",
  "ben",
  "chloe",
  "daniel",
  "elif",
  "farah",
  "gustavo",
  "hanna",
  "ivan",
  "julia",
  "kenji",
  "lea",
  "marco",
  "nadia",
  "oskar",
  "priya",
  "quentin",
  "rosa",
  "samir",
  "tomas",
  "ulla",
  "viktor",
  "wen",
  "yusuf",
  "zoe",
];

/** [name, version, publisher or source] */
export type Title = [string, string, string];

export const windowsPrograms: Title[] = [
  ["Microsoft Edge", "131.0.2903.112", "Microsoft Corporation"],
  ["Microsoft 365 Apps for enterprise - en-us", "16.0.18227.20162", "Microsoft Corporation"],
  ["Microsoft Teams", "24335.206.3315.3498", "Microsoft Corporation"],
  ["Google Chrome", "131.0.6778.205", "Google LLC"],
  ["Mozilla Firefox (x64 en-US)", "133.0.3", "Mozilla"],
  ["7-Zip 24.09 (x64)", "24.09", "Igor Pavlov"],
  ["Adobe Acrobat (64-bit)", "24.005.20320", "Adobe"],
  ["Zoom Workplace (64-bit)", "6.3.1.53350", "Zoom Video Communications, Inc."],
  ["Slack", "4.41.105", "Slack Technologies Inc."],
  ["Notepad++ (64-bit x64)", "8.7.4", "Notepad++ Team"],
  ["Microsoft Visual Studio Code", "1.96.2", "Microsoft Corporation"],
  ["Git", "2.47.1", "The Git Development Community"],
  ["VLC media player", "3.0.21", "VideoLAN"],
  ["osquery", "5.14.1", "osquery"],
];

export const macApps: Title[] = [
  ["Safari.app", "18.3", "com.apple.Safari"],
  ["Google Chrome.app", "131.0.6778.205", "com.google.Chrome"],
  ["Firefox.app", "133.0.3", "org.mozilla.firefox"],
  ["Slack.app", "4.41.105", "com.tinyspeck.slackmacgap"],
  ["zoom.us.app", "6.3.1", "us.zoom.xos"],
  ["Microsoft Word.app", "16.92", "com.microsoft.Word"],
  ["Microsoft Excel.app", "16.92", "com.microsoft.Excel"],
  ["Microsoft Teams.app", "24335.206.3315.3498", "com.microsoft.teams2"],
  ["1Password.app", "8.10.56", "com.1password.1password"],
  ["Visual Studio Code.app", "1.96.2", "com.microsoft.VSCode"],
  ["Docker.app", "4.37.1", "com.docker.docker"],
  ["Figma.app", "124.7.4", "com.figma.Desktop"],
];

export const homebrewFormulae: Title[] = [
  ["git", "2.47.1", "formula"],
  ["node", "23.5.0", "formula"],
  ["python@3.13", "3.13.1", "formula"],
  ["jq", "1.7.1", "formula"],
  ["wget", "1.25.0", "formula"],
  ["iterm2", "3.5.10", "cask"],
];

export const debPackages: Title[] = [
  ["openssl", "3.0.13-0ubuntu3.4", "openssl"],
  ["openssh-client", "1:9.6p1-3ubuntu13.5", "openssh"],
  ["firefox", "1:1snap1-0ubuntu5", "firefox"],
  ["google-chrome-stable", "131.0.6778.204-1", "google-chrome-stable"],
  ["code", "1.96.2-1734607745", "code"],
  ["git", "1:2.43.0-1ubuntu7.1", "git"],
  ["curl", "8.5.0-2ubuntu10.6", "curl"],
  ["python3", "3.12.3-0ubuntu2", "python3-defaults"],
  ["libreoffice-core", "4:24.2.7-0ubuntu0.24.04.1", "libreoffice"],
  ["docker-ce", "5:27.4.1-1~ubuntu.24.04~noble", "docker-ce"],
  ["cryptsetup", "2:2.7.0-1ubuntu4.1", "cryptsetup"],
  ["ufw", "0.36.2-6", "ufw"],
  ["osquery", "5.14.1-1.linux", "osquery"],
];

export const rpmPackages: Title[] = [
  ["openssl", "3.2.2", "openssl-3.2.2-9.fc41.src.rpm"],
  ["openssh-clients", "9.8p1", "openssh-9.8p1-3.fc41.src.rpm"],
  ["firefox", "133.0.3", "firefox-133.0.3-1.fc41.src.rpm"],
  ["git", "2.47.1", "git-2.47.1-1.fc41.src.rpm"],
  ["curl", "8.9.1", "curl-8.9.1-2.fc41.src.rpm"],
  ["python3", "3.13.1", "python3.13-3.13.1-2.fc41.src.rpm"],
  ["code", "1.96.2", "code-1.96.2-1734607808.el8.src.rpm"],
  ["firewalld", "2.2.3", "firewalld-2.2.3-1.fc41.src.rpm"],
  ["cryptsetup", "2.7.5", "cryptsetup-2.7.5-1.fc41.src.rpm"],
  ["osquery", "5.14.1", "osquery-5.14.1-1.linux.src.rpm"],
];
