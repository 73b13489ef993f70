import { conformance } from "./support/conformance";

conformance("magic-numbers");
