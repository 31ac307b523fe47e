// ESLint flat config: typescript-eslint's type-aware rules, chosen to catch real defects
// (a promise nobody awaits, a value never used, a switch that misses a case, a module-level
// cache), not to argue about style. Formatting is Prettier's job (`npm run format`).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Module-level mutable state: the library remembers nothing between calls (no module-scope
 * `let`, no module-scope cache). Work done once per tables version lives on the frozen tables
 * object instead. A WeakMap/WeakSet at module scope is always a cache (keyed on objects met at
 * run time); a Map/Set at module scope is allowed only as a constant lookup, declared
 * `ReadonlyMap`/`ReadonlySet` so that nothing can add to it. Exported declarations too.
 */
const MODULE_SCOPE = ["Program > VariableDeclaration", "Program > ExportNamedDeclaration > VariableDeclaration"];
export const moduleScopeStateSelectors = MODULE_SCOPE.flatMap((declaration) => [
  {
    selector: `${declaration}[kind='let']`,
    message: "No module-level `let` in src/: state shared by every caller makes results depend on call history. Pass it in, or keep it on the compiled tables.",
  },
  {
    selector: `${declaration} > VariableDeclarator > NewExpression.init[callee.name=/^Weak(Map|Set)$/]`,
    message:
      "No module-level WeakMap/WeakSet in src/: it is a cache shared by every caller. Build the value when the tables are compiled (on the tables object), or inside the function.",
  },
  {
    selector: `${declaration} > VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/]) > NewExpression.init[callee.name=/^(Map|Set)$/]`,
    message:
      "A module-level Map/Set in src/ must be a constant lookup typed ReadonlyMap/ReadonlySet; a module-scope collection that grows is a cache shared by every caller.",
  },
]);

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "coverage/",
      "docs/api/",
      "packages/*/docs/api/",
      ".ci/.node/",
      "bench/.cache/",
      "test/cli/.built/",
      "**/*.generated.ts",
      "packages/scripts/consumer/",
      "docs/workbench/",
      // The benches' bundles (git-ignored, written by bench/lib/bundleScript.ts while a bench runs).
      "bench/**/.*.bundle.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ["*.js", "bench/engine/*.mjs", "scripts/*.mjs"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Promises: every promise is awaited, returned or explicitly voided.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/require-await": "off",
      // Unused values are usually a forgotten use; a leading underscore says "on purpose".
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/no-unused-expressions": "error",
      // A switch over a union must name every member (or have a default).
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-var": "error",
      "prefer-const": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unreachable-loop": "error",
      "no-constant-binary-expression": "error",
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/prefer-promise-reject-errors": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true, allowNullish: true }],
    },
  },
  {
    // The library and the service: no module-level mutable state.
    files: ["src/**/*.ts"],
    ignores: ["src/**/*.test.ts", "src/**/*.generated.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...moduleScopeStateSelectors],
    },
  },
  {
    // Tests, benchmarks and scripts read and reshape arbitrary JSON (answers, documents, sample
    // requests); the tests assert its shape with vitest's matchers. Typing every parsed body
    // first would add noise, not checks. Promise, unused-value and equality rules still apply.
    files: ["**/*.test.ts", "test/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
