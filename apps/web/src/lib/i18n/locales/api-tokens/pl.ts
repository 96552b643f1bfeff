import type { ApiTokensText } from "./en.ts";

export const plApiTokens: ApiTokensText = {
  meta: {
    title: "Tokeny API · obszar roboczy Fleetward",
    description:
      "Tokeny, dzięki którym skrypty i inne narzędzia korzystają z API tego obszaru roboczego.",
  },
  nav: "Tokeny API",
  page: {
    title: "Tokeny API",
    lead: "Skrypty, systemy MDM i inne narzędzia wywołują to samo API z tokenem zamiast logowania. Token do odczytu widzi to, co obserwator; token do zapisu może też zmieniać sprzęt, osoby i licencje, jak technik. Tokeny nigdy nie zarządzają członkami, ustawieniami ani innymi tokenami.",
    adminsOnly:
      "Tokenami API zarządzają tylko właściciel i administratorzy. Poproś jednego z nich, jeśli potrzebujesz tokenu.",
    docs: "Wysyłaj go jako „Authorization: Bearer fwk_…”; każde wywołanie jest opisane pod adresem",
    loadFailed: "Nie udało się wczytać tokenów API.",
  },
  scopes: {
    read: "Odczyt (jak obserwator)",
    write: "Odczyt i zapis (jak technik)",
  },
  form: {
    title: "Nowy token",
    name: "Nazwa",
    scope: "Zakres",
    expiry: "Wygasa",
    never: "Nigdy",
    days: "Za {{n}} dni",
    submit: "Utwórz token",
    sending: "Tworzenie…",
  },
  policy: {
    summary: "Maksymalny czas ważności tokenów: {{days}}",
    none: "bez limitu",
    days: "{{n}} dni",
    change: "zmień w Ustawieniach",
  },
  created: {
    title: "Utworzono token „{{name}}”",
    once: "Skopiuj go teraz: jest pokazywany tylko ten jeden raz. Przechowuj go jak hasło.",
    secret: "Nowy token",
    copy: "Kopiuj",
    copied: "Skopiowano",
    copyFailed: "Nie udało się skopiować; zaznacz token i skopiuj go ręcznie.",
    done: "Gotowe",
  },
  list: {
    caption: "Tokeny API tego obszaru roboczego",
    none: "Nie ma jeszcze tokenów API.",
    name: "Nazwa",
    token: "Token",
    scope: "Zakres",
    createdBy: "Utworzył(a)",
    lastUsed: "Ostatnie użycie",
    expires: "Wygasa",
    actions: "Działania",
    never: "Nigdy",
    neverUsed: "Jeszcze nie",
    revoked: "Unieważniony",
    expired: "Wygasł",
    revoke: "Unieważnij",
    revokeNamed: "Unieważnij {{name}}",
    revokedNotice: "Token „{{name}}” unieważniony: przestaje działać natychmiast.",
  },
};
