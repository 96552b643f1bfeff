import type { Translation } from "./en.ts";

export const tr: Translation = {
  login_failed: "Giriş başarısız oldu. Lütfen kimlik bilgilerinizi kontrol edin.",
  login_error: "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.",
  login_success: "Giriş başarılı!",
  welcome_back: "Tekrar hoş geldiniz!",
  logout_success: "Çıkış yapıldı",
  see_you_again: "Yakında tekrar görüşmek üzere!",

  common: {
    appName: "Fleetward",
    tagline: "BT varlık ve cihaz yönetimi, tek bir uygulamadan güvenle",
    skipToContent: "Ana içeriğe atla",
    loading: "Yükleniyor…",
    close: "Kapat",
    home: "Ana sayfa",
    backHome: "Ana sayfaya dön",
    signIn: "Giriş yap",
    signUp: "Hesap oluştur",
    startTrial: "Ücretsiz denemeyi başlat",
    signOut: "Çıkış yap",
    learnMore: "Daha fazla bilgi",
    readMore: "Devamını oku",
    contactSales: "Satış ekibiyle görüşün",
    breadcrumb: "Sayfa yolu",
    onThisPage: "Bu sayfada",
    trialBadge: "90 gün ücretsiz – kredi kartı gerekmez",
  },

  nav: {
    mainLabel: "Ana gezinme",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    product: "Ürün",
    resources: "Kaynaklar",
    company: "Şirket",
    services: "Hizmetler",
    serviceDetail: "Cihaz güvenliği hizmeti",
    pricing: "Fiyatlandırma",
    customerStories: "Müşteri hikâyeleri",
    testimonials: "Müşteri yorumları",
    documentation: "Dokümantasyon",
    changelog: "Değişiklik günlüğü",
    uiComponents: "Arayüz bileşenleri",
    blog: "Blog",
    knowledgeBase: "Bilgi bankası",
    courses: "Eğitimler",
    forums: "Forumlar",
    helpCenter: "Yardım merkezi",
    faqs: "SSS",
    guides: "Kılavuzlar",
    support: "Destek",
    about: "Hakkımızda",
    team: "Ekip",
    careers: "Kariyer",
    jobBoard: "İş ilanları",
    contact: "İletişim",
  },

  account: {
    menuLabel: "Hesap menüsü",
    sidebarLabel: "Hesap gezinmesi",
    signedInAs: "{{name}} olarak giriş yapıldı",
    profile: "Profil",
    billing: "Faturalandırma",
    payment: "Ödeme",
    invoice: "Faturalar",
    social: "Sosyal bağlantılar",
    notifications: "Bildirimler",
    settings: "Ayarlar",
    lock: "Ekranı kilitle",
    collapseSidebar: "Kenar çubuğunu daralt",
    expandSidebar: "Kenar çubuğunu genişlet",
  },

  footer: {
    about:
      "Fleetward, kuruluşunuza ait her dizüstü bilgisayarın, telefonun, sunucunun ve lisansın doğru bir envanterini tutar ve hangi cihazların müdahale gerektirdiğini bir bakışta gösterir.",
    product: "Ürün",
    resources: "Kaynaklar",
    company: "Şirket",
    legal: "Yasal",
    terms: "Hizmet şartları",
    privacy: "Gizlilik politikası",
    trialTerms: "Deneme şartları",
    copyright: "© {{year}} Fleetward. Tüm hakları saklıdır.",
    languageLabel: "Dil",
  },

  newsletter: {
    title: "Cihaz risklerine karşı bir adım önde olun",
    description:
      "Ayda bir e-posta: güvenlik duyuruları, varlık yönetimi ipuçları ve ürün haberleri.",
    emailLabel: "E-posta adresi",
    placeholder: "adiniz@sirketiniz.com",
    submit: "Abone ol",
    submitting: "Abone olunuyor…",
    success: "Teşekkürler! Aboneliğinizi onaylamak için lütfen gelen kutunuzu kontrol edin.",
    invalidEmail: "Lütfen geçerli bir e-posta adresi girin.",
  },

  cookies: {
    title: "Çerezler",
    message:
      "Yalnızca oturumunuzu açık tutmak ve formlarınızı korumak için gereken çerezleri kullanıyoruz. Reklam veya izleme çerezi kullanmıyoruz.",
    accept: "Anladım",
    learnMore: "Gizlilik politikamızı okuyun",
  },

  settings: {
    open: "Görünüm ayarlarını aç",
    title: "Görünüm",
    description:
      "Fleetward’ın bu cihazda nasıl görüneceğini ayarlayın. Değişiklikler anında uygulanır.",
    theme: "Renk teması",
    themeLight: "Açık",
    themeDark: "Koyu",
    themeSystem: "Sistem",
    direction: "Metin yönü",
    directionLtr: "Soldan sağa",
    directionRtl: "Sağdan sola",
    navbar: "Gezinme çubuğu",
    navbarSticky: "Sabit",
    navbarFloating: "Yüzen",
    navbarStatic: "Statik",
    menu: "Kenar çubuğu menüsü",
    menuVertical: "Dikey",
    menuCollapsible: "Daraltılabilir",
    menuHorizontal: "Yatay",
    layout: "Sayfa genişliği",
    layoutFull: "Tam genişlik",
    layoutBoxed: "Sınırlı genişlik",
    animation: "Sayfa geçişi",
    animationNone: "Yok",
    animationFade: "Belirme",
    animationFadeUp: "Yukarı kayarak belirme",
    animationZoom: "Yakınlaştırma",
    semidark: "Açık temada koyu kenar çubuğu",
    language: "Dil",
    reset: "Varsayılanlara sıfırla",
  },

  errors: {
    notFoundCode: "Hata 404",
    notFoundTitle: "Bu sayfayı bulamıyoruz",
    notFoundText:
      "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya ana sayfadan yeniden başlayın.",
    genericTitle: "Bir sorun oluştu",
    genericText: "Beklenmeyen bir hata nedeniyle bu sayfa yüklenemedi. Lütfen tekrar deneyin.",
    tryAgain: "Tekrar dene",
    network: "Fleetward’a ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
    timeout: "Sunucunun yanıt vermesi çok uzun sürdü. Lütfen tekrar deneyin.",
    server:
      "Fleetward isteğinizi işlerken bir sorunla karşılaştı. Lütfen biraz sonra tekrar deneyin.",
    unauthorized: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
    forbidden: "Bu işlem için yetkiniz yok.",
    notFound: "İstediğiniz öğe bulunamadı.",
    rateLimited: "Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.",
    invalidInput: "Girdiğiniz bilgilerin bazıları geçerli değil.",
    tooLarge: "Gönderdiğiniz içerik çok büyük.",
  },

  pages: {
    home: {
      title: "Fleetward – BT varlık ve cihaz yönetimi",
      description:
        "Kuruluşunuza ait tüm cihazların, lisansların ve varlıkların envanterini çıkarın ve hepsini tek bir uygulamadan güvende tutun. 90 günlük ücretsiz deneme.",
    },
    about: {
      title: "Fleetward hakkında",
      description:
        "Fleetward’ı neden geliştiriyoruz: BT ekipleri, sorumlu oldukları tüm cihazları sakin ve doğru biçimde tek bir yerden görebilmeyi hak ediyor.",
    },
    services: {
      title: "Hizmetler",
      description:
        "Fleetward’ın varlık envanteri, cihaz güvenlik durumu, lisans takibi, yaşam döngüsü yönetimi ve devreye alma hizmetleri.",
    },
    serviceDetail: {
      title: "Cihaz güvenliği izleme",
      description:
        "Fleetward’ın yönetilen her cihazda disk şifrelemesini, işletim sistemi yama düzeyini, ekran kilidini ve uç nokta korumasını nasıl denetlediği.",
    },
    team: {
      title: "Ekibimiz",
      description: "Fleetward’ı geliştiren ve destekleyen ekiple tanışın.",
    },
    pricing: {
      title: "Fiyatlandırma",
      description:
        "BT varlık ve cihaz yönetimi için cihaz başına basit fiyatlandırma. 90 günlük ücretsiz denemeyle başlayın.",
    },
    testimonials: {
      title: "Müşterilerimiz ne diyor?",
      description:
        "BT yöneticileri, Fleetward’ın cihazları takip etme ve koruma biçimlerini nasıl değiştirdiğini anlatıyor.",
    },
    contact: {
      title: "Bize ulaşın",
      description:
        "Fleetward satış veya destek ekibiyle görüşün. Bir iş günü içinde yanıt veriyoruz.",
    },
    contactDetail: {
      title: "Ofisler ve iletişim bilgileri",
      description: "Fleetward ofislerinin adresleri, telefon numaraları ve çalışma saatleri.",
    },
    terms: {
      title: "Hizmet şartları",
      description: "Fleetward kullanımınızı düzenleyen şartlar.",
    },
    privacy: {
      title: "Gizlilik politikası",
      description: "Fleetward’ın hangi kişisel verileri neden işlediği ve sahip olduğunuz haklar.",
    },
    termsTrial: {
      title: "Deneme şartları",
      description: "Fleetward’ın 90 günlük ücretsiz beta denemesinin şartları.",
    },
    blog: {
      title: "Blog",
      description:
        "BT varlık yönetimi, cihaz güvenliği, uyumluluk ve yalın bir BT ekibi yönetimi üzerine makaleler.",
    },
    blogDetail: {
      title: "Makale",
      description: "Fleetward blogundan bir makale.",
    },
    kbDetail: {
      title: "Bilgi bankası makalesi",
      description: "Fleetward bilgi bankasından adım adım yanıtlar.",
    },
    blogStandardPost: {
      title: "Standart yazı",
      description: "Fleetward blogundan standart bir makale.",
    },
    blogSliderPost: {
      title: "Kaydırıcılı yazı",
      description: "Görsel kaydırıcı içeren bir makale.",
    },
    blogGalleryPost: {
      title: "Galeri yazısı",
      description: "Fotoğraf galerisi içeren bir makale.",
    },
    blogYoutubePost: { title: "Video yazısı", description: "YouTube videosu içeren bir makale." },
    blogVimeoPost: { title: "Vimeo yazısı", description: "Vimeo videosu içeren bir makale." },
    blogAudioPost: { title: "Sesli yazı", description: "Podcast bölümü içeren bir makale." },
    blogBlockquotePost: {
      title: "Alıntı yazısı",
      description: "Bir alıntı etrafında kurgulanmış bir makale.",
    },
    blogLeftSidebarPost: {
      title: "Kenar çubuklu yazı",
      description: "Gezinme menüsü yanda yer alan bir makale.",
    },
    courseListing: {
      title: "Eğitimler",
      description: "BT varlık yönetimi, cihaz güvenliği ve uyumluluk üzerine ücretsiz eğitimler.",
    },
    courseDetail: {
      title: "Eğitim",
      description: "Eğitim içeriği, dersler ve neler öğreneceğiniz.",
    },
    jobGrid: {
      title: "İş ilanları",
      description: "BT operasyonları, güvenlik ve varlık yönetimi alanlarında açık pozisyonlar.",
    },
    jobDetail: {
      title: "İlan ayrıntıları",
      description: "Pozisyon, sorumluluklar ve başvuru yöntemi.",
    },
    jobApply: { title: "İş başvurusu", description: "Başvurunuzu gönderin." },
    jobPost: {
      title: "İş ilanı ver",
      description: "Fleetward iş ilanlarında açık bir pozisyon yayımlayın.",
    },
    jobCareer: {
      title: "Fleetward’da kariyer",
      description: "Var olan en sakin BT varlık yönetimi ürünü üzerinde bizimle çalışın.",
    },
    jobCandidates: { title: "Adaylar", description: "Yeni fırsatlara açık profesyoneller." },
    jobCandidateDetail: {
      title: "Aday profili",
      description: "Bir adayın deneyimi ve becerileri.",
    },
    jobCompanies: {
      title: "İşe alım yapan şirketler",
      description: "BT profesyonelleri arayan kuruluşlar.",
    },
    jobCompanyDetail: {
      title: "Şirket profili",
      description: "Şirket ve açık pozisyonları hakkında.",
    },
    forumsTopic: {
      title: "Topluluk forumları",
      description: "Soru sorun ve diğer BT ekipleriyle deneyimlerinizi paylaşın.",
    },
    forumsComments: { title: "Tartışma", description: "Topluluk forumlarından bir tartışma." },
    helpCenter: {
      title: "Yardım merkezi",
      description: "Fleetward müşterileri için kılavuzlar, yanıtlar ve destek.",
    },
    helpCenterFaqs: {
      title: "Sıkça sorulan sorular",
      description: "Hesaplar, deneme süresi, cihazlar ve güvenlik hakkında kısa yanıtlar.",
    },
    helpCenterGuides: {
      title: "Kılavuzlar",
      description: "Fleetward’ı kurmak ve kullanmak için adım adım kılavuzlar.",
    },
    helpCenterSupport: {
      title: "Destek",
      description:
        "Fleetward destek ekibine nasıl ulaşacağınız ve talebinize neleri eklemeniz gerektiği.",
    },
    emailConfirmation: {
      title: "E-posta: adresinizi onaylayın",
      description: "Yeni bir hesabın adresini onaylayan e-postanın önizlemesi.",
    },
    emailPasswordReset: {
      title: "E-posta: şifrenizi sıfırlayın",
      description: "Şifre sıfırlama e-postasının önizlemesi.",
    },
    emailAlert: {
      title: "E-posta: güvenlik uyarısı",
      description: "Cihaz güvenliği uyarı e-postasının önizlemesi.",
    },
    emailInvoice: {
      title: "E-posta: fatura",
      description: "Fatura e-postasının önizlemesi.",
    },
    portfolio: {
      title: "Müşteri hikâyeleri",
      description: "Her ölçekten kuruluşun cihazlarını Fleetward ile nasıl yönettiği.",
    },
    portfolioDetail: {
      title: "Müşteri hikâyesi",
      description: "Bir kuruluşun Fleetward ile cihazlarını nasıl kontrol altına aldığı.",
    },
    uiComponents: {
      title: "Arayüz bileşenleri",
      description: "Fleetward arayüzünün yapı taşları.",
    },
    documentation: {
      title: "Dokümantasyon",
      description: "Fleetward’ı kurun, yapılandırın ve entegre edin.",
    },
    changelog: {
      title: "Değişiklik günlüğü",
      description: "Fleetward’daki yenilikler, sürüm sürüm.",
    },
    notFound: {
      title: "Sayfa bulunamadı",
      description: "Aradığınız sayfa mevcut değil.",
    },
    comingSoon: {
      title: "Çok yakında",
      description: "Fleetward’ın bu bölümü çok yakında hazır olacak.",
    },
    maintenance: {
      title: "Planlı bakım",
      description: "Fleetward, yükseltme çalışması nedeniyle kısa bir süre kullanılamıyor.",
    },
    thankYou: {
      title: "Teşekkürler",
      description: "Mesajınızı aldık.",
    },
    login: {
      title: "Giriş yap",
      description: "Fleetward hesabınıza giriş yapın.",
    },
    signup: {
      title: "Hesabınızı oluşturun",
      description: "Bir Fleetward hesabı oluşturun ve 90 günlük ücretsiz denemenizi başlatın.",
    },
    recoverPassword: {
      title: "Şifrenizi sıfırlayın",
      description: "Yeni bir şifre belirlemek için bağlantı alın.",
    },
    lockScreen: {
      title: "Oturum kilitlendi",
      description: "Devam etmek için şifrenizi girin.",
    },
    signupSuccess: {
      title: "Gelen kutunuzu kontrol edin",
      description: "Hesabınızı oluşturmayı tamamlamak için e-posta adresinizi onaylayın.",
    },
    profile: {
      title: "Profil",
      description: "Kişisel bilgileriniz, şirketiniz ve deneme süreniz.",
    },
    billing: { title: "Faturalandırma", description: "Plan, fatura adresi ve kullanım." },
    payment: { title: "Ödeme yöntemleri", description: "Kayıtlı kartlar ve ödeme yöntemleri." },
    invoice: { title: "Faturalar", description: "Faturalarınız ve makbuzlarınız." },
    social: { title: "Sosyal bağlantılar", description: "Profilinizde gösterilen bağlantılar." },
    notifications: {
      title: "Bildirimler",
      description: "Hangi e-postaları ve uyarıları alacağınızı seçin.",
    },
    accountSettings: {
      title: "Hesap ayarları",
      description: "Şifre, oturumlar ve tercihler.",
    },
  },
};
