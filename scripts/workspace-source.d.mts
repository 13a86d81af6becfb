import type { Plugin } from 'vite';

/** The export condition under which every workspace package points at its TypeScript source. */
export declare const SOURCE_CONDITION: '@larder/source';
/** A Vite plugin that resolves the workspace packages from their source instead of their dist build. */
export declare function workspaceSource(): Plugin;
