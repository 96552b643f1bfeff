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
