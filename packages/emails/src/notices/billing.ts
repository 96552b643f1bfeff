import { resolveEmailLocale } from "../i18n.ts";

/** The in-app notice written when an invoice is issued (modules/billing), in 16 languages. */
export const billingNoticesEn = {
  invoicePaidTitle: "Invoice {{number}} paid",
  invoicePaidBody:
    "Your {{plan}} plan is active. {{total}} was charged to your card; the invoice and its PDF are in your account.",
};
export type BillingNotices = typeof billingNoticesEn;

export const billingNoticesDe: BillingNotices = {
  invoicePaidTitle: "Rechnung {{number}} bezahlt",
  invoicePaidBody:
    "Ihr Tarif {{plan}} ist aktiv. {{total}} wurden von Ihrer Karte abgebucht; Rechnung und PDF finden Sie in Ihrem Konto.",
};
export const billingNoticesJa: BillingNotices = {
  invoicePaidTitle: "請求書 {{number}} は支払い済みです",
  invoicePaidBody:
    "{{plan}} プランが有効になりました。カードに {{total}} が請求されました。請求書と PDF はアカウントでご覧いただけます。",
};
export const billingNoticesAe: BillingNotices = {
  invoicePaidTitle: "تم دفع الفاتورة {{number}}",
  invoicePaidBody:
    "خطة {{plan}} مفعّلة الآن. تم خصم {{total}} من بطاقتك؛ الفاتورة وملف PDF متاحان في حسابك.",
};
export const billingNoticesDa: BillingNotices = {
  invoicePaidTitle: "Faktura {{number}} betalt",
  invoicePaidBody:
    "Din {{plan}}-plan er aktiv. {{total}} er trukket på dit kort; fakturaen og dens PDF ligger på din konto.",
};
export const billingNoticesEl: BillingNotices = {
  invoicePaidTitle: "Το τιμολόγιο {{number}} εξοφλήθηκε",
  invoicePaidBody:
    "Το πρόγραμμα {{plan}} είναι ενεργό. Χρεώθηκαν {{total}} στην κάρτα σας· το τιμολόγιο και το PDF του βρίσκονται στον λογαριασμό σας.",
};
export const billingNoticesEs: BillingNotices = {
  invoicePaidTitle: "Factura {{number}} pagada",
  invoicePaidBody:
    "Tu plan {{plan}} está activo. Se han cargado {{total}} en tu tarjeta; la factura y su PDF están en tu cuenta.",
};
export const billingNoticesFr: BillingNotices = {
  invoicePaidTitle: "Facture {{number}} payée",
  invoicePaidBody:
    "Votre offre {{plan}} est active. {{total}} ont été débités de votre carte ; la facture et son PDF sont dans votre compte.",
};
export const billingNoticesHu: BillingNotices = {
  invoicePaidTitle: "A(z) {{number}} számla kifizetve",
  invoicePaidBody:
    "A(z) {{plan}} csomag aktív. {{total}} összeget terheltünk a kártyájára; a számla és a PDF a fiókjában található.",
};
export const billingNoticesIt: BillingNotices = {
  invoicePaidTitle: "Fattura {{number}} pagata",
  invoicePaidBody:
    "Il piano {{plan}} è attivo. Sono stati addebitati {{total}} sulla tua carta; la fattura e il PDF sono nel tuo account.",
};
export const billingNoticesPl: BillingNotices = {
  invoicePaidTitle: "Faktura {{number}} opłacona",
  invoicePaidBody:
    "Plan {{plan}} jest aktywny. Z karty pobrano {{total}}; faktura i jej PDF są dostępne na Twoim koncie.",
};
export const billingNoticesPt: BillingNotices = {
  invoicePaidTitle: "Fatura {{number}} paga",
  invoicePaidBody:
    "O seu plano {{plan}} está ativo. Foram cobrados {{total}} no seu cartão; a fatura e o respetivo PDF estão na sua conta.",
};
export const billingNoticesRu: BillingNotices = {
  invoicePaidTitle: "Счёт {{number}} оплачен",
  invoicePaidBody:
    "Тариф {{plan}} активен. С вашей карты списано {{total}}; счёт и его PDF доступны в вашей учётной записи.",
};
export const billingNoticesSv: BillingNotices = {
  invoicePaidTitle: "Faktura {{number}} betald",
  invoicePaidBody:
    "Din {{plan}}-plan är aktiv. {{total}} har dragits från ditt kort; fakturan och dess PDF finns på ditt konto.",
};
export const billingNoticesTr: BillingNotices = {
  invoicePaidTitle: "{{number}} numaralı fatura ödendi",
  invoicePaidBody:
    "{{plan}} planınız etkin. Kartınızdan {{total}} tahsil edildi; fatura ve PDF'i hesabınızda.",
};
export const billingNoticesZh: BillingNotices = {
  invoicePaidTitle: "发票 {{number}} 已支付",
  invoicePaidBody:
    "您的 {{plan}} 套餐已生效。已从您的卡中扣款 {{total}}；发票及其 PDF 可在您的账户中查看。",
};

const byLocale: Record<string, BillingNotices> = {
  en: billingNoticesEn,
  de: billingNoticesDe,
  ja: billingNoticesJa,
  ae: billingNoticesAe,
  da: billingNoticesDa,
  el: billingNoticesEl,
  es: billingNoticesEs,
  fr: billingNoticesFr,
  hu: billingNoticesHu,
  it: billingNoticesIt,
  pl: billingNoticesPl,
  pt: billingNoticesPt,
  ru: billingNoticesRu,
  sv: billingNoticesSv,
  tr: billingNoticesTr,
  zh: billingNoticesZh,
};

/** The notices in `locale`; an unknown locale gets English. */
export function billingNotices(locale: string): BillingNotices {
  return byLocale[resolveEmailLocale(locale)] ?? billingNoticesEn;
}
