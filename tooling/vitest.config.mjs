import { packageTests } from "./vitest.preset.mjs";

export default packageTests();
