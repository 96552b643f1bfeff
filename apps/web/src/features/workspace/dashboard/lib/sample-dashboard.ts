import type { Dashboard } from "@fleetward/contracts/workspace-dashboard";

/** The provisioned sample workspace as the API answers it, for the feature's tests. */
export const sampleDashboard: Dashboard = {
  today: "2025-11-10",
  total: 6,
  checked_out: 4,
  in_stock: 1,
  retired: 0,
  by_status: [
    {
      status_label_id: "11111111-1111-4111-8111-111111111111",
      name: "Ready to deploy",
      kind: "deployable",
      colour: "#2f855a",
      count: 1,
    },
    {
      status_label_id: "22222222-2222-4222-8222-222222222222",
      name: "In repair",
      kind: "undeployable",
      colour: "#c05621",
      count: 1,
    },
  ],
  by_category: [
    { id: "33333333-3333-4333-8333-333333333333", name: "Laptops", count: 3 },
    { id: null, name: null, count: 3 },
  ],
  by_location: {
    top: [{ id: "44444444-4444-4444-8444-444444444444", name: "Head office", count: 4 }],
    other: 2,
  },
  warranties_ending: { within_30: 1, within_90: 2, expired: 1 },
  overdue_checkins: {
    count: 1,
    first: [
      {
        id: "55555555-5555-4555-8555-555555555555",
        asset_tag: "FW-00003",
        name: "Loan laptop 01",
        holder_name: "Ada Okafor",
        expected_checkin: "2025-11-07",
      },
    ],
  },
  to_collect: {
    people: 1,
    first: [
      {
        person_id: "66666666-6666-4666-8666-666666666666",
        name: "Jamie Rivera",
        assets: 1,
        license_seats: 1,
      },
    ],
  },
  licenses: { expiring_30: 0, over_allocated: 0 },
  devices: { total: 3, online: 1, offline: 1, missing: 1 },
  recent_activity: [
    {
      id: "12",
      at: "2025-11-10T09:00:00.000Z",
      actor_name: "Fleetward (sample data)",
      action: "checked_out",
      subject_type: "asset",
      subject_id: "55555555-5555-4555-8555-555555555555",
      subject_name: "Loan laptop 01",
      field: "assigned_to",
    },
  ],
};
