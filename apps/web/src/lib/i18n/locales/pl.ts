import type { Translation } from "./en.ts";

export const pl: Translation = {
  login_failed: "Logowanie nie powiodło się. Prosimy sprawdzić dane logowania.",
  login_error: "Wystąpił nieoczekiwany błąd. Prosimy spróbować ponownie.",
  login_success: "Zalogowano pomyślnie!",
  welcome_back: "Witamy ponownie!",
  logout_success: "Wylogowano",
  see_you_again: "Do zobaczenia!",

  common: {
    appName: "Fleetward",
    tagline: "Zarządzanie zasobami IT i urządzeniami – bezpiecznie w jednej aplikacji",
    skipToContent: "Przejdź do treści głównej",
    loading: "Ładowanie…",
    close: "Zamknij",
    home: "Strona główna",
    backHome: "Powrót do strony głównej",
    signIn: "Zaloguj się",
    signUp: "Utwórz konto",
    startTrial: "Wypróbuj bezpłatnie",
    signOut: "Wyloguj się",
    learnMore: "Dowiedz się więcej",
    readMore: "Czytaj dalej",
    contactSales: "Kontakt z działem sprzedaży",
    breadcrumb: "Ścieżka nawigacji",
    onThisPage: "Na tej stronie",
    trialBadge: "Bezpłatnie przez 90 dni – bez karty kredytowej",
  },

  nav: {
    mainLabel: "Nawigacja główna",
    openMenu: "Otwórz menu",
    closeMenu: "Zamknij menu",
    product: "Produkt",
    resources: "Materiały",
    company: "Firma",
    services: "Usługi",
    serviceDetail: "Usługa bezpieczeństwa urządzeń",
    pricing: "Cennik",
    customerStories: "Historie klientów",
    testimonials: "Opinie klientów",
    documentation: "Dokumentacja",
    changelog: "Dziennik zmian",
    uiComponents: "Komponenty UI",
    blog: "Blog",
    knowledgeBase: "Baza wiedzy",
    courses: "Kursy",
    forums: "Fora",
    helpCenter: "Centrum pomocy",
    faqs: "FAQ",
    guides: "Poradniki",
    support: "Wsparcie",
    about: "O nas",
    team: "Zespół",
    careers: "Kariera",
    jobBoard: "Oferty pracy",
    contact: "Kontakt",
  },

  account: {
    menuLabel: "Menu konta",
    sidebarLabel: "Nawigacja konta",
    signedInAs: "Zalogowano jako {{name}}",
    profile: "Profil",
    billing: "Rozliczenia",
    payment: "Płatności",
    invoice: "Faktury",
    social: "Media społecznościowe",
    notifications: "Powiadomienia",
    settings: "Ustawienia",
    lock: "Zablokuj ekran",
    collapseSidebar: "Zwiń pasek boczny",
    expandSidebar: "Rozwiń pasek boczny",
  },

  footer: {
    about:
      "Fleetward prowadzi dokładną ewidencję wszystkich laptopów, telefonów, serwerów i licencji należących do organizacji, a na pierwszy rzut oka pokazuje, które urządzenia wymagają uwagi.",
    product: "Produkt",
    resources: "Materiały",
    company: "Firma",
    legal: "Informacje prawne",
    terms: "Warunki korzystania z usługi",
    privacy: "Polityka prywatności",
    trialTerms: "Warunki okresu próbnego",
    copyright: "© {{year}} Fleetward. Wszelkie prawa zastrzeżone.",
    languageLabel: "Język",
  },

  newsletter: {
    title: "Zagrożenia dla urządzeń pod kontrolą",
    description:
      "Jeden e-mail miesięcznie: komunikaty bezpieczeństwa, porady dotyczące zarządzania zasobami i nowości w produkcie.",
    emailLabel: "Adres e-mail",
    placeholder: "nazwa@firma.pl",
    submit: "Zapisz się",
    submitting: "Zapisywanie…",
    success: "Dziękujemy! Prosimy sprawdzić skrzynkę odbiorczą, aby potwierdzić subskrypcję.",
    invalidEmail: "Prosimy podać prawidłowy adres e-mail.",
  },

  cookies: {
    title: "Pliki cookie",
    message:
      "Używamy wyłącznie plików cookie niezbędnych do utrzymania sesji logowania i ochrony formularzy. Nie stosujemy plików cookie reklamowych ani śledzących.",
    accept: "Rozumiem",
    learnMore: "Przeczytaj politykę prywatności",
  },

  settings: {
    open: "Otwórz ustawienia wyglądu",
    title: "Wygląd",
    description: "Dostosuj wygląd Fleetward na tym urządzeniu. Zmiany są stosowane natychmiast.",
    theme: "Motyw kolorystyczny",
    themeLight: "Jasny",
    themeDark: "Ciemny",
    themeSystem: "Systemowy",
    direction: "Kierunek tekstu",
    directionLtr: "Od lewej do prawej",
    directionRtl: "Od prawej do lewej",
    navbar: "Pasek nawigacji",
    navbarSticky: "Przyklejony",
    navbarFloating: "Pływający",
    navbarStatic: "Statyczny",
    menu: "Menu boczne",
    menuVertical: "Pionowe",
    menuCollapsible: "Zwijane",
    menuHorizontal: "Poziome",
    layout: "Szerokość strony",
    layoutFull: "Pełna szerokość",
    layoutBoxed: "Ograniczona",
    animation: "Przejście między stronami",
    animationNone: "Brak",
    animationFade: "Przenikanie",
    animationFadeUp: "Przenikanie w górę",
    animationZoom: "Powiększenie",
    semidark: "Ciemny pasek boczny w jasnym motywie",
    language: "Język",
    reset: "Przywróć domyślne",
  },

  auth: {
    errors: {
      usernameTaken: "Ta nazwa użytkownika jest już zajęta. Wybierz inną.",
      passwordRejected:
        "Wybierz hasło trudniejsze do odgadnięcia: nie może to być popularne hasło, nazwa użytkownika ani adres e-mail.",
      resetLinkInvalid:
        "Ten link do resetowania hasła jest nieprawidłowy lub wygasł. Poproś o nowy poniżej.",
      incorrectPassword: "Hasło jest nieprawidłowe.",
      currentPasswordWrong:
        "Obecne hasło jest nieprawidłowe albo nowe hasło jest zbyt łatwe do odgadnięcia.",
    },
    confirmingTitle: "Potwierdzanie adresu e-mail…",
    confirmedTitle: "Adres e-mail potwierdzony",
    confirmedText:
      "Dziękujemy. Adres został potwierdzony. Zaloguj się, aby rozpocząć bezpłatny okres próbny.",
    confirmFailedTitle: "Nie udało się potwierdzić tego adresu",
    confirmFailedText:
      "Link jest nieprawidłowy, został już użyty lub wygasł. Zaloguj się i poproś o nową wiadomość z potwierdzeniem albo zarejestruj się ponownie.",
    continueToSignIn: "Przejdź do logowania",
    fields: {
      workEmail: "Służbowy adres e-mail",
      password: "Hasło",
      username: "Nazwa użytkownika",
      newPassword: "Nowe hasło",
      confirmNewPassword: "Potwierdź nowe hasło",
    },
    login: {
      lead: "Witamy ponownie. Zaloguj się, aby zobaczyć swoje urządzenia, okres próbny i konto.",
      rememberMe: "Zapamiętaj mnie",
      forgotPassword: "Nie pamiętasz hasła?",
      submit: "Zaloguj się",
      submitting: "Logowanie…",
      noAccount: "Nie masz jeszcze konta w Fleetward? <a>Utwórz konto</a>",
    },
    signup: {
      lead: "Jedno konto na profil, bezpłatny 90-dniowy okres próbny, a później także przestrzeń roboczą zespołu. Karta kredytowa nie jest potrzebna.",
      usernameHint: "Od 3 do 32 znaków: litery, cyfry, kropki, podkreślenia i łączniki.",
      emailHint: "Na ten adres wyślemy link potwierdzający.",
      acceptTerms: "Akceptuję <a>warunki korzystania z usługi</a>.",
      submit: "Utwórz konto",
      submitting: "Tworzenie konta…",
      haveAccount: "Masz już konto? <a>Zaloguj się</a>",
    },
    signupSuccess: {
      lead: "Konto zostało utworzone. Wysłaliśmy link potwierdzający na adres {{email}}. Otwórz go, aby potwierdzić, że ten adres należy do Ciebie.",
      leadNoEmail:
        "Konto zostało utworzone. Wysłaliśmy link potwierdzający na podany adres e-mail. Otwórz go, aby potwierdzić, że ten adres należy do Ciebie.",
      steps: {
        openEmail: "Otwórz wiadomość od Fleetward z prośbą o potwierdzenie adresu.",
        selectButton: "Wybierz przycisk potwierdzenia. Fleetward otworzy się w przeglądarce.",
        signIn: "Zaloguj się i rozpocznij bezpłatny 90-dniowy okres próbny w swoim profilu.",
      },
      nothingArrived: "Wiadomość nie dotarła?",
      tips: {
        wait: "Odczekaj pięć minut: niektóre firmowe filtry poczty przez chwilę wstrzymują wiadomości od nowych nadawców.",
        spam: "Sprawdź folder spamu, wiadomości-śmieci lub kwarantanny i oznacz naszą wiadomość jako niebędącą spamem.",
        typo: "Sprawdź, czy w adresie podanym przy rejestracji nie ma literówki – jeśli jest, po prostu zarejestruj się ponownie.",
        allowSender:
          "Jeśli organizacja filtruje wiadomości od zewnętrznych nadawców, poproś dział IT o dopuszczenie poczty od Fleetward.",
      },
      stillNothing:
        "Nadal nic? <a>Skontaktuj się z pomocą techniczną</a> i podaj adres użyty przy rejestracji.",
    },
    lockScreen: {
      title: "Sesja jest zablokowana",
      lead: "Po okresie bezczynności zablokowaliśmy Fleetward. Wprowadź hasło, aby wrócić do przerwanej pracy.",
      submit: "Odblokuj",
      submitting: "Odblokowywanie…",
      notYou: "To nie Ty? <a>Zaloguj się jako inny użytkownik</a>",
    },
    recover: {
      requestLead: "Podaj adres e-mail konta Fleetward, a wyślemy link do ustawienia nowego hasła.",
      newPasswordTitle: "Ustaw nowe hasło",
      newPasswordLead:
        "Wybierz hasło, którego nie używasz nigdzie indziej. Po zapisaniu loguj się nim na wszystkich urządzeniach.",
      remembered: "Pamiętasz hasło? <a>Wróć do logowania</a>",
    },
    requestReset: {
      emailHint: "Adres podany przy rejestracji.",
      submit: "Wyślij link resetujący",
      submitting: "Wysyłanie…",
      sent: "Jeśli z tym adresem jest powiązane konto, wysłaliśmy na niego link do ustawienia nowego hasła. Dostarczenie wiadomości może potrwać kilka minut; sprawdź też folder spamu lub wiadomości-śmieci.",
      useDifferentAddress: "Użyj innego adresu",
    },
    newPassword: {
      changedNotice: "Hasło zostało zmienione",
      changed: "Hasło zostało zmienione. <a>Zaloguj się nowym hasłem</a>.",
      mismatch: "Hasła nie są identyczne.",
      confirmHint: "Wpisz je jeszcze raz.",
      submit: "Zapisz nowe hasło",
      submitting: "Zapisywanie…",
    },
    passwordStrength: {
      empty: "Od 8 do 128 znaków. Im dłuższe, tym silniejsze.",
      strength: "Siła hasła: {{level}}.",
      weak: "słaba",
      weakAdvice: "Użyj co najmniej 8 znaków; dobrze sprawdza się kilka niepowiązanych słów.",
      fair: "średnia",
      fairAdvice: "Dobry początek. Wydłuż hasło lub dodaj wielkie litery, cyfry i symbole.",
      strong: "wysoka",
      strongAdvice: "Trudne do odgadnięcia. Zapisz je w menedżerze haseł.",
    },
  },

  accountArea: {
    notProvided: "Jeszcze nie podano",
    profile: {
      lead: "Dane osobowe i firmowe, adres e-mail oraz stan okresu próbnego Fleetward.",
      trialSection: "Bezpłatny okres próbny",
      trialStatus: "Stan okresu próbnego",
      activeUntil: "Aktywny do {{date}}",
      activeFor90Days: "Aktywny przez 90 dni",
      detailsSection: "Twoje dane",
      detailsIntro:
        "Uzupełnione na podstawie formularza okresu próbnego. Aby coś poprawić, napisz na adres support@fleetward.com.",
      personalDetails: "Dane osobowe",
      companyDetails: "Dane firmy",
      emailAddress: "Adres e-mail",
      yourApp: "Twoja aplikacja",
      emailConfirmed: "Potwierdzony",
      emailNotConfirmed: "Niepotwierdzony",
      emailNote:
        "Na ten adres wysyłamy alerty bezpieczeństwa i przypomnienia o okresie próbnym, dlatego powinien pozostać potwierdzony.",
      appNote:
        "Nazwę aplikacji wybierasz w formularzu okresu próbnego; przestrzeń robocza będzie potem dostępna pod adresem <address/>.",
      fields: {
        firstName: "Imię",
        lastName: "Nazwisko",
        username: "Nazwa użytkownika",
        title: "Tytuł",
        position: "Stanowisko",
        department: "Dział",
        company: "Firma",
        address: "Adres",
        phone: "Telefon",
        email: "E-mail",
        app: "Aplikacja",
        appUrl: "Adres URL aplikacji",
        trialExpires: "Koniec okresu próbnego",
      },
    },
    trial: {
      stepDone: "Ukończony",
      stepCurrent: "Bieżący krok",
      stepUpcoming: "Jeszcze nieosiągnięty",
      steps: {
        none: {
          title: "Brak okresu próbnego",
          text: "Zaakceptuj warunki okresu próbnego, a następnie podaj informacje o firmie i wybraną nazwę aplikacji. Zajmie to około trzech minut.",
        },
        pending: {
          title: "Oczekiwanie na zatwierdzenie",
          text: "Każde zgłoszenie sprawdzamy ręcznie, zwykle w ciągu jednego dnia roboczego, i wysyłamy e-mail, gdy tylko zostanie zatwierdzone.",
        },
        deploying: {
          title: "Wdrażanie przestrzeni roboczej",
          text: "Tworzymy dedykowaną przestrzeń roboczą i jej bazę danych. Zwykle trwa to kilka minut; w międzyczasie możesz zamknąć tę stronę.",
        },
        active: {
          title: "Aktywny",
          text: "Przestrzeń robocza jest aktywna przez 90 dni. Zarejestruj pierwsze urządzenia i zaproś zespół; po 90 dniach zostanie wyłączona, chyba że przejdziesz na płatny plan.",
        },
      },
      next: {
        noneText:
          "Wypróbuj wszystkie funkcje Fleetward bezpłatnie przez 90 dni, bez karty kredytowej. Okres próbny dotyczy wersji beta: nie umieszczaj w niej danych wrażliwych ani krytycznych dla środowiska produkcyjnego i pamiętaj, że eksport danych nie jest jeszcze dostępny.",
        startTrial: "Rozpocznij bezpłatny okres próbny",
        pending:
          "Zgłoszenie czeka w kolejce. Gdy zostanie zatwierdzone, wyślemy wiadomość na adres {{email}}; nie musisz robić nic więcej.",
        pendingNoEmail:
          "Zgłoszenie czeka w kolejce. Gdy zostanie zatwierdzone, wyślemy wiadomość e-mail; nie musisz robić nic więcej.",
        deploying:
          "Trwa wdrażanie przestrzeni roboczej. Odczekaj kilka minut, a następnie odśwież tę stronę.",
        openWorkspace: "Otwórz przestrzeń roboczą",
        guides: "Poradniki na start",
      },
    },
    billing: {
      lead: "Plan, liczba zarządzanych urządzeń i adres, na który wysyłamy faktury.",
      planSection: "Plan i wykorzystanie",
      currentPlan: "Bieżący plan",
      noPlan: "Brak planu",
      noPlanText:
        "Zacznij od bezpłatnego 90-dniowego okresu próbnego: wszystkie funkcje, bez karty kredytowej. Po 90 dniach okres próbny wyłącza się automatycznie; aby zachować przestrzeń roboczą, przejdź wcześniej na płatny plan.",
      startTrial: "Rozpocznij bezpłatny okres próbny",
      deviceUsage: "Wykorzystanie urządzeń",
      managedDevices_one: "<unit>Zarządzane urządzenia:</unit> {{count}}",
      managedDevices_other: "<unit>Zarządzane urządzenia:</unit> {{count}}",
      deviceUsageText:
        "Urządzenie jest liczone od chwili, gdy po raz pierwszy zgłosi się do przestrzeni roboczej. Urządzenia wycofane i zarchiwizowane nie są liczone, więc warto uporządkować listę przed datą rozliczenia.",
      detailsSection: "Dane rozliczeniowe",
      billingAddress: "Adres rozliczeniowy",
      noBillingAddress: "Brak zapisanego adresu rozliczeniowego",
      noBillingAddressText:
        "Gdy po zakończeniu fazy beta udostępnimy płatne plany, skopiujemy tutaj adres firmy. Przed wystawieniem pierwszej faktury można go zmienić, np. na adres działu finansowego.",
      keepFleetward: "Zostań z Fleetward po okresie próbnym",
      keepFleetwardText:
        "Ceny płatnych planów naliczane są za każde zarządzane urządzenie, więc płacisz tylko za to, co faktycznie monitorujesz. Porównaj plany lub zapytaj nas o ceny przy dużej liczbie urządzeń.",
      comparePlans: "Porównaj plany",
      talkToSales: "Porozmawiaj z działem sprzedaży",
    },
    payment: {
      lead: "Karty, z których pobieramy opłaty za plan Fleetward. Bezpłatny okres próbny nigdy nie wymaga karty.",
      methodsSection: "Metody płatności",
      savedMethods: "Zapisane metody płatności",
      noMethod: "Brak zapisanej metody płatności",
      noMethodText:
        "Karta nie jest potrzebna w 90-dniowym okresie próbnym. Karty dodane później pojawią się tutaj wraz z typem karty, czterema ostatnimi cyframi i datą ważności.",
      addCard: "Dodaj kartę",
      paymentsClosed:
        "Płatności kartą zostaną uruchomione, gdy Fleetward wyjdzie z fazy beta. Do tego czasu nie ma nic do zapłaty, dlatego tego formularza nie można jeszcze wysłać.",
      cardDetails: "Dane karty",
      cardHolder: "Posiadacz karty",
      cardNumber: "Numer karty",
      expiry: "Data ważności (MM/RR)",
      cvc: "CVC",
      saveCard: "Zapisz kartę",
    },
    invoice: {
      lead: "Wszystkie faktury za plan Fleetward wraz z objętymi nimi urządzeniami, gotowe do pobrania w formacie PDF.",
      historySection: "Historia faktur",
      allInvoices: "Wszystkie faktury",
      columns: {
        invoice: "Faktura",
        issued: "Data wystawienia",
        billingPeriod: "Okres rozliczeniowy",
        devices: "Urządzenia",
        amount: "Kwota",
        status: "Status",
      },
      download: "Pobierz",
      noInvoices: "Brak faktur",
      noInvoicesText:
        "Okres próbny jest bezpłatny, więc nie ma czego rozliczać. Pierwsza faktura pojawi się tutaj po przejściu na płatny plan.",
      emailCopy:
        "Chcesz otrzymywać kopię każdej faktury e-mailem? Włącz wiadomości z fakturami w sekcji <a>Powiadomienia</a>.",
    },
    social: {
      lead: "Linki wyświetlane w publicznym profilu na forach społeczności i obok Twoich wpisów, aby inne zespoły IT mogły Cię znaleźć.",
      linksSection: "Linki w profilu",
      yourLinks: "Twoje linki",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Strona internetowa",
      hint: "Pełne adresy zaczynające się od https://. Pozostaw pole puste, aby usunąć dany link.",
      submit: "Zapisz linki",
      submitting: "Zapisywanie…",
      saved: "Zapisano linki do mediów społecznościowych",
    },
    notifications: {
      lead: "Wybierz, jakie e-maile ma wysyłać Fleetward. Wiadomości dotyczące bezpieczeństwa konta, np. o zmianie hasła, są wysyłane zawsze.",
      emailSection: "Powiadomienia e-mail",
      whatWeSend: "Co wysyłamy",
      legend: "Otrzymywane e-maile",
      submit: "Zapisz preferencje",
      submitting: "Zapisywanie…",
      saved: "Zapisano preferencje powiadomień",
      options: {
        securityAlerts: "Alerty bezpieczeństwa",
        securityAlertsText:
          "Natychmiast, gdy urządzenie utraci szyfrowanie dysku, wyłączy blokadę ekranu lub ochronę punktu końcowego albo przestanie się zgłaszać.",
        complianceDigest: "Podsumowanie zgodności urządzeń",
        complianceDigestText:
          "W każdy poniedziałek rano: urządzenia niespełniające zasad, pogrupowane według właściciela, z informacją, co naprawić w pierwszej kolejności.",
        trialReminders: "Przypomnienia o okresie próbnym",
        trialRemindersText: "14 dni, 7 dni i 1 dzień przed końcem 90-dniowego okresu próbnego.",
        productNews: "Nowości w produkcie",
        productNewsText:
          "Nowe funkcje i komunikaty bezpieczeństwa, najwyżej jeden e-mail miesięcznie.",
        invoices: "Faktury",
        invoicesText: "Kopia każdej faktury w załączniku PDF w chwili jej wystawienia.",
      },
    },
    settings: {
      lead: "Zadbaj o bezpieczeństwo konta: hasło, automatyczną blokadę ekranu i aktywne sesje.",
      securitySection: "Bezpieczeństwo",
      changePassword: "Zmień hasło",
      autoLock: "Automatyczna blokada",
      activeSessions: "Aktywne sesje",
      thisBrowser: "Ta przeglądarka",
      currentSession: "Bieżąca sesja",
      sharedComputer:
        "Korzystasz ze wspólnego lub pożyczonego komputera? Wybierz na nim „Wyloguj się” w menu konta: sesja zostanie zakończona również na naszym serwerze, a nie tylko w tej przeglądarce.",
      dangerSection: "Strefa zagrożenia",
      deleteAccount: "Usuń konto",
      deleteText:
        "Usunięcie konta powoduje usunięcie profilu, zgłoszenia okresu próbnego oraz przestrzeni roboczej wraz ze wszystkimi zapisanymi w niej danymi urządzeń. Dopóki Fleetward jest w fazie beta, eksport danych nie jest dostępny, dlatego tej operacji nie można cofnąć.",
      deleteRequest:
        "Aby nikt nie usunął konta za pomocą przejętej sesji, robimy to na żądanie: napisz na adres <email/> z adresu przypisanego do konta. Potwierdzimy usunięcie e-mailem w ciągu jednego dnia roboczego.",
      deleteSubject: "Usunięcie konta Fleetward",
    },
    password: {
      current: "Bieżące hasło",
      new: "Nowe hasło",
      newHint: "Od 8 do 128 znaków. Kilka niepowiązanych słów łatwo zapamiętać, a trudno odgadnąć.",
      confirm: "Potwierdź nowe hasło",
      confirmHint: "Wpisz nowe hasło jeszcze raz.",
      mismatch: "Hasła nie są identyczne.",
      submit: "Zmień hasło",
      submitting: "Zmienianie…",
      changed: "Hasło zostało zmienione",
    },
    autoLock: {
      label: "Blokuj ekran po",
      option_one: "{{count}} minucie bezczynności",
      option_other: "{{count}} min bezczynności",
      optionDefault_one: "{{count}} minucie bezczynności (domyślnie)",
      optionDefault_other: "{{count}} min bezczynności (domyślnie)",
      hint: "Dotyczy tej przeglądarki. Po zablokowaniu ekranu odblokujesz go hasłem i wrócisz do przerwanej pracy.",
      saved_one: "Zapisano: ekran zostanie zablokowany po {{count}} minucie bezczynności.",
      saved_other: "Zapisano: ekran zostanie zablokowany po {{count}} min bezczynności.",
      notSaved_one:
        "Ta przeglądarka nie pozwala zapisywać ustawień, dlatego obowiązuje wartość domyślna: {{count}} minuta.",
      notSaved_other:
        "Ta przeglądarka nie pozwala zapisywać ustawień, dlatego obowiązuje wartość domyślna: {{count}} min.",
    },
  },

  errors: {
    notFoundCode: "Błąd 404",
    notFoundTitle: "Nie możemy znaleźć tej strony",
    notFoundText:
      "Szukana strona mogła zostać przeniesiona lub nigdy nie istniała. Prosimy sprawdzić adres lub zacząć od strony głównej.",
    genericTitle: "Coś poszło nie tak",
    genericText:
      "Nieoczekiwany błąd uniemożliwił załadowanie tej strony. Prosimy spróbować ponownie.",
    tryAgain: "Spróbuj ponownie",
    network:
      "Nie udało się połączyć z Fleetward. Prosimy sprawdzić połączenie z internetem i spróbować ponownie.",
    timeout: "Serwer zbyt długo nie odpowiadał. Prosimy spróbować ponownie.",
    server:
      "W Fleetward wystąpił problem podczas obsługi żądania. Prosimy spróbować ponownie za chwilę.",
    unauthorized: "Sesja wygasła. Prosimy zalogować się ponownie.",
    forbidden: "Brak uprawnień do wykonania tej czynności.",
    notFound: "Nie znaleziono żądanego zasobu.",
    rateLimited: "Zbyt wiele prób. Prosimy chwilę odczekać i spróbować ponownie.",
    invalidInput: "Niektóre wprowadzone dane są nieprawidłowe.",
    tooLarge: "Przesłane dane są zbyt duże.",
  },

  blog: {
    allCategories: "Wszystkie kategorie",
    articleErrorTitle: "Nie udało się wczytać artykułu",
    audioNote:
      "Odcinka można wysłuchać w aplikacji do podcastów. Notatki do odcinka znajdują się poniżej.",
    backToBlog: "Powrót do bloga",
    blogNavigation: "Nawigacja bloga",
    byAuthor: "Autor: {{name}}",
    carouselHint:
      "Aby przechodzić między slajdami, proszę używać przycisków lub klawiszy strzałek w lewo i w prawo.",
    carouselRole: "karuzela",
    categoriesHeading: "Kategorie",
    categoryLabel: "Kategoria",
    clearFilters: "Wyczyść wszystkie filtry",
    duration: "Czas trwania: {{duration}}",
    emptyPage: "Na tej stronie nie ma artykułów.",
    emptyText: "Proszę wybrać mniej tagów, inną kategorię lub inne wyszukiwane hasło.",
    emptyTitle: "Żaden artykuł nie pasuje do tych filtrów",
    errorText: "Proszę sprawdzić połączenie z internetem i spróbować ponownie.",
    errorTitle: "Nie udało się wczytać artykułów",
    filtersLabel: "Filtruj artykuły",
    firstPage: "Przejdź do pierwszej strony",
    galleryLabel: "Galeria",
    knowledgeBase: "Baza wiedzy",
    knowledgeBaseIntro: "Instrukcje krok po kroku dotyczące konfiguracji i obsługi Fleetward.",
    knowledgeBaseTitle: "Z bazy wiedzy",
    latestArticles: "Najnowsze artykuły",
    loading: "Wczytywanie artykułów…",
    loadingArticle: "Wczytywanie artykułu…",
    minutesToRead: "Czas czytania w minutach: {{count}}",
    nextPage: "Dalej",
    nextSlide: "Następny slajd",
    notFoundTitle: "Nie znaleźliśmy tego artykułu",
    notFoundText:
      "Żądany artykuł nie istnieje lub został usunięty. Zapraszamy do przeglądania bloga.",
    openLarger: "Otwórz w większym widoku",
    opensInNewTab: "(otwiera się w nowej karcie)",
    pageOf: "Strona {{page}} z {{total}}",
    pagination: "Paginacja",
    podcastEpisode: "Odcinek podcastu",
    postCount: "Liczba artykułów: {{count}}",
    previousPage: "Wstecz",
    previousSlide: "Poprzedni slajd",
    readMore: "Czytaj dalej",
    relatedArticles: "Powiązane artykuły",
    resultCount: "Znalezione artykuły: {{count}}",
    retry: "Spróbuj ponownie",
    searchLabel: "Szukaj w artykułach",
    searchPlaceholder: "Na przykład: szyfrowanie",
    showAllTags: "Pokaż wszystkie tagi",
    showFewerTags: "Pokaż mniej tagów",
    showSlide: "Pokaż slajd {{number}}",
    slideOf: "Slajd {{current}} z {{total}}",
    slideRole: "slajd",
    slidesLabel: "Slajdy",
    tagsHint: "Artykuły muszą mieć wszystkie wybrane tagi.",
    tagsLabel: "Tagi",
    videoOn: "Wideo w serwisie {{provider}}",
    videoOpened: "Wideo otworzyło się w nowej karcie. Jeśli tak się nie stało:",
    videoPrivacy:
      "Nic nie jest wczytywane z serwisu {{provider}}, dopóki nie zdecydują się Państwo obejrzeć wideo. Otworzy się ono wtedy w serwisie {{provider}} w nowej karcie.",
    watchOn: "Obejrzyj w serwisie {{provider}}",
  },

  pages: {
    home: {
      title: "Fleetward – zarządzanie zasobami IT i urządzeniami",
      description:
        "Ewidencja wszystkich urządzeń, licencji i zasobów organizacji oraz ich ochrona w jednej aplikacji. Bezpłatny 90-dniowy okres próbny.",
    },
    about: {
      title: "O firmie Fleetward",
      description:
        "Dlaczego tworzymy Fleetward: zespoły IT zasługują na jeden spokojny i dokładny obraz wszystkich urządzeń, za które odpowiadają.",
    },
    services: {
      title: "Usługi",
      description:
        "Inwentaryzacja zasobów, stan bezpieczeństwa urządzeń, śledzenie licencji, zarządzanie cyklem życia i usługi wdrożeniowe Fleetward.",
    },
    serviceDetail: {
      title: "Monitorowanie bezpieczeństwa urządzeń",
      description:
        "Jak Fleetward sprawdza szyfrowanie dysku, stan aktualizacji systemu operacyjnego, blokadę ekranu i ochronę punktów końcowych na każdym zarządzanym urządzeniu.",
    },
    team: {
      title: "Nasz zespół",
      description: "Poznaj ludzi, którzy tworzą i wspierają Fleetward.",
    },
    pricing: {
      title: "Cennik",
      description:
        "Prosty cennik za urządzenie w zarządzaniu zasobami IT i urządzeniami. Zacznij od bezpłatnego 90-dniowego okresu próbnego.",
    },
    testimonials: {
      title: "Co mówią nasi klienci",
      description:
        "Liderzy IT o tym, jak Fleetward zmienił sposób ewidencjonowania i zabezpieczania urządzeń.",
    },
    contact: {
      title: "Kontakt",
      description:
        "Skontaktuj się z działem sprzedaży lub wsparciem Fleetward. Odpowiadamy w ciągu jednego dnia roboczego.",
    },
    contactDetail: {
      title: "Biura i dane kontaktowe",
      description: "Adresy, numery telefonów i godziny otwarcia biur Fleetward.",
    },
    terms: {
      title: "Warunki korzystania z usługi",
      description: "Warunki korzystania z Fleetward.",
    },
    privacy: {
      title: "Polityka prywatności",
      description:
        "Jakie dane osobowe przetwarza Fleetward, w jakim celu i jakie prawa przysługują użytkownikom.",
    },
    termsTrial: {
      title: "Warunki okresu próbnego",
      description: "Warunki bezpłatnego 90-dniowego okresu próbnego wersji beta Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Artykuły o zarządzaniu zasobami IT, bezpieczeństwie urządzeń, zgodności z przepisami i prowadzeniu niewielkiego zespołu IT.",
    },
    blogDetail: {
      title: "Artykuł",
      description: "Artykuł z bloga Fleetward.",
    },
    kbDetail: {
      title: "Artykuł bazy wiedzy",
      description: "Odpowiedzi krok po kroku z bazy wiedzy Fleetward.",
    },
    blogStandardPost: {
      title: "Wpis standardowy",
      description: "Standardowy artykuł z bloga Fleetward.",
    },
    blogSliderPost: { title: "Wpis z karuzelą", description: "Artykuł z karuzelą zdjęć." },
    blogGalleryPost: { title: "Wpis z galerią", description: "Artykuł z galerią zdjęć." },
    blogYoutubePost: { title: "Wpis wideo", description: "Artykuł z filmem z YouTube." },
    blogVimeoPost: { title: "Wpis z Vimeo", description: "Artykuł z filmem z Vimeo." },
    blogAudioPost: { title: "Wpis audio", description: "Artykuł z odcinkiem podcastu." },
    blogBlockquotePost: { title: "Wpis z cytatem", description: "Artykuł zbudowany wokół cytatu." },
    blogLeftSidebarPost: {
      title: "Wpis z paskiem bocznym",
      description: "Artykuł z nawigacją z boku.",
    },
    courseListing: {
      title: "Kursy",
      description:
        "Bezpłatne kursy z zarządzania zasobami IT, bezpieczeństwa urządzeń i zgodności z przepisami.",
    },
    courseDetail: {
      title: "Kurs",
      description: "Program kursu, lekcje i efekty nauki.",
    },
    jobGrid: {
      title: "Oferty pracy",
      description:
        "Otwarte stanowiska w obszarze utrzymania IT, bezpieczeństwa i zarządzania zasobami.",
    },
    jobDetail: {
      title: "Szczegóły oferty",
      description: "Stanowisko, obowiązki i sposób aplikowania.",
    },
    jobApply: { title: "Aplikuj na stanowisko", description: "Wyślij zgłoszenie." },
    jobPost: {
      title: "Dodaj ofertę pracy",
      description: "Opublikuj ofertę na tablicy ogłoszeń Fleetward.",
    },
    jobCareer: {
      title: "Kariera w Fleetward",
      description: "Pracuj z nami nad najspokojniejszym produktem do zarządzania zasobami IT.",
    },
    jobCandidates: { title: "Kandydaci", description: "Specjaliści otwarci na nowe stanowiska." },
    jobCandidateDetail: {
      title: "Profil kandydata",
      description: "Doświadczenie i umiejętności kandydata.",
    },
    jobCompanies: {
      title: "Firmy rekrutujące",
      description: "Organizacje zatrudniające specjalistów IT.",
    },
    jobCompanyDetail: {
      title: "Profil firmy",
      description: "Informacje o firmie i jej ofertach pracy.",
    },
    forumsTopic: {
      title: "Forum społeczności",
      description: "Zadawaj pytania i dziel się praktykami z innymi zespołami IT.",
    },
    forumsComments: { title: "Dyskusja", description: "Dyskusja z forum społeczności." },
    helpCenter: {
      title: "Centrum pomocy",
      description: "Poradniki, odpowiedzi i wsparcie dla klientów Fleetward.",
    },
    helpCenterFaqs: {
      title: "Często zadawane pytania",
      description: "Szybkie odpowiedzi dotyczące kont, okresu próbnego, urządzeń i bezpieczeństwa.",
    },
    helpCenterGuides: {
      title: "Poradniki",
      description: "Poradniki krok po kroku dotyczące konfiguracji i używania Fleetward.",
    },
    helpCenterSupport: {
      title: "Wsparcie",
      description: "Jak skontaktować się z pomocą techniczną Fleetward i co zawrzeć w zgłoszeniu.",
    },
    emailConfirmation: {
      title: "E-mail: potwierdzenie adresu",
      description: "Podgląd wiadomości potwierdzającej adres e-mail nowego konta.",
    },
    emailPasswordReset: {
      title: "E-mail: resetowanie hasła",
      description: "Podgląd wiadomości do resetowania hasła.",
    },
    emailAlert: {
      title: "E-mail: alert bezpieczeństwa",
      description: "Podgląd wiadomości z alertem bezpieczeństwa urządzenia.",
    },
    emailInvoice: {
      title: "E-mail: faktura",
      description: "Podgląd wiadomości z fakturą.",
    },
    portfolio: {
      title: "Historie klientów",
      description: "Jak organizacje każdej wielkości zarządzają urządzeniami za pomocą Fleetward.",
    },
    portfolioDetail: {
      title: "Historia klienta",
      description:
        "Jak jedna organizacja przejęła kontrolę nad swoimi urządzeniami dzięki Fleetward.",
    },
    uiComponents: {
      title: "Komponenty UI",
      description: "Elementy składowe interfejsu Fleetward.",
    },
    documentation: {
      title: "Dokumentacja",
      description: "Instalacja, konfiguracja i integracja Fleetward.",
    },
    changelog: {
      title: "Dziennik zmian",
      description: "Nowości w Fleetward w kolejnych wydaniach.",
    },
    notFound: {
      title: "Nie znaleziono strony",
      description: "Szukana strona nie istnieje.",
    },
    comingSoon: {
      title: "Już wkrótce",
      description: "Ta część Fleetward jest w przygotowaniu.",
    },
    maintenance: {
      title: "Planowana konserwacja",
      description: "Fleetward jest chwilowo niedostępny z powodu aktualizacji.",
    },
    thankYou: {
      title: "Dziękujemy",
      description: "Otrzymaliśmy wiadomość.",
    },
    login: {
      title: "Logowanie",
      description: "Zaloguj się do konta Fleetward.",
    },
    signup: {
      title: "Utwórz konto",
      description: "Utwórz konto Fleetward i rozpocznij bezpłatny 90-dniowy okres próbny.",
    },
    recoverPassword: {
      title: "Resetowanie hasła",
      description: "Otrzymaj link do ustawienia nowego hasła.",
    },
    lockScreen: {
      title: "Sesja zablokowana",
      description: "Wprowadź hasło, aby kontynuować.",
    },
    signupSuccess: {
      title: "Sprawdź skrzynkę odbiorczą",
      description: "Potwierdź adres e-mail, aby dokończyć tworzenie konta.",
    },
    profile: { title: "Profil", description: "Dane osobowe, firma i okres próbny." },
    billing: { title: "Rozliczenia", description: "Plan, adres rozliczeniowy i wykorzystanie." },
    payment: { title: "Metody płatności", description: "Zapisane karty i metody płatności." },
    invoice: { title: "Faktury", description: "Faktury i potwierdzenia płatności." },
    social: { title: "Media społecznościowe", description: "Linki wyświetlane w profilu." },
    notifications: {
      title: "Powiadomienia",
      description: "Wybór otrzymywanych e-maili i alertów.",
    },
    accountSettings: {
      title: "Ustawienia konta",
      description: "Hasło, sesje i preferencje.",
    },
  },
};
