import { createRequire } from 'node:module';

const swc = createRequire(import.meta.url)('@swc/core');

/** The call a type-only import becomes; .dependency-cruiser.cjs lists it in exoticRequireStrings. */
export const TYPE_ONLY_CALL = 'typeOnlyImport';

function isTypeOnly(node) {
  if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') return false;
  if (!node.source || node.typeOnly) return Boolean(node.source);
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.isTypeOnly);
}

/**
 * `import type` (and `export type … from`) vanish at run time under verbatimModuleSyntax, but
 * dependency-cruiser's swc reader records them as plain imports. Rewritten as a call it knows
 * as an "exotic require", they stay visible to every boundary rule and the cycle rule can skip
 * them.
 */
function markTypeOnly(module) {
  module.body = module.body.map((node) => {
    if (!isTypeOnly(node)) return node;
    const { span } = node;
    return {
      type: 'ExpressionStatement',
      span,
      expression: {
        type: 'CallExpression',
        span,
        ctxt: 0,
        callee: { type: 'Identifier', span, ctxt: 0, value: TYPE_ONLY_CALL, optional: false },
        arguments: [{ spread: null, expression: { type: 'StringLiteral', span, value: node.source.value } }],
        typeArguments: null,
      },
    };
  });
  return module;
}

const parseFileSync = (file, options) =>
  markTypeOnly(swc.parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') }));

export default { ...swc, version: swc.version, parseSync: swc.parseSync, parseFileSync };
