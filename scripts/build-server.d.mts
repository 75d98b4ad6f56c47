/** The types of scripts/build-server.mjs, for the tests that build the server. */
export declare const SERVER_OUT: string;
export declare function serverIsStale(): boolean;
export declare function buildServer(outdir?: string): Promise<{
  inputs: Record<string, unknown>;
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}>;
export declare function watchServer(onRebuilt?: () => void): Promise<{ dispose(): Promise<void> }>;
