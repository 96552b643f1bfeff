import type { DevicePolicyResult } from "@fleetward/contracts/workspace-devices";
import type { Orm } from "../../../db/client.ts";

export type DeviceRef = { tenantId: string; deviceId: string };

/**
 * Another module's distributed queries (policies: `fleetward_policy_`). Each check-in asks it
 * for the queries a device should run; the results of names with its prefix go back to it.
 */
export type QuerySource = {
  prefix: string;
  /** A device is asked for this source's queries again no sooner than this (ms). */
  recheckMs: number;
  queriesFor(orm: Orm, device: DeviceRef & { platform: string }): Promise<Record<string, string>>;
  record(
    orm: Orm,
    device: DeviceRef,
    results: { name: string; rows: Record<string, string>[]; status: number }[],
  ): Promise<void>;
};

export type DeviceEnrolledEvent = DeviceRef & { hostname: string; platform: string };
export type DeviceOfflineEvent = DeviceRef & { hostname: string; lastSeenAt: Date | null };

export type DevicesOptions = {
  querySources?: QuerySource[];
  /** Every enabled policy of the device's platform with its result (`pending` before one). */
  policyResultsOf?(
    orm: Orm,
    device: DeviceRef & { platform: string },
  ): Promise<DevicePolicyResult[]>;
  hooks?: {
    deviceEnrolled?(event: DeviceEnrolledEvent): Promise<void> | void;
    deviceOffline?(event: DeviceOfflineEvent): Promise<void> | void;
  };
  /** Requests per minute; the defaults suit osquery's cadence (tests lower them). */
  rateLimits?: {
    perNodeKey?: number | undefined;
    perEnrollSecret?: number | undefined;
    /** Every osquery request of one client address, counted before its body is read. */
    perAddress?: number | undefined;
    /** Bodies past 64 KiB whose node key is not known yet, per client address. */
    anonymousLargePerAddress?: number | undefined;
  };
};
