import type { CompanyText } from "./en.ts";

export const plCompany: CompanyText = {
  pricing: {
    eyebrow: "Cennik",
    lead: "Jedna cena za urządzenie, wszystkie funkcje, których potrzebuje Twój zespół, bez opłat za akcesoria i administratorów. Zacznij od 90 bezpłatnych dni i zdecyduj na podstawie własnych danych.",
    plansTitle: "Plany",
    mostTeams: "Wybór większości zespołów",
    customPrice: "Indywidualnie",
    trialPriceNote: "przez 90 dni, bez karty kredytowej",
    trialCta: "Rozpocznij bezpłatny okres próbny",
    trialNote: "Beta: eksport danych nie jest dostępny w okresie próbnym.",
    customPriceNote: "od 2000 urządzeń",
    salesCta: "Porozmawiaj z działem sprzedaży",
    paidPriceNote: "za urządzenie miesięcznie, rozliczenie miesięczne lub roczne",
    paidCta: "Zacznij od okresu próbnego",
    vatNote:
      "Ceny nie zawierają VAT. Bezpłatny okres próbny to wersja beta: przed zapisaniem w niej danych przeczytaj <page>warunki okresu próbnego</page>.",
    estimateTitle: "Oszacuj koszt",
    devicesLabel: "Liczba urządzeń",
    devicesHint:
      "Laptopy, komputery stacjonarne, telefony, tablety i serwery. Akcesoria są bezpłatne.",
    billedMonthly: "{{plan}}, rozliczenie miesięczne",
    billedYearly: "{{plan}}, rozliczenie roczne",
    perMonth: "miesięcznie",
    perYear: "rocznie",
    youSave: "Oszczędzasz {{amount}} rocznie",
    compareTitle: "Porównaj funkcje",
    compareCaption: "Funkcje dostępne w poszczególnych planach",
    featureColumn: "Funkcja",
    included: "W cenie",
    notIncluded: "Niedostępne",
    groups: {
      inventory: "Inwentarz",
      posture: "Stan bezpieczeństwa",
      lifecycle: "Cykl życia i licencje",
      data: "Dane i administracja",
      support: "Wsparcie",
    },
    features: {
      managedDevices: "Zarządzane urządzenia",
      nonDeviceAssets: "Inne zasoby (monitory, stacje dokujące, telefony)",
      csvImport: "Import CSV",
      mdmConnectors: "Urządzenia raportujące przez osquery (Windows, macOS, Linux)",
      customFields: "Pola niestandardowe",
      postureChecks:
        "Szyfrowanie dysku, poziom poprawek, blokada ekranu, ochrona punktów końcowych",
      postureEmail: "Alerty e-mail o stanie bezpieczeństwa",
      customPolicies: "Własne zasady i progi",
      alerts: "Alerty e-mail i webhooki",
      checkInOut: "Wydawanie i zwroty z przypomnieniami",
      warranty: "Planowanie gwarancji i wymian",
      licences: "Ewidencja licencji na oprogramowanie",
      offboarding: "Listy kontrolne odejść pracowników",
      export: "Eksport danych (CSV, REST API)",
      auditLog: "Przechowywanie dziennika audytu",
      sso: "Logowanie jednokrotne SAML i SCIM",
      entities: "Wiele podmiotów i centrów kosztów",
      residency: "Przechowywanie danych w UE",
      helpCentre: "Centrum pomocy, poradniki i fora społeczności",
      responseTime: "Czas pierwszej odpowiedzi",
      onboarding: "Sesja wdrożeniowa",
      uptime: "Gwarancja dostępności",
    },
    values: {
      upTo250: "Do 250",
      unlimited: "Bez limitu",
      upTo10Products: "Do 10 produktów",
      days30: "30 dni",
      months12: "12 miesięcy",
      years3: "3 lata",
      euOrUs: "UE lub USA",
      businessDays2: "2 dni robocze",
      businessHours8: "8 godzin roboczych",
      hour1Urgent: "1 godzina (pilne)",
      session60: "1 × 60 min",
      guidedRollout: "Wdrożenie z opiekunem",
      uptime995: "99,5%",
      sla999: "SLA 99,9%",
    },
    faqTitle: "Pytania o rozliczenia",
    faqs: [
      {
        question: "Co liczy się jako urządzenie?",
        answer:
          "Laptop, komputer stacjonarny, telefon, tablet lub serwer w Twoim rejestrze — niezależnie od tego, czy raportuje przez osquery, czy został dodany ręcznie lub przez import. Monitory, stacje dokujące, słuchawki i inne akcesoria są ewidencjonowane jako zasoby i są bezpłatne.",
      },
      {
        question: "Jak obliczana jest miesięczna faktura?",
        answer:
          "Codziennie liczymy aktywne urządzenia i naliczamy najwyższą liczbę w miesiącu. Jeśli w marcu zwiększysz ich liczbę ze 180 do 195, faktura za kwiecień wyniesie 195 × 4 € = 780 € plus VAT, jeśli ma zastosowanie.",
      },
      {
        question: "Czy przy płatności rocznej jest rabat?",
        answer:
          "Tak. Płatność roczna to 40 € za urządzenie rocznie zamiast 48 €, czyli dwa miesiące gratis. W ciągu roku możesz dodawać urządzenia; są rozliczane proporcjonalnie na następnej fakturze.",
      },
      {
        question: "Co się stanie po zakończeniu okresu próbnego?",
        answer:
          "Po 90 dniach próbny obszar roboczy jest automatycznie dezaktywowany. Przejdź na plan Business przed tym terminem, aby pracować bez przerwy; urządzenia, osoby i historia pozostaną dokładnie takie same.",
      },
      {
        question: "Jakie metody płatności akceptujecie?",
        answer:
          "Karty kredytowe i debetowe (Visa, Mastercard, American Express) oraz polecenie zapłaty SEPA w każdym planie. Klienci Enterprise mogą też płacić przelewem na podstawie zamówienia, z 30-dniowym terminem płatności.",
      },
      {
        question: "Czy mogę zrezygnować w dowolnym momencie?",
        answer:
          "Plany miesięczne można anulować w dowolnym momencie; kończą się z końcem miesiąca rozliczeniowego. Plany roczne trwają do końca opłaconego roku. Przed odejściem możesz wyeksportować wszystkie dane do CSV lub przez API.",
      },
      {
        question: "Czy doliczacie VAT?",
        answer:
          "Ceny nie zawierają VAT. Firmy z UE z ważnym numerem VAT otrzymują faktury z odwrotnym obciążeniem; numer weryfikujemy w systemie VIES, gdy wpiszesz go w rozliczeniach.",
      },
    ],
    moreQuestions:
      "Masz inne pytanie o faktury lub zamówienia? <page>Skontaktuj się z naszym działem sprzedaży</page>.",
  },
  about: {
    eyebrow: "Firma",
    storyTitle: "Nasza historia",
    story: [
      "Fleetward powstał w dziale IT, który ewidencjonował 1400 laptopów w trzech arkuszach kalkulacyjnych, systemie zgłoszeń i pamięci jednego bardzo cierpliwego kolegi. Audyty trwały tygodniami, a zgubione urządzenia zauważano po miesiącach.",
      "Zbudowaliśmy narzędzie, jakiego sami potrzebowaliśmy: jedno miejsce, które zna każde urządzenie, wie, kto je ma, czy jest bezpieczne i kiedy trzeba je wymienić — bez instalowania czegokolwiek na serwerze.",
    ],
    principlesTitle: "W co wierzymy",
    principles: [
      {
        title: "Najpierw dokładnie, potem sprytnie",
        text: "Inwentarz jest przydatny tylko wtedy, gdy jest prawdziwy. Każdy rekord urządzenia pokazuje, skąd pochodzą jego dane i kiedy ostatnio je potwierdzono.",
      },
      {
        title: "Bezpieczeństwo, które da się przeczytać",
        text: "Szyfrowanie, poziom poprawek, blokada ekranu i ochrona punktów końcowych są pokazane jako jasne odpowiedzi, a nie wyniki do rozszyfrowania.",
      },
      {
        title: "Szybko dla małych zespołów",
        text: "Większość zespołów IT to kilka osób. Fleetward pozwala jednej osobie wprowadzić sto laptopów przed obiadem.",
      },
    ],
    numbersTitle: "Co robi Fleetward",
    figures: [
      { value: "osquery", label: "Agent open source, przez który raportują Twoje urządzenia" },
      { value: "16", label: "Liczba języków aplikacji i jej e-maili" },
      {
        value: "REST API",
        label: "Każda operacja w obszarze roboczym, opisana w OpenAPI, z podpisanymi webhookami",
      },
    ],
    officesTitle: "Gdzie pracujemy",
    officesIntro:
      "Dane klientów są przechowywane we Frankfurcie w Niemczech. Godziny wsparcia podążają za słońcem od Berlina do Austin, więc zgłoszenie wysłane w dzień roboczy rzadko czeka do rana.",
    offices: [
      {
        city: "Berlin",
        role: "Siedziba: inżynieria, bezpieczeństwo i wsparcie dla Europy",
      },
      {
        city: "Amsterdam",
        role: "Produkt, projektowanie i nasz zespół klientów z Beneluksu",
      },
      {
        city: "Austin",
        role: "Customer success i wsparcie dla Ameryki Północnej",
      },
    ],
    contactLink: "Adresy, numery telefonów i godziny otwarcia",
  },
  team: {
    eyebrow: "Firma",
    lead: "Większość z nas zawodowo zajmowała się IT, dlatego produkt ma wyraźne zdanie o tym, że rekordy muszą być prawdziwe, a alerty — ciche.",
    peopleTitle: "Kierownictwo i osoby, które poznasz",
    members: {
      lena: {
        role: "Współzałożycielka i CEO",
        location: "Berlin",
        bio: "Kierowała IT w firmie logistycznej zatrudniającej 1400 osób i przeszła trzy audyty na arkuszach kalkulacyjnych. Jeden dzień w tygodniu spędza na rozmowach z klientami i nadal czyta każdy powód rezygnacji.",
      },
      daniel: {
        role: "Współzałożyciel i CTO",
        location: "Berlin",
        bio: "Tworzył oprogramowanie do inwentaryzacji w dwóch europejskich firmach SaaS. Odpowiada za model danych, przyjmowanie danych z osquery i zasadę, że każdy rekord mówi, skąd pochodzą jego dane.",
      },
      sanne: {
        role: "Szefowa produktu",
        location: "Amsterdam",
        bio: "Wcześniej liderka produktu w narzędziu helpdesk używanym przez 9000 zespołów IT. Zamienia zgłoszenia w punkty roadmapy i pilnuje, by wydanie sprzętu zajmowało trzy kliknięcia.",
      },
      marcus: {
        role: "Szef Customer Success",
        location: "Austin",
        bio: "Przed dołączeniem zarządzał flotą 6000 urządzeń okręgu szkolnego. Prowadzi wdrożenie każdego klienta Enterprise i comiesięczne dyżury konsultacyjne.",
      },
      yuki: {
        role: "Szefowa bezpieczeństwa",
        location: "Amsterdam",
        bio: "Była pentesterka i specjalistka reagowania na incydenty. Prowadzi modelowanie zagrożeń, program bug bounty i przeglądy bezpieczeństwa, przez które przechodzi każde wydanie.",
      },
      priya: {
        role: "Staff Engineer, integracje urządzeń",
        location: "Berlin",
        bio: "Utrzymuje integrację z osquery: rejestrację, plik flag i bibliotekę zasad. Ma zdanie na temat formatów numerów seryjnych i każde potrafi udowodnić zgłoszeniem błędu.",
      },
      jonas: {
        role: "Kierownik zespołu wsparcia",
        location: "Berlin",
        bio: "Osiem lat w service desku IT. Napisał większość poradników w centrum pomocy i utrzymuje medianę pierwszej odpowiedzi poniżej dwóch godzin w dni robocze.",
      },
      amara: {
        role: "Starsza projektantka produktu",
        location: "Austin",
        bio: "Projektuje pulpity, mobilne ekrany zwrotów i przeglądy dostępności. Przed publikacją testuje każdy ekran przy szerokości 375 pikseli i z czytnikiem ekranu.",
      },
    },
    habitsTitle: "Jak pracujemy",
    habits: [
      "Wszyscy, także inżynierowie, jeden dzień w miesiącu odpowiadają na zgłoszenia.",
      "Spisujemy decyzje: jednostronicowa propozycja przed każdą zmianą, którą zauważą klienci.",
      "Spotkania kończą się do 16:00 czasu berlińskiego, aby Austin i Berlin miały dwie wspólne godziny pracy bez późnych wieczorów.",
    ],
    joinTitle: "Dołącz do nas",
    join: "Szukamy starszego inżyniera backendu, menedżera customer success na region DACH oraz autora dokumentacji technicznej. Wszystkie role mogą być zdalne, z różnicą czasu do dwóch godzin względem Berlina lub Austin.",
    openRoles: "Zobacz oferty pracy",
    aboutLink: "O Fleetward",
  },
  testimonials: {
    eyebrow: "Przykłady",
    lead: "Dziewięć przykładowych zespołów IT — od fundacji z 64 urządzeniami po sieć szkół z 3150 — pokazuje, co się zmienia, gdy flota trafia do Fleetward. Osoby, organizacje i cytaty są zmyślone; to nie są klienci.",
    quotesTitle: "Ich słowami",
    fleet: "Urządzenia: {{count}} · {{sector}}",
    items: {
      katrin: {
        quote:
          "Podczas ostatniego audytu poproszono nas o dowód, że każdy laptop jest zaszyfrowany. Kiedyś zajmowało to dwóm osobom tydzień. Tym razem wyeksportowałam raport stanu bezpieczeństwa i audytor nie miał dodatkowych pytań.",
        role: "Kierowniczka IT",
        sector: "Logistyka",
      },
      tom: {
        quote:
          "W pierwszym tygodniu znaleźliśmy 37 laptopów, na które nikt nie logował się od ponad 90 dni. Połowa leżała w szafie; przydzieliliśmy je ponownie, zamiast kupować nowe.",
        role: "Dyrektor operacji IT",
        sector: "Ochrona zdrowia",
      },
      meiLin: {
        quote:
          "Wypożyczanie laptopów zastąpiło papierową listę w recepcji. Każdego ranka dostajemy listę zaległych wypożyczeń, więc prosimy o zwrot laptopa w dniu, w którym się spóźnia, a nie tydzień później.",
        role: "Kierowniczka service desku",
        sector: "Edukacja",
      },
      rafael: {
        quote:
          "Wcześniej próbowaliśmy Snipe-IT i arkusza kalkulacyjnego. Zaimportowaliśmy eksport ze Snipe-IT i teraz inwentarz jest aktualny bez ciągłego pilnowania, bo nasze komputery same raportują przez osquery.",
        role: "Administrator systemów",
        sector: "Inżynieria",
      },
      charlotte: {
        quote:
          "Samo śledzenie licencji zwróciło koszt subskrypcji. Płaciliśmy za 120 stanowisk w narzędziu do projektowania, a używaliśmy 74; rozmowa o odnowieniu wyglądała w tym roku zupełnie inaczej.",
        role: "Dyrektorka finansów i operacji",
        sector: "Usługi profesjonalne",
      },
      jakub: {
        quote:
          "Jako dwuosobowy zespół IT w czterech lokalizacjach nie jesteśmy w stanie śledzić każdego pulpitu. Dostajemy e-mail, gdy urządzenie zaczyna nie spełniać zasady, i nic więcej.",
        role: "Koordynator IT",
        sector: "Usługi prawne",
      },
      aisha: {
        quote:
          "Offboarding oznaczał kiedyś ściganie kierowników o laptopy. Teraz strona odchodzącej osoby pokazuje każde urządzenie i każde stanowisko licencji, które ma, przyjmujemy je z powrotem w jej ostatnim dniu i odzyskujemy prawie wszystko.",
        role: "Menedżerka People Operations",
        sector: "Handel detaliczny",
      },
      henrik: {
        quote:
          "Zespół bezpieczeństwa i zespół IT wreszcie patrzą na te same liczby. Zgodność poprawek wzrosła z 71 do 96 procent w jeden kwartał, głównie dlatego, że wszyscy widzieli tę samą listę.",
        role: "CISO",
        sector: "Usługi finansowe",
      },
      grace: {
        quote:
          "Konfiguracja zajęła jedno popołudnie: import CSV, osquery na naszych laptopach i lokalizacja dla każdego biura. Wsparcie odpowiedziało na moje jedyne pytanie w niecałą godzinę, w piątek.",
        role: "Specjalistka IT",
        sector: "Organizacje non-profit",
      },
    },
    tryTitle: "Wypróbuj na własnej flocie",
    try: "Bezpłatny okres próbny trwa 90 dni na Twoich prawdziwych urządzeniach. Zaimportuj plik CSV, zarejestruj komputery z osquery i zobacz własny raport bezpieczeństwa jeszcze tego samego dnia.",
    trialCta: "Rozpocznij bezpłatny okres próbny",
    storiesLink: "Przeczytaj przykładowe historie",
  },
  services: {
    eyebrow: "Co robimy",
    lead: "Fleetward to przede wszystkim produkt: inwentarz, stan bezpieczeństwa, licencje i cykl życia w jednej aplikacji. Jeśli chcesz dojść do celu szybciej, nasz zespół przeprowadzi z Tobą migrację, wdrożenie i przygotowanie do audytu.",
    trialCta: "Rozpocznij bezpłatny okres próbny",
    engineerCta: "Porozmawiaj z inżynierem rozwiązań",
    productTitle: "W produkcie",
    productIntro: "W każdym planie, już od bezpłatnego 90-dniowego okresu próbnego.",
    professionalTitle: "Usługi profesjonalne",
    professionalIntro:
      "Projekty w stałej cenie realizowane przez ludzi, którzy tworzą Fleetward. W cenie planu Enterprise; dla klientów Business od 1200 € za projekt.",
    detailLink: "Jak działa monitorowanie bezpieczeństwa urządzeń",
    items: {
      inventory: {
        name: "Inwentarz zasobów",
        summary:
          "Jeden rekord na laptop, telefon, serwer i akcesorium, aktualizowany przez osquery na Twoich komputerach i przez Twój zespół.",
        points: [
          "Numer seryjny, model, data zakupu, gwarancja i koszt w każdym rekordzie",
          "Komputery z osquery raportują sprzęt, system i oprogramowanie i są łączone ze swoim zasobem po numerze seryjnym",
          "Import z plików CSV lub XLSX, także z eksportu Snipe-IT",
        ],
      },
      security: {
        name: "Monitorowanie bezpieczeństwa urządzeń",
        summary:
          "Zobacz, które urządzenia są niezaszyfrowane, bez poprawek, bez blokady lub bez ochrony, i napraw je w pierwszej kolejności.",
        points: [
          "Cztery kontrole na każdym zarządzanym urządzeniu, wyjaśnione prostym językiem",
          "Zasady z biblioteki lub własny SQL tylko do odczytu, z własnymi progami",
          "Alerty e-mail, gdy urządzenie zaczyna nie spełniać zasady, oraz webhooki",
        ],
      },
      licences: {
        name: "Ewidencja licencji",
        summary:
          "Wiedz, za ile stanowisk płacisz, ile jest przypisanych i kiedy odnawia się każda umowa.",
        points: [
          "Licencje na użytkownika, urządzenie i subskrypcyjne z kosztem stanowiska",
          "Codzienny e-mail z przypomnieniem o licencjach wygasających w ciągu 30 dni",
          "Nieużywane stanowiska wyróżnione przed każdym odnowieniem",
        ],
      },
      lifecycle: {
        name: "Zarządzanie cyklem życia",
        summary: "Planuj zakupy, wymiany i wycofania z jednego kalendarza zamiast z arkusza.",
        points: [
          "Daty końca gwarancji z codziennym przypomnieniem o gwarancjach kończących się w ciągu 30 dni",
          "Wycofane zasoby nie liczą się już jako aktywne, ale zachowują rekord i historię",
          "Pełna historia użytkowników, lokalizacji i napraw",
        ],
      },
      migration: {
        name: "Migracja z arkuszy i innych narzędzi",
        summary:
          "Mapujemy Twoje kolumny, usuwamy duplikaty i importujemy historię z Excela, Snipe-IT, GLPI lub Shelf. Typowy projekt: 5 dni roboczych dla maksymalnie 5000 zasobów.",
        points: [
          "Warsztat mapowania pól (60 minut)",
          "Import testowy do piaskownicy, którą możesz sprawdzić",
          "Import końcowy z raportem uzgodnienia",
        ],
      },
      rollout: {
        name: "Wdrożenie z opiekunem",
        summary:
          "Customer success manager planuje z Tobą pierwsze 30 dni: rejestrację przez osquery, lokalizacje, zasady i pierwszy przegląd stanu bezpieczeństwa.",
        points: [
          "Spotkanie otwierające i cotygodniowe 30-minutowe spotkania",
          "Szablony zasad dla ISO 27001 i Cyber Essentials",
          "Szkolenie administratorów dla maksymalnie 10 osób",
        ],
      },
      audit: {
        name: "Przegląd gotowości do audytu",
        summary:
          "Przed audytem ISO 27001, SOC 2 lub NIS2 sprawdzamy rejestr zasobów i raporty stanu bezpieczeństwa pod kątem kontroli, o które pytają audytorzy.",
        points: [
          "Lista luk przypisana do kontroli z załącznika A",
          "Pakiet dowodów do przekazania audytorowi",
          "Przegląd kontrolny po 30 dniach",
        ],
      },
    },
    engagementTitle: "Jak przebiega współpraca",
    engagementSteps: [
      {
        title: "Rozmowa wstępna",
        text: "30 minut z inżynierem rozwiązań: ile urządzeń, jakie systemy operacyjne, jakie audyty się zbliżają.",
      },
      {
        title: "Pisemna oferta",
        text: "Stała cena i plan z terminami w ciągu dwóch dni roboczych. Żadnych stawek dziennych, które wciąż rosną.",
      },
      {
        title: "Realizacja",
        text: "Praca odbywa się w Twoim próbnym lub produkcyjnym obszarze roboczym, ze wspólną listą kontrolną, którą możesz śledzić.",
      },
      {
        title: "Przekazanie",
        text: "Nagrane omówienie i raport uzgodnienia, aby Twój zespół przejął wynik.",
      },
    ],
    comparePlans: "Porównaj plany",
    offices: "Nasze biura",
  },
  serviceDetail: {
    eyebrow: "Usługi",
    lead: "Cztery kontrole, wykonywane przez osquery na każdym zarejestrowanym komputerze i opisane prostym językiem: czy jest zaszyfrowany, czy jest aktualny, czy się blokuje, czy jest chroniony? Najpierw widzisz urządzenia, które nie przechodzą kontroli, wraz z powodem.",
    trialCta: "Rozpocznij bezpłatny okres próbny",
    allServices: "Wszystkie usługi",
    checksTitle: "Cztery kontrole",
    checksIntro:
      "Każda kontrola to zasada SQL osquery tylko do odczytu z biblioteki zasad. Jeśli zasada ma próg, na przykład minimalną wersję systemu albo czas bezczynności do blokady ekranu, ustalasz go Ty.",
    passesWhen: "Spełnione, gdy:",
    checks: [
      {
        title: "Szyfrowanie dysku",
        passes:
          "FileVault (macOS), BitLocker na dysku systemowym (Windows) lub LUKS na głównym systemie plików (Linux) jest włączony.",
        why: "Zgubiony laptop z zaszyfrowanym dyskiem to kłopot. Bez szyfrowania to naruszenie danych, które trzeba zgłosić.",
      },
      {
        title: "Poziom poprawek systemu",
        passes:
          "macOS lub Windows ma co najmniej ustaloną przez Ciebie wersję minimalną, a automatyczne aktualizacje są włączone (sprawdzane także w Linuksie).",
        why: "Większość wykorzystywanych luk ma poprawkę od miesięcy. Wiek brakującej aktualizacji liczy się bardziej niż ich liczba.",
      },
      {
        title: "Blokada ekranu",
        passes:
          "W Windows i macOS ekran blokuje się najpóźniej po dozwolonym czasie bezczynności (domyślnie 15 minut) i wymaga hasła.",
        why: "Odblokowane urządzenia w kawiarniach, pociągach i wspólnych biurach to najprostsza droga do zalogowanej sesji.",
      },
      {
        title: "Ochrona punktów końcowych",
        passes:
          "W Windows Centrum zabezpieczeń zgłasza włączony program antywirusowy z aktualnymi sygnaturami; w macOS zainstalowane są XProtect firmy Apple i jego definicje.",
        why: "Zainstalowany, ale wyłączony agent dobrze wygląda na liście zakupów i niczego nie chroni.",
      },
    ],
    howTitle: "Jak to działa",
    steps: [
      "Zainstaluj osquery, agenta open source, na każdym komputerze z sekretem rejestracji i plikiem flag, który daje Ci Fleetward.",
      "osquery samo się zgłasza, wysyła dane urządzenia i wykonuje na nim każdą zasadę — zapytanie SQL tylko do odczytu.",
      "Każda zasada obowiązuje na platformach, dla których została napisana, z ustalonymi przez Ciebie progami, na przykład minimalną wersją macOS.",
      "Urządzenia niespełniające wymagań pojawiają się na pulpicie z właścicielem, powodem i datą rozpoczęcia problemu.",
      "Właściciele i administratorzy dostają e-mail i powiadomienie w aplikacji, gdy urządzenie zaczyna nie spełniać zasady lub znów ją spełnia; webhooki mogą przekazać każdą zmianę do Twoich narzędzi.",
    ],
    platformsTitle: "Obsługiwane platformy",
    platformsIntro:
      "Co każda platforma raportuje przez osquery i które kontrole obejmuje biblioteka zasad.",
    platformsCaption: "Obsługiwane kontrole według platformy",
    columns: {
      platform: "Platforma",
      source: "Źródło danych",
      encryption: "Szyfrowanie",
      patch: "Poziom poprawek",
      lock: "Blokada ekranu",
      protection: "Ochrona punktów końcowych",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Wersja minimalna, automatyczne sprawdzanie aktualizacji",
        lock: "Tak",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Minimalny build, automatyczne aktualizacje",
        lock: "Tak",
        protection: "Antywirus (Centrum zabezpieczeń)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatyczne aktualizacje",
        lock: "Brak zasady w bibliotece",
        protection: "Brak zasady w bibliotece",
      },
    ],
    boundariesTitle: "Czego nigdy nie robimy",
    boundaries: [
      {
        title: "Żadnych kluczy odzyskiwania",
        text: "Zasady szyfrowania dysku pytają osquery, czy FileVault, BitLocker lub LUKS są włączone. Nigdy nie odczytujemy, nie kopiujemy ani nie przechowujemy klucza odzyskiwania.",
      },
      {
        title: "Agent tylko do odczytu",
        text: "osquery, agent open source, odpowiada tylko na zapytania do odczytu: Fleetward widzi stan urządzenia, ale nie może go zmienić.",
      },
      {
        title: "Żadnych cichych zmian",
        text: "Fleetward raportuje i przypomina. Nie wysyła poleceń do Twoich urządzeń: żadnej zdalnej blokady ani wymazywania.",
      },
    ],
    startTitle: "Zobacz swój stan bezpieczeństwa w jedno popołudnie",
    start:
      "Zarejestruj pierwsze komputery z osquery i zobacz ich raport bezpieczeństwa w ciągu godziny. Okres próbny jest bezpłatny przez 90 dni i nie wymaga karty kredytowej.",
    guidesLink: "Przeczytaj poradniki konfiguracji",
  },
  helpCentre: {
    eyebrow: "Centrum pomocy",
    lead: "Odpowiedzi dla administratorów, techników i użytkowników okresu próbnego Fleetward. Najpierw wyszukaj: większość pytań ma odpowiedź w niecałą minutę.",
    searchTitle: "Szukaj",
    topicsTitle: "Przeglądaj według tematu",
    topics: [
      {
        title: "Najczęstsze pytania",
        text: "20 krótkich odpowiedzi o kontach, bezpłatnym okresie próbnym, urządzeniach i bezpieczeństwie.",
        cta: "Przejdź do FAQ",
      },
      {
        title: "Poradniki krok po kroku",
        text: "Poradniki od pierwszego importu CSV po wycofanie urządzenia.",
        cta: "Otwórz poradniki",
      },
      {
        title: "Kontakt ze wsparciem",
        text: "Godziny wsparcia, czasy odpowiedzi w poszczególnych planach i formularz, który kieruje zgłoszenie według priorytetu.",
        cta: "Uzyskaj pomoc",
      },
      {
        title: "Dokumentacja i API",
        text: "Pojęcia, konfiguracja i dokumentacja REST API dla integracji.",
        cta: "Czytaj dokumentację",
      },
    ],
    popularTitle: "Popularne artykuły",
    popular: [
      { title: "Import urządzeń z pliku CSV", meta: "Poradnik · 15 min" },
      { title: "Rejestracja urządzeń z macOS", meta: "Poradnik · 20 min" },
      { title: "Co się dzieje po 90 dniach?", meta: "FAQ · Bezpłatny okres próbny" },
      { title: "Konfiguracja wypożyczania laptopów", meta: "Poradnik · 10 min" },
      { title: "Dlaczego urządzenie pojawia się dwa razy?", meta: "FAQ · Urządzenia" },
      { title: "Czy Fleetward przechowuje klucze odzyskiwania?", meta: "FAQ · Bezpieczeństwo" },
    ],
    stillStuckTitle: "Nadal masz problem?",
    stillStuck:
      "Nasz zespół wsparcia pracuje od poniedziałku do piątku, od 8:00 czasu berlińskiego do 17:00 czasu w Austin. Wyślij <support>zgłoszenie do wsparcia</support> z adresem swojego obszaru roboczego albo zapytaj inne zespoły IT na <forums>forach społeczności</forums>.",
    faqs: {
      topicsLabel: "Tematy FAQ",
      moreTitle: "Nie znalazłeś odpowiedzi?",
      more: "Skorzystaj z <guides>poradnika krok po kroku</guides> lub <support>wyślij zgłoszenie do wsparcia</support>. Użytkownikom okresu próbnego odpowiadamy w ciągu dwóch dni roboczych, a płacącym klientom w ciągu ośmiu godzin roboczych.",
    },
    guides: {
      allTitle: "Wszystkie poradniki",
      stepsTitle: "Krok po kroku",
      minutes: "{{minutes}} min",
      helpTitle: "Potrzebujesz pomocy?",
      help: "Jeśli któryś krok nie zgadza się z tym, co widzisz w obszarze roboczym, napisz nam w <support>zgłoszeniu do wsparcia</support>, o który poradnik i krok chodzi. Aktualizujemy poradniki z każdym comiesięcznym wydaniem.",
    },
    support: {
      lead: "Na każde zgłoszenie odpowiadają prawdziwi ludzie, którzy znają się na zarządzaniu urządzeniami.",
      hoursTitle: "Godziny wsparcia",
      hours: [
        { region: "Europa", team: "Berlin", time: "Od poniedziałku do piątku, 8:00–18:00 CET" },
        {
          region: "Ameryka Północna",
          team: "Austin",
          time: "Od poniedziałku do piątku, 8:00–17:00 CT",
        },
        { region: "Pilne problemy", team: "Dyżur Enterprise", time: "Całą dobę, 7 dni w tygodniu" },
      ],
      hoursNote:
        "Godziny pracy nie obejmują świąt w Berlinie i Teksasie. Pilne problemy klientów Enterprise obsługujemy także w te dni.",
      slaTitle: "Czasy odpowiedzi według planu",
      slaIntro:
        "Czas do pierwszej odpowiedzi człowieka, a nie automatycznego potwierdzenia. Priorytet wybierasz w formularzu; możemy go zmienić i wtedy Cię o tym poinformujemy.",
      slaCaption: "Czasy pierwszej odpowiedzi według planu i priorytetu",
      severityColumn: "Priorytet",
      planColumns: ["Bezpłatny okres próbny", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Pilny",
          times: ["2 dni robocze", "4 godziny robocze", "1 godzina, całą dobę"],
        },
        { severity: "Wysoki", times: ["2 dni robocze", "8 godzin roboczych", "4 godziny robocze"] },
        {
          severity: "Normalny",
          times: ["2 dni robocze", "8 godzin roboczych", "8 godzin roboczych"],
        },
        { severity: "Niski", times: ["5 dni roboczych", "2 dni robocze", "1 dzień roboczy"] },
      ],
      requestTitle: "Wyślij zgłoszenie do wsparcia",
      includeTitle: "Co warto podać",
      checklist: [
        "Adres obszaru roboczego, na przykład twojafirma.fleetward.com",
        "Co próbowałeś zrobić, krok po kroku",
        "Czego oczekiwałeś i co się stało, wraz z dokładnym komunikatem błędu",
        "Kiedy to się zaczęło i czy dotyczy jednego użytkownika, jednego urządzenia czy wszystkich",
        "Numery seryjne lub etykiety inwentarzowe urządzeń, jeśli dotyczy",
        "Zrzut ekranu z rozmytymi danymi osobowymi",
      ],
      vulnerability:
        "Chcesz zgłosić podatność? Napisz zamiast tego na <mail>security@fleetward.com</mail>.",
      beforeTitle: "Zanim napiszesz",
      before:
        "Odpowiedzi na wiele pytań znajdziesz w <faqs>FAQ</faqs> i <guides>poradnikach konfiguracji</guides>. Pytania o ceny lub nową umowę kieruj do naszego <sales>działu sprzedaży</sales>.",
    },
    form: {
      name: "Imię i nazwisko",
      email: "Adres e-mail konta Fleetward",
      subject: "Temat",
      subjectHint: "Jedna linia, na przykład: Mac przestał raportować 12 listopada.",
      severity: "Priorytet",
      severities: {
        low: "Niski — pytanie lub problem kosmetyczny",
        normal: "Normalny — coś nie działa, ale istnieje obejście",
        high: "Wysoki — nie działa funkcja, na której polega Twój zespół",
        urgent: "Pilny — obszar roboczy nie działa lub dane wyglądają na błędne",
      },
      description: "Opis",
      descriptionHint:
        "Adres obszaru roboczego, co zrobiłeś, czego oczekiwałeś i co się stało. Nigdy nie podawaj haseł ani kluczy odzyskiwania.",
      sending: "Wysyłanie…",
      send: "Wyślij zgłoszenie",
      received: "Otrzymaliśmy zgłoszenie {{reference}}.",
      sent: "Otrzymaliśmy „{{subject}}” jako zgłoszenie <ref>{{reference}}</ref>. Podaj ten numer, pisząc w tej sprawie na support@fleetward.com.",
    },
  },
  legal: {
    eyebrow: "Informacje prawne",
    termsLead:
      "Umowa między Twoją organizacją a Fleetward GmbH dotycząca korzystania z Fleetward, od bezpłatnego 90-dniowego okresu próbnego po płatne subskrypcje Business i Enterprise. Tekst jest w języku angielskim.",
    privacyLead:
      "Jakie dane osobowe Fleetward przetwarza, gdy odwiedzasz naszą stronę, korzystasz z konta lub rozmawiasz z nami, dlaczego ich potrzebujemy, jak długo je przechowujemy i jak korzystać z praw wynikających z RODO. Tekst jest w języku angielskim.",
  },
  documentation: {
    eyebrow: "Produkt",
    lead: "Jak zorganizowany jest Fleetward, jak skonfigurować obszar roboczy i jak zintegrować go przez REST API. Instrukcje do poszczególnych zadań znajdziesz w centrum pomocy. Dokumentacja jest w języku angielskim.",
  },
};
