import { runExtractVectors } from "@crossfoot/tooling/vectors";
import { extract, findCitations, splitSentences } from "../src/index.js";

// Every extraction conformance vector, run unchanged against the public functions.
runExtractVectors({ extract, splitSentences, findCitations });
