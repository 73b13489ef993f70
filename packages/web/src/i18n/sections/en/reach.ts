// English: the reach section (its header: ../reach.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const reach = {
  reach: {
    title: "Phones and tablets cannot reach this server yet: no link or QR code to show.",
    why: "This server can only be reached from this computer: it was started with HOST=127.0.0.1, or this computer is on no network.",
    fix: "Connect this computer to the classroom's Wi-Fi, stop the server and start it again with npm start (without HOST=127.0.0.1), then reload this page: the code, link and QR code will then work on phones.",
  },
} as const;
