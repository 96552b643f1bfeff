import type { ParseKeys } from "i18next";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/button-classes.ts";
import { toggleMainLoader } from "../../lib/main-loader.ts";
import {
  animations,
  directions,
  layouts,
  menus,
  navbars,
  resetSettings,
  themes,
  updateSettings,
  useSettings,
  type Settings,
} from "../../lib/settings/settings-store.ts";
import { LanguageSelect } from "./language-select.tsx";

type ChoiceKey = "theme" | "rtlClass" | "navbar" | "menu" | "layout" | "animation";

type ChoiceGroup = {
  key: ChoiceKey;
  legend: ParseKeys;
  options: readonly { value: string; label: ParseKeys }[];
  /** Changes that move the whole layout show the main loader (spec §4). */
  showsLoader: boolean;
};

const labelled = <T extends string>(values: readonly T[], labels: ParseKeys[]) =>
  values.map((value, index) => ({ value, label: labels[index] as ParseKeys }));

const groups: ChoiceGroup[] = [
  {
    key: "theme",
    legend: "settings.theme",
    options: labelled(themes, [
      "settings.themeLight",
      "settings.themeDark",
      "settings.themeSystem",
    ]),
    showsLoader: false,
  },
  {
    key: "rtlClass",
    legend: "settings.direction",
    options: labelled(directions, ["settings.directionLtr", "settings.directionRtl"]),
    showsLoader: true,
  },
  {
    key: "navbar",
    legend: "settings.navbar",
    options: labelled(navbars, [
      "settings.navbarSticky",
      "settings.navbarFloating",
      "settings.navbarStatic",
    ]),
    showsLoader: false,
  },
  {
    key: "menu",
    legend: "settings.menu",
    options: labelled(menus, [
      "settings.menuVertical",
      "settings.menuCollapsible",
      "settings.menuHorizontal",
    ]),
    showsLoader: true,
  },
  {
    key: "layout",
    legend: "settings.layout",
    options: labelled(layouts, ["settings.layoutFull", "settings.layoutBoxed"]),
    showsLoader: true,
  },
  {
    key: "animation",
    legend: "settings.animation",
    options: labelled(animations, [
      "settings.animationNone",
      "settings.animationFade",
      "settings.animationFadeUp",
      "settings.animationZoom",
    ]),
    showsLoader: false,
  },
];

function ChoiceFieldset({ group, settings }: { group: ChoiceGroup; settings: Settings }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t(group.legend)}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {group.options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:text-blue-900 has-focus-visible:outline-2 has-focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950 dark:has-checked:text-blue-100"
          >
            <input
              type="radio"
              className="sr-only"
              name={group.key}
              value={option.value}
              checked={settings[group.key] === option.value}
              onChange={() => {
                if (group.showsLoader) toggleMainLoader();
                updateSettings({ [group.key]: option.value });
              }}
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function GearIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </svg>
  );
}

/** Every appearance choice, then semi-dark and the language. */
function SettingsChoices({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <div className="flex-1 space-y-6 overflow-y-auto p-5">
      {groups.map((group) => (
        <ChoiceFieldset key={group.key} group={group} settings={settings} />
      ))}
      <label className="flex items-center gap-3 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          className="size-4 accent-blue-700"
          checked={settings.semidark}
          onChange={(event) => updateSettings({ semidark: event.target.checked })}
        />
        {t("settings.semidark")}
      </label>
      <LanguageSelect />
    </div>
  );
}

/** The appearance panel, reachable from every layout through its gear button. */
export function ThemeCustomizer({ buttonClassName = "" }: { buttonClassName?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClasses("ghost", `p-2 ${buttonClassName}`)}
        aria-label={t("settings.open")}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="open-settings"
      >
        <GearIcon />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="customizer-title"
        className="ms-auto me-0 my-0 h-full max-h-none w-full max-w-sm bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/40 dark:bg-slate-900 dark:text-slate-200"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close(); // click on the backdrop
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between border-b border-slate-200 p-5 dark:border-slate-700">
            <div>
              <h2
                id="customizer-title"
                className="text-lg font-semibold text-slate-900 dark:text-white"
              >
                {t("settings.title")}
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t("settings.description")}
              </p>
            </div>
            <button
              type="button"
              className={buttonClasses("ghost", "p-2")}
              onClick={() => dialog.current?.close()}
              aria-label={t("common.close")}
            >
              ×
            </button>
          </div>
          <SettingsChoices settings={settings} />
          <div className="border-t border-slate-200 p-5 dark:border-slate-700">
            <button
              type="button"
              className={buttonClasses("secondary", "w-full")}
              onClick={() => {
                toggleMainLoader();
                resetSettings();
              }}
            >
              {t("settings.reset")}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
