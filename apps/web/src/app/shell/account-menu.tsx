import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClasses } from "../../components/button-classes.ts";
import { InitialsAvatar } from "../../components/initials-avatar.tsx";
import { signOut, useAuthSession } from "../../lib/auth/auth-store.ts";
import { lockScreenPath, setLocked } from "../../lib/auth/lock-state.ts";
import { NOTICE_MS, showNotice } from "../../lib/notices/notice-store.ts";
import { useUnreadCount } from "../../lib/notifications/unread-count.ts";

const itemClasses =
  "block w-full rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/** Escape or a pointer press outside `container` closes the open menu. */
function useCloseOnOutside(
  open: boolean,
  container: RefObject<HTMLDivElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const outside = !container.current?.contains(event.target as Node);
      if (event instanceof KeyboardEvent ? event.key === "Escape" : outside) onClose();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open, container, onClose]);
}

/** The menu button's content: avatar with the unread badge, and the name on wide screens. */
function MenuButtonFace({ name, unread }: { name: string | null | undefined; unread: number }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Named by its content, so the name heard includes the name seen (WCAG 2.5.3). */}
      <span className="sr-only">
        {unread > 0
          ? `${t("account.menuLabel")} (${t("billing.unreadCount", { count: unread })})`
          : t("account.menuLabel")}
      </span>
      <span className="relative">
        <InitialsAvatar name={name ?? null} size="sm" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -end-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-5 font-bold text-white dark:bg-red-500 dark:text-slate-950"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </span>
      <span className="hidden max-w-40 truncate md:inline">{name}</span>
    </>
  );
}

/** The signed-in person's menu: who they are, their pages, lock and sign out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, username, token, role } = useAuthSession();
  const unread = useUnreadCount(Boolean(token)).data ?? 0;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  // Remembering where the menu was opened closes it by itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const name = user
    ? [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username
    : username;

  const close = useCallback(() => setOpenOn(null), []);
  useCloseOnOutside(open, container, close);

  const lock = () => {
    setLocked(true);
    void navigate(lockScreenPath(pathname + search));
  };

  // Spec §4: the notice shows for about two seconds, then the visitor goes to /login.
  const logOut = async () => {
    setOpenOn(null);
    await signOut();
    showNotice({ kind: "success", title: t("logout_success"), message: t("see_you_again") });
    setTimeout(() => void navigate("/login"), NOTICE_MS);
  };

  return (
    <div className="relative" ref={container} data-testid="account-menu">
      <button
        type="button"
        className={buttonClasses("ghost", "gap-2 px-2")}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <MenuButtonFace name={name} unread={unread} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {name ? (
          <p className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
            {t("account.signedInAs", { name })}
          </p>
        ) : null}
        <Link to="/user-profile" className={itemClasses}>
          {t("account.profile")}
        </Link>
        <Link to="/user-notification" className={itemClasses}>
          {t("billing.notificationsLink")}
          {unread > 0 ? ` (${unread})` : null}
        </Link>
        <Link to="/user-setting" className={itemClasses}>
          {t("account.settings")}
        </Link>
        {role === "operator" ? (
          <Link to="/admin/trials" className={itemClasses}>
            {t("admin.title")}
          </Link>
        ) : null}
        <button type="button" className={itemClasses} onClick={lock}>
          {t("account.lock")}
        </button>
        <button type="button" className={itemClasses} onClick={() => void logOut()}>
          {t("common.signOut")}
        </button>
      </div>
    </div>
  );
}
