// Reads the client build's manifest: which files a page loads, and whether any of them is admin
// (or workspace) code. Shared by the prerender step and the budget tests.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/** Written by the build (vite.config.ts): chunk file → source module → rendered bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

/** The entry's file and every chunk it imports statically (what the page downloads up front). */
export function chunkClosure(manifest: ClientManifest, entryKey: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return files;
}

/**
 * Source modules that only the client-rendered apps may load: the admin console, the business
 * workspace, what they share (src/shared), and the libraries they run on.
 */
export function isAdminModule(moduleId: string): boolean {
  return (
    moduleId.startsWith("src/admin/") ||
    moduleId.startsWith("src/app/") ||
    moduleId.startsWith("src/shared/") ||
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@apollo\/client|react-router|react-router-dom)\//.test(
      moduleId,
    )
  );
}

/** The admin modules inside the given chunk files, as `file: module`. */
export function findAdminCode(files: readonly string[], chunkModules: ChunkModules): string[] {
  return files.flatMap((file) =>
    Object.keys(chunkModules[file] ?? {})
      .filter(isAdminModule)
      .map((moduleId) => `${file}: ${moduleId}`),
  );
}
