import type { MarketingText } from "./en.ts";

export const plMarketing: MarketingText = {
  home: {
    lead: "Znaj każdy laptop, telefon, serwer i licencję swojej organizacji: kto z nich korzysta i czy są bezpieczne. Fleetward utrzymuje dokładną ewidencję i najpierw pokazuje urządzenia, które wymagają uwagi.",
    seePricing: "Zobacz cennik",
    builtOn:
      "Zbudowany na otwartym oprogramowaniu i otwartych formatach, które możesz sprawdzić sam",
    featuresTitle: "Wszystko o Twoich urządzeniach w jednej aplikacji",
    featuresIntro:
      "Zastąp arkusz kalkulacyjny, listę wypożyczeń i kalendarz odnowień jedną ewidencją, której ufa cały zespół.",
    features: [
      {
        title: "Ewidencja, która się zgadza",
        text: "Każdy laptop, serwer, monitor i akcesorium w jednym rejestrze — z informacją, kto je ma i gdzie są. Komputery z osquery, agentem open source, same raportują swój sprzęt, system i oprogramowanie.",
      },
      {
        title: "Stan bezpieczeństwa w mgnieniu oka",
        text: "Szyfrowanie, poziom poprawek, blokada ekranu i ochrona punktów końcowych każdego urządzenia, z niezgodnymi na górze.",
      },
      {
        title: "Cykl życia od zamówienia do utylizacji",
        text: "Daty zakupu, koszty i końce gwarancji przy każdym zasobie, codzienne przypomnienie o gwarancjach kończących się w ciągu 30 dni i wycofane zasoby, które zachowują historię.",
      },
      {
        title: "Licencje bez niespodzianek",
        text: "Stanowiska, koszty i daty wygaśnięcia w jednym miejscu, z codziennym przypomnieniem o licencjach wygasających w ciągu 30 dni.",
      },
      {
        title: "Wydawanie i zwroty",
        text: "Wypożyczaj laptopy z terminem zwrotu i przypomnieniami, a nowym pracownikom przekazuj sprzęt w trzech kliknięciach.",
      },
      {
        title: "Raporty akceptowane przez audytorów",
        text: "Eksport zasobów, urządzeń, licencji, osób i historii do CSV lub XLSX, z niespełnionymi zasadami każdego urządzenia, jako dowód dla ISO 27001, SOC 2 i NIS2.",
      },
    ],
    stepsTitle: "Gotowe w jedno popołudnie",
    steps: [
      {
        title: "Połącz",
        text: "Zaimportuj arkusz lub eksport ze Snipe-IT i zainstaluj osquery, agenta open source, na komputerach za pomocą sekretu rejestracji.",
      },
      {
        title: "Sprawdź",
        text: "Fleetward dopasowuje rekordy po numerze seryjnym, przypisuje właścicieli i pokazuje urządzenia, które nie przechodzą kontroli.",
      },
      {
        title: "Działaj",
        text: "Napraw początek listy, dostosuj zasady i otrzymuj e-mail, gdy urządzenie zacznie nie spełniać którejś z nich.",
      },
    ],
    postureTitle: "Stan bezpieczeństwa w mgnieniu oka",
    postureIntro:
      "Szyfrowanie dysku, wersja systemu, blokada ekranu i ochrona przed złośliwym oprogramowaniem — sprawdzane przez osquery na każdym zarejestrowanym komputerze i opisane prostym językiem. Urządzenia, które Cię potrzebują, są na górze — z właścicielem i przyczyną.",
    postureLink: "Jak działa monitorowanie bezpieczeństwa urządzeń",
    testimonialsTitle: "Przykładowe historie",
    examplesNote:
      "Zmyślone zespoły i cytaty, które pokazują, do czego służą funkcje Fleetward. To przykłady, nie klienci.",
    quotes: [
      {
        quote:
          "Na ten audyt wyeksportowałam jeden raport stanu bezpieczeństwa i audytor nie miał dodatkowych pytań.",
        role: "Kierowniczka IT, Northwind Logistics · 1240 urządzeń",
      },
      {
        quote:
          "Znaleźliśmy 37 laptopów, których nikt nie używał od 90 dni, i przekazaliśmy je dalej zamiast kupować nowe.",
        role: "Kierownik operacji IT, Helios Health Partners · 860 urządzeń",
      },
      {
        quote:
          "Zgodność poprawek wzrosła z 71 do 96 procent w jeden kwartał, bo wszyscy widzieli tę samą listę.",
        role: "CISO, Fjordline Insurance · 2600 urządzeń",
      },
    ],
    moreStories: "Więcej przykładowych historii",
    pricingTitle: "Prosta cena za urządzenie",
    pricingIntro:
      "Bez opłat za akcesoria i administratorów. 90 dni za darmo, bez karty kredytowej.",
    planTrialNote: "90 dni, do {{count}} urządzeń",
    planTrialUnlimited: "90 dni, bez limitu urządzeń",
    planEnterpriseNote: "SSO, SCIM i SLA 99,9%",
    planPerDevice: "za urządzenie miesięcznie",
    customPrice: "Wycena indywidualna",
    comparePlans: "Porównaj plany",
    faqTitle: "Najczęstsze pytania",
    faqs: [
      {
        q: "Czy muszę instalować agenta na naszych urządzeniach?",
        a: "Do danych o urządzeniach i stanu bezpieczeństwa — tak: na każdym komputerze działa osquery, agent open source, który instalujesz z sekretem rejestracji i plikiem flag z Fleetward. Rejestr zasobów, wydawanie i zwroty oraz importy działają bez niego.",
      },
      {
        q: "Co się dzieje po zakończeniu 90-dniowego okresu próbnego?",
        a: "Próbna przestrzeń robocza jest automatycznie dezaktywowana. Przejdź na płatny plan przed końcem lub krótko po nim, a wszystko zostanie przeniesione bez zmian.",
      },
      {
        q: "Czy możemy korzystać bez instalowania czegokolwiek na komputerach?",
        a: "Tak. Wiele małych zespołów zaczyna od importu arkusza oraz wydawania i zwrotów. Kontrole bezpieczeństwa wymagają osquery na komputerze, bo tam działają zasady.",
      },
      {
        q: "Gdzie przechowywane są nasze dane?",
        a: "We Frankfurcie w Niemczech, szyfrowane w spoczynku i podczas przesyłania. Fleetward nigdy nie przechowuje kluczy odzyskiwania dysków ani haseł.",
      },
      {
        q: "Czym Fleetward różni się od Snipe-IT lub GLPI?",
        a: "To solidne narzędzia ewidencyjne, które hostujesz i utrzymujesz samodzielnie. Fleetward hostujemy za Ciebie; importuje eksport ze Snipe-IT i dodaje stan bezpieczeństwa raportowany przez osquery, więc ewidencja i obraz ryzyka to jedna lista.",
      },
    ],
    moreAnswers: "Więcej odpowiedzi w centrum pomocy",
    ctaTitle: "Do piątku dowiesz się, gdzie jest każde urządzenie",
    ctaText:
      "Zaimportuj arkusz lub zarejestruj pierwszy komputer z osquery już dziś. Okres próbny jest bezpłatny przez 90 dni i nie wymaga karty kredytowej.",
    snapshot: {
      label: "Ilustracja przeglądu floty w Fleetward",
      title: "Przegląd floty",
      synced: "Zsynchronizowano 3 min temu",
      devices: "urządzeń",
      encrypted: "zaszyfrowanych",
      attention: "wymaga uwagi",
      needsUpdate: "Wymaga aktualizacji",
      notEncrypted: "Niezaszyfrowane",
      healthy: "W porządku",
    },
    posture: {
      title: "Stan bezpieczeństwa · acme.fleetward.com",
      lastSync: "Ostatnia synchronizacja 4 minuty temu",
      managed: "Zarządzane urządzenia",
      managedNote: "+36 w tym miesiącu",
      passAll: "Przechodzą wszystkie cztery kontrole",
      passAllNote: "wzrost z 78% w sierpniu",
      attention: "Wymagają uwagi",
      attentionNote: "w tym 23 krytyczne",
      encryption: "Szyfrowanie dysku",
      patch: "Poziom poprawek systemu",
      lock: "Blokada ekranu",
      protection: "Ochrona punktów końcowych",
      pass: "{{percent}}% zgodnych",
      critical: "Krytyczny",
      high: "Wysoki",
      salesPool: "Pula działu sprzedaży",
      issueUpdate: "Brak aktualizacji zabezpieczeń od 21 dni",
      issueProtection: "Ochrona punktów końcowych nie raportuje",
      issueLock: "Brak blokady ekranu",
      caption:
        "Ilustracja produktu z przykładowymi danymi fikcyjnej organizacji z 1284 urządzeniami.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Przepływy pracy automatyzują najbardziej pracowite dni w życiu urządzenia: pierwszy poranek nowego pracownika i ostatnie popołudnie odchodzącego. Wczesny dostęp otworzy się dla klientów Business i Enterprise po zakończeniu odliczania.",
    upcomingTitle: "Co nadchodzi",
    upcoming: [
      "Procesy wdrożenia, które przypisują nowemu pracownikowi laptop, telefon i licencje z jednego formularza",
      "Listy kontrolne odejść otwierane automatycznie, gdy dział HR zamyka umowę, z etykietami zwrotnymi",
      "Etapy akceptacji zakupów powyżej budżetu ustalonego dla centrum kosztów",
    ],
    shape:
      "Chcesz mieć na to wpływ? Napisz na <mail>product@fleetward.com</mail> i opowiedz, jak Twój zespół dziś wdraża nowe osoby. Postępy publikujemy co miesiąc w dzienniku zmian.",
    readChangelog: "Przeczytaj dziennik zmian",
    maintenanceEyebrow: "Zaraz wracamy",
    maintenanceLead:
      "Aktualizujemy bazę danych, w której przechowywane są Twoje przestrzenie robocze, do szybszej wersji. Twoje dane są bezpieczne i nic nie zginie podczas przerwy.",
    unavailable: "Niedostępne",
    unavailableText: "Przestrzenie robocze, logowanie i REST API",
    notAffected: "Bez wpływu",
    notAffectedText:
      "Twoje urządzenia: osquery działa na nich dalej i znów raportuje, gdy usługa wróci",
    maintenanceContact:
      "Administratorzy otrzymują wiadomość z <status>status@fleetward.com</status> na początku i na końcu prac. Coś pilnego, co nie może czekać? Napisz na <support>support@fleetward.com</support>; klienci Enterprise mogą też zadzwonić na linię pilnego wsparcia.",
    thankYouEyebrow: "Wiadomość otrzymana",
    thankYouLead:
      "Dziękujemy za kontakt z Fleetward. Twoja wiadomość jest w kolejce i trafiła do zespołu, który może na nią odpowiedzieć.",
    nextTitle: "Co dalej",
    nextSteps: [
      "W ciągu kilku minut otrzymasz e-mail z potwierdzeniem i kopią wiadomości. Jeśli nie dotrze, sprawdź folder ze spamem.",
      "Osoba z właściwego zespołu, a nie bot, odpowie w ciągu jednego dnia roboczego.",
      "Jeśli pytanie dotyczy istniejącej przestrzeni roboczej, podaj jej adres w odpowiedzi, abyśmy szybko ją znaleźli.",
    ],
    whileYouWait:
      "W międzyczasie <guides>przewodniki konfiguracji</guides> odpowiadają na większość pytań z pierwszego tygodnia, a <faqs>FAQ</faqs> omawia okres próbny, rozliczenia i bezpieczeństwo.",
    readBlog: "Czytaj blog",
  },
  contact: {
    eyebrow: "Kontakt",
    lead: "Pytania o ceny, migrację z arkuszy lub próbną przestrzeń roboczą? Napisz do nas — osoba z właściwego zespołu odpowie w ciągu jednego dnia roboczego.",
    sendTitle: "Wyślij nam wiadomość",
    beforeTitle: "Zanim napiszesz",
    beforeSupport:
      "Jesteś już klientem i masz problem w przestrzeni roboczej? <page>Formularz wsparcia</page> kieruje zgłoszenia według pilności.",
    beforeGuides: "Wiele pytań o konfigurację wyjaśniają <page>przewodniki krok po kroku</page>.",
    beforeSecrets:
      "Nigdy nie wysyłaj przez ten formularz haseł, kluczy odzyskiwania ani danych osobowych pracowników.",
    otherTitle: "Inne sposoby kontaktu",
    phoneOrVisit:
      "Wolisz telefon lub wizytę? Zobacz nasze <page>biura w Berlinie, Amsterdamie i Austin</page>.",
    detailLead:
      "Trzy biura, cztery skrzynki i jedna zasada: odpowiada prawdziwa osoba z właściwego zespołu. Wizyty po wcześniejszym umówieniu.",
    sendMessage: "Wyślij nam wiadomość",
    officesTitle: "Nasze biura",
    holidays:
      "Biura są zamknięte w dni świąteczne odpowiednio w Berlinie, Holandii Północnej i Teksasie. Wsparcie pilnych spraw Enterprise działa także w te dni.",
    mailboxesTitle: "Napisz do właściwego zespołu",
    response: "Odpowiedź: ",
    phone: "Telefon",
    openingHours: "Godziny otwarcia",
    gettingHere: "Dojazd",
    companyTitle: "Dane firmy",
    registered: "Spółka zarejestrowana",
    vat: "Numer VAT",
    directors: "Zarząd",
    dpo: "Inspektor ochrony danych",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Siedziba główna",
        country: "Niemcy",
        hours: "Od poniedziałku do piątku, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, latem UTC+2)",
        directions:
          "5 minut od stacji U6 Naturkundemuseum. Wejście dla gości od dziedzińca, 3. piętro.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Produkt i klienci z Beneluksu",
        country: "Holandia",
        hours: "Od poniedziałku do piątku, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, latem UTC+2)",
        directions:
          "10 minut pieszo od Amsterdam Centraal; tramwaje 13 i 17 zatrzymują się przy Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Klienci z Ameryki Północnej",
        country: "Stany Zjednoczone",
        hours: "Od poniedziałku do piątku, 08:00–17:00",
        timeZone: "CT (UTC−6, latem UTC−5)",
        directions:
          "W centrum, przy Congress i 6th. Parking dla gości w garażu One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Sprzedaż",
        use: "Oferty, plany Enterprise, zamówienia i ceny hurtowe.",
        response: "W ciągu jednego dnia roboczego",
      },
      support: {
        team: "Wsparcie",
        use: "Pomoc dotycząca przestrzeni roboczej, rejestracji przez osquery, importów i rozliczeń.",
        response:
          "Okres próbny: 2 dni robocze. Business: 8 godzin roboczych. Enterprise: 1 godzina w pilnych sprawach.",
      },
      security: {
        team: "Bezpieczeństwo",
        use: "Zgłoszenia podatności i kwestionariusze bezpieczeństwa. Klucz PGP na życzenie.",
        response: "Potwierdzenie w ciągu 24 godzin, każdego dnia w roku",
      },
      press: {
        team: "Prasa",
        use: "Wywiady, logo, zrzuty ekranu produktu i informacje o firmie.",
        response: "W ciągu dwóch dni roboczych",
      },
    },
    form: {
      topics: {
        sales: "Ceny i plany",
        trial: "Mój bezpłatny okres próbny",
        support: "Pomoc z moją przestrzenią roboczą",
        billing: "Faktury i rozliczenia",
        partnership: "Partnerstwa i resellerzy",
        press: "Prasa i media",
        other: "Coś innego",
      },
      sent: "Wiadomość wysłana. Odpowiemy w ciągu jednego dnia roboczego.",
      name: "Imię i nazwisko",
      email: "Służbowy e-mail",
      company: "Firma (opcjonalnie)",
      topic: "Temat",
      message: "Wiadomość",
      messageHint:
        "Napisz, iloma urządzeniami zarządzasz i jak je dziś ewidencjonujesz. Od 20 do 5000 znaków.",
      sending: "Wysyłanie…",
      send: "Wyślij wiadomość",
      privacy: "Twoje dane wykorzystamy wyłącznie do odpowiedzi na tę wiadomość.",
    },
  },
};
