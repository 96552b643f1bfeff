import { useTranslation } from "react-i18next";
import { CopyButton as SharedCopyButton } from "../../../../components/copy-button.tsx";

/** The shared copy button in the devices pages' words. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const words = {
    copy: t("devices.add.copy"),
    copied: t("devices.add.copied"),
    failed: t("devices.add.copyFailed"),
  };
  return <SharedCopyButton text={text} label={label} words={words} />;
}
