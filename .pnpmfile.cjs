// node-gyp (used to compile better-sqlite3, a test dependency) downloads the
// Node headers unless told where they are. Machines without network access
// to nodejs.org often ship them with the system Node (Debian: /usr/include/node);
// when those headers match the running Node, point node-gyp at them. pnpm 11+
// passes only a short list of variables to install scripts, hence extraEnv.
const fs = require("node:fs");

function systemNodeDir() {
  try {
    const header = fs.readFileSync("/usr/include/node/node_version.h", "utf8");
    const part = (name) => header.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
    const version = `v${part("MAJOR")}.${part("MINOR")}.${part("PATCH")}`;
    return version === process.version ? "/usr" : undefined;
  } catch {
    return undefined;
  }
}

module.exports = {
  hooks: {
    updateConfig(config) {
      const nodedir = process.env.npm_config_nodedir ?? systemNodeDir();
      if (!nodedir) return config;
      config.extraEnv = { ...config.extraEnv, npm_config_nodedir: nodedir };
      return config;
    },
  },
};
