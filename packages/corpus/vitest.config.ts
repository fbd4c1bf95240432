import { packageTests } from "@crossfoot/tooling/vitest";

export default packageTests();
