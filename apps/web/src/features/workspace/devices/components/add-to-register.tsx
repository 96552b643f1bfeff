import { zodResolver } from "@hookform/resolvers/zod";
import { addToRegisterSchema, type AddToRegister } from "@fleetward/contracts/workspace-devices";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  useAddAllToRegister,
  useAddToRegister,
  useRegisterDraft,
  type DeviceListItem,
} from "../api/devices-api.ts";

type Entry = { id: string | null; name: string } | null;

/** A catalogue entry of the draft; one the workspace lacks is marked "new". */
function EntryValue({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (!entry) return null;
  return (
    <span>
      {entry.name}
      {entry.id ? null : (
        <span className="ms-2 rounded bg-sky-100 px-1.5 text-xs text-sky-900 dark:bg-sky-900 dark:text-sky-100">
          {t("devices.unregistered.isNew")}
        </span>
      )}
    </span>
  );
}

/** The draft of one device and the holder choice, sent with the contract's schema. */
function DraftForm({ device, onDone }: { device: DeviceListItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useRegisterDraft(device.id, true);
  const add = useAddToRegister();
  const form = useForm<AddToRegister>({
    resolver: zodResolver(addToRegisterSchema),
    values: { person_id: draft.data?.holder?.id ?? null },
  });
  const [assign, setAssign] = useState(true);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const personId = assign ? (values.person_id ?? null) : null;
      const asset = await add.mutateAsync({ deviceId: device.id, person_id: personId });
      const tag = asset.asset_tag;
      showNotice({
        kind: "success",
        title: t("devices.unregistered.added", { hostname: device.hostname, tag }),
      });
      onDone();
    } catch (error) {
      notifyFailure(error, t);
    }
  });
  return (
    <LoadState query={draft}>
      {(data) => (
        <form onSubmit={(event) => void onSubmit(event)} data-testid="register-draft">
          <p>{t("devices.unregistered.draftLead")}</p>
          <DetailsList
            details={[
              { label: t("devices.neverEnrolled.name"), value: data.name },
              {
                label: t("devices.unregistered.manufacturer"),
                value: <EntryValue entry={data.manufacturer} />,
              },
              { label: t("devices.unregistered.model"), value: <EntryValue entry={data.model} /> },
              {
                label: t("devices.unregistered.category"),
                value: <EntryValue entry={data.category} />,
              },
              {
                label: t("devices.list.serial"),
                value: data.serial_number ? <span dir="ltr">{data.serial_number}</span> : null,
              },
            ]}
          />
          {data.holder ? (
            <div className="mt-4 flex items-start gap-2">
              <input
                id={`${id}-holder`}
                type="checkbox"
                className="mt-1 size-4"
                checked={assign}
                onChange={(event) => setAssign(event.target.checked)}
              />
              <label htmlFor={`${id}-holder`}>
                {t("devices.unregistered.holder", { name: data.holder.name })}
              </label>
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {t("devices.unregistered.noHolder")}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClasses("secondary")} onClick={onDone}>
              {t("devices.device.cancel")}
            </button>
            <button type="submit" className={buttonClasses("primary")} disabled={add.isPending}>
              {t("devices.unregistered.add")}
            </button>
          </div>
        </form>
      )}
    </LoadState>
  );
}

/** "Add to register" for one device: the draft first, then one click. */
export function AddToRegisterButton({ device }: { device: DeviceListItem }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary", "whitespace-nowrap")}
        onClick={() => setOpen(true)}
      >
        {/* The visible words begin the accessible name (WCAG 2.5.3); the host tells rows apart. */}
        {t("devices.unregistered.addToRegister")}
        <span className="sr-only"> · {device.hostname}</span>
      </button>
      <ModalDialog
        id={id}
        open={open}
        onClose={() => setOpen(false)}
        title={t("devices.unregistered.draftTitle", { hostname: device.hostname })}
      >
        {open ? <DraftForm device={device} onDone={() => setOpen(false)} /> : null}
      </ModalDialog>
    </>
  );
}

/** "Add all to register", optionally checking each out to the person logged in on it. */
export function AddAllToRegister() {
  const { t } = useTranslation();
  const id = useId();
  const [holders, setHolders] = useState(true);
  const addAll = useAddAllToRegister();
  const onClick = async () => {
    try {
      const result = await addAll.mutateAsync({ assign_logged_in_users: holders });
      showNotice({ kind: "success", title: t("devices.unregistered.addAllDone", result) });
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClasses("primary")}
        disabled={addAll.isPending}
        onClick={() => void onClick()}
      >
        {t("devices.unregistered.addAll")}
      </button>
      <span className="flex items-center gap-2">
        <input
          id={`${id}-holders`}
          type="checkbox"
          className="size-4"
          checked={holders}
          onChange={(event) => setHolders(event.target.checked)}
        />
        <label htmlFor={`${id}-holders`}>{t("devices.unregistered.addAllHolders")}</label>
      </span>
    </div>
  );
}
