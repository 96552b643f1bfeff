import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Russian (see ./en.ts). */
export const ruBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Готов к выдаче",
    Pending: "Ожидает",
    "In repair": "В ремонте",
    Broken: "Сломан",
    Archived: "В архиве",
    "Lost or stolen": "Утерян или украден",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Шифрование диска включено (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Системный диск C: зашифрован BitLocker, и его защита включена.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Включите BitLocker для диска C: (Панель управления → Шифрование диска BitLocker) или возобновите защиту, если она приостановлена.",
    "Disk encryption on (FileVault, macOS)": "Шифрование диска включено (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Хотя бы один из дисков Mac зашифрован (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Включите FileVault в Системных настройках → Конфиденциальность и безопасность → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Шифрование диска включено (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Корневая файловая система находится на зашифрованном устройстве (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Переустановите систему, выбрав в установщике полное шифрование диска (LUKS); незашифрованный корень нельзя безопасно зашифровать на месте.",
    "Firewall on (Windows)": "Брандмауэр включён (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Центр безопасности Windows сообщает, что брандмауэр в порядке.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Включите брандмауэр Защитника Windows для всех сетевых профилей.",
    "Firewall on (macOS)": "Брандмауэр включён (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Брандмауэр приложений включён (с исключениями или блокируя всё).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Включите брандмауэр в Системных настройках → Сеть → Брандмауэр.",
    "Firewall on (Linux)": "Брандмауэр включён (Linux)",
    "ufw, firewalld or nftables is running.": "Работает ufw, firewalld или nftables.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Включите брандмауэр: `sudo ufw enable` (Ubuntu) или `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Экран блокируется при бездействии (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Лимит бездействия компьютера блокирует экран в пределах разрешённых минут.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Задайте для «Интерактивный вход в систему: предел простоя компьютера» (Локальная политика безопасности или Групповая политика) не больше разрешённого времени.",
    "Screen locks when idle (macOS)": "Экран блокируется при бездействии (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Управляемая заставка включается в пределах разрешённых минут и запрашивает пароль.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Разверните профиль заставки (com.apple.screensaver: idleTime, askForPassword) через вашу MDM.",
    "macOS at or above the minimum version": "macOS не ниже минимальной версии",
    "The Mac runs at least the given macOS version.":
      "На Mac установлена как минимум указанная версия macOS.",
    "Update macOS in System Settings → General → Software Update.":
      "Обновите macOS в Системных настройках → Основные → Обновление ПО.",
    "Windows at or above the minimum build": "Windows не ниже минимальной сборки",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows работает как минимум в указанной версии (основная.дополнительная.сборка, напр. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Установите ожидающее обновление компонентов через Центр обновления Windows.",
    "Automatic updates on (Windows)": "Автоматические обновления включены (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Центр безопасности Windows сообщает, что автоматические обновления в порядке.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Снова включите автоматические обновления в Параметрах → Центр обновления Windows.",
    "Automatic update checks on (macOS)": "Автоматическая проверка обновлений включена (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Обновление ПО автоматически проверяет наличие обновлений (управляемая настройка).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Разверните профиль Обновления ПО (com.apple.SoftwareUpdate: AutomaticCheckEnabled) через вашу MDM.",
    "Automatic updates on (Linux)": "Автоматические обновления включены (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "Активен unattended-upgrades (Debian, Ubuntu) или dnf-automatic (Fedora, RHEL).",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Установите и включите unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) или dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Антивирус в порядке (Защитник Windows)",
    "An antivirus is on with up-to-date signatures.":
      "Антивирус включён, и его сигнатуры актуальны.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Включите защиту в реальном времени в Безопасности Windows и обновите её определения.",
    "XProtect present (macOS)": "XProtect установлен (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Встроенная защита Apple от вредоносного ПО (XProtect) и её определения установлены.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Включите «Устанавливать ответы безопасности и системные файлы» в Обновлении ПО → Автоматические обновления.",
    "Gatekeeper on (macOS)": "Gatekeeper включён (macOS)",
    "macOS checks apps before they open.": "macOS проверяет приложения перед их открытием.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Выполните `sudo spctl --master-enable` или разрешите приложения из App Store и от установленных разработчиков.",
    "System Integrity Protection on (macOS)": "Защита целостности системы включена (macOS)",
    "SIP protects the system files.": "SIP защищает системные файлы.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Загрузитесь в режиме восстановления и выполните `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 отключён (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.": "Устаревший протокол SMB 1.0 не установлен.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Удалите компонент: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Разрешено: {{n}} мин.",
  minimum: "Минимум: {{value}}.",
};
