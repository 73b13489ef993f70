import { conformance } from "./conformance";

conformance("magic-numbers");
