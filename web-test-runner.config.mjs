// Element tests in real Chromium (Debian's /usr/bin/chromium). Each test file is bundled
// with esbuild, because react and react-dom are CommonJS and the dev server's per-file
// conversion loses their named exports (see ../shared/TOOLCHAIN.md).
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const bundleTests = {
  name: 'bundle-tests',
  async serve(ctx) {
    if (!/^\/test\/widgets\/.*\.test\.(ts|tsx)$/.test(ctx.path)) return undefined;
    const result = await build({
      entryPoints: ['.' + ctx.path],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"' },
      external: ['/__web-dev-server__web-socket.js', '/__web-test-runner__/*'],
      loader: { '.json': 'json' },
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  files: ['test/widgets/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  plugins: [bundleTests],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
};
