import { conformance } from "./support/conformance";

conformance("take-or-pay");
