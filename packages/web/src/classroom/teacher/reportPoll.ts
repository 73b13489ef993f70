// The lesson report as the teacher's page holds it (GET /api/classes/:id/report): asked for
// once a game of the lesson is over and again whenever another one ends (`trigger` changes),
// then asked again every second while the server is still computing, until it is complete.
// Only a complete report is kept as the one to show (`report`); while the server computes,
// `progress` says how far it got and the last complete report (if any) stays as it was, so
// no half-done figure is ever shown as final.

import type { LessonReport, ReportStatus } from "@number-games/protocol";
import { useEffect, useState } from "react";
import type { ApiError } from "../../online/api";
import { api } from "../../online/api";

/** How long the page waits before asking a computing server again. */
const POLL_MS = 1000;

export interface LessonReportState {
  /** The newest complete report; null before the first one. */
  readonly report: LessonReport | null;
  /** The server's progress while it computes; null when nothing is left to rate. */
  readonly progress: ReportStatus | null;
  readonly error: ApiError | null;
}

export function useLessonReport(
  classId: string,
  token: string | null,
  /**
   * Changes when a game may have ended (the lesson's game number and its finished tables);
   * null while no game can have ended: nothing is asked.
   */
  trigger: string | null,
): LessonReportState {
  const [state, setState] = useState<LessonReportState>({
    report: null,
    progress: null,
    error: null,
  });
  useEffect(() => {
    if (trigger === null || token === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const r = await api.classReport(classId, token);
      if (!live) return;
      if (!r.ok) {
        setState((s) => ({ ...s, error: r.error }));
        timer = setTimeout(() => void ask(), POLL_MS * 5);
        return;
      }
      if (r.value.status.state === "ready") {
        setState({ report: r.value, progress: null, error: null });
        return;
      }
      setState((s) => ({ report: s.report, progress: r.value.status, error: null }));
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [classId, token, trigger]);
  return state;
}
