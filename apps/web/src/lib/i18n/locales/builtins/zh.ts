import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Chinese (see ./en.ts). */
export const zhBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "可分配",
    Pending: "待处理",
    "In repair": "维修中",
    Broken: "已损坏",
    Archived: "已归档",
    "Lost or stolen": "丢失或被盗",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "磁盘加密已开启(BitLocker,Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "系统驱动器 C: 已由 BitLocker 加密,且保护已开启。",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "为驱动器 C: 开启 BitLocker(控制面板 → BitLocker 驱动器加密),如保护已暂停则将其恢复。",
    "Disk encryption on (FileVault, macOS)": "磁盘加密已开启(FileVault,macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "这台 Mac 至少有一个磁盘已加密(FileVault)。",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "在“系统设置 → 隐私与安全性 → 文件保险箱”中开启 FileVault。",
    "Disk encryption on (LUKS, Linux)": "磁盘加密已开启(LUKS,Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "根文件系统位于加密设备上(LUKS / dm-crypt)。",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "重新安装,并在安装程序中选择全盘加密(LUKS);未加密的根分区无法安全地就地加密。",
    "Firewall on (Windows)": "防火墙已开启(Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows 安全中心报告防火墙状态正常。",
    "Turn Windows Defender Firewall on for every network profile.":
      "为每个网络配置文件开启 Windows Defender 防火墙。",
    "Firewall on (macOS)": "防火墙已开启(macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "应用程序防火墙已开启(有例外,或阻止所有连接)。",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "在“系统设置 → 网络 → 防火墙”中开启防火墙。",
    "Firewall on (Linux)": "防火墙已开启(Linux)",
    "ufw, firewalld or nftables is running.": "ufw、firewalld 或 nftables 正在运行。",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "启用防火墙:`sudo ufw enable`(Ubuntu)或 `systemctl enable --now firewalld`(Fedora)。",
    "Screen locks when idle (Windows)": "空闲时锁定屏幕(Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "计算机不活动限制会在允许的分钟数内锁定屏幕。",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "将“交互式登录: 计算机不活动限制”(本地安全策略或组策略)设置为不超过允许的时间。",
    "Screen locks when idle (macOS)": "空闲时锁定屏幕(macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "受管理的屏幕保护程序在允许的分钟数内启动并要求输入密码。",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "通过 MDM 部署屏幕保护程序描述文件(com.apple.screensaver: idleTime, askForPassword)。",
    "macOS at or above the minimum version": "macOS 达到或高于最低版本",
    "The Mac runs at least the given macOS version.": "这台 Mac 运行的 macOS 版本不低于指定版本。",
    "Update macOS in System Settings → General → Software Update.":
      "在“系统设置 → 通用 → 软件更新”中更新 macOS。",
    "Windows at or above the minimum build": "Windows 达到或高于最低内部版本",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows 运行的版本不低于指定版本(主版本.次版本.内部版本,例如 10.0.22631)。",
    "Install the pending feature update through Windows Update.":
      "通过 Windows 更新安装待处理的功能更新。",
    "Automatic updates on (Windows)": "自动更新已开启(Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows 安全中心报告自动更新状态正常。",
    "Turn automatic updates back on in Settings → Windows Update.":
      "在“设置 → Windows 更新”中重新开启自动更新。",
    "Automatic update checks on (macOS)": "自动检查更新已开启(macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "软件更新会自动检查更新(受管理的设置)。",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "通过 MDM 部署软件更新描述文件(com.apple.SoftwareUpdate: AutomaticCheckEnabled)。",
    "Automatic updates on (Linux)": "自动更新已开启(Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades(Debian、Ubuntu)或 dnf-automatic(Fedora、RHEL)处于活动状态。",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "安装并启用 unattended-upgrades(`sudo dpkg-reconfigure unattended-upgrades`)或 dnf-automatic。",
    "Antivirus healthy (Windows Defender)": "防病毒正常(Windows Defender)",
    "An antivirus is on with up-to-date signatures.": "防病毒软件已开启且特征库为最新。",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "在 Windows 安全中心开启实时保护并更新其定义。",
    "XProtect present (macOS)": "XProtect 存在(macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "已安装 Apple 内置的恶意软件防护(XProtect)及其定义。",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "在“软件更新 → 自动更新”下开启“安装安全响应和系统文件”。",
    "Gatekeeper on (macOS)": "Gatekeeper 已开启(macOS)",
    "macOS checks apps before they open.": "macOS 会在应用打开前对其进行检查。",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "运行 `sudo spctl --master-enable`,或允许来自 App Store 和已认证开发者的应用。",
    "System Integrity Protection on (macOS)": "系统完整性保护已开启(macOS)",
    "SIP protects the system files.": "SIP 保护系统文件。",
    "Start in Recovery mode and run `csrutil enable`.": "以恢复模式启动并运行 `csrutil enable`。",
    "SMBv1 off (Windows)": "SMBv1 已关闭(Windows)",
    "The obsolete SMB 1.0 protocol is not installed.": "未安装已过时的 SMB 1.0 协议。",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "移除该功能:`Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`。",
  },
  allowedMinutes: "允许:{{n}} 分钟。",
  minimum: "最低:{{value}}。",
};
