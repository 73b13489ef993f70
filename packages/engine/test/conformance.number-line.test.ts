import { conformance } from "./conformance";

conformance("number-line");
