import { packageBuild } from "@crossfoot/tooling/tsup";

export default packageBuild();
