import { runCorpusVectors } from "@crossfoot/tooling/vectors";
import { verifyCorpus } from "../src/index.js";

// Every corpus conformance vector, run against the public verifyCorpus().
runCorpusVectors(verifyCorpus);
