import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { clientAddressSeries } from "../../../test-support/accounts.ts";
import { signedUpCustomer, signInTwoStep } from "../../../test-support/customers.ts";

export const operatorCredentials = {
  operatorEmail: "ops@fleetward.example",
  operatorPassword: "Operator-Secret-42",
};

const nextClient = clientAddressSeries(0x7a1);

/** A complete, valid trial request; `app_domain` is unique per call. */
let serial = 0;
export function validTrial(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    company_name: "Northwind Traders GmbH",
    app_name: "Northwind IT",
    app_domain: `northwind-${Date.now().toString(36)}-${serial}`,
    company_email: "it@northwind.example",
    phone: "+49 30 1234567",
    street_address: "Friedrichstraße 68",
    building: "3rd floor, suite 301",
    postal_code: "10117",
    city: "Berlin",
    country: "DE",
    first_name: "Hanna",
    last_name: "Krüger",
    title: "Ms",
    position: "Head of IT",
    department: "IT operations",
    newsletter: false,
    accept_terms: true,
    ...overrides,
  };
}

export type Client = {
  token: string;
  email: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
};

function clientFor(app: FastifyInstance, token: string, email: string): Client {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    email,
    get: (url) => app.inject({ method: "GET", url, headers, remoteAddress: nextClient() }),
    post: (url, payload) =>
      app.inject({
        method: "POST",
        url,
        headers,
        remoteAddress: nextClient(),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Registers and signs in a new customer (the shared helper), as a client for the trial routes. */
export async function signedUpClient(app: FastifyInstance, prefix = "trial"): Promise<Client> {
  const customer = await signedUpCustomer(app, prefix);
  return clientFor(app, customer.token, customer.email);
}

/** Signs in the operator seeded from `operatorCredentials`. */
export async function signedInOperator(app: FastifyInstance): Promise<Client> {
  const { operatorEmail, operatorPassword } = operatorCredentials;
  return clientFor(app, await signInTwoStep(app, operatorEmail, operatorPassword), operatorEmail);
}
