// A socket connection at one table that keeps everything it hears (frames, table news,
// presence), for the presence tests: who is connected, as each viewer knows it.

import type { JoinReply, ObservationFrame, PresenceEvent, TableInfo } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "./connect";

type Ok = Extract<JoinReply, { ok: true }>;

/** One connection at a table, with everything it heard. */
export class Watcher {
  readonly frames: ObservationFrame[] = [];
  readonly tables: TableInfo[] = [];
  readonly presence: PresenceEvent[] = [];
  joined: Ok | null = null;

  private constructor(readonly client: TableClient) {
    client.onFrame((f) => this.frames.push(f));
    client.onTable((t) => this.tables.push(t));
    client.onPresence((p) => this.presence.push(p));
  }

  static async join(url: string, tableId: string, seatToken: string | null): Promise<Watcher> {
    const v = new Watcher(await connectTable(url));
    const reply = await v.client.join(
      tableId,
      seatToken === null ? { spectate: true } : { seatToken },
    );
    if (!reply.ok) throw new Error(`join failed: ${JSON.stringify(reply.error)}`);
    v.joined = reply;
    return v;
  }

  get frame(): ObservationFrame {
    const f = this.frames.at(-1);
    if (f === undefined) throw new Error("no frame yet");
    return f;
  }

  /** The latest presence this viewer knows of `seat` (join snapshot, then events). */
  awaySince(seat: number): number | null | undefined {
    const ev = this.presence.filter((p) => p.seat === seat).at(-1);
    if (ev !== undefined) return ev.awaySince;
    return this.joined?.presence.find((p) => p.seat === seat)?.awaySince;
  }

  close(): void {
    this.client.close();
  }
}

export const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);
