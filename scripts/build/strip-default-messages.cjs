/**
 * Turbopack loader for the browser's bundle (next.config.ts): removes the `defaultMessage` of each
 * message descriptor in files calling `defineMessages`. The browser formats every text from the
 * site's catalogue, shipped with the page (src/i18n/client-messages.ts), and every id is in all six
 * catalogues (tests/i18n/catalogues.test.ts): the English defaults were dead weight in each chunk.
 * The server's bundle and the tests keep them, and so does the crash page's English (next.config.ts).
 *
 * Only a property named `defaultMessage` whose value is a plain string literal is removed, found by
 * TypeScript's parser (not a regular expression): anything else is left as it is.
 */
// A webpack-style loader is a CommonJS module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ts = require('typescript');

/** The source without its descriptors' `defaultMessage: '…'` properties (and their trailing comma). */
function stripDefaultMessages(source, fileName = 'messages.ts') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'defaultMessage' &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      let end = node.getEnd();
      const rest = source.slice(end);
      const comma = /^\s*,/.exec(rest);
      if (comma) end += comma[0].length;
      cuts.push([node.getStart(file), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function stripDefaultMessagesLoader(source) {
  return stripDefaultMessages(source, this.resourcePath);
};
module.exports.stripDefaultMessages = stripDefaultMessages;
