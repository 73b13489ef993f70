// 简体中文: the reach section (its header: ../reach.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const reach = {
  reach: {
    title: "手机和平板还连不上这个服务器：没有可用的链接或二维码。",
    why: "这个服务器只能从本机访问：启动时设置了 HOST=127.0.0.1，或者本机没有连接任何网络。",
    fix: "请把本机连上教室的 Wi-Fi，停止服务器后用 npm start 重新启动（不要设置 HOST=127.0.0.1），再刷新本页：之后代码、链接和二维码在手机上都能用。",
  },
} as const;
