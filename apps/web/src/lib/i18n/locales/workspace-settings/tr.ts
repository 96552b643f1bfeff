import type { WorkspaceSettingsText } from "./en.ts";

export const trWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Çalışma alanı ayarları · Fleetward çalışma alanı",
    description:
      "Demirbaş numaraları, API anahtarlarının en uzun ömrü ve çalışma alanının kotalarından ne kadar kullandığı.",
  },
  nav: "Ayarlar",
  page: {
    title: "Çalışma alanı ayarları",
    lead: "Bu çalışma alanının varlıklarını nasıl numaralandırdığı, API anahtarlarının ne kadar geçerli kalabileceği ve her kotadan ne kadar kullandığı.",
    viewOnly: "Bu ayarları yalnızca sahip ve yöneticiler değiştirir.",
    loadFailed: "Ayarlar yüklenemedi.",
  },
  assetTags: {
    title: "Demirbaş numaraları",
    lead: "Her yeni varlık bir numara alır: bu önek ve en az beş basamaklı bir sayı. Önceden verilmiş numaralar değişmez.",
    prefix: "Demirbaş numarası öneki",
    invalid: "Harf, rakam ve kısa çizgi, en fazla 12; örneğin FW-",
    nextTag: "Sonraki numara",
    preview: "Sonraki varlık {{tag}} numarasını alacak.",
    save: "Öneki kaydet",
    saving: "Kaydediliyor…",
    saved: "Demirbaş numarası öneki kaydedildi",
  },
  tokenLifetime: {
    title: "API anahtarlarının en uzun ömrü",
    max: "Yeni bir belirtecin en uzun ömrü",
    hint: "Düşürülürse daha uzun belirteçler yeni üst sınıra kısaltılır ve geçmişe kaydedilir.",
    none: "Sınır yok",
    days: "{{n}} gün",
    save: "Kaydet",
    saved: "En uzun belirteç ömrü kaydedildi",
  },
  currency: {
    title: "Para birimi",
    lead: "Para birimi belirtilmeden girilen varlık ve lisans maliyetleri bu para birimindedir. Önceden kaydedilmiş maliyetler kendi para birimlerini korur.",
    label: "Çalışma alanının para birimi",
    hint: "Para birimi belirtilmeden girilen yeni maliyetler için kullanılır.",
    save: "Para birimini kaydet",
    saved: "Çalışma alanının para birimi kaydedildi",
  },
  quotas: {
    title: "Kotalar",
    lead: "Bu çalışma alanının başkalarıyla paylaştığı hizmetten ne kadar yer kaplayabileceği. Bir kota aşıldığında daha fazlasını ekleyecek her şey reddedilir.",
    caption: "Çalışma alanının kotaları ve her birinden ne kadar kullandığı",
    day: "Günlük kotalar {{day}} gününü sayar (UTC).",
    loadFailed: "Kotalar yüklenemedi.",
    columns: {
      name: "Kota",
      used: "Kullanılan",
      share: "Kullanım oranı",
      past: "Kota aşılınca",
    },
    usedOf: "{{used}} / {{limit}}",
    meter: "{{percent}} kullanıldı",
    names: {
      devices: "Kayıtlı cihazlar",
      device_log_bytes_per_day: "Bugünkü cihaz günlükleri",
      stored_imports: "Yüklenmiş ama çalıştırılmamış içe aktarmalar",
      webhooks: "Webhook'lar",
      api_tokens: "Geçerli API anahtarları",
    },
    past: {
      devices: "Yeni cihazların kaydı reddedilir.",
      device_log_bytes_per_day: "Günün kotasını aşan günlükler atılır.",
      stored_imports:
        "Yeni yüklemeler reddedilir. 24 saat içinde çalıştırılmayan yüklemeler kaldırılır.",
      webhooks: "Daha fazla webhook eklenemez.",
      api_tokens:
        "Daha fazla anahtar oluşturulamaz; iptal edilmiş ve süresi dolmuş olanlar sayılmaz.",
    },
    dropped: "Bugün {{size}} atıldı.",
  },
};
