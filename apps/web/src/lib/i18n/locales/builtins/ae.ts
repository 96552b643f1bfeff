import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Arabic (see ./en.ts). */
export const aeBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "جاهز للتسليم",
    Pending: "قيد الانتظار",
    "In repair": "قيد الإصلاح",
    Broken: "معطّل",
    Archived: "مؤرشف",
    "Lost or stolen": "مفقود أو مسروق",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "تشفير القرص مُفعّل (BitLocker، Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "محرك النظام C: مُشفّر بواسطة BitLocker وحمايته مُفعّلة.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "فعّل BitLocker للمحرك C: (لوحة التحكم ← تشفير محرك الأقراص BitLocker)، أو استأنف حمايته إن كانت معلّقة.",
    "Disk encryption on (FileVault, macOS)": "تشفير القرص مُفعّل (FileVault، macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "قرص واحد على الأقل من أقراص جهاز Mac مُشفّر (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "فعّل FileVault من إعدادات النظام ← الخصوصية والأمن ← FileVault.",
    "Disk encryption on (LUKS, Linux)": "تشفير القرص مُفعّل (LUKS، Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "نظام الملفات الجذر موجود على جهاز مُشفّر (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "أعد التثبيت مع اختيار تشفير القرص بالكامل (LUKS) في برنامج التثبيت؛ لا يمكن تشفير جذر غير مُشفّر في مكانه بأمان.",
    "Firewall on (Windows)": "جدار الحماية مُفعّل (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "يُبلغ مركز أمان Windows أن جدار الحماية سليم.",
    "Turn Windows Defender Firewall on for every network profile.":
      "فعّل جدار حماية Windows Defender لكل ملفات تعريف الشبكة.",
    "Firewall on (macOS)": "جدار الحماية مُفعّل (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "جدار حماية التطبيقات مُفعّل (مع استثناءات، أو يحظر كل شيء).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "فعّل جدار الحماية من إعدادات النظام ← الشبكة ← جدار الحماية.",
    "Firewall on (Linux)": "جدار الحماية مُفعّل (Linux)",
    "ufw, firewalld or nftables is running.": "يعمل ufw أو firewalld أو nftables.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "فعّل جدار حماية: `sudo ufw enable` (Ubuntu) أو `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "قفل الشاشة عند الخمول (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "يقفل حدّ خمول الجهاز الشاشة خلال الدقائق المسموح بها.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "اضبط «تسجيل الدخول التفاعلي: حدّ خمول الجهاز» (نهج الأمان المحلي أو نهج المجموعة) على الوقت المسموح به كحدّ أقصى.",
    "Screen locks when idle (macOS)": "قفل الشاشة عند الخمول (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "تبدأ شاشة توقف مُدارة خلال الدقائق المسموح بها وتطلب كلمة المرور.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "انشر ملف تعريف لشاشة التوقف (com.apple.screensaver: idleTime, askForPassword) عبر نظام إدارة الأجهزة (MDM) لديك.",
    "macOS at or above the minimum version": "macOS بالإصدار الأدنى أو أعلى",
    "The Mac runs at least the given macOS version.":
      "يعمل جهاز Mac بإصدار macOS المحدد على الأقل.",
    "Update macOS in System Settings → General → Software Update.":
      "حدّث macOS من إعدادات النظام ← عام ← تحديث البرامج.",
    "Windows at or above the minimum build": "Windows بالإصدار الأدنى أو أعلى",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "يعمل Windows بالإصدار المحدد على الأقل (رئيسي.فرعي.بناء، مثل 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "ثبّت تحديث الميزات المعلّق عبر Windows Update.",
    "Automatic updates on (Windows)": "التحديثات التلقائية مُفعّلة (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "يُبلغ مركز أمان Windows أن التحديثات التلقائية سليمة.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "أعد تفعيل التحديثات التلقائية من الإعدادات ← Windows Update.",
    "Automatic update checks on (macOS)": "التحقق التلقائي من التحديثات مُفعّل (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "يتحقق تحديث البرامج من التحديثات تلقائيًا (إعداد مُدار).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "انشر ملف تعريف لتحديث البرامج (com.apple.SoftwareUpdate: AutomaticCheckEnabled) عبر نظام إدارة الأجهزة (MDM) لديك.",
    "Automatic updates on (Linux)": "التحديثات التلقائية مُفعّلة (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian، Ubuntu) أو dnf-automatic (Fedora، RHEL) نشط.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "ثبّت وفعّل unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) أو dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "مكافح الفيروسات سليم (Windows Defender)",
    "An antivirus is on with up-to-date signatures.": "مكافح فيروسات مُفعّل وتواقيعه محدّثة.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "فعّل الحماية في الوقت الحقيقي في أمان Windows وحدّث تعريفاتها.",
    "XProtect present (macOS)": "XProtect موجود (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "حماية Apple المدمجة من البرمجيات الخبيثة (XProtect) وتعريفاتها مثبّتة.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "فعّل «تثبيت الاستجابات الأمنية وملفات النظام» من تحديث البرامج ← التحديثات التلقائية.",
    "Gatekeeper on (macOS)": "Gatekeeper مُفعّل (macOS)",
    "macOS checks apps before they open.": "يتحقق macOS من التطبيقات قبل فتحها.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "شغّل `sudo spctl --master-enable` أو اسمح بالتطبيقات من App Store والمطوّرين المعروفين.",
    "System Integrity Protection on (macOS)": "حماية سلامة النظام مُفعّلة (macOS)",
    "SIP protects the system files.": "يحمي SIP ملفات النظام.",
    "Start in Recovery mode and run `csrutil enable`.":
      "ابدأ التشغيل في وضع الاسترداد وشغّل `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 مُعطّل (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.": "بروتوكول SMB 1.0 القديم غير مثبّت.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "أزل الميزة: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "المسموح: {{n}} دقيقة.",
  minimum: "الحد الأدنى: {{value}}.",
};
