import type { Page } from "playwright-core";

/** The address and contact half of the spec §3 trial form. */
export type TrialContact = {
  companyEmail: string;
  phone: string;
  streetAddress: string;
  building: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2, as the country list's values. */
  country: string;
  title: "Mr" | "Ms" | "Dr" | "Prof" | "Other";
  firstName: string;
  lastName: string;
  position: string;
  department: string;
};

/** Fills that half through its visible labels, as a person would. */
export async function fillTrialContact(page: Page, contact: TrialContact): Promise<void> {
  await page.getByLabel("Company e-mail").fill(contact.companyEmail);
  await page.getByLabel("Phone", { exact: true }).fill(contact.phone);
  await page.getByLabel("Street address").fill(contact.streetAddress);
  await page.getByLabel("Building, floor or suite").fill(contact.building);
  await page.getByLabel("Postal code").fill(contact.postalCode);
  await page.getByLabel("City", { exact: true }).fill(contact.city);
  await page.getByLabel("Country").selectOption(contact.country);
  await page.getByLabel("Title", { exact: true }).selectOption(contact.title);
  await page.getByLabel("First name").fill(contact.firstName);
  await page.getByLabel("Last name").fill(contact.lastName);
  await page.getByLabel("Position").fill(contact.position);
  await page.getByLabel("Department").fill(contact.department);
}
