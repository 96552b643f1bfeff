import type { EmailStrings } from "./en.ts";

export const emailPl: EmailStrings = {
  common: {
    greeting: "Dzień dobry, {{name}},",
    linkFallback: "Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:",
    securityAlert: "Alert bezpieczeństwa",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Niemcy",
    moment: "{{date}}, godz. {{time}} UTC",
    browserOnSystem: "{{browser}} w systemie {{system}}",
    unknownBrowser: "Nieznana przeglądarka",
  },
  confirmation: {
    subject: "Prosimy potwierdzić adres e-mail w Fleetward",
    preheader:
      "Wystarczy jedno kliknięcie, aby potwierdzić adres i rozpocząć 90-dniowy okres próbny.",
    reason:
      "Ta wiadomość została wysłana, ponieważ ten adres posłużył do założenia konta Fleetward.",
    heading: "Prosimy potwierdzić adres e-mail",
    intro:
      "Dziękujemy za założenie konta Fleetward. Prosimy potwierdzić, że to jest właściwy adres e-mail, abyśmy mogli wysyłać na niego alerty bezpieczeństwa i faktury.",
    button: "Potwierdź adres e-mail",
    next: "Po potwierdzeniu można rozpocząć bezpłatny 90-dniowy okres próbny i zarejestrować pierwsze urządzenia w około piętnaście minut.",
    linkHelp: {
      one: "Ten link jest ważny przez {{count}} godzinę. Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:",
      few: "Ten link jest ważny przez {{count}} godziny. Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:",
      many: "Ten link jest ważny przez {{count}} godzin. Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:",
      other:
        "Ten link jest ważny przez {{count}} godziny. Jeśli przycisk nie działa, prosimy skopiować ten adres do przeglądarki:",
    },
    notYou:
      "Jeśli nie zakładali Państwo konta, prosimy zignorować tę wiadomość; adres pozostanie niepotwierdzony.",
    textIntro:
      "Dziękujemy za założenie konta Fleetward. Prosimy potwierdzić, że to jest właściwy adres e-mail, otwierając ten link:",
    textExpiry: {
      one: "Link jest ważny przez {{count}} godzinę.",
      few: "Link jest ważny przez {{count}} godziny.",
      many: "Link jest ważny przez {{count}} godzin.",
      other: "Link jest ważny przez {{count}} godziny.",
    },
  },
  passwordReset: {
    subject: "Resetowanie hasła do Fleetward",
    preheader: {
      one: "Prosimy użyć tego linku w ciągu {{count}} minuty, aby ustawić nowe hasło.",
      few: "Prosimy użyć tego linku w ciągu {{count}} minut, aby ustawić nowe hasło.",
      many: "Prosimy użyć tego linku w ciągu {{count}} minut, aby ustawić nowe hasło.",
      other: "Prosimy użyć tego linku w ciągu {{count}} minuty, aby ustawić nowe hasło.",
    },
    reason:
      "Ta wiadomość została wysłana, ponieważ zażądano zresetowania hasła do konta Fleetward.",
    heading: "Resetowanie hasła",
    intro: {
      one: "Otrzymaliśmy prośbę o zresetowanie hasła do konta Fleetward. Nowe hasło można ustawić za pomocą poniższego przycisku. Link działa jednokrotnie i wygasa za {{count}} minutę.",
      few: "Otrzymaliśmy prośbę o zresetowanie hasła do konta Fleetward. Nowe hasło można ustawić za pomocą poniższego przycisku. Link działa jednokrotnie i wygasa za {{count}} minuty.",
      many: "Otrzymaliśmy prośbę o zresetowanie hasła do konta Fleetward. Nowe hasło można ustawić za pomocą poniższego przycisku. Link działa jednokrotnie i wygasa za {{count}} minut.",
      other:
        "Otrzymaliśmy prośbę o zresetowanie hasła do konta Fleetward. Nowe hasło można ustawić za pomocą poniższego przycisku. Link działa jednokrotnie i wygasa za {{count}} minuty.",
    },
    button: "Ustaw nowe hasło",
    requestedOn: "Data prośby: {{moment}}",
    requestedFrom: "Źródło: {{client}}",
    notYou:
      "To nie Państwa prośba? Można zignorować tę wiadomość: hasło pozostanie bez zmian. Jeśli takie wiadomości przychodzą wielokrotnie bez Państwa prośby, prosimy o informację na adres security@fleetward.com.",
    textIntro:
      "Otrzymaliśmy prośbę o zresetowanie hasła do konta Fleetward. Nowe hasło można ustawić tutaj:",
    textExpiry: {
      one: "Link działa jednokrotnie i wygasa za {{count}} minutę.",
      few: "Link działa jednokrotnie i wygasa za {{count}} minuty.",
      many: "Link działa jednokrotnie i wygasa za {{count}} minut.",
      other: "Link działa jednokrotnie i wygasa za {{count}} minuty.",
    },
    textRequested: "Data prośby: {{moment}}, źródło: {{client}}.",
    textNotYou: "To nie Państwa prośba? Można zignorować tę wiadomość: hasło pozostanie bez zmian.",
  },
  alert: {
    subject: {
      one: "Wymagane działanie: nieudana kontrola bezpieczeństwa na urządzeniu {{device}}",
      other:
        "Wymagane działanie: nieudane kontrole bezpieczeństwa na urządzeniu {{device}} (liczba: {{count}})",
    },
    preheader: "Urządzenie {{device}} wymaga kilku minut uwagi.",
    reason:
      "Ta wiadomość została wysłana, ponieważ są Państwo właścicielem urządzenia {{device}} w przestrzeni roboczej {{workspace}}.",
    heading: "Laptop wymaga uwagi",
    introOne:
      "Fleetward wykrył nieudaną kontrolę bezpieczeństwa na przypisanym do Państwa urządzeniu. Większość takich problemów rozwiązuje ponowne uruchomienie urządzenia i zainstalowanie oczekujących aktualizacji.",
    introMany:
      "Fleetward wykrył nieudane kontrole bezpieczeństwa na przypisanym do Państwa urządzeniu. Większość takich problemów rozwiązuje ponowne uruchomienie urządzenia i zainstalowanie oczekujących aktualizacji.",
    serial: "nr seryjny {{serial}}",
    assignedTo: "użytkownik: {{name}}",
    failingSince: "Niepowodzenie od {{date}}",
    button: "Zobacz, jak to naprawić",
    escalation: {
      one: "Jeśli za {{count}} dzień kontrole nadal będą kończyć się niepowodzeniem, urządzenie zostanie zgłoszone zespołowi IT jako niezgodne z zasadami. Uważają Państwo, że to pomyłka? Prosimy odpowiedzieć na tę wiadomość — trafi ona do zespołu IT.",
      other:
        "Jeśli za {{count}} dni kontrole nadal będą kończyć się niepowodzeniem, urządzenie zostanie zgłoszone zespołowi IT jako niezgodne z zasadami. Uważają Państwo, że to pomyłka? Prosimy odpowiedzieć na tę wiadomość — trafi ona do zespołu IT.",
    },
  },
  accountAlert: {
    reason: "Ta wiadomość została wysłana, ponieważ ten adres należy do konta Fleetward.",
    signupAttempt: {
      title: "Ktoś próbował zarejestrować się przy użyciu Państwa adresu e-mail",
      attempt:
        "Dnia {{moment}} ktoś ({{client}}) próbował założyć nowe konto Fleetward przy użyciu tego adresu e-mail. Adres należy już do Państwa konta, dlatego nowe konto nie zostało utworzone.",
      advice:
        "Jeśli to byli Państwo, prosimy zalogować się na istniejące konto lub zresetować hasło, jeśli zostało zapomniane. Jeśli nie, można zignorować tę wiadomość: konto nie zostało zmienione.",
      action: "Zaloguj się",
    },
    passwordChanged: {
      title: "Hasło do konta Fleetward zostało zmienione",
      changedEverywhere:
        "Hasło do Państwa konta Fleetward zostało zmienione dnia {{moment}}, a wszystkie urządzenia zalogowane na to konto zostały wylogowane.",
      changedElsewhere:
        "Hasło do Państwa konta Fleetward zostało zmienione dnia {{moment}}, a wszystkie pozostałe urządzenia zalogowane na to konto zostały wylogowane.",
      advice:
        "Jeśli to byli Państwo, nie trzeba nic więcej robić. Jeśli nie, prosimy natychmiast zresetować hasło i poinformować nas pod adresem security@fleetward.com.",
      action: "Zresetuj hasło",
    },
    secondFactors: {
      authenticatorApp: "aplikację uwierzytelniającą",
      passkey: "klucz dostępu „{{name}}”",
      recoveryCodes: "nowy zestaw kodów odzyskiwania",
      addedTitle: "Do konta Fleetward dodano drugi składnik uwierzytelniania",
      added:
        "Dnia {{moment}} do Państwa konta Fleetward dodano {{factor}}. Od teraz przy logowaniu hasłem wymagany będzie również drugi składnik uwierzytelniania.",
      removedTitle: "Z konta Fleetward usunięto drugi składnik uwierzytelniania",
      removed: "Dnia {{moment}} z Państwa konta Fleetward usunięto {{factor}}.",
      codesTitle: "Wygenerowano nowe kody odzyskiwania do konta Fleetward",
      codes:
        "Dnia {{moment}} dla Państwa konta Fleetward wygenerowano {{factor}}. Dotychczasowe kody przestały działać.",
      recoveryUsedTitle: "Do zalogowania na konto Fleetward użyto kodu odzyskiwania",
      recoveryUsed: {
        one: "Dnia {{moment}} ktoś ({{client}}) zalogował się na Państwa konto Fleetward przy użyciu jednego z kodów odzyskiwania. Pozostał {{count}} kod.",
        few: "Dnia {{moment}} ktoś ({{client}}) zalogował się na Państwa konto Fleetward przy użyciu jednego z kodów odzyskiwania. Pozostały {{count}} kody.",
        many: "Dnia {{moment}} ktoś ({{client}}) zalogował się na Państwa konto Fleetward przy użyciu jednego z kodów odzyskiwania. Pozostało {{count}} kodów.",
        other:
          "Dnia {{moment}} ktoś ({{client}}) zalogował się na Państwa konto Fleetward przy użyciu jednego z kodów odzyskiwania. Pozostało {{count}} kodu.",
      },
      advice:
        "Jeśli to byli Państwo, nie trzeba nic więcej robić. Jeśli nie, prosimy natychmiast zmienić hasło, sprawdzić drugie składniki uwierzytelniania w ustawieniach konta i poinformować nas pod adresem security@fleetward.com.",
      action: "Sprawdź bezpieczeństwo konta",
    },
    ssoChanged: {
      reason:
        "Ta wiadomość została wysłana, ponieważ są Państwo właścicielem lub administratorem obszaru roboczego {{workspace}}.",
      title: "Zmieniono logowanie firmowe w obszarze roboczym {{workspace}}",
      connected:
        "Dnia {{moment}} obszar roboczy {{workspace}} został połączony przez {{actor}} z dostawcą tożsamości za pomocą protokołu {{protocol}}.",
      removed:
        "Dnia {{moment}} logowanie firmowe obszaru roboczego {{workspace}} zostało usunięte przez {{actor}}.",
      required:
        "Dnia {{moment}} logowanie firmowe zostało ustawione przez {{actor}} jako obowiązkowe dla adresów kończących się na {{domains}}: członkowie z takim adresem mogą teraz logować się do obszaru roboczego {{workspace}} wyłącznie przez dostawcę tożsamości.",
      notRequired:
        "Dnia {{moment}} obowiązek logowania firmowego w obszarze roboczym {{workspace}} został zniesiony przez {{actor}}: członkowie mogą znów logować się bez niego.",
      domainVerified:
        "Dnia {{moment}} domena {{domain}} została zweryfikowana przez {{actor}} na potrzeby logowania firmowego obszaru roboczego {{workspace}}: osoby z adresem w tej domenie mogą logować się do obszaru roboczego przez jego dostawcę tożsamości.",
      domainRemoved:
        "Dnia {{moment}} domena {{domain}} została usunięta przez {{actor}} z logowania firmowego obszaru roboczego {{workspace}}.",
      advice:
        "Jeśli spodziewali się Państwo tej zmiany, nie trzeba nic robić. Jeśli nie, prosimy od razu sprawdzić ustawienia logowania obszaru roboczego: kto kontroluje logowanie firmowe, ten decyduje, kto może zalogować się do obszaru roboczego.",
      action: "Sprawdź ustawienia logowania obszaru roboczego",
    },
  },
  invoice: {
    subject: "Faktura Fleetward {{number}}",
    preheader: "Faktura {{number}}: {{total}}, termin płatności: {{date}}.",
    reason:
      "Ta wiadomość została wysłana, ponieważ są Państwo osobą kontaktową ds. rozliczeń firmy {{company}}.",
    heading: "Faktura {{number}}",
    intro:
      "Przesyłamy fakturę dla {{company}} za okres: {{period}}. Plik PDF jest dołączony do wiadomości i dostępny również na Państwa koncie.",
    issued: "Data wystawienia: {{date}}",
    due: "Termin płatności: {{date}}",
    description: "Opis",
    quantity: "Ilość",
    amount: "Kwota",
    unitPrice: "{{price}} za szt.",
    subtotal: "Suma częściowa",
    vat: "VAT {{percent}}%",
    total: "Do zapłaty",
    button: "Zobacz i opłać fakturę",
    payment:
      "Płatność kartą? Nie trzeba nic robić: w terminie płatności obciążymy zapisaną kartę. Pytania dotyczące faktury? Prosimy odpowiedzieć na tę wiadomość — nasz dział rozliczeń odpowie w ciągu jednego dnia roboczego.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} zaprasza Państwa do {{workspace}} w Fleetward",
    preheader: "Prosimy dołączyć do obszaru roboczego {{workspace}} z rolą {{role}}.",
    reason:
      "Otrzymują Państwo tę wiadomość, ponieważ {{inviter}} zaprosił(a) ten adres do obszaru roboczego Fleetward.",
    heading: "Dołącz do {{workspace}} w Fleetward",
    intro: "{{inviter}} zaprasza Państwa do pracy w ewidencji {{workspace}} z rolą {{role}}.",
    button: "Przyjmij zaproszenie",
    expiry: "Link działa jeden raz i wygasa {{moment}}.",
    notYou:
      "Nie spodziewali się Państwo tej wiadomości? Prosimy ją zignorować: bez akceptacji nic się nie stanie.",
    textIntro:
      "{{inviter}} zaprasza Państwa do pracy w ewidencji {{workspace}} z rolą {{role}}. Zaproszenie można przyjąć tutaj:",
    roles: {
      admin: "administrator",
      technician: "technik",
      viewer: "obserwator",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} pozycja do załatwienia",
      few: "{{workspace}}: {{count}} pozycje do załatwienia",
      many: "{{workspace}}: {{count}} pozycji do załatwienia",
      other: "{{workspace}}: {{count}} pozycji do załatwienia",
    },
    preheader: "Gwarancje, licencje i zwroty, które wymagają uwagi w {{workspace}}.",
    reason:
      "Ta wiadomość została wysłana, ponieważ jesteś właścicielem, administratorem lub technikiem obszaru roboczego {{workspace}}. Przypomnienia z obszaru roboczego możesz wyłączyć w sekcji Powiadomienia na swoim koncie Fleetward.",
    heading: "Do załatwienia w {{workspace}}",
    intro: "Oto, co wymaga uwagi w {{workspace}} w dniu {{date}}.",
    warranties: "Gwarancje kończące się w ciągu 30 dni",
    warrantyLine: "gwarancja kończy się {{date}}",
    licenses: "Licencje wygasające w ciągu 30 dni",
    licenseLine: "wygasa {{date}}",
    overdue: "Zaległe zwroty",
    overdueLine: "posiadacz: {{holder}}, termin zwrotu {{date}}",
    overdueLineNoHolder: "termin zwrotu {{date}}",
    more: {
      one: "…i jeszcze {{count}}",
      other: "…i jeszcze {{count}}",
    },
    seeAllOverdue: "Zobacz wszystkie zaległe zwroty",
    button: "Otwórz pulpit",
    summary: {
      warranties: {
        one: "{{count}} gwarancja kończy się w ciągu 30 dni",
        few: "{{count}} gwarancje kończą się w ciągu 30 dni",
        many: "{{count}} gwarancji kończy się w ciągu 30 dni",
        other: "{{count}} gwarancji kończy się w ciągu 30 dni",
      },
      licenses: {
        one: "{{count}} licencja wygasa w ciągu 30 dni",
        few: "{{count}} licencje wygasają w ciągu 30 dni",
        many: "{{count}} licencji wygasa w ciągu 30 dni",
        other: "{{count}} licencji wygasa w ciągu 30 dni",
      },
      overdue: {
        one: "{{count}} zwrot jest zaległy",
        few: "{{count}} zwroty są zaległe",
        many: "{{count}} zwrotów jest zaległych",
        other: "{{count}} zwrotów jest zaległych",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: urządzenia nie spełniają zasad bezpieczeństwa",
    subjectPassing: "{{workspace}}: urządzenia znów spełniają zasady bezpieczeństwa",
    preheader:
      "Urządzenia, które przestały spełniać lub znów spełniają zasady bezpieczeństwa w {{workspace}}.",
    reason:
      "Otrzymujesz tę wiadomość, ponieważ jesteś właścicielem lub administratorem obszaru roboczego {{workspace}}. E-maile obszaru roboczego możesz wyłączyć w sekcji Powiadomienia na swoim koncie Fleetward.",
    heading: "Zmiany bezpieczeństwa w {{workspace}}",
    intro: "Te urządzenia zmieniły stan względem zasad bezpieczeństwa {{workspace}}.",
    failing: "Teraz nie spełniają",
    passing: "Znów spełniają",
    button: "Otwórz przegląd bezpieczeństwa",
  },
  sample: {
    diskEncryption: "Szyfrowanie dysku",
    diskEncryptionDetail: "Ochrona BitLocker jest wstrzymana na dysku C:.",
    osUpdates: "Aktualizacje systemu operacyjnego",
    osUpdatesDetail: "Najnowsza aktualizacja zbiorcza systemu Windows 11 jest opóźniona o 12 dni.",
    invoiceLine: "Fleetward Business — urządzenia (najwyższa liczba w okresie: {{period}})",
    city: "Amsterdam",
  },
};
