// The BDD globals web-test-runner's mocha provides in the browser (no @types/mocha in the project).
// Test files under test/widgets use them without importing.
type MochaDone = (error?: unknown) => void;
type MochaHook = (this: unknown, done: MochaDone) => void | Promise<unknown>;
type MochaTest = ((this: unknown) => void | Promise<unknown>) | MochaHook;

interface MochaSuiteFunction {
  (title: string, body: (this: unknown) => void): void;
  only(title: string, body: (this: unknown) => void): void;
  skip(title: string, body: (this: unknown) => void): void;
}

interface MochaTestFunction {
  (title: string, test?: MochaTest): void;
  only(title: string, test?: MochaTest): void;
  skip(title: string, test?: MochaTest): void;
}

declare const describe: MochaSuiteFunction;
declare const context: MochaSuiteFunction;
declare const it: MochaTestFunction;
declare function before(hook: MochaTest): void;
declare function after(hook: MochaTest): void;
declare function beforeEach(hook: MochaTest): void;
declare function afterEach(hook: MochaTest): void;
