// Whether the device can hover: phones and tablets (hover: none) get no hover-only help.

import { useEffect, useState } from "react";

const QUERY = "(hover: none)";

export function useNoHover(): boolean {
  const [none, setNone] = useState(
    () => typeof matchMedia !== "undefined" && matchMedia(QUERY).matches,
  );
  useEffect(() => {
    if (typeof matchMedia === "undefined") return;
    const q = matchMedia(QUERY);
    const on = () => setNone(q.matches);
    q.addEventListener("change", on);
    return () => q.removeEventListener("change", on);
  }, []);
  return none;
}
