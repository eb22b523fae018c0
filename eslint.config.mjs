import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// --- API module boundaries (apps/api/src/modules) ---------------------------------------
// A module's public surface is its index.ts (module class, exported services and query
// objects, their types). Any other file of module X may import from module Y only Y's
// index.ts; an entity file may also import Y's entity files, for TypeORM relations (the
// schema's foreign keys). Zones are generated from the folder list, so a new module is
// covered the day its folder appears; there is no list of exceptions.
const API_MODULES_DIR = resolve(import.meta.dirname, 'apps/api/src/modules');
const apiModules = readdirSync(API_MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** `allowed`: the glob, inside another module's folder, of the files that may be imported (`@(index).ts` is index.ts as the glob the rule needs). */
const apiModuleZones = (allowed, message) =>
  apiModules.map((module) => {
    const others = apiModules.filter((other) => other !== module);
    return {
      target: `${API_MODULES_DIR}/${module}/**`,
      from: others.map((other) => `${API_MODULES_DIR}/${other}/**`),
      except: others.map((other) => `${API_MODULES_DIR}/${other}/${allowed}`),
      message,
    };
  });
const apiModuleBoundaries = [
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.entity.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleZones('@(index).ts', 'Import another module only through its index.ts.') }] },
  },
  {
    files: ['apps/api/src/modules/**/*.entity.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleZones('{index,*.entity}.ts', 'An entity imports another module only through its index.ts or its *.entity.ts.') }] },
  },
];
// --- end of API module boundaries ----------------------------------------------------------

// --- web boundaries (apps/web/src) -------------------------------------------------------
// A feature's public surface is its index.ts (query keys, queryOptions, hooks meant for
// reuse). A feature may import another feature only through that file; a screen that shows
// two features is composed in app/routes. components/ and lib/ are shared by every feature,
// so they import neither features/ nor app/, and features do not import app/. Zones are
// generated from the folder list, so a new feature is covered the day its folder appears.
const WEB_SRC = resolve(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...webFeatures.map((feature) => ({
            target: `${WEB_SRC}/features/${feature}`,
            from: `${WEB_SRC}/features`,
            except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
            message: 'Import another feature only through its index.ts, or compose the screen in app/routes.',
          })),
          {
            target: [`${WEB_SRC}/components`, `${WEB_SRC}/lib`],
            from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
            message: 'components/ and lib/ are shared by every feature: they import neither features/ nor app/.',
          },
          { target: `${WEB_SRC}/features`, from: `${WEB_SRC}/app`, message: 'Features do not import app/; the app composes features.' },
        ],
      },
    ],
  },
};
// --- end of web boundaries -----------------------------------------------------------------

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // No import cycles anywhere: a cycle hides which piece depends on which.
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'libs/contracts/tsconfig.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...apiModuleBoundaries,
  webBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The contracts library is shared by both apps and must stay framework-free.
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'typeorm', 'react', 'react-dom', '@mantine/*', 'fastify'] },
      ],
    },
  },
);
