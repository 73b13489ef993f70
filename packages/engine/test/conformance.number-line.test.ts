import { conformance } from "./support/conformance";

conformance("number-line");
