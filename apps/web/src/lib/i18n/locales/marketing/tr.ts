import type { MarketingText } from "./en.ts";

export const trMarketing: MarketingText = {
  home: {
    lead: "Kuruluşunuzun sahip olduğu her dizüstü bilgisayarı, telefonu, sunucuyu ve lisansı, kimde olduğunu ve güvenli olup olmadığını bilin. Fleetward envanteri doğru tutar ve ilgilenilmesi gereken cihazları önce gösterir.",
    seePricing: "Fiyatları görün",
    builtOn: "Kendiniz inceleyebileceğiniz açık kaynak ve açık biçimler üzerine kurulu",
    featuresTitle: "Cihazlarınızla ilgili her şey tek uygulamada",
    featuresIntro:
      "Elektronik tabloyu, zimmet defterini ve yenileme takvimini tüm ekibinizin güvendiği tek bir envanterle değiştirin.",
    features: [
      {
        title: "Her zaman doğru bir envanter",
        text: "Tüm dizüstü bilgisayarlar, sunucular, monitörler ve aksesuarlar tek bir kayıtta; kimde ve nerede oldukları da. Açık kaynaklı ajan osquery'nin çalıştığı bilgisayarlar donanımlarını, sistemlerini ve yazılımlarını kendileri bildirir.",
      },
      {
        title: "Güvenlik durumu tek bakışta",
        text: "Her cihaz için şifreleme, yama düzeyi, ekran kilidi ve uç nokta koruması; uyumsuz olanlar en üstte.",
      },
      {
        title: "Siparişten imhaya yaşam döngüsü",
        text: "Her varlıkta satın alma tarihi, maliyet ve garanti bitişi, 30 gün içinde biten garantiler için günlük hatırlatma ve geçmişini koruyan emekliye ayrılmış varlıklar.",
      },
      {
        title: "Sürprizsiz lisanslar",
        text: "Koltuklar, maliyetler ve bitiş tarihleri tek yerde; 30 gün içinde sona eren lisanslar için günlük hatırlatma.",
      },
      {
        title: "Zimmet ve iade",
        text: "Dizüstü bilgisayarları iade tarihi ve hatırlatmalarla ödünç verin, yeni çalışanlara cihazları üç tıklamada teslim edin.",
      },
      {
        title: "Denetçilerin kabul ettiği raporlar",
        text: "Varlıkların, cihazların, lisansların, kişilerin ve geçmişin CSV veya XLSX olarak dışa aktarımı; her cihazın geçemediği politikalarla birlikte, ISO 27001, SOC 2 ve NIS2 kanıtı olarak.",
      },
    ],
    stepsTitle: "Bir öğleden sonra kullanıma hazır",
    steps: [
      {
        title: "Bağlayın",
        text: "Bir elektronik tabloyu veya Snipe-IT dışa aktarımını içe aktarın ve açık kaynaklı ajan osquery'yi bir kayıt sırrıyla bilgisayarlarınıza kurun.",
      },
      {
        title: "İnceleyin",
        text: "Fleetward kayıtları seri numarasıyla eşleştirir, sorumluları atar ve hangi cihazların bir kontrolden geçemediğini gösterir.",
      },
      {
        title: "Harekete geçin",
        text: "Listenin başını düzeltin, politikaları ayarlayın ve bir cihaz bunlardan birini geçemez hale geldiğinde e-posta alın.",
      },
    ],
    postureTitle: "Güvenlik durumunuzu tek bakışta görün",
    postureIntro:
      "Disk şifreleme, işletim sistemi sürümü, ekran kilidi ve kötü amaçlı yazılım koruması; kayıtlı her bilgisayarda osquery tarafından kontrol edilir ve anlaşılır bir dille açıklanır. Size ihtiyaç duyan cihazlar sorumlusu ve nedeniyle birlikte en üstte.",
    postureLink: "Cihaz güvenliği izleme nasıl çalışır",
    testimonialsTitle: "Örnek hikâyeler",
    examplesNote:
      "Fleetward özelliklerinin ne işe yaradığını gösteren uydurma ekipler ve alıntılar. Bunlar örnektir, müşteri değildir.",
    quotes: [
      {
        quote:
          "Bu denetimde tek bir güvenlik durumu raporu dışa aktardım ve denetçinin başka sorusu olmadı.",
        role: "BT Müdürü, Northwind Logistics · 1.240 cihaz",
      },
      {
        quote:
          "90 gündür kimsenin kullanmadığı 37 dizüstü bilgisayar bulduk ve yenilerini almak yerine onları yeniden dağıttık.",
        role: "BT Operasyonları Başkanı, Helios Health Partners · 860 cihaz",
      },
      {
        quote:
          "Herkes aynı listeyi gördüğü için yama uyumluluğu bir çeyrekte yüzde 71'den 96'ya çıktı.",
        role: "CISO, Fjordline Insurance · 2.600 cihaz",
      },
    ],
    moreStories: "Daha fazla örnek hikâye okuyun",
    pricingTitle: "Cihaz başına basit fiyatlandırma",
    pricingIntro:
      "Aksesuarlar ve yöneticiler için ücret yok. 90 gün ücretsiz başlayın, kredi kartı gerekmez.",
    planTrialNote: "90 gün, en fazla {{count}} cihaz",
    planTrialUnlimited: "90 gün, sınırsız cihaz",
    planEnterpriseNote: "SSO, SCIM ve %99,9 SLA",
    planPerDevice: "cihaz başına aylık",
    customPrice: "Özel teklif",
    comparePlans: "Planları karşılaştırın",
    faqTitle: "Sık sorulan sorular",
    faqs: [
      {
        q: "Cihazlarımıza bir ajan yüklemem gerekiyor mu?",
        a: "Cihaz bilgileri ve güvenlik durumu için evet: her bilgisayarda açık kaynaklı ajan osquery çalışır; onu Fleetward'dan aldığınız bir kayıt sırrı ve bir flags dosyasıyla kurarsınız. Varlık kaydı, zimmet ve iade ile içe aktarmalar onsuz da çalışır.",
      },
      {
        q: "90 günlük deneme sona erdiğinde ne olur?",
        a: "Deneme çalışma alanı otomatik olarak devre dışı bırakılır. Bitişten önce ya da kısa süre sonra ücretli bir plana geçin, her şey olduğu gibi aktarılır.",
      },
      {
        q: "Bilgisayarlarımıza hiçbir şey kurmadan kullanabilir miyiz?",
        a: "Evet. Birçok küçük ekip bir elektronik tablo içe aktarımı ile zimmet ve iadeyle başlar. Güvenlik durumu kontrolleri için bilgisayarda osquery gerekir, çünkü politikalar orada çalışır.",
      },
      {
        q: "Verilerimiz nerede saklanıyor?",
        a: "Almanya'nın Frankfurt kentinde, hem depolamada hem aktarımda şifreli olarak. Fleetward disk kurtarma anahtarlarını veya parolaları asla saklamaz.",
      },
      {
        q: "Fleetward, Snipe-IT veya GLPI ile nasıl karşılaştırılır?",
        a: "Bunlar kendiniz barındırıp bakımını yaptığınız sağlam envanter araçlarıdır. Fleetward sizin için barındırılır, Snipe-IT dışa aktarımını içe alır ve osquery'nin bildirdiği güvenlik durumunu ekler; böylece envanter ve risk tablosu aynı listedir.",
      },
    ],
    moreAnswers: "Yardım merkezinde daha fazla yanıt",
    ctaTitle: "Cumaya kadar her cihazın nerede olduğunu bilin",
    ctaText:
      "Bugün bir elektronik tablo içe aktarın veya ilk bilgisayarınızı osquery ile kaydedin. Deneme 90 gün ücretsizdir ve kredi kartı gerektirmez.",
    snapshot: {
      label: "Fleetward filo genel bakışının çizimi",
      title: "Filo genel bakışı",
      synced: "3 dk önce eşitlendi",
      devices: "cihaz",
      encrypted: "şifreli",
      attention: "ilgi gerektiriyor",
      needsUpdate: "Güncelleme gerekli",
      notEncrypted: "Şifrelenmemiş",
      healthy: "Sorunsuz",
    },
    posture: {
      title: "Güvenlik durumu · acme.fleetward.com",
      lastSync: "Son eşitleme 4 dakika önce",
      managed: "Yönetilen cihazlar",
      managedNote: "bu ay +36",
      passAll: "Dört kontrolün hepsinden geçen",
      passAllNote: "ağustostaki %78'den yükseldi",
      attention: "İlgi gerektiren",
      attentionNote: "23'ü kritik",
      encryption: "Disk şifreleme",
      patch: "İşletim sistemi yama düzeyi",
      lock: "Ekran kilidi",
      protection: "Uç nokta koruması",
      pass: "%{{percent}} geçti",
      critical: "Kritik",
      high: "Yüksek",
      salesPool: "Satış ekibi havuzu",
      issueUpdate: "Güvenlik güncellemesi 21 gündür eksik",
      issueProtection: "Uç nokta koruması rapor vermiyor",
      issueLock: "Ekran kilidi ayarlanmamış",
      caption: "1.284 cihazlı kurgusal bir kuruluşun örnek verileriyle ürün çizimi.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "İş akışları bir cihazın hayatındaki en yoğun günleri otomatikleştirir: yeni bir çalışanın ilk sabahı ve ayrılan birinin son öğleden sonrası. Geri sayım bittiğinde Business ve Enterprise müşterileri için erken erişim açılır.",
    upcomingTitle: "Yolda olanlar",
    upcoming: [
      "Yeni çalışana tek bir formdan dizüstü bilgisayar, telefon ve lisans atayan işe alım akışları",
      "İK bir sözleşmeyi sonlandırdığında iade etiketleriyle otomatik açılan ayrılış kontrol listeleri",
      "Masraf merkezi başına belirlediğiniz bütçeyi aşan satın almalar için onay adımları",
    ],
    shape:
      "Şekillendirmeye yardım etmek ister misiniz? <mail>product@fleetward.com</mail> adresine yazın ve ekibinizin bugün yeni çalışanları nasıl karşıladığını anlatın. İlerlemeyi her ay değişiklik günlüğünde yayımlıyoruz.",
    readChangelog: "Değişiklik günlüğünü okuyun",
    maintenanceEyebrow: "Birazdan döneceğiz",
    maintenanceLead:
      "Çalışma alanlarınızı saklayan veritabanını daha hızlı bir sürüme yükseltiyoruz. Verileriniz güvende ve hizmet duraklatılmışken hiçbir şey kaybolmaz.",
    unavailable: "Kullanılamıyor",
    unavailableText: "Çalışma alanları, oturum açma ve REST API",
    notAffected: "Etkilenmiyor",
    notAffectedText:
      "Cihazlarınız: osquery üzerlerinde çalışmaya devam eder ve hizmet geri geldiğinde yeniden bildirir",
    maintenanceContact:
      "Yöneticiler çalışma başladığında ve bittiğinde <status>status@fleetward.com</status> adresinden bir e-posta alır. Bekleyemeyecek acil bir durum mu var? <support>support@fleetward.com</support> adresine yazın; Enterprise müşterileri acil destek hattını da arayabilir.",
    thankYouEyebrow: "Mesaj alındı",
    thankYouLead:
      "Fleetward ile iletişime geçtiğiniz için teşekkürler. Mesajınız sırada ve yanıtlayabilecek ekibe iletildi.",
    nextTitle: "Bundan sonra ne olacak",
    nextSteps: [
      "Birkaç dakika içinde mesajınızın bir kopyasını içeren onay e-postası gelir. Gelmezse istenmeyen posta klasörünüze bakın.",
      "Doğru ekipten bir kişi, bot değil, bir iş günü içinde yanıt verir.",
      "Sorunuz mevcut bir çalışma alanıyla ilgiliyse, hızlıca bulabilmemiz için yanıtlarınızda adresini belirtin.",
    ],
    whileYouWait:
      "Beklerken <guides>kurulum kılavuzları</guides> ilk haftanın çoğu sorusunu yanıtlar; <faqs>SSS</faqs> ise denemeyi, faturalandırmayı ve güvenliği kapsar.",
    readBlog: "Blogu okuyun",
  },
  contact: {
    eyebrow: "İletişim",
    lead: "Fiyatlar, elektronik tablolardan geçiş veya deneme çalışma alanınız hakkında sorularınız mı var? Bize yazın; doğru ekipten bir kişi bir iş günü içinde yanıt verir.",
    sendTitle: "Bize mesaj gönderin",
    beforeTitle: "Yazmadan önce",
    beforeSupport:
      "Zaten müşterimiz misiniz ve çalışma alanınızda bir sorun mu var? <page>Destek formu</page> talebinizi önem derecesine göre yönlendirir.",
    beforeGuides: "Birçok kurulum sorusunun yanıtı <page>adım adım kılavuzlarda</page>.",
    beforeSecrets:
      "Bu formla asla parola, kurtarma anahtarı veya çalışanlara ait kişisel veri göndermeyin.",
    otherTitle: "Bize ulaşmanın diğer yolları",
    phoneOrVisit:
      "Telefonu veya ziyareti mi tercih edersiniz? <page>Berlin, Amsterdam ve Austin'deki ofislerimize</page> göz atın.",
    detailLead:
      "Üç ofis, dört posta kutusu ve tek bir kural: doğru ekipten gerçek bir kişi yanıt verir. Randevuyla ziyaretlere açığız.",
    sendMessage: "Bize mesaj gönderin",
    officesTitle: "Ofislerimiz",
    holidays:
      "Ofisler sırasıyla Berlin, Kuzey Hollanda ve Teksas'taki resmî tatillerde kapalıdır. Acil Enterprise sorunları için destek bu günlerde de sürer.",
    mailboxesTitle: "Doğru ekibe e-posta gönderin",
    response: "Yanıt: ",
    phone: "Telefon",
    openingHours: "Çalışma saatleri",
    gettingHere: "Ulaşım",
    companyTitle: "Şirket bilgileri",
    registered: "Tescilli şirket",
    vat: "KDV numarası",
    directors: "Genel müdürler",
    dpo: "Veri koruma görevlisi",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Genel merkez",
        country: "Almanya",
        hours: "Pazartesi–cuma, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, yazın UTC+2)",
        directions: "U6 Naturkundemuseum istasyonuna 5 dakika. Ziyaretçi girişi avluda, 3. kat.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Ürün ve Benelüks müşterileri",
        country: "Hollanda",
        hours: "Pazartesi–cuma, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, yazın UTC+2)",
        directions:
          "Amsterdam Centraal'den yürüyerek 10 dakika; 13 ve 17 numaralı tramvaylar Westermarkt'ta durur.",
      },
      austin: {
        city: "Austin",
        role: "Kuzey Amerika müşterileri",
        country: "Amerika Birleşik Devletleri",
        hours: "Pazartesi–cuma, 08:00–17:00",
        timeZone: "CT (UTC−6, yazın UTC−5)",
        directions:
          "Şehir merkezinde, Congress ile 6th kesişiminde. Ziyaretçi otoparkı One American Center garajında.",
      },
    },
    mailboxes: {
      sales: {
        team: "Satış",
        use: "Teklifler, Enterprise planları, satın alma siparişleri ve hacim fiyatları.",
        response: "Bir iş günü içinde",
      },
      support: {
        team: "Destek",
        use: "Çalışma alanı, osquery ile kayıt, içe aktarmalar ve faturalandırma konusunda yardım.",
        response: "Deneme: 2 iş günü. Business: 8 iş saati. Enterprise: acil sorunlarda 1 saat.",
      },
      security: {
        team: "Güvenlik",
        use: "Güvenlik açığı bildirimleri ve güvenlik anketleri. İstek üzerine PGP anahtarı.",
        response: "Yılın her günü, 24 saat içinde alındı onayı",
      },
      press: {
        team: "Basın",
        use: "Röportajlar, logolar, ürün ekran görüntüleri ve şirket bilgileri.",
        response: "İki iş günü içinde",
      },
    },
    form: {
      topics: {
        sales: "Fiyatlar ve planlar",
        trial: "Ücretsiz denemem",
        support: "Çalışma alanım için yardım",
        billing: "Faturalar ve ödeme",
        partnership: "İş ortaklıkları ve bayiler",
        press: "Basın ve medya",
        other: "Başka bir konu",
      },
      sent: "Mesaj gönderildi. Bir iş günü içinde yanıt vereceğiz.",
      name: "Adınız",
      email: "İş e-postası",
      company: "Şirket (isteğe bağlı)",
      topic: "Konu",
      message: "Mesaj",
      messageHint:
        "Kaç cihaz yönettiğinizi ve bugün onları nasıl takip ettiğinizi belirtin. 20 ila 5.000 karakter.",
      sending: "Gönderiliyor…",
      send: "Mesajı gönder",
      privacy: "Bilgilerinizi yalnızca bu mesajı yanıtlamak için kullanırız.",
    },
  },
};
