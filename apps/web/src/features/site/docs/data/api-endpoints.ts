export type ApiEndpoint = { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; description: string };

export const apiEndpoints: readonly ApiEndpoint[] = [
  { method: "GET", path: "/api/v1/devices", description: "List devices; filter by platform, location, owner, tag or posture status." },
  { method: "GET", path: "/api/v1/devices/{id}", description: "One device with owner, location, posture checks and warranty." },
  { method: "POST", path: "/api/v1/devices", description: "Create a device that no connector reports, such as a Linux server." },
  { method: "PATCH", path: "/api/v1/devices/{id}", description: "Update fields, including custom fields, of a device." },
  { method: "POST", path: "/api/v1/devices/{id}/checkout", description: "Check a device out to a person with an optional due date." },
  { method: "GET", path: "/api/v1/assets", description: "List non-device assets such as monitors, docks and headsets." },
  { method: "GET", path: "/api/v1/people", description: "List people with the devices, assets and licence seats assigned to them." },
  { method: "GET", path: "/api/v1/locations", description: "List locations as a tree, with device counts." },
  { method: "GET", path: "/api/v1/licences", description: "List licences with seats, assignments, cost and renewal date." },
  { method: "GET", path: "/api/v1/posture/summary", description: "Pass and fail counts per check and policy, for dashboards." },
];
