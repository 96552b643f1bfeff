import { offboardSchema } from "@fleetward/contracts/workspace-offboarding";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useHoldings, useOffboard, type Person, type PersonHoldings } from "../api/people-api.ts";

type OffboardDialogProps = { person: Person; open: boolean; onClose: () => void };

/**
 * Asks before offboarding: lists what will be checked in, takes an optional note (recorded
 * with every check-in), then checks everything in and marks the person as left.
 */
export function OffboardDialog({ person, open, onClose }: OffboardDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const holdings = useHoldings(person.id);
  const offboard = useOffboard(person.id);
  const form = useContractForm(offboardSchema, { defaultValues: { note: "" } });
  const dialog = useModalDialog(open, () => form.reset({ note: "" }));

  const onSubmit = form.submit(async (values) => {
    const result = await offboard.mutateAsync(values);
    const assets = t("register.people.offboard.assets", { count: result.assets_checked_in });
    const seats = t("register.people.offboard.seats", { count: result.seats_checked_in });
    showNotice({
      kind: "success",
      title: t("register.people.offboard.done", { name: person.name }),
      message: t("register.people.offboard.checkedIn", { assets, seats }),
    });
    onClose();
  });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t("register.people.offboard.title", { name: person.name })}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {t("register.people.offboard.text", { name: person.name })}
        </p>
        {holdings.data ? (
          <WhatIsCheckedIn id={id} name={person.name} holdings={holdings.data} />
        ) : null}
        <TextAreaField
          id={`${id}-note`}
          label={t("register.people.offboard.note")}
          labelNote={t("register.people.offboard.optional")}
          hint={t("register.people.offboard.noteHint")}
          rows={2}
          maxLength={500}
          {...form.field("note")}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("register.people.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("register.people.offboard.submit")}
            sendingLabel={t("register.people.offboard.sending")}
          />
        </div>
      </form>
    </dialog>
  );
}

/** The assets and seats the person holds now: each will be checked in. */
function WhatIsCheckedIn(props: { id: string; name: string; holdings: PersonHoldings }) {
  const { id, name, holdings } = props;
  const { t } = useTranslation();
  const { assets, license_seats: seats } = holdings;
  if (assets.length + seats.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {t("register.people.offboard.nothing", { name })}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {assets.length > 0 ? (
        <section aria-labelledby={`${id}-assets`}>
          <h3 id={`${id}-assets`} className="font-semibold">
            {t("register.people.offboard.assetsHeading")}
          </h3>
          <ul className="ms-5 list-disc text-sm" data-testid="offboard-assets">
            {assets.map((asset) => (
              <li key={asset.id}>
                <span dir="ltr">{asset.asset_tag}</span> · {asset.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {seats.length > 0 ? (
        <section aria-labelledby={`${id}-seats`}>
          <h3 id={`${id}-seats`} className="font-semibold">
            {t("register.people.offboard.seatsHeading")}
          </h3>
          <ul className="ms-5 list-disc text-sm" data-testid="offboard-seats">
            {seats.map((seat) => (
              <li key={seat.id}>{seat.license_name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
