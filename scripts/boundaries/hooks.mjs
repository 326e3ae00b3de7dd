const swcTsx = new URL('./swc-tsx.mjs', import.meta.url).href;

/** dependency-cruiser's own import of @swc/core gets the TSX-aware wrapper; nothing else changes. */
export async function resolve(specifier, context, next) {
  if (specifier === '@swc/core' && context.parentURL?.includes('/node_modules/dependency-cruiser/')) {
    return { url: swcTsx, shortCircuit: true };
  }
  return next(specifier, context);
}
