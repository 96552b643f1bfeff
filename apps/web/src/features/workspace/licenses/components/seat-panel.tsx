import { seatCheckoutSchema } from "@fleetward/contracts/workspace-licenses";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { formatDate } from "../../../../lib/format.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useActivePeople,
  useCheckInSeat,
  useCheckOutSeat,
  useLicenseSeats,
  type License,
  type LicenseSeat,
} from "../api/licenses-api.ts";

const cell = "px-3 py-2 text-start align-middle";

/** Who holds the licence's seats, checking one in, and checking one out to a person. */
export function SeatPanel({ license, canEdit }: { license: License; canEdit: boolean }) {
  const { t } = useTranslation();
  const seats = useLicenseSeats(license.id);
  const full = license.seats_used >= license.seats;
  return (
    <section aria-labelledby="seats-title" className="space-y-4">
      <h2 id="seats-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {t("licenses.seats.title")}
      </h2>
      <LoadState query={seats}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t("licenses.seats.none")}</p>
          ) : (
            <SeatTable licenseId={license.id} seats={list} canEdit={canEdit} />
          )
        }
      </LoadState>
      {canEdit && full ? (
        <p role="note" className="text-amber-900 dark:text-amber-200">
          {t("licenses.seats.full")}
        </p>
      ) : null}
      {canEdit && !full ? <CheckOutForm licenseId={license.id} /> : null}
    </section>
  );
}

function SeatTable(props: { licenseId: string; seats: LicenseSeat[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const checkIn = useCheckInSeat(props.licenseId);
  const columns = [t("licenses.seats.holder"), t("licenses.seats.since"), t("licenses.seats.note")];
  function handleCheckIn(seat: LicenseSeat, name: string) {
    checkIn.mutate(seat.id, {
      onSuccess: () =>
        showNotice({ kind: "success", title: t("licenses.seats.checkedIn", { name }) }),
      onError: (error) => notifyFailure(error, t),
    });
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="seat-list">
        <caption className="sr-only">{t("licenses.seats.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
            {props.canEdit ? (
              <th scope="col" className={cell}>
                <span className="sr-only">{t("licenses.seats.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.seats.map((seat) => {
            const name = seat.person_name ?? seat.asset_name ?? "—";
            return (
              <tr key={seat.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className={cell}>{name}</td>
                <td className={cell}>{formatDate(seat.checked_out_at, i18n.language)}</td>
                <td className={cell}>{seat.note ?? "—"}</td>
                {props.canEdit ? (
                  <td className={`${cell} text-end`}>
                    <button
                      type="button"
                      className={buttonClasses("secondary", "px-3 py-1")}
                      disabled={checkIn.isPending}
                      onClick={() => handleCheckIn(seat, name)}
                      aria-label={t("licenses.seats.checkInNamed", { name })}
                    >
                      {t("licenses.seats.checkIn")}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CheckOutForm({ licenseId }: { licenseId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const people = useActivePeople(true);
  const checkOut = useCheckOutSeat(licenseId);
  const form = useContractForm(seatCheckoutSchema, {
    defaultValues: { person_id: "", note: "" },
    messages: {
      // A 409 naming the person: they already hold a seat of this licence.
      person_id: ({ status }) =>
        status === 409 ? "licenses.seats.alreadyHolds" : "licenses.seats.choosePerson",
      note: "licenses.form.errors.generic",
    },
  });
  const personId = useWatch({ control: form.control, name: "person_id" });
  const onSubmit = form.submit(async (values) => {
    await checkOut.mutateAsync(values);
    form.reset({ person_id: "", note: "" });
    showNotice({ kind: "success", title: t("licenses.seats.checkedOut") });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t("licenses.seats.checkOutTitle")}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-800 dark:bg-slate-900"
    >
      <SelectField
        id={`${id}-person`}
        label={t("licenses.seats.person")}
        {...form.field("person_id")}
        value={personId ?? ""}
      >
        <option value="">{t("licenses.seats.choose")}</option>
        {(people.data?.items ?? []).map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-note`}
        label={t("licenses.seats.note")}
        maxLength={500}
        autoComplete="off"
        {...form.field("note")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("licenses.seats.checkOut")}
        sendingLabel={t("licenses.seats.checkingOut")}
        className="self-end"
      />
    </form>
  );
}
