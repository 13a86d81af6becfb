// ESLint rule `larder/workspace-boundaries`: the dependency rules between the workspaces (docs/architecture.md).
//
// Each workspace is named by its package name and says which other workspaces it may import, at run time
// (`allow`) or for types only (`allowTypes`, `import type …`). The rule checks every import, re-export, dynamic
// `import()` and `require()` of a file inside a workspace:
// - a bare `@larder/x` specifier must be allowed for the importing workspace;
// - `@larder/x/src/…` (a deep path into a package) is never allowed: packages are used through their exports;
// - a relative specifier must not lead into another workspace's folder (`../../domain/src/entities`): import
//   the package by name instead.
// Files outside every workspace (root scripts, tests/, bench/, .storybook/) are tooling and are not checked.
// Workspaces are found from the root package.json `workspaces`, so the rule holds whatever the folders inside a
// workspace are called.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** `{ dir, name }` of every workspace of the repository whose root package.json is at `root`. */
function readWorkspaces(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return (manifest.workspaces ?? [])
    .map((folder) => resolve(root, folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, name: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name }));
}

const cache = new Map();
function workspacesOf(root) {
  if (!cache.has(root)) cache.set(root, readWorkspaces(root));
  return cache.get(root);
}

/** The workspace whose folder holds `file`, or undefined. */
function workspaceAt(workspaces, file) {
  return workspaces.find(({ dir }) => file === dir || file.startsWith(dir + sep));
}

/** The workspace package a bare specifier names (`@larder/ui/x` → `@larder/ui`), or undefined. */
function packageOf(workspaces, specifier) {
  return workspaces.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
export const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the dependency rules between the workspaces (docs/architecture.md)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          rules: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                allow: { type: 'array', items: { type: 'string' } },
                allowTypes: { type: 'array', items: { type: 'string' } },
              },
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'rules'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        '{{from}} must not import {{to}}: it may import {{allowed}} (dependency rules in docs/architecture.md).',
      typesOnly:
        '{{from}} may import only types from {{to}} (`import type …`): a run-time import would bundle it in.',
      deepPath: 'Import {{to}} by its package name, not by a path into its folder ({{specifier}}).',
      unknownWorkspace:
        'The workspace {{from}} has no entry in the workspace-boundaries rule of eslint.config.js: say what it may import.',
    },
  },
  create(context) {
    const [{ root, rules }] = context.options;
    const workspaces = workspacesOf(root);
    const file = resolve(context.physicalFilename ?? context.filename);
    const own = workspaceAt(workspaces, file);
    if (!own) return {};
    const rule = rules[own.name];

    function check(node, source, typeOnly) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!rule) {
        context.report({ node: source, messageId: 'unknownWorkspace', data: { from: own.name } });
        return;
      }
      if (specifier.startsWith('.')) {
        const target = workspaceAt(workspaces, resolve(dirname(file), specifier));
        if (target && target !== own) {
          context.report({
            node: source,
            messageId: 'deepPath',
            data: { to: target.name, specifier },
          });
        }
        return;
      }
      const target = packageOf(workspaces, specifier);
      if (!target || target === own) return;
      const subpath = specifier.slice(target.name.length + 1);
      if (subpath === 'src' || subpath.startsWith('src/')) {
        context.report({ node: source, messageId: 'deepPath', data: { to: target.name, specifier } });
        return;
      }
      if ((rule.allow ?? []).includes(target.name)) return;
      if ((rule.allowTypes ?? []).includes(target.name)) {
        if (!typeOnly) {
          context.report({ node: source, messageId: 'typesOnly', data: { from: own.name, to: target.name } });
        }
        return;
      }
      const allowed = [...(rule.allow ?? []), ...(rule.allowTypes ?? []).map((name) => `types of ${name}`)];
      context.report({
        node: source,
        messageId: 'forbidden',
        data: {
          from: own.name,
          to: target.name,
          allowed: allowed.length > 0 ? allowed.join(', ') : 'no other workspace',
        },
      });
    }

    /** An import whose every binding is a type (`import type { A }`, `import { type A }`) leaves no run-time trace. */
    const onlyTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node, node.source, onlyTypes(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, onlyTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument, true),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(node, node.arguments[0], false);
        }
      },
    };
  },
};

/** The rule as a plugin: `plugins: { larder: { rules: { 'workspace-boundaries': … } } }`. */
export default { rules: { 'workspace-boundaries': workspaceBoundaries } };
