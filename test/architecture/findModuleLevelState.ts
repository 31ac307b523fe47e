import ts from "typescript";

/** A piece of module-level mutable state found in a source file. */
export interface ModuleLevelState {
  /** The declared name, e.g. "remembered". */
  readonly name: string;
  /** 1-based line of the declaration. */
  readonly line: number;
  /** What makes it state: a module-scope `let`/`var`, or a collection built at module scope. */
  readonly kind: "let" | "var" | "new Map" | "new WeakMap" | "new Set" | "new WeakSet";
}

const COLLECTIONS = new Set(["Map", "WeakMap", "Set", "WeakSet"]);

/**
 * The module-level mutable state declared in one TypeScript source: every `let` or `var` at the
 * top level of the module, and every `new Map`, `new WeakMap`, `new Set` or `new WeakSet`
 * evaluated when the module loads (in a top-level declaration's initializer, outside any
 * function body). A collection built inside a function is a value of that call, not state.
 *
 * @example
 * findModuleLevelState("const seen = new Map();\nexport function f() { return new Map(); }");
 * // [{ name: "seen", line: 1, kind: "new Map" }]
 */
export function findModuleLevelState(sourceText: string, fileName = "source.ts"): ModuleLevelState[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  const found: ModuleLevelState[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const flags = statement.declarationList.flags;
    const keyword = flags & ts.NodeFlags.Let ? "let" : flags & ts.NodeFlags.Const ? "const" : "var";
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      if (keyword !== "const") {
        found.push({ name, line: lineOf(declaration), kind: keyword });
        continue;
      }
      if (declaration.initializer === undefined) continue;
      const collection = collectionBuiltAtLoad(declaration.initializer);
      if (collection !== undefined) found.push({ name, line: lineOf(declaration), kind: `new ${collection}` as ModuleLevelState["kind"] });
    }
  }
  return found;
}

/** The first `new Map/WeakMap/Set/WeakSet` evaluated with `node`, not looking into function bodies. */
function collectionBuiltAtLoad(node: ts.Node): string | undefined {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return undefined;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && COLLECTIONS.has(node.expression.text)) return node.expression.text;
  let found: string | undefined;
  node.forEachChild((child) => {
    found ??= collectionBuiltAtLoad(child);
  });
  return found;
}
