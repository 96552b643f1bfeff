import type { CompanyText } from "./en.ts";

export const trCompany: CompanyText = {
  pricing: {
    eyebrow: "Fiyatlar",
    lead: "Cihaz başına tek fiyat, ekibinizin ihtiyaç duyduğu tüm özellikler; aksesuarlar ve yöneticiler için ücret yok. 90 gün ücretsiz başlayın ve kendi verilerinizle karar verin.",
    plansTitle: "Planlar",
    mostTeams: "Çoğu ekibin tercihi",
    customPrice: "Özel",
    trialPriceNote: "90 gün boyunca, kredi kartı gerekmez",
    trialCta: "Ücretsiz denemeyi başlat",
    trialNote: "Beta: deneme süresince veri dışa aktarma kullanılamaz.",
    customPriceNote: "2.000 ve üzeri cihaz için",
    salesCta: "Satış ekibiyle görüşün",
    paidPriceNote: "cihaz başına aylık, aylık veya yıllık faturalandırma",
    paidCta: "Denemeyle başlayın",
    vatNote:
      "Fiyatlara KDV dahil değildir. Ücretsiz deneme bir beta sürümüdür: içine veri kaydetmeden önce lütfen <page>deneme koşullarını</page> okuyun.",
    estimateTitle: "Maliyetinizi hesaplayın",
    devicesLabel: "Cihaz sayısı",
    devicesHint:
      "Dizüstü ve masaüstü bilgisayarlar, telefonlar, tabletler ve sunucular. Aksesuarlar ücretsizdir.",
    billedMonthly: "{{plan}}, aylık faturalandırma",
    billedYearly: "{{plan}}, yıllık faturalandırma",
    perMonth: "aylık",
    perYear: "yıllık",
    youSave: "Yılda {{amount}} tasarruf edersiniz",
    compareTitle: "Özellikleri karşılaştırın",
    compareCaption: "Her plana dahil olan özellikler",
    featureColumn: "Özellik",
    included: "Dahil",
    notIncluded: "Dahil değil",
    groups: {
      inventory: "Envanter",
      posture: "Güvenlik durumu",
      lifecycle: "Yaşam döngüsü ve lisanslar",
      data: "Veri ve yönetim",
      support: "Destek",
    },
    features: {
      managedDevices: "Yönetilen cihazlar",
      nonDeviceAssets: "Diğer varlıklar (monitörler, yuvalar, telefonlar)",
      csvImport: "CSV içe aktarma",
      mdmConnectors: "osquery üzerinden bildiren cihazlar (Windows, macOS, Linux)",
      customFields: "Özel alanlar",
      postureChecks: "Disk şifreleme, yama düzeyi, ekran kilidi, uç nokta koruması",
      postureEmail: "Güvenlik durumu uyarı e-postaları",
      customPolicies: "Özel politikalar ve eşikler",
      alerts: "E-posta uyarıları ve webhook'lar",
      checkInOut: "Hatırlatıcılarla zimmet ve iade",
      warranty: "Garanti ve yenileme planlaması",
      licences: "Yazılım lisansı takibi",
      offboarding: "İşten ayrılış kontrol listeleri",
      export: "Veri dışa aktarma (CSV, REST API)",
      auditLog: "Denetim kaydı saklama süresi",
      sso: "SAML çoklu oturum açma ve SCIM",
      entities: "Birden çok şirket ve masraf merkezi",
      residency: "Verilerin AB'de barındırılması",
      helpCentre: "Yardım merkezi, kılavuzlar ve topluluk forumları",
      responseTime: "İlk yanıt süresi",
      onboarding: "Başlangıç oturumu",
      uptime: "Erişilebilirlik taahhüdü",
    },
    values: {
      upTo250: "250'ye kadar",
      unlimited: "Sınırsız",
      upTo10Products: "10 ürüne kadar",
      days30: "30 gün",
      months12: "12 ay",
      years3: "3 yıl",
      euOrUs: "AB veya ABD",
      businessDays2: "2 iş günü",
      businessHours8: "8 iş saati",
      hour1Urgent: "1 saat (acil)",
      session60: "1 × 60 dk",
      guidedRollout: "Rehberli kurulum",
      uptime995: "%99,5",
      sla999: "%99,9 SLA",
    },
    faqTitle: "Faturalandırma soruları",
    faqs: [
      {
        question: "Ne cihaz sayılır?",
        answer:
          "Kayıtlarınızdaki bir dizüstü, masaüstü, telefon, tablet veya sunucu; osquery üzerinden raporlasın ya da elle veya içe aktarmayla eklenmiş olsun. Monitörler, yuvalar, kulaklıklar ve diğer aksesuarlar varlık olarak izlenir ve ücretsizdir.",
      },
      {
        question: "Aylık fatura nasıl hesaplanır?",
        answer:
          "Aktif cihazlarınızı her gün sayar ve ayın en yüksek sayısını faturalandırırız. Mart ayında 180'den 195 cihaza çıkarsanız, nisan faturası 195 × 4 € = 780 € artı geçerliyse KDV olur.",
      },
      {
        question: "Yıllık ödemede indirim var mı?",
        answer:
          "Evet. Yıllık ödemede cihaz başına yıllık ücret 48 € yerine 40 €'dur; yani iki ay bedava. Yıl içinde cihaz ekleyebilirsiniz; bunlar bir sonraki faturada kıst esasına göre faturalandırılır.",
      },
      {
        question: "Deneme sürem bitince ne olur?",
        answer:
          "90 günün sonunda deneme çalışma alanı otomatik olarak devre dışı bırakılır. Kesintisiz çalışmaya devam etmek için bu tarihten önce Business'a geçin; cihazlarınız, kişileriniz ve geçmişiniz olduğu gibi kalır.",
      },
      {
        question: "Hangi ödeme yöntemlerini kabul ediyorsunuz?",
        answer:
          "Her planda kredi ve banka kartları (Visa, Mastercard, American Express) ile SEPA otomatik ödeme. Enterprise müşterileri satın alma siparişi karşılığında 30 gün vadeli banka havalesiyle de ödeyebilir.",
      },
      {
        question: "İstediğim zaman iptal edebilir miyim?",
        answer:
          "Aylık planlar istendiği zaman iptal edilebilir ve fatura ayının sonunda sona erer. Yıllık planlar ödenen yılın sonuna kadar sürer. Ayrılmadan önce tüm verilerinizi CSV olarak veya API üzerinden dışa aktarabilirsiniz.",
      },
      {
        question: "KDV alıyor musunuz?",
        answer:
          "Fiyatlara KDV dahil değildir. Geçerli bir KDV numarasına sahip AB'deki işletmeler ters ifa (reverse charge) kuralıyla faturalandırılır; numarayı faturalandırma bölümüne girdiğinizde VIES üzerinden doğrularız.",
      },
    ],
    moreQuestions:
      "Faturalar veya satın alma siparişleriyle ilgili başka bir sorunuz mu var? <page>Satış ekibimizle iletişime geçin</page>.",
  },
  about: {
    eyebrow: "Şirket",
    storyTitle: "Hikâyemiz",
    story: [
      "Fleetward, 1.400 dizüstü bilgisayarı üç elektronik tablo, bir destek talebi sistemi ve çok sabırlı bir meslektaşın hafızasıyla takip eden bir BT departmanında doğdu. Denetimler haftalar sürüyordu; kaybolan cihazlar aylar sonra fark ediliyordu.",
      "İstediğimiz aracı geliştirdik: her cihazı, kimde olduğunu, güvenli olup olmadığını ve ne zaman değiştirilmesi gerektiğini bilen tek bir yer — sunucuya hiçbir şey kurmadan.",
    ],
    principlesTitle: "İnandıklarımız",
    principles: [
      {
        title: "Önce doğruluk, sonra zekâ",
        text: "Envanter ancak doğru olduğunda işe yarar. Her cihaz kaydı, verilerinin nereden geldiğini ve en son ne zaman doğrulandığını gösterir.",
      },
      {
        title: "Okunabilir güvenlik",
        text: "Şifreleme, yama düzeyi, ekran kilidi ve uç nokta koruması, çözülmesi gereken puanlar olarak değil, açık yanıtlar olarak gösterilir.",
      },
      {
        title: "Küçük ekipler için hızlı",
        text: "BT ekiplerinin çoğu birkaç kişiden oluşur. Fleetward ile tek bir kişi öğle yemeğinden önce yüz dizüstü bilgisayarı sisteme ekleyebilir.",
      },
    ],
    numbersTitle: "Fleetward ne yapar",
    figures: [
      { value: "osquery", label: "Cihazlarınızın raporladığı açık kaynak ajan" },
      { value: "16", label: "Uygulamanın ve e-postalarının dil sayısı" },
      {
        value: "REST API",
        label: "Çalışma alanındaki her işlem, OpenAPI ile belgelenmiş, imzalı webhook'larla",
      },
    ],
    officesTitle: "Nerede çalışıyoruz",
    officesIntro:
      "Müşteri verileri Almanya'nın Frankfurt kentinde barındırılır. Destek saatlerimiz Berlin'den Austin'e güneşi takip eder; bu yüzden hafta içi gönderilen bir talep nadiren sabaha kalır.",
    offices: [
      {
        city: "Berlin",
        role: "Genel merkez: Avrupa için mühendislik, güvenlik ve destek",
      },
      { city: "Amsterdam", role: "Ürün, tasarım ve Benelüks müşteri ekibimiz" },
      { city: "Austin", role: "Kuzey Amerika için müşteri başarısı ve destek" },
    ],
    contactLink: "Adresler, telefon numaraları ve çalışma saatleri",
  },
  team: {
    eyebrow: "Şirket",
    lead: "Çoğumuz profesyonel olarak BT yönettik; bu yüzden ürün, kayıtların doğru ve uyarıların sessiz olması konusunda net bir tavra sahip.",
    peopleTitle: "Yönetim ve tanışacağınız kişiler",
    members: {
      lena: {
        role: "Kurucu ortak ve CEO",
        location: "Berlin",
        bio: "1.400 kişilik bir lojistik şirketinin BT'sini yönetti ve elektronik tablolarla üç denetim atlattı. Haftada bir gününü müşteri görüşmelerine ayırır ve hâlâ her iptal gerekçesini okur.",
      },
      daniel: {
        role: "Kurucu ortak ve CTO",
        location: "Berlin",
        bio: "İki Avrupalı SaaS şirketinde envanter yazılımı geliştirdi. Veri modelinden, osquery verilerinin alınmasından ve her kaydın verisinin nereden geldiğini söylemesi kuralından sorumlu.",
      },
      sanne: {
        role: "Ürün Direktörü",
        location: "Amsterdam",
        bio: "Daha önce 9.000 BT ekibinin kullandığı bir yardım masası aracının ürün lideriydi. Destek taleplerini yol haritası maddelerine dönüştürür ve zimmet akışını üç tıklamada tutar.",
      },
      marcus: {
        role: "Müşteri Başarısı Direktörü",
        location: "Austin",
        bio: "Bize katılmadan önce bir okul bölgesinin 6.000 cihazlık filosunu yönetti. Her Enterprise müşterisinin başlangıç sürecini yönetir ve aylık açık oturumları düzenler.",
      },
      yuki: {
        role: "Güvenlik Direktörü",
        location: "Amsterdam",
        bio: "Eski sızma testi uzmanı ve olay müdahale uzmanı. Tehdit modellememizi, hata ödül programını ve her sürümün geçtiği güvenlik incelemelerini yönetir.",
      },
      priya: {
        role: "Staff Engineer, cihaz entegrasyonları",
        location: "Berlin",
        bio: "osquery entegrasyonunun bakımını yapar: kayıt, flags dosyası ve politika kütüphanesi. Seri numarası biçimleri hakkında görüşleri var ve her birini bir hata raporuyla kanıtlayabilir.",
      },
      jonas: {
        role: "Destek Ekibi Lideri",
        location: "Berlin",
        bio: "BT hizmet masasında sekiz yıl. Yardım merkezi kılavuzlarının çoğunu yazdı ve iş günlerinde ilk yanıt medyanımızı iki saatin altında tutar.",
      },
      amara: {
        role: "Kıdemli Ürün Tasarımcısı",
        location: "Austin",
        bio: "Panoları, mobil iade ekranlarını ve erişilebilirlik incelemelerini tasarlar. Her ekranı yayına almadan önce 375 piksel genişlikte ve ekran okuyucuyla test eder.",
      },
    },
    habitsTitle: "Nasıl çalışıyoruz",
    habits: [
      "Mühendisler dahil herkes ayda bir gün destek taleplerini yanıtlar.",
      "Kararları yazıya dökeriz: müşterilerin fark edeceği her değişiklikten önce bir sayfalık bir öneri.",
      "Toplantılar Berlin saatiyle 16.00'da biter; böylece Austin ve Berlin gece mesaisi olmadan iki ortak çalışma saati paylaşır.",
    ],
    joinTitle: "Bize katılın",
    join: "Kıdemli bir backend mühendisi, DACH bölgesi için bir müşteri başarısı yöneticisi ve bir teknik yazar arıyoruz. Tüm pozisyonlar, Berlin veya Austin saatine en fazla iki saat farkla uzaktan yürütülebilir.",
    openRoles: "Açık pozisyonları görün",
    aboutLink: "Fleetward hakkında",
  },
  testimonials: {
    eyebrow: "Örnekler",
    lead: "64 cihazlı bir vakıftan 3.150 cihazlı bir okul grubuna kadar dokuz örnek BT ekibi, bir filo Fleetward'a taşındığında nelerin değiştiğini gösteriyor. Kişiler, kuruluşlar ve alıntılar uydurmadır; bunlar müşteri değildir.",
    quotesTitle: "Kendi sözleriyle",
    fleet: "{{count}} cihaz · {{sector}}",
    items: {
      katrin: {
        quote:
          "Son denetimimizde her dizüstü bilgisayarın şifreli olduğunun kanıtı istendi. Bu eskiden iki kişinin bir haftasını alırdı. Bu kez güvenlik raporunu dışa aktardım ve denetçinin başka sorusu olmadı.",
        role: "BT Müdürü",
        sector: "Lojistik",
      },
      tom: {
        quote:
          "İlk hafta, 90 günden uzun süredir kimsenin oturum açmadığı 37 dizüstü bilgisayar bulduk. Yarısı bir dolapta duruyordu; yenilerini almak yerine onları yeniden dağıttık.",
        role: "BT Operasyonları Direktörü",
        sector: "Sağlık",
      },
      meiLin: {
        quote:
          "Ödünç dizüstü bilgisayar zimmeti, resepsiyondaki kâğıt imza listesinin yerini aldı. Her sabah geciken ödünçlerin listesini alıyoruz; bir bilgisayarı bir hafta sonra değil, geciktiği gün geri istiyoruz.",
        role: "Hizmet Masası Lideri",
        sector: "Eğitim",
      },
      rafael: {
        quote:
          "Bundan önce Snipe-IT ve bir elektronik tablo denedik. Snipe-IT dışa aktarımını içe aktardık; artık envanter kimse başında beklemeden doğru kalıyor, çünkü bilgisayarlarımız osquery üzerinden kendiliğinden raporluyor.",
        role: "Sistem Yöneticisi",
        sector: "Mühendislik",
      },
      charlotte: {
        quote:
          "Yalnızca lisans takibi aboneliğin parasını çıkardı. Bir tasarım aracının 120 lisansı için ödeme yapıp 74'ünü kullanıyorduk; bu yılki yenileme görüşmesi çok farklı geçti.",
        role: "Finans ve Operasyon Direktörü",
        sector: "Profesyonel hizmetler",
      },
      jakub: {
        quote:
          "Dört lokasyonda iki kişilik bir BT ekibi olarak her panoyu izleyemeyiz. Bir cihaz bir politikayı geçemez hale geldiğinde bir e-posta alıyoruz, başka bir şey değil.",
        role: "BT Koordinatörü",
        sector: "Hukuk",
      },
      aisha: {
        quote:
          "İşten ayrılma süreci eskiden dizüstü bilgisayarlar için yöneticilerin peşinden koşmak demekti. Artık ayrılan kişinin sayfası elindeki her cihazı ve lisans koltuğunu listeliyor, son gününde hepsini teslim alıyoruz ve neredeyse tamamını geri alıyoruz.",
        role: "İnsan Operasyonları Müdürü",
        sector: "Perakende",
      },
      henrik: {
        quote:
          "Güvenlik ekibi ve BT ekibi nihayet aynı rakamlara bakıyor. Yama uyumu bir çeyrekte yüzde 71'den 96'ya çıktı; bunun başlıca nedeni herkesin aynı listeyi görebilmesiydi.",
        role: "CISO",
        sector: "Finansal hizmetler",
      },
      grace: {
        quote:
          "Kurulum bir öğleden sonra sürdü: bir CSV içe aktarma, dizüstü bilgisayarlarımızda osquery ve her ofis için bir konum. Destek ekibi tek sorumu bir saatten kısa sürede yanıtladı, hem de cuma günü.",
        role: "BT Uzmanı",
        sector: "Kâr amacı gütmeyen",
      },
    },
    tryTitle: "Kendi filonuzda deneyin",
    try: "Ücretsiz deneme gerçek cihazlarınızda 90 gün sürer. Bir CSV içe aktarın, bilgisayarlarınızı osquery ile kaydedin ve kendi güvenlik durumu raporunuzu aynı gün görün.",
    trialCta: "Ücretsiz denemeyi başlat",
    storiesLink: "Örnek hikâyeleri okuyun",
  },
  services: {
    eyebrow: "Neler yapıyoruz",
    lead: "Fleetward her şeyden önce bir üründür: envanter, güvenlik durumu, lisanslar ve yaşam döngüsü tek bir uygulamada. Hedefe daha hızlı ulaşmak istediğinizde ekibimiz taşıma, kurulum ve denetim hazırlığını sizinle birlikte yapar.",
    trialCta: "Ücretsiz denemeyi başlat",
    engineerCta: "Bir çözüm mühendisiyle görüşün",
    productTitle: "Üründe",
    productIntro: "Ücretsiz 90 günlük denemeden itibaren her plana dahildir.",
    professionalTitle: "Profesyonel hizmetler",
    professionalIntro:
      "Fleetward'ı geliştiren kişilerin yürüttüğü sabit fiyatlı projeler. Enterprise'a dahildir; Business müşterileri için proje başına 1.200 €'dan başlar.",
    detailLink: "Cihaz güvenliği izleme nasıl çalışır",
    items: {
      inventory: {
        name: "Varlık envanteri",
        summary:
          "Her dizüstü, telefon, sunucu ve aksesuar için bir kayıt; bilgisayarlarınızdaki osquery ve ekibiniz tarafından güncel tutulur.",
        points: [
          "Her kayıtta seri numarası, model, satın alma tarihi, garanti ve maliyet",
          "osquery çalışan bilgisayarlar donanımını, sistemini ve yazılımını bildirir ve seri numarasıyla varlığına bağlanır",
          "CSV veya XLSX dosyalarından, Snipe-IT dışa aktarımı dahil içe aktarma",
        ],
      },
      security: {
        name: "Cihaz güvenliği izleme",
        summary:
          "Hangi cihazların şifrelenmemiş, yamalanmamış, kilitlenmeyen veya korumasız olduğunu görün ve önce onları düzeltin.",
        points: [
          "Her yönetilen cihazda sade bir dille açıklanan dört kontrol",
          "Kütüphaneden politikalar veya kendi salt okunur SQL'iniz, kendi eşiklerinizle",
          "Bir cihaz bir politikayı geçemez hale geldiğinde e-posta uyarıları ve webhook'lar",
        ],
      },
      licences: {
        name: "Lisans takibi",
        summary:
          "Kaç lisans için ödeme yaptığınızı, kaçının atandığını ve her sözleşmenin ne zaman yenileneceğini bilin.",
        points: [
          "Kullanıcı, cihaz ve abonelik lisansları, lisans başına maliyetle",
          "30 gün içinde sona eren lisanslar için günlük hatırlatma e-postası",
          "Her yenilemeden önce kullanılmayan lisansların vurgulanması",
        ],
      },
      lifecycle: {
        name: "Yaşam döngüsü yönetimi",
        summary:
          "Satın almaları, yenilemeleri ve kullanımdan kaldırmaları bir elektronik tablo yerine tek bir takvimden planlayın.",
        points: [
          "Garanti bitiş tarihleri ve 30 gün içinde biten garantiler için günlük hatırlatma",
          "Emekliye ayrılan varlıklar aktif sayımdan çıkar ama kayıtlarını ve geçmişlerini korur",
          "Kullanıcıların, konumların ve onarımların eksiksiz geçmişi",
        ],
      },
      migration: {
        name: "Elektronik tablolardan ve diğer araçlardan taşıma",
        summary:
          "Sütunlarınızı eşler, yinelenen kayıtları temizler ve geçmişinizi Excel, Snipe-IT, GLPI veya Shelf'ten içe aktarırız. Tipik proje: 5.000 varlığa kadar 5 iş günü.",
        points: [
          "Alan eşleme atölyesi (60 dakika)",
          "Kontrol edebileceğiniz bir test ortamına deneme aktarımı",
          "Mutabakat raporuyla son aktarım",
        ],
      },
      rollout: {
        name: "Rehberli kurulum",
        summary:
          "Bir müşteri başarı yöneticisi ilk 30 gününüzü sizinle planlar: osquery kaydı, konumlar, politikalar ve ilk güvenlik durumu incelemesi.",
        points: [
          "Başlangıç toplantısı ve haftalık 30 dakikalık görüşmeler",
          "ISO 27001 ve Cyber Essentials için politika şablonları",
          "En fazla 10 kişi için yönetici eğitimi",
        ],
      },
      audit: {
        name: "Denetime hazırlık incelemesi",
        summary:
          "ISO 27001, SOC 2 veya NIS2 denetiminden önce varlık kaydınızı ve güvenlik raporlarınızı denetçilerin sorduğu kontrollere göre inceleriz.",
        points: [
          "Ek A kontrolleriyle eşleştirilmiş eksik listesi",
          "Denetçiye teslim edebileceğiniz kanıt paketi",
          "30 gün sonra takip incelemesi",
        ],
      },
    },
    engagementTitle: "Bir proje nasıl yürür",
    engagementSteps: [
      {
        title: "Kapsam görüşmesi",
        text: "Bir çözüm mühendisiyle 30 dakika: kaç cihaz, hangi işletim sistemleri, hangi denetimler yaklaşıyor.",
      },
      {
        title: "Yazılı teklif",
        text: "İki iş günü içinde sabit fiyat ve tarihli bir plan. Durmadan işleyen günlük ücretler yok.",
      },
      {
        title: "Uygulama",
        text: "Çalışma, takip edebileceğiniz ortak bir kontrol listesiyle deneme ya da üretim çalışma alanınızda yürütülür.",
      },
      {
        title: "Teslim",
        text: "Kaydedilmiş bir tanıtım ve bir mutabakat raporu; böylece sonuç ekibinize ait olur.",
      },
    ],
    comparePlans: "Planları karşılaştırın",
    offices: "Ofislerimiz",
  },
  serviceDetail: {
    eyebrow: "Hizmetler",
    lead: "osquery'nin kayıtlı her bilgisayarda çalıştırdığı ve sade bir dille yanıtlanan dört kontrol: şifreli mi, güncel mi, kilitleniyor mu, korunuyor mu? Başarısız cihazları önce, nedeniyle birlikte görürsünüz.",
    trialCta: "Ücretsiz denemeyi başlat",
    allServices: "Tüm hizmetler",
    checksTitle: "Dört kontrol",
    checksIntro:
      "Her kontrol, politika kütüphanesinden salt okunur bir osquery SQL politikasıdır. Bir politikanın eşiği varsa, örneğin en düşük işletim sistemi sürümü veya ekran kilitlenmeden önceki boşta kalma süresi, onu siz belirlersiniz.",
    passesWhen: "Geçer, eğer:",
    checks: [
      {
        title: "Disk şifreleme",
        passes:
          "FileVault (macOS), sistem sürücüsünde BitLocker (Windows) veya kök dosya sisteminde LUKS (Linux) açık.",
        why: "Şifreli diske sahip kayıp bir dizüstü bilgisayar yalnızca bir rahatsızlıktır. Şifreleme yoksa bildirilmesi gereken bir veri ihlalidir.",
      },
      {
        title: "İşletim sistemi yama düzeyi",
        passes:
          "macOS veya Windows belirlediğiniz en düşük sürümde ya da üzerinde ve otomatik güncellemeler açık (Linux'ta da kontrol edilir).",
        why: "İstismar edilen güvenlik açıklarının çoğunun aylardır bir yaması vardır. Eksik güncellemenin yaşı, sayısından daha önemlidir.",
      },
      {
        title: "Ekran kilidi",
        passes:
          "Windows ve macOS'ta ekran, izin verdiğiniz boşta kalma süresi (varsayılan 15 dakika) dolmadan kilitlenir ve parola ister.",
        why: "Kafelerde, trenlerde ve ortak ofislerde kilitsiz bırakılan cihazlar, açık bir oturuma girmenin en kolay yoludur.",
      },
      {
        title: "Uç nokta koruması",
        passes:
          "Windows'ta Güvenlik Merkezi güncel imzalara sahip etkin bir antivirüs bildirir; macOS'ta Apple'ın XProtect'i ve tanımları yüklüdür.",
        why: "Yüklü ama devre dışı bir ajan satın alma listesinde iyi görünür ve hiçbir şeyi korumaz.",
      },
    ],
    howTitle: "Nasıl çalışır",
    steps: [
      "Açık kaynaklı ajan osquery'yi, Fleetward'ın verdiği kayıt sırrı ve flags dosyasıyla her bilgisayara kurun.",
      "osquery kendiliğinden bağlanır, cihazın bilgilerini gönderir ve her politikayı, salt okunur bir SQL sorgusunu, cihazda çalıştırır.",
      "Her politika, yazıldığı platformlarda, belirlediğiniz eşiklerle geçerlidir; örneğin en düşük macOS sürümü.",
      "Sorunlu cihazlar, sahibi, nedeni ve sorunun başladığı tarihle güvenlik panosunda görünür.",
      "Bir cihaz bir politikayı geçemez hale geldiğinde veya yeniden geçtiğinde sahipler ve yöneticiler bir e-posta ve uygulama içi bildirim alır; webhook'lar her değişikliği kendi araçlarınıza iletebilir.",
    ],
    platformsTitle: "Desteklenen platformlar",
    platformsIntro:
      "Her platformun osquery üzerinden ne raporladığı ve politika kütüphanesinin hangi kontrolleri kapsadığı.",
    platformsCaption: "Platform başına desteklenen kontroller",
    columns: {
      platform: "Platform",
      source: "Veri kaynağı",
      encryption: "Şifreleme",
      patch: "Yama düzeyi",
      lock: "Ekran kilidi",
      protection: "Uç nokta koruması",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "En düşük sürüm, otomatik güncelleme denetimi",
        lock: "Evet",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "En düşük derleme, otomatik güncellemeler",
        lock: "Evet",
        protection: "Antivirüs (Güvenlik Merkezi)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Otomatik güncellemeler",
        lock: "Kütüphanede politika yok",
        protection: "Kütüphanede politika yok",
      },
    ],
    boundariesTitle: "Asla yapmadıklarımız",
    boundaries: [
      {
        title: "Kurtarma anahtarı yok",
        text: "Disk şifreleme politikaları osquery'ye FileVault, BitLocker veya LUKS'un açık olup olmadığını sorar. Kurtarma anahtarını asla okumaz, kopyalamaz veya saklamayız.",
      },
      {
        title: "Salt okunur bir ajan",
        text: "Açık kaynaklı ajan osquery yalnızca salt okunur sorgulara yanıt verir: Fleetward bir cihazın durumunu görür ama değiştiremez.",
      },
      {
        title: "Sessiz değişiklik yok",
        text: "Fleetward bildirir ve hatırlatır. Cihazlarınıza hiçbir komut göndermez: uzaktan kilitleme de silme de yoktur.",
      },
    ],
    startTitle: "Güvenlik durumunuzu bir öğleden sonrada görün",
    start:
      "İlk bilgisayarlarınızı osquery ile kaydedin ve bir saat içinde güvenlik durumu raporlarını görün. Deneme 90 gün ücretsizdir ve kredi kartı gerektirmez.",
    guidesLink: "Kurulum kılavuzlarını okuyun",
  },
  helpCentre: {
    eyebrow: "Yardım merkezi",
    lead: "Fleetward yöneticileri, teknisyenleri ve deneme kullanıcıları için yanıtlar. Önce arayın: soruların çoğu bir dakikadan kısa sürede yanıtlanır.",
    searchTitle: "Ara",
    topicsTitle: "Konuya göre göz atın",
    topics: [
      {
        title: "Sık sorulan sorular",
        text: "Hesaplar, ücretsiz deneme, cihazlar ve güvenlik hakkında 20 kısa yanıt.",
        cta: "SSS'ye göz atın",
      },
      {
        title: "Adım adım kılavuzlar",
        text: "İlk CSV içe aktarmanızdan bir cihazı emekliye ayırmaya kadar rehberler.",
        cta: "Kılavuzları açın",
      },
      {
        title: "Destekle iletişime geçin",
        text: "Destek saatleri, plana göre yanıt süreleri ve talebinizi önem derecesine göre yönlendiren bir form.",
        cta: "Destek alın",
      },
      {
        title: "Belgeler ve API",
        text: "Entegrasyonlar için kavramlar, yapılandırma ve REST API başvurusu.",
        cta: "Belgeleri okuyun",
      },
    ],
    popularTitle: "Popüler makaleler",
    popular: [
      { title: "Cihazları CSV'den içe aktarın", meta: "Kılavuz · 15 dk" },
      { title: "macOS cihazlarını kaydedin", meta: "Kılavuz · 20 dk" },
      { title: "90 günün sonunda ne olur?", meta: "SSS · Ücretsiz deneme" },
      { title: "Ödünç dizüstü bilgisayarlar için zimmeti ayarlayın", meta: "Kılavuz · 10 dk" },
      { title: "Bir cihaz neden iki kez görünüyor?", meta: "SSS · Cihazlar" },
      { title: "Fleetward kurtarma anahtarlarını saklar mı?", meta: "SSS · Güvenlik" },
    ],
    stillStuckTitle: "Hâlâ takıldınız mı?",
    stillStuck:
      "Destek ekibimiz pazartesiden cumaya Berlin saatiyle 08.00'den Austin saatiyle 17.00'ye kadar çalışır. Çalışma alanı adresinizle bir <support>destek talebi</support> gönderin veya <forums>topluluk forumlarında</forums> diğer BT ekiplerine sorun.",
    faqs: {
      topicsLabel: "SSS konuları",
      moreTitle: "Yanıtınızı bulamadınız mı?",
      more: "Bir <guides>adım adım kılavuzu</guides> izleyin veya <support>destek talebi gönderin</support>. Deneme kullanıcılarına iki iş günü, ücretli müşterilere sekiz iş saati içinde yanıt veririz.",
    },
    guides: {
      allTitle: "Tüm kılavuzlar",
      stepsTitle: "Adım adım",
      minutes: "{{minutes}} dk",
      helpTitle: "Yardıma mı ihtiyacınız var?",
      help: "Bir adım çalışma alanınızda gördüğünüzle uyuşmuyorsa, hangi kılavuz ve hangi adım olduğunu bir <support>destek talebiyle</support> bize bildirin. Bu kılavuzları her aylık sürümle güncel tutarız.",
    },
    support: {
      lead: "Her talebi cihaz yönetimini bilen gerçek insanlar yanıtlar.",
      hoursTitle: "Destek saatleri",
      hours: [
        { region: "Avrupa", team: "Berlin", time: "Pazartesi–cuma, 08.00–18.00 CET" },
        { region: "Kuzey Amerika", team: "Austin", time: "Pazartesi–cuma, 08.00–17.00 CT" },
        {
          region: "Acil sorunlar",
          team: "Enterprise nöbet ekibi",
          time: "Günde 24 saat, haftada 7 gün",
        },
      ],
      hoursNote:
        "Çalışma saatlerine Berlin ve Teksas'taki resmî tatiller dahil değildir. Acil Enterprise sorunları bu günlerde de karşılanır.",
      slaTitle: "Plana göre yanıt süreleri",
      slaIntro:
        "Otomatik bir alındı bildirimine değil, bir insandan gelen ilk yanıta kadar geçen süre. Önem derecesini formda siz seçersiniz; değiştirebiliriz ve değiştirirsek size bildiririz.",
      slaCaption: "Plana ve önem derecesine göre ilk yanıt süreleri",
      severityColumn: "Önem derecesi",
      planColumns: ["Ücretsiz deneme", "Business", "Enterprise"],
      slaRows: [
        { severity: "Acil", times: ["2 iş günü", "4 iş saati", "1 saat, günün her saati"] },
        { severity: "Yüksek", times: ["2 iş günü", "8 iş saati", "4 iş saati"] },
        { severity: "Normal", times: ["2 iş günü", "8 iş saati", "8 iş saati"] },
        { severity: "Düşük", times: ["5 iş günü", "2 iş günü", "1 iş günü"] },
      ],
      requestTitle: "Destek talebi gönderin",
      includeTitle: "Neleri eklemelisiniz",
      checklist: [
        "Çalışma alanı adresiniz, örneğin sirketiniz.fleetward.com",
        "Adım adım ne yapmaya çalıştığınız",
        "Ne beklediğiniz ve bunun yerine ne olduğu, tam hata mesajıyla",
        "Ne zaman başladığı ve bir kullanıcıyı, bir cihazı ya da herkesi etkileyip etkilemediği",
        "Varsa ilgili cihazların seri numaraları veya demirbaş etiketleri",
        "Kişisel verileri bulanıklaştırılmış bir ekran görüntüsü",
      ],
      vulnerability:
        "Bir güvenlik açığı mı bildireceksiniz? Bunun yerine <mail>security@fleetward.com</mail> adresine yazın.",
      beforeTitle: "Yazmadan önce",
      before:
        "Birçok sorunun yanıtı <faqs>SSS</faqs> ve <guides>kurulum kılavuzlarında</guides> bulunur. Fiyatlar veya yeni bir sözleşmeyle ilgili sorular <sales>satış ekibimize</sales> gider.",
    },
    form: {
      name: "Adınız",
      email: "Fleetward hesabınızın e-posta adresi",
      subject: "Konu",
      subjectHint: "Tek satır, örneğin: Bir Mac 12 Kasım'dan beri raporlamıyor.",
      severity: "Önem derecesi",
      severities: {
        low: "Düşük — bir soru veya görsel bir sorun",
        normal: "Normal — bir şey çalışmıyor ama geçici bir çözüm var",
        high: "Yüksek — ekibinizin güvendiği bir özellik çalışmıyor",
        urgent: "Acil — çalışma alanı erişilemez durumda veya veriler yanlış görünüyor",
      },
      description: "Açıklama",
      descriptionHint:
        "Çalışma alanı adresiniz, ne yaptığınız, ne beklediğiniz ve bunun yerine ne olduğu. Asla parola veya kurtarma anahtarı eklemeyin.",
      sending: "Gönderiliyor…",
      send: "Destek talebi gönder",
      received: "{{reference}} numaralı destek talebi alındı.",
      sent: "“{{subject}}” talebinizi <ref>{{reference}}</ref> numaralı kayıt olarak aldık. Bu konuda support@fleetward.com adresine yazarken bu numarayı belirtin.",
    },
  },
  legal: {
    eyebrow: "Yasal",
    termsLead:
      "Ücretsiz 90 günlük denemeden ücretli Business ve Enterprise aboneliklerine kadar, Fleetward'ın kullanımına ilişkin kuruluşunuz ile Fleetward GmbH arasındaki sözleşme. Metin İngilizcedir.",
    privacyLead:
      "Sitemizi ziyaret ettiğinizde, hesabınızı kullandığınızda veya bizimle iletişime geçtiğinizde Fleetward'ın hangi kişisel verileri işlediği, bunlara neden ihtiyaç duyduğumuz, ne kadar süre sakladığımız ve GDPR kapsamındaki haklarınızı nasıl kullanacağınız. Metin İngilizcedir.",
  },
  documentation: {
    eyebrow: "Ürün",
    lead: "Fleetward'ın nasıl düzenlendiği, bir çalışma alanının nasıl kurulacağı ve REST API ile nasıl entegre edileceği. Görev bazında talimatlar için yardım merkezine bakın. Belgeler İngilizcedir.",
  },
};
