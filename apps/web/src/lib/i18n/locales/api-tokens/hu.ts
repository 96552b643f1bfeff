import type { ApiTokensText } from "./en.ts";

export const huApiTokens: ApiTokensText = {
  meta: {
    title: "API-tokenek · Fleetward-munkaterület",
    description:
      "Tokenek, amelyekkel szkriptek és más eszközök használhatják a munkaterület API-ját.",
  },
  nav: "API-tokenek",
  page: {
    title: "API-tokenek",
    lead: "Szkriptek, MDM-ek és más eszközök ugyanazt az API-t hívják bejelentkezés helyett tokennel. Egy olvasási token azt látja, amit egy megtekintő; egy írási token technikusként eszközöket, személyeket és licenceket is módosíthat. A tokenek soha nem kezelnek tagokat, beállításokat vagy más tokeneket.",
    adminsOnly:
      "API-tokeneket csak a tulajdonos és az adminisztrátorok kezelhetnek. Kérjen tőlük, ha szüksége van egyre.",
    docs: "Küldje „Authorization: Bearer fwk_…” fejlécként; minden hívás leírása itt található:",
    loadFailed: "Az API-tokeneket nem sikerült betölteni.",
  },
  scopes: {
    read: "Olvasás (megtekintőként)",
    write: "Olvasás és írás (technikusként)",
  },
  form: {
    title: "Új token",
    name: "Név",
    scope: "Hatókör",
    expiry: "Lejárat",
    never: "Soha",
    days: "{{n}} nap múlva",
    submit: "Token létrehozása",
    sending: "Létrehozás…",
  },
  policy: {
    summary: "A tokenek leghosszabb élettartama: {{days}}",
    none: "nincs korlát",
    days: "{{n}} nap",
    change: "módosítás a Beállításokban",
  },
  created: {
    title: "A(z) „{{name}}” token létrejött",
    once: "Másolja ki most: csak ez az egy alkalom, amikor látható. Őrizze úgy, mint egy jelszót.",
    secret: "Az új token",
    copy: "Másolás",
    copied: "Kimásolva",
    copyFailed: "A másolás nem sikerült; jelölje ki a tokent, és másolja ki kézzel.",
    done: "Kész",
  },
  list: {
    caption: "A munkaterület API-tokenjei",
    none: "Még nincsenek API-tokenek.",
    name: "Név",
    token: "Token",
    scope: "Hatókör",
    createdBy: "Létrehozta",
    lastUsed: "Utolsó használat",
    expires: "Lejárat",
    actions: "Műveletek",
    never: "Soha",
    neverUsed: "Még nem",
    revoked: "Visszavonva",
    expired: "Lejárt",
    revoke: "Visszavonás",
    revokeNamed: "{{name}} visszavonása",
    revokedNotice: "A(z) „{{name}}” token visszavonva: azonnal megszűnik működni.",
  },
};
