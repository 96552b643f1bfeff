import type { ApiTokensText } from "./en.ts";

export const trApiTokens: ApiTokensText = {
  meta: {
    title: "API anahtarları · Fleetward çalışma alanı",
    description:
      "Betiklerin ve diğer araçların bu çalışma alanının API’sini kullanmasını sağlayan anahtarlar.",
  },
  nav: "API anahtarları",
  page: {
    title: "API anahtarları",
    lead: "Betikler, MDM’ler ve diğer araçlar, oturum açmak yerine bir anahtarla aynı API’yi çağırır. Okuma anahtarı bir izleyicinin gördüğünü görür; yazma anahtarı bir teknisyen gibi cihazları, kişileri ve lisansları da değiştirebilir. Anahtarlar asla üyeleri, ayarları veya başka anahtarları yönetmez.",
    adminsOnly:
      "API anahtarlarını yalnızca sahip ve yöneticiler yönetir. Birine ihtiyacınız varsa onlardan isteyin.",
    docs: "“Authorization: Bearer fwk_…” olarak gönderin; her çağrı şurada açıklanır:",
    loadFailed: "API anahtarları yüklenemedi.",
  },
  scopes: {
    read: "Okuma (izleyici olarak)",
    write: "Okuma ve yazma (teknisyen olarak)",
  },
  form: {
    title: "Yeni anahtar",
    name: "Ad",
    scope: "Kapsam",
    expiry: "Bitiş",
    never: "Hiçbir zaman",
    days: "{{n}} gün sonra",
    submit: "Anahtar oluştur",
    sending: "Oluşturuluyor…",
  },
  policy: {
    summary: "Anahtarların en uzun ömrü: {{days}}",
    none: "sınır yok",
    days: "{{n}} gün",
    change: "Ayarlar'dan değiştirin",
  },
  created: {
    title: "“{{name}}” anahtarı oluşturuldu",
    once: "Şimdi kopyalayın: yalnızca bu kez gösterilir. Bir parola gibi saklayın.",
    secret: "Yeni anahtar",
    copy: "Kopyala",
    copied: "Kopyalandı",
    copyFailed: "Kopyalanamadı; anahtarı seçip elle kopyalayın.",
    done: "Tamam",
  },
  list: {
    caption: "Bu çalışma alanının API anahtarları",
    none: "Henüz API anahtarı yok.",
    name: "Ad",
    token: "Anahtar",
    scope: "Kapsam",
    createdBy: "Oluşturan",
    lastUsed: "Son kullanım",
    expires: "Bitiş",
    actions: "İşlemler",
    never: "Hiçbir zaman",
    neverUsed: "Henüz değil",
    revoked: "İptal edildi",
    expired: "Süresi doldu",
    revoke: "İptal et",
    revokeNamed: "{{name}} anahtarını iptal et",
    revokedNotice: "“{{name}}” anahtarı iptal edildi: hemen çalışmayı bırakır.",
  },
};
