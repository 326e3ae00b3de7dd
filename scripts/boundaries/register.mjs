// dependency-cruiser 16 parses every file with @swc/core as plain TypeScript, so .tsx fails,
// and TypeScript 7 has no JS API for its other parser: this hook hands it a @swc/core that
// parses .tsx files as TSX. See docs/adr/0007-module-boundaries.md.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
