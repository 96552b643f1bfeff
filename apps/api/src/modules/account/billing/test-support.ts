import type { FastifyInstance } from "fastify";
import { trials } from "../../../db/schema.ts";
import { days, type Clock } from "../../../lib/clock.ts";
import { clientAddressSeries } from "../../../test-support/accounts.ts";
import type { Customer } from "../../../test-support/customers.ts";

export const visa = {
  holder: "Maria Keller",
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
};

/**
 * The requests the billing route tests make. `app` is read on each call, so the helpers can
 * be made before `beforeAll` has created the app.
 */
export function billingRequests(app: () => FastifyInstance, time: { clock: Clock }) {
  const nextClient = clientAddressSeries(0xb111);
  const call = (
    customer: Customer | null,
    method: "GET" | "POST" | "DELETE" | "PUT",
    url: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url,
      headers: customer ? customer.headers : {},
      remoteAddress: nextClient(),
      ...(payload ? { payload } : {}),
    });
  const addCard = (customer: Customer, card: object = visa) =>
    call(customer, "POST", "/api/customer/payment-methods", card);

  /** A trial row in the given state, inserted directly (the trial flow is tested elsewhere). */
  async function giveTrial(customer: Customer, status: "active" | "expired" | "pending_approval") {
    const now = time.clock();
    const [trial] = await app()
      .db.orm.insert(trials)
      .values({
        userId: customer.id,
        status,
        companyName: "Keller IT Services GmbH",
        appName: "Keller Fleet",
        appDomain: `keller-${customer.id.slice(0, 8)}`,
        companyEmail: customer.email,
        phone: "+49 30 1234567",
        streetAddress: "Friedrichstraße 68",
        building: "3rd floor",
        postalCode: "10117",
        city: "Berlin",
        country: "DE",
        firstName: "Maria",
        lastName: "Keller",
        title: "Ms",
        position: "Head of IT",
        department: "IT",
        requestedAt: now,
        activatedAt: status === "pending_approval" ? null : new Date(now.getTime() - days(80)),
        expiresAt:
          status === "active"
            ? new Date(now.getTime() + days(10) - 60_000)
            : status === "expired"
              ? new Date(now.getTime() - days(1))
              : null,
        updatedAt: now,
      })
      .returning();
    return trial!;
  }

  return { call, addCard, giveTrial };
}
