// A lint rule of the house (eslint.config.js): a repository names only the tables its owner owns
// (apps/server/table-owners.js). Another owner's table is read and written through that owner's front door.

/** Kysely's builders whose first argument names a table (`'applications'`, `'applications as a'`, a list of them). */
const TABLE_ARGUMENT = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
  'from',
  'table',
]);

/** In hand-written SQL a table follows FROM, JOIN, UPDATE or INTO (as platform/database/read-record.ts reads it). */
const TABLE_IN_SQL = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The owner of a repository, by its folder: a module's name, 'workflow' or 'platform'. */
export const ownerOfFile = (filename) => {
  const path = filename.replaceAll('\\', '/');
  const module = /\/apps\/server\/src\/modules\/([^/]+)\//.exec(path);
  if (module) return module[1];
  if (path.includes('/apps/server/src/workflow/')) return 'workflow';
  if (path.includes('/apps/server/src/platform/')) return 'platform';
  return undefined;
};

const namesIn = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return [node.value.trim().split(/\s+/)[0]];
  if (node?.type === 'ArrayExpression') return node.elements.flatMap(namesIn);
  return [];
};

const isSqlTag = (tag) =>
  (tag.type === 'Identifier' && tag.name === 'sql') ||
  (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');

export const tablesOfTheirOwner = {
  meta: {
    type: 'problem',
    docs: { description: "A repository names only its owner's tables (apps/server/table-owners.js)." },
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, additionalProperties: false }],
    messages: {
      notOwned:
        "'{{table}}' is {{tableOwner}}'s table, not {{owner}}'s (apps/server/table-owners.js): " +
        "read or write it through {{tableOwner}}'s front door.",
    },
  },
  create(context) {
    const owners = context.options[0]?.owners ?? {};
    const owner = ownerOfFile(context.filename);
    if (!owner) return {};
    const check = (node, table) => {
      const tableOwner = owners[table];
      if (tableOwner && tableOwner !== owner)
        context.report({ node, messageId: 'notOwned', data: { table, tableOwner, owner } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TABLE_ARGUMENT.has(callee.property.name)) return;
        for (const table of namesIn(node.arguments[0])) check(node, table);
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        for (const quasi of node.quasi.quasis)
          for (const match of (quasi.value.cooked ?? '').matchAll(TABLE_IN_SQL)) check(quasi, match[1].toLowerCase());
      },
    };
  },
};
