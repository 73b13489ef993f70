// Host names only the machine itself can use: the server decides with them which share origin
// a page gets (server/src/config/network.ts), and a page whether phones could open its links at all
// (web/src/online/table/shareOrigin.ts).

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names only this machine can use. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === "::1" ||
    h === "0:0:0:0:0:0:0:1"
  );
}
