// The live connection to a class (socket.io): `classJoin` with the teacher's or a student's
// token, again after every reconnect (a lost line or a restarting server), then the pushes for that role: the teacher's dashboard
// (`classDashboard`) or the student's own view (`classStudent`) and the class podium
// (`classPodium`). docs/protocol.md, "Running a class". socket.io-client loads when a page
// first connects, not with the page: a student who has not joined yet never needs it.

import type {
  ClassDashboard,
  ClassPodium,
  ProtocolError,
  StudentView,
} from "@number-games/protocol";
import { PROTOCOL_VERSION, SOCKET_PATH } from "@number-games/protocol/light";
import { useEffect, useState } from "react";
import { deviceId } from "../online/device";
import type { ClientSocket, ConnectionStatus } from "../online/socketLife";
import { followConnection, SOCKET_OPTIONS } from "../online/socketLife";

export interface ClassConnection {
  readonly status: ConnectionStatus;
  /** The teacher's dashboard (teacher token), latest first. */
  readonly dashboard: ClassDashboard | null;
  /** The student's own view (student token). */
  readonly student: StudentView | null;
  /** The class podium (student token): top three so far, which tables are over. */
  readonly podium: ClassPodium | null;
  readonly error: ProtocolError | null;
}

/** Subscribes to `classId` with `token` while both are set. */
export function useClassConnection(classId: string | null, token: string | null): ClassConnection {
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [dashboard, setDashboard] = useState<ClassDashboard | null>(null);
  const [student, setStudent] = useState<StudentView | null>(null);
  const [podium, setPodium] = useState<ClassPodium | null>(null);
  const [error, setError] = useState<ProtocolError | null>(null);

  useEffect(() => {
    if (classId === null || token === null) return;
    let socket: ClientSocket | null = null;
    let closed = false;
    let stopReconnecting = () => {};
    const follow = (socket: ClientSocket): ClientSocket => {
      const join = () => {
        socket.emit("classJoin", { protocolVersion: PROTOCOL_VERSION, classId, token }, (reply) => {
          if (!reply.ok) {
            setError(reply.error);
            setStatus("failed");
            return;
          }
          setError(null);
          setStatus("connected");
          if (reply.role === "teacher") setDashboard(reply.dashboard);
          else {
            setStudent(reply.student);
            setPodium(reply.podium);
          }
        });
      };
      stopReconnecting = followConnection(socket, join, setStatus, setError);
      socket.on("classDashboard", (d) => {
        if (d.class.id === classId) setDashboard(d);
      });
      socket.on("classStudent", (s) => {
        if (s.classId === classId) setStudent(s);
      });
      socket.on("classPodium", (p) => {
        if (p.classId === classId) setPodium(p);
      });
      return socket;
    };
    void import("socket.io-client").then(
      ({ io }) => {
        if (!closed)
          socket = follow(
            io({
              path: SOCKET_PATH,
              transports: ["websocket", "polling"],
              auth: { device: deviceId() },
              ...SOCKET_OPTIONS,
            }),
          );
      },
      // The script did not load (the line dropped): as a refused connection, said, not retried.
      () => {
        if (!closed) setStatus("failed");
      },
    );
    return () => {
      closed = true;
      stopReconnecting();
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [classId, token]);

  return { status, dashboard, student, podium, error };
}
