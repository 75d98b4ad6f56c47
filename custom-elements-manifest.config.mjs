// `cem analyze --config custom-elements-manifest.config.mjs` (run by scripts/build.mjs) -> dist/custom-elements.json
import { casinoElementsPlugin } from './scripts/lib/cem-casino-elements.mjs';

export default {
  globs: ['src/widgets/**/elements.ts', 'src/widgets/*-entry.ts'],
  outdir: 'dist',
  dependencies: false,
  packagejson: false,
  plugins: [casinoElementsPlugin()],
};
