// Whether phones can reach this server (online/table/shareOrigin.ts): the share panel's word
// when they cannot.

export const reach = {
  en: {
    reach: {
      title: "Phones and tablets cannot reach this server yet: no link or QR code to show.",
      why: "This server can only be reached from this computer: it was started with HOST=127.0.0.1, or this computer is on no network.",
      fix: "Connect this computer to the classroom's Wi-Fi, stop the server and start it again with npm start (without HOST=127.0.0.1), then reload this page: the code, link and QR code will then work on phones.",
    },
  },
  zh: {
    reach: {
      title: "手机和平板还连不上这个服务器：没有可用的链接或二维码。",
      why: "这个服务器只能从本机访问：启动时设置了 HOST=127.0.0.1，或者本机没有连接任何网络。",
      fix: "请把本机连上教室的 Wi-Fi，停止服务器后用 npm start 重新启动（不要设置 HOST=127.0.0.1），再刷新本页：之后代码、链接和二维码在手机上都能用。",
    },
  },
} as const;
