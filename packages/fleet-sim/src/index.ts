export { startFleet, defaultIntervals, type Fleet, type FleetOptions } from "./fleet.ts";
export { SimulatedHost, type HostOptions, type HostStats } from "./host.ts";
export { hostProfile, type HostProfile, type Platform, type Posture } from "./profiles.ts";
export { runQuery, tables, type QueryOutcome } from "./sql.ts";
export { paths, NodeInvalidError, type RequestKind, type RequestObserver } from "./transport.ts";
export type { Intervals } from "./config.ts";
