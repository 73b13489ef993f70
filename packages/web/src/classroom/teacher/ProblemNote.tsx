// A failed teacher action's message, shown beside the controls it came from (the seating
// panel, or the tables for a seat's rescue) and scrolled into view: the teacher looks at the
// button they pressed, and on a projected laptop the message must not land off screen.

import { useEffect, useRef } from "react";

export interface Problem {
  readonly text: string;
  /** The controls the action came from. */
  readonly where: "seating" | "tables" | "roster";
}

export function ProblemNote({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is scrolled to as well
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [text]);
  return (
    <p ref={ref} className="error" role="alert" data-testid="class-problem">
      {text}
    </p>
  );
}
