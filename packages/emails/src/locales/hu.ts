import type { EmailStrings } from "./en.ts";

export const emailHu: EmailStrings = {
  common: {
    greeting: "Kedves {{name}}!",
    linkFallback: "Ha a gomb nem működik, másolja be ezt a címet a böngészőjébe:",
    securityAlert: "Biztonsági figyelmeztetés",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Németország",
    moment: "{{date}} {{time}} (UTC)",
    browserOnSystem: "{{system}} rendszeren futó {{browser}}",
    unknownBrowser: "Ismeretlen böngésző",
  },
  confirmation: {
    subject: "Erősítse meg Fleetward-fiókja e-mail-címét",
    preheader: "Egy kattintással megerősítheti címét, és elindíthatja 90 napos próbaidőszakát.",
    reason: "Azért kapta ezt az e-mailt, mert ezzel a címmel Fleetward-fiókot hoztak létre.",
    heading: "Erősítse meg e-mail-címét",
    intro:
      "Köszönjük, hogy létrehozta Fleetward-fiókját. Kérjük, erősítse meg, hogy ez az Ön e-mail-címe, hogy biztonsági figyelmeztetéseket és számlákat küldhessünk Önnek.",
    button: "E-mail-cím megerősítése",
    next: "A megerősítés után elindíthatja ingyenes, 90 napos próbaidőszakát, és nagyjából negyedóra alatt regisztrálhatja első eszközeit.",
    linkHelp: {
      other:
        "Ez a hivatkozás {{count}} óráig érvényes. Ha a gomb nem működik, másolja be ezt a címet a böngészőjébe:",
    },
    notYou:
      "Ha nem Ön hozta létre a fiókot, hagyja figyelmen kívül ezt az e-mailt; a cím megerősítetlen marad.",
    textIntro:
      "Köszönjük, hogy létrehozta Fleetward-fiókját. Kérjük, az alábbi hivatkozás megnyitásával erősítse meg, hogy ez az Ön e-mail-címe:",
    textExpiry: { other: "A hivatkozás {{count}} óráig érvényes." },
  },
  passwordReset: {
    subject: "Állítsa vissza Fleetward-jelszavát",
    preheader: {
      other: "Ezzel a hivatkozással {{count}} percen belül választhat új jelszót.",
    },
    reason:
      "Azért kapta ezt az e-mailt, mert jelszó-visszaállítást kértek az Ön Fleetward-fiókjához.",
    heading: "Jelszó visszaállítása",
    intro: {
      other:
        "Kérést kaptunk Fleetward-fiókja jelszavának visszaállítására. Az alábbi gombbal választhat új jelszót. A hivatkozás egyszer használható, és {{count}} perc múlva lejár.",
    },
    button: "Új jelszó választása",
    requestedOn: "A kérés időpontja: {{moment}}",
    requestedFrom: "A kérés forrása: {{client}}",
    notYou:
      "Nem Ön kérte? Akkor hagyja figyelmen kívül ezt az e-mailt: jelszava változatlan marad. Ha több ilyen e-mailt is kap anélkül, hogy kérte volna, jelezze nekünk a security@fleetward.com címen.",
    textIntro:
      "Kérést kaptunk Fleetward-fiókja jelszavának visszaállítására. Itt választhat új jelszót:",
    textExpiry: {
      other: "A hivatkozás egyszer használható, és {{count}} perc múlva lejár.",
    },
    textRequested: "A kérés időpontja: {{moment}}, forrása: {{client}}.",
    textNotYou:
      "Nem Ön kérte? Akkor hagyja figyelmen kívül ezt az e-mailt: jelszava változatlan marad.",
  },
  alert: {
    subject: {
      other: "Beavatkozás szükséges: {{count}} sikertelen biztonsági ellenőrzés – {{device}}",
    },
    preheader: "{{device}}: az eszköz néhány percnyi figyelmet igényel.",
    reason:
      "Azért kapta ezt az e-mailt, mert Ön a(z) {{device}} eszköz tulajdonosa a(z) {{workspace}} munkaterületen.",
    heading: "Laptopja figyelmet igényel",
    introOne:
      "A Fleetward sikertelen biztonsági ellenőrzést talált egy Önhöz rendelt eszközön. Az ilyen problémák többsége az eszköz újraindításával és a függőben lévő frissítések telepítésével megoldható.",
    introMany:
      "A Fleetward sikertelen biztonsági ellenőrzéseket talált egy Önhöz rendelt eszközön. Az ilyen problémák többsége az eszköz újraindításával és a függőben lévő frissítések telepítésével megoldható.",
    serial: "sorozatszám: {{serial}}",
    assignedTo: "felhasználó: {{name}}",
    failingSince: "Először sikertelen: {{date}}",
    button: "Megoldás megtekintése",
    escalation: {
      other:
        "Ha az ellenőrzések {{count}} nap múlva is sikertelenek, az eszközt nem megfelelőként jelentjük az informatikai csapatának. Úgy gondolja, hogy ez tévedés? Válaszoljon erre az e-mailre, és üzenete eljut az informatikai csapatához.",
    },
  },
  accountAlert: {
    reason: "Azért kapta ezt az e-mailt, mert ez a cím egy Fleetward-fiókhoz tartozik.",
    signupAttempt: {
      title: "Valaki megpróbált regisztrálni az Ön e-mail-címével",
      attempt:
        "{{moment}} időpontban valaki ({{client}}) megpróbált új Fleetward-fiókot létrehozni ezzel az e-mail-címmel. A cím már az Ön fiókjához tartozik, ezért új fiók nem jött létre.",
      advice:
        "Ha Ön volt az, jelentkezzen be meglévő fiókjával, vagy ha elfelejtette jelszavát, állítsa vissza. Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: fiókja nem változott.",
      action: "Bejelentkezés",
    },
    passwordChanged: {
      title: "Fleetward-jelszava megváltozott",
      changedEverywhere:
        "Fleetward-fiókja jelszavát {{moment}} időpontban megváltoztatták, és a fiókjába bejelentkezett összes eszközt kijelentkeztettük.",
      changedElsewhere:
        "Fleetward-fiókja jelszavát {{moment}} időpontban megváltoztatták, és a fiókjába bejelentkezett összes többi eszközt kijelentkeztettük.",
      advice:
        "Ha Ön volt az, nincs további teendője. Ha nem, állítsa vissza jelszavát most, és értesítsen minket a security@fleetward.com címen.",
      action: "Jelszó visszaállítása",
    },
    secondFactors: {
      authenticatorApp: "egy hitelesítő alkalmazást",
      passkey: "egy „{{name}}” nevű azonosítókulcsot",
      recoveryCodes: "új helyreállítási kódokat",
      addedTitle: "Második hitelesítési tényezőt adtak hozzá Fleetward-fiókjához",
      added:
        "{{moment}} időpontban {{factor}} adtak hozzá Fleetward-fiókjához. Mostantól a jelszavas bejelentkezéskor egy második hitelesítési tényezőt is meg kell adnia.",
      removedTitle: "Második hitelesítési tényezőt távolítottak el Fleetward-fiókjából",
      removed: "{{moment}} időpontban {{factor}} távolítottak el Fleetward-fiókjából.",
      codesTitle: "Új helyreállítási kódokat hoztak létre Fleetward-fiókjához",
      codes:
        "{{moment}} időpontban {{factor}} hoztak létre Fleetward-fiókjához. A korábbi kódjai már nem működnek.",
      recoveryUsedTitle: "Helyreállítási kóddal jelentkeztek be Fleetward-fiókjába",
      recoveryUsed: {
        other:
          "{{moment}} időpontban valaki ({{client}}) bejelentkezett Fleetward-fiókjába az egyik helyreállítási kódjával. {{count}} kódja maradt.",
      },
      advice:
        "Ha Ön volt az, nincs további teendője. Ha nem, változtassa meg jelszavát most, ellenőrizze második hitelesítési tényezőit a fiókbeállításokban, és értesítsen minket a security@fleetward.com címen.",
      action: "Fiókbiztonság ellenőrzése",
    },
    ssoChanged: {
      reason:
        "Azért kapta ezt az e-mailt, mert Ön a(z) {{workspace}} munkaterület tulajdonosa vagy adminisztrátora.",
      title: "Megváltozott a(z) {{workspace}} munkaterület céges bejelentkezése",
      connected:
        "{{moment}} időpontban {{actor}} a(z) {{protocol}} protokollal összekapcsolta a(z) {{workspace}} munkaterületet egy identitásszolgáltatóval.",
      removed:
        "{{moment}} időpontban {{actor}} eltávolította a(z) {{workspace}} munkaterület céges bejelentkezését.",
      required:
        "{{moment}} időpontban {{actor}} kötelezővé tette a céges bejelentkezést a(z) {{domains}} végű címekre: az ilyen címmel rendelkező tagok ezentúl csak az identitásszolgáltatón keresztül jelentkezhetnek be a(z) {{workspace}} munkaterületre.",
      notRequired:
        "{{moment}} időpontban {{actor}} megszüntette a céges bejelentkezés kötelező voltát a(z) {{workspace}} munkaterületen: a tagok ismét bejelentkezhetnek nélküle is.",
      domainVerified:
        "{{moment}} időpontban {{actor}} ellenőrizte a(z) {{domain}} tartományt a(z) {{workspace}} munkaterület céges bejelentkezéséhez: az ebbe a tartományba tartozó címmel rendelkezők a munkaterület identitásszolgáltatóján keresztül jelentkezhetnek be.",
      domainRemoved:
        "{{moment}} időpontban {{actor}} eltávolította a(z) {{domain}} tartományt a(z) {{workspace}} munkaterület céges bejelentkezéséből.",
      advice:
        "Ha számított erre a változásra, nincs teendője. Ha nem, ellenőrizze most a munkaterület bejelentkezési beállításait: aki a céges bejelentkezést irányítja, az dönti el, ki jelentkezhet be a munkaterületre.",
      action: "A munkaterület bejelentkezési beállításainak ellenőrzése",
    },
  },
  invoice: {
    subject: "Fleetward-számla: {{number}}",
    preheader: "Számla ({{number}}): {{total}}, fizetési határidő: {{date}}.",
    reason: "Azért kapta ezt az e-mailt, mert Ön a(z) {{company}} számlázási kapcsolattartója.",
    heading: "Számla: {{number}}",
    intro:
      "Küldjük a(z) {{company}} számláját a következő időszakra: {{period}}. A PDF-et csatoltuk, és fiókjában is elérhető.",
    issued: "Kiállítva: {{date}}",
    due: "Fizetési határidő: {{date}}",
    description: "Megnevezés",
    quantity: "Menny.",
    amount: "Összeg",
    unitPrice: "{{price}}/db",
    subtotal: "Részösszeg",
    vat: "ÁFA {{percent}}%",
    total: "Fizetendő összesen",
    button: "Számla megtekintése és fizetése",
    payment:
      "Kártyával fizet? Nincs teendője: a fizetési határidő napján megterheljük a nyilvántartott kártyát. Kérdése van a számlával kapcsolatban? Válaszoljon erre az e-mailre, és számlázási csapatunk egy munkanapon belül válaszol.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} meghívta Önt a(z) {{workspace}} munkaterületre a Fleetwardon",
    preheader: "Csatlakozzon a(z) {{workspace}} munkaterülethez {{role}} szerepkörrel.",
    reason:
      "Azért kapta ezt az e-mailt, mert {{inviter}} meghívta ezt a címet egy Fleetward-munkaterületre.",
    heading: "Csatlakozzon a(z) {{workspace}} munkaterülethez a Fleetwardon",
    intro:
      "{{inviter}} meghívta Önt, hogy {{role}} szerepkörrel dolgozzon a(z) {{workspace}} eszköznyilvántartásban.",
    button: "Meghívás elfogadása",
    expiry: "A link egyszer használható, és {{moment}} időpontban lejár.",
    notYou:
      "Nem számított erre? Hagyja figyelmen kívül ezt az e-mailt: elfogadás nélkül semmi sem történik.",
    textIntro:
      "{{inviter}} meghívta Önt, hogy {{role}} szerepkörrel dolgozzon a(z) {{workspace}} eszköznyilvántartásban. A meghívást itt fogadhatja el:",
    roles: {
      admin: "adminisztrátor",
      technician: "technikus",
      viewer: "megtekintő",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} esedékes tétel",
      other: "{{workspace}}: {{count}} esedékes tétel",
    },
    preheader:
      "Garanciák, licencek és visszavételek, amelyek figyelmet igényelnek itt: {{workspace}}.",
    reason:
      "Azért kapta ezt az e-mailt, mert Ön a(z) {{workspace}} munkaterület tulajdonosa, adminisztrátora vagy technikusa. A munkaterület-emlékeztetőket Fleetward-fiókja Értesítések részében kapcsolhatja ki.",
    heading: "Esedékes: {{workspace}}",
    intro: "Ezek igényelnek figyelmet itt: {{workspace}} ({{date}}).",
    warranties: "30 napon belül lejáró garanciák",
    warrantyLine: "a garancia lejár: {{date}}",
    licenses: "30 napon belül lejáró licencek",
    licenseLine: "lejár: {{date}}",
    overdue: "Késésben lévő visszavételek",
    overdueLine: "birtokosa: {{holder}}, visszavétel esedékes volt: {{date}}",
    overdueLineNoHolder: "visszavétel esedékes volt: {{date}}",
    more: {
      one: "…és még {{count}}",
      other: "…és még {{count}}",
    },
    seeAllOverdue: "Az összes késésben lévő visszavétel",
    button: "Áttekintés megnyitása",
    summary: {
      warranties: {
        one: "{{count}} garancia lejár 30 napon belül",
        other: "{{count}} garancia lejár 30 napon belül",
      },
      licenses: {
        one: "{{count}} licenc lejár 30 napon belül",
        other: "{{count}} licenc lejár 30 napon belül",
      },
      overdue: {
        one: "{{count}} visszavétel késésben van",
        other: "{{count}} visszavétel késésben van",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: eszközök nem felelnek meg a biztonsági szabályoknak",
    subjectPassing: "{{workspace}}: eszközök ismét megfelelnek a biztonsági szabályoknak",
    preheader:
      "Eszközök, amelyek már nem, vagy ismét megfelelnek a biztonsági szabályoknak itt: {{workspace}}.",
    reason:
      "Azért kapja ezt az e-mailt, mert a(z) {{workspace}} munkaterület tulajdonosa vagy adminisztrátora. A munkaterület e-mailjeit a Fleetward-fiókja Értesítések részében kapcsolhatja ki.",
    heading: "Biztonsági változások: {{workspace}}",
    intro:
      "Ezeknek az eszközöknek megváltozott az állapota a(z) {{workspace}} biztonsági szabályai szerint.",
    failing: "Most nem felel meg",
    passing: "Ismét megfelel",
    button: "Biztonsági áttekintés megnyitása",
  },
  sample: {
    diskEncryption: "Lemeztitkosítás",
    diskEncryptionDetail: "A BitLocker-védelem fel van függesztve a C: meghajtón.",
    osUpdates: "Operációsrendszer-frissítések",
    osUpdatesDetail: "A Windows 11 legújabb összesítő frissítése 12 napja késésben van.",
    invoiceLine: "Fleetward Business – eszközök (legmagasabb darabszám, {{period}})",
    city: "Amszterdam",
  },
};
