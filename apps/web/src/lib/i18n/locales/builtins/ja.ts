import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Japanese (see ./en.ts). */
export const jaBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "配備可能",
    Pending: "保留中",
    "In repair": "修理中",
    Broken: "故障",
    Archived: "アーカイブ済み",
    "Lost or stolen": "紛失・盗難",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "ディスク暗号化オン(BitLocker、Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "システムドライブ C: が BitLocker で暗号化され、保護がオンになっています。",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "ドライブ C: の BitLocker をオンにするか(コントロール パネル → BitLocker ドライブ暗号化)、保護が中断されている場合は再開してください。",
    "Disk encryption on (FileVault, macOS)": "ディスク暗号化オン(FileVault、macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Mac のディスクの少なくとも 1 つが暗号化されています(FileVault)。",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "システム設定 → プライバシーとセキュリティ → FileVault で FileVault をオンにしてください。",
    "Disk encryption on (LUKS, Linux)": "ディスク暗号化オン(LUKS、Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "ルートファイルシステムが暗号化されたデバイス(LUKS / dm-crypt)上にあります。",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "インストーラーでフルディスク暗号化(LUKS)を選んで再インストールしてください。暗号化されていないルートをその場で安全に暗号化することはできません。",
    "Firewall on (Windows)": "ファイアウォールオン(Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows セキュリティ センターがファイアウォールを正常と報告しています。",
    "Turn Windows Defender Firewall on for every network profile.":
      "すべてのネットワーク プロファイルで Windows Defender ファイアウォールをオンにしてください。",
    "Firewall on (macOS)": "ファイアウォールオン(macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "アプリケーションファイアウォールがオンです(例外あり、またはすべてをブロック)。",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "システム設定 → ネットワーク → ファイアウォールでファイアウォールをオンにしてください。",
    "Firewall on (Linux)": "ファイアウォールオン(Linux)",
    "ufw, firewalld or nftables is running.":
      "ufw、firewalld、nftables のいずれかが動作しています。",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "ファイアウォールを有効にしてください: `sudo ufw enable`(Ubuntu)または `systemctl enable --now firewalld`(Fedora)。",
    "Screen locks when idle (Windows)": "アイドル時に画面をロック(Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "コンピューターの非アクティブ時間の制限により、許可された分数以内に画面がロックされます。",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "「対話型ログオン: コンピューターの非アクティブ状態の制限」(ローカル セキュリティ ポリシーまたはグループ ポリシー)を許可された時間以下に設定してください。",
    "Screen locks when idle (macOS)": "アイドル時に画面をロック(macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "管理されたスクリーンセーバーが許可された分数以内に起動し、パスワードを要求します。",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "MDM でスクリーンセーバーのプロファイル(com.apple.screensaver: idleTime、askForPassword)を配布してください。",
    "macOS at or above the minimum version": "macOS が最小バージョン以上",
    "The Mac runs at least the given macOS version.":
      "Mac が指定された macOS バージョン以上で動作しています。",
    "Update macOS in System Settings → General → Software Update.":
      "システム設定 → 一般 → ソフトウェアアップデートで macOS をアップデートしてください。",
    "Windows at or above the minimum build": "Windows が最小ビルド以上",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows が指定されたバージョン(メジャー.マイナー.ビルド、例: 10.0.22631)以上で動作しています。",
    "Install the pending feature update through Windows Update.":
      "保留中の機能更新プログラムを Windows Update からインストールしてください。",
    "Automatic updates on (Windows)": "自動更新オン(Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows セキュリティ センターが自動更新を正常と報告しています。",
    "Turn automatic updates back on in Settings → Windows Update.":
      "設定 → Windows Update で自動更新を再びオンにしてください。",
    "Automatic update checks on (macOS)": "アップデートの自動確認オン(macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "ソフトウェアアップデートが自動的にアップデートを確認します(管理された設定)。",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "MDM でソフトウェアアップデートのプロファイル(com.apple.SoftwareUpdate: AutomaticCheckEnabled)を配布してください。",
    "Automatic updates on (Linux)": "自動更新オン(Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades(Debian、Ubuntu)または dnf-automatic(Fedora、RHEL)が有効です。",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "unattended-upgrades(`sudo dpkg-reconfigure unattended-upgrades`)または dnf-automatic をインストールして有効にしてください。",
    "Antivirus healthy (Windows Defender)": "ウイルス対策正常(Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "ウイルス対策がオンで、定義ファイルが最新です。",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Windows セキュリティでリアルタイム保護をオンにし、定義を更新してください。",
    "XProtect present (macOS)": "XProtect あり(macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apple の内蔵マルウェア対策(XProtect)とその定義がインストールされています。",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "ソフトウェアアップデート → 自動アップデートで「セキュリティ対応とシステムファイルをインストール」をオンにしてください。",
    "Gatekeeper on (macOS)": "Gatekeeper オン(macOS)",
    "macOS checks apps before they open.": "macOS がアプリを開く前に確認します。",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "`sudo spctl --master-enable` を実行するか、App Store と確認済みの開発元からのアプリを許可してください。",
    "System Integrity Protection on (macOS)": "システム整合性保護オン(macOS)",
    "SIP protects the system files.": "SIP がシステムファイルを保護します。",
    "Start in Recovery mode and run `csrutil enable`.":
      "復元モードで起動し、`csrutil enable` を実行してください。",
    "SMBv1 off (Windows)": "SMBv1 オフ(Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "廃止された SMB 1.0 プロトコルがインストールされていません。",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "機能を削除してください: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`。",
  },
  allowedMinutes: "許可: {{n}} 分。",
  minimum: "最小: {{value}}。",
};
