// Seat and host tokens for online tables, kept in this browser only (localStorage), so a
// reload or a reconnect takes the same seat again. Tokens are never shown or sent elsewhere.

export interface TableCredentials {
  readonly tableId: string;
  readonly seat: number | null;
  readonly seatToken: string | null;
  readonly hostToken: string | null;
  readonly name: string | null;
}

const PREFIX = "ng.table.";
const key = (tableId: string) => `${PREFIX}${tableId}`;

export function loadCredentials(tableId: string): TableCredentials {
  const empty: TableCredentials = {
    tableId,
    seat: null,
    seatToken: null,
    hostToken: null,
    name: null,
  };
  try {
    const raw = localStorage.getItem(key(tableId));
    if (raw === null) return empty;
    const c = JSON.parse(raw) as Partial<TableCredentials>;
    return {
      tableId,
      seat: typeof c.seat === "number" ? c.seat : null,
      seatToken: typeof c.seatToken === "string" ? c.seatToken : null,
      hostToken: typeof c.hostToken === "string" ? c.hostToken : null,
      name: typeof c.name === "string" ? c.name : null,
    };
  } catch {
    return empty;
  }
}

export function saveCredentials(c: TableCredentials): void {
  try {
    localStorage.setItem(key(c.tableId), JSON.stringify(c));
  } catch {
    // without storage the seat lasts for this page only
  }
}

/** Every table this browser holds a seat token for (its seats at online tables). */
export function listCredentials(): TableCredentials[] {
  const out: TableCredentials[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k === null || !k.startsWith(PREFIX)) continue;
      const c = loadCredentials(k.slice(PREFIX.length));
      if (c.seatToken !== null) out.push(c);
    }
  } catch {
    // no storage: no tables
  }
  return out;
}

/** Forgets this browser's seat (and host) token for the table: it leaves "My tables". */
export function forgetCredentials(tableId: string): void {
  try {
    localStorage.removeItem(key(tableId));
  } catch {
    // nothing kept, nothing to forget
  }
}
