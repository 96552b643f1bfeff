import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Turkish (see ./en.ts). */
export const trBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Teslime hazır",
    Pending: "Beklemede",
    "In repair": "Onarımda",
    Broken: "Arızalı",
    Archived: "Arşivlendi",
    "Lost or stolen": "Kayıp veya çalıntı",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Disk şifreleme açık (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "C: sistem sürücüsü BitLocker ile şifreli ve koruması açık.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "C: sürücüsü için BitLocker'ı açın (Denetim Masası → BitLocker Sürücü Şifrelemesi) veya askıya alındıysa korumayı sürdürün.",
    "Disk encryption on (FileVault, macOS)": "Disk şifreleme açık (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Mac'in disklerinden en az biri şifreli (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "FileVault'u Sistem Ayarları → Gizlilik ve Güvenlik → FileVault'tan açın.",
    "Disk encryption on (LUKS, Linux)": "Disk şifreleme açık (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Kök dosya sistemi şifreli bir aygıtta bulunuyor (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Yükleyicide tam disk şifrelemeyi (LUKS) seçerek yeniden kurun; şifresiz bir kök yerinde güvenle şifrelenemez.",
    "Firewall on (Windows)": "Güvenlik duvarı açık (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows Güvenlik Merkezi güvenlik duvarını sağlıklı olarak bildiriyor.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Windows Defender Güvenlik Duvarı'nı her ağ profili için açın.",
    "Firewall on (macOS)": "Güvenlik duvarı açık (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Uygulama güvenlik duvarı açık (istisnalarla veya her şeyi engelleyerek).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Güvenlik duvarını Sistem Ayarları → Ağ → Güvenlik Duvarı'ndan açın.",
    "Firewall on (Linux)": "Güvenlik duvarı açık (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld veya nftables çalışıyor.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Bir güvenlik duvarını etkinleştirin: `sudo ufw enable` (Ubuntu) veya `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Boşta kalınca ekran kilitlenir (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Bilgisayarın etkinlik dışı kalma sınırı ekranı izin verilen dakikalar içinde kilitler.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      '"Etkileşimli oturum açma: Bilgisayar etkinlik dışı kalma sınırı" ayarını (Yerel Güvenlik İlkesi veya Grup İlkesi) en fazla izin verilen süreye ayarlayın.',
    "Screen locks when idle (macOS)": "Boşta kalınca ekran kilitlenir (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Yönetilen bir ekran koruyucu izin verilen dakikalar içinde başlar ve parolayı sorar.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "MDM'niz aracılığıyla bir ekran koruyucu profili (com.apple.screensaver: idleTime, askForPassword) dağıtın.",
    "macOS at or above the minimum version": "macOS en düşük sürümde veya üstünde",
    "The Mac runs at least the given macOS version.":
      "Mac en az belirtilen macOS sürümünü çalıştırıyor.",
    "Update macOS in System Settings → General → Software Update.":
      "macOS'u Sistem Ayarları → Genel → Yazılım Güncelleme'den güncelleyin.",
    "Windows at or above the minimum build": "Windows en düşük derlemede veya üstünde",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows en az belirtilen sürümü çalıştırıyor (ana.alt.derleme, ör. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Bekleyen özellik güncelleştirmesini Windows Update üzerinden yükleyin.",
    "Automatic updates on (Windows)": "Otomatik güncelleştirmeler açık (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows Güvenlik Merkezi otomatik güncelleştirmeleri sağlıklı olarak bildiriyor.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Otomatik güncelleştirmeleri Ayarlar → Windows Update'ten yeniden açın.",
    "Automatic update checks on (macOS)": "Otomatik güncelleme denetimi açık (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Yazılım Güncelleme güncellemeleri otomatik olarak denetliyor (yönetilen ayar).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "MDM'niz aracılığıyla bir Yazılım Güncelleme profili (com.apple.SoftwareUpdate: AutomaticCheckEnabled) dağıtın.",
    "Automatic updates on (Linux)": "Otomatik güncellemeler açık (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) veya dnf-automatic (Fedora, RHEL) etkin.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "unattended-upgrades'i (`sudo dpkg-reconfigure unattended-upgrades`) veya dnf-automatic'i kurup etkinleştirin.",
    "Antivirus healthy (Windows Defender)": "Virüsten koruma sağlıklı (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Güncel imzalarla bir virüsten koruma programı açık.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Windows Güvenliği'nde gerçek zamanlı korumayı açın ve tanımlarını güncelleyin.",
    "XProtect present (macOS)": "XProtect mevcut (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apple'ın yerleşik kötü amaçlı yazılım koruması (XProtect) ve tanımları yüklü.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      'Yazılım Güncelleme → Otomatik güncellemeler altında "Güvenlik Yanıtlarını ve sistem dosyalarını yükle" seçeneğini açın.',
    "Gatekeeper on (macOS)": "Gatekeeper açık (macOS)",
    "macOS checks apps before they open.": "macOS uygulamaları açılmadan önce denetler.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "`sudo spctl --master-enable` komutunu çalıştırın veya App Store'dan ve tanınmış geliştiricilerden gelen uygulamalara izin verin.",
    "System Integrity Protection on (macOS)": "Sistem Bütünlüğü Koruması açık (macOS)",
    "SIP protects the system files.": "SIP sistem dosyalarını korur.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Kurtarma modunda başlatın ve `csrutil enable` komutunu çalıştırın.",
    "SMBv1 off (Windows)": "SMBv1 kapalı (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.": "Eskimiş SMB 1.0 protokolü yüklü değil.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Özelliği kaldırın: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "İzin verilen: {{n}} dakika.",
  minimum: "En düşük: {{value}}.",
};
