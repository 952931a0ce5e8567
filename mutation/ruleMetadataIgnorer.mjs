// Stryker ignorer `rule-metadata`: a rule module's registry entry (`defineRuleModule({ name, summary, areas, input,
// example, run })`) describes the rule to the CLI; it decides nothing, so its mutants are not counted. The same goes
// for a top-level zod schema that only such an entry uses (`RedirectInput`), or that is named as the CLI's input
// (`…Input`, `…InputSchema`) and not used by the file's own rules.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

export const RULE_METADATA_REASON = 'rule-module registry metadata (summary, areas, example, CLI input): not a rule';

const isDefineCall = (p) => p.isCallExpression() && p.get('callee').isIdentifier({ name: 'defineRuleModule' });
const insideDefineCall = (p) => p.findParent(isDefineCall) !== null;

/** `z.object(…)`, `z._default(…)`, `z.object(…).check(…)`: a call chain that starts at the zod namespace `z`. */
function isZodCall(node) {
  let n = node;
  while (n && (n.type === 'CallExpression' || n.type === 'MemberExpression')) n = n.type === 'CallExpression' ? n.callee : n.object;
  return n?.type === 'Identifier' && n.name === 'z' && node.type === 'CallExpression';
}

function isMetadataSchema(path) {
  if (!path.isVariableDeclarator() || !path.get('id').isIdentifier()) return false;
  const declaration = path.parentPath;
  const top = declaration.parentPath;
  if (!(top.isProgram() || (top.isExportNamedDeclaration() && top.parentPath.isProgram()))) return false;
  if (!isZodCall(path.node.init)) return false;
  const binding = path.scope.getBinding(path.node.id.name);
  if (!binding) return false;
  // Babel counts `export const X` itself as a reference of X.
  const refs = binding.referencePaths.filter((r) => !r.isExportNamedDeclaration());
  if (refs.length > 0) return refs.every(insideDefineCall);
  return /Input(Schema)?$/.test(path.node.id.name);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'rule-metadata', {
    shouldIgnore(path) {
      if (isDefineCall(path) || isMetadataSchema(path)) return RULE_METADATA_REASON;
      return undefined;
    },
  }),
];
