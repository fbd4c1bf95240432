// The presets the build reads from examples/ (vite/presets-plugin.ts).
declare module "virtual:crossfoot-presets" {
  const presets: readonly import("./preset.js").Preset[];
  export default presets;
}
