import { conformance } from "./conformance";

conformance("take-or-pay");
