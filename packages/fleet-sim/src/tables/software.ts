import type { HostProfile } from "../profiles.ts";
import {
  debPackages,
  homebrewFormulae,
  macApps,
  rpmPackages,
  windowsPrograms,
  type Title,
} from "../seed-data/catalog.ts";
import { darwin, windows, type TableSpec } from "./types.ts";

/* Installed software, per platform, in the columns osquery's tables have. */

/** The host's share of a catalogue: every title it drew (at least the first three). */
function titlesOf(host: HostProfile, catalogue: Title[]) {
  return catalogue.filter((_, i) => i < 3 || host.softwarePicks.includes(i));
}

export const softwareTables: Record<string, TableSpec> = {
  programs: {
    platforms: windows,
    columns:
      "name version install_location install_source language publisher uninstall_string install_date identifying_number",
    rows: (host) =>
      titlesOf(host, windowsPrograms).map(([name, version, publisher], i) => ({
        name,
        version,
        install_location: `C:\\Program Files\\${name.split(" ")[0]}`,
        publisher,
        install_date: "20241105",
        identifying_number: `{${String(i).padStart(8, "0")}-1A2B-4C3D-8E9F-0A1B2C3D4E5F}`,
      })),
  },
  apps: {
    platforms: darwin,
    columns:
      "name path bundle_executable bundle_identifier bundle_name bundle_short_version bundle_version bundle_package_type category last_opened_time:d",
    rows: (host) =>
      titlesOf(host, macApps).map(([name, version, bundle]) => ({
        name,
        path: `/Applications/${name}`,
        bundle_executable: name.replace(/\.app$/, ""),
        bundle_identifier: bundle,
        bundle_name: name.replace(/\.app$/, ""),
        bundle_short_version: version,
        bundle_version: version,
        bundle_package_type: "APPL",
        category: "public.app-category.productivity",
        last_opened_time: host.bootTime + 600,
      })),
  },
  homebrew_packages: {
    platforms: darwin,
    columns: "name path version type prefix",
    rows: (host) =>
      titlesOf(host, homebrewFormulae).map(([name, version, type]) => ({
        name,
        path: `/opt/homebrew/Cellar/${name}/${version}`,
        version,
        type,
        prefix: "/opt/homebrew",
      })),
  },
  deb_packages: {
    platforms: ["ubuntu"],
    columns: "name version source size:i arch revision status maintainer section priority",
    rows: (host) =>
      titlesOf(host, debPackages).map(([name, version, source]) => ({
        name,
        version,
        source,
        size: 4096,
        arch: "amd64",
        status: "install ok installed",
        maintainer: "Ubuntu Developers <ubuntu-devel-discuss@lists.ubuntu.com>",
        section: "utils",
        priority: "optional",
      })),
  },
  rpm_packages: {
    platforms: ["fedora"],
    columns:
      "name version release source size:i sha1 arch epoch:i install_time:i vendor package_group",
    rows: (host) =>
      titlesOf(host, rpmPackages).map(([name, version, source]) => ({
        name,
        version,
        release: "1.fc41",
        source,
        size: 8192,
        arch: "x86_64",
        install_time: host.bootTime - 86400,
        vendor: "Fedora Project",
        package_group: "Unspecified",
      })),
  },
};
