// Lint for the whole workspace. The boundary rule keeps the micro-frontends independent:
// a remote or the shell never imports another remote's source; it loads it at run time.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { facadeNames } from './tooling/webpack/facades/index.mjs';

const remotes = ['mf-reporting', 'mf-shifts', 'mf-adhoc', 'mf-org-admin'];

/** State that has one writer; each rule is lifted only in its owner's file (stateOwners). */
const stateRules = [
  {
    id: 'subject',
    selector: "NewExpression[callee.name='BehaviorSubject']",
    message: 'Held state is an ownedState() from shared-contracts: its module keeps the writer and exports `.readable`.',
  },
  {
    id: 'session',
    selector: "CallExpression[callee.object.name='session'][callee.property.name=/^(update|clear)$/]",
    message: "Only shell/src/auth/session-service.ts writes the session: call it (updateSignedInUser, signOut) or emit 'session/switched'.",
  },
  {
    id: 'language',
    selector:
      "CallExpression[callee.name='changeLanguage'], CallExpression[callee.property.name='changeLanguage'], CallExpression[callee.property.name='setItem'][arguments.0.value='language']",
    message: 'Only shell/src/app/language.ts changes the language: call setLanguage().',
  },
  {
    id: 'theme',
    selector: "CallExpression[callee.name=/^write(Pref|Setting)$/][arguments.0.value='theme']",
    message: 'Only shell/src/theme/theme-mode.ts writes the theme: call setThemeMode().',
  },
  {
    id: 'offline',
    selector: "CallExpression[callee.name=/^write(Pref|Setting)$/][arguments.0.value='offline']",
    message: 'Only shell/src/offline/offline-store.ts writes the offline toggle: call offlineStore.setUserOffline().',
  },
];
const ownerRules = stateRules.map(({ id, selector, message }) => ({ id, selector, message }));
const stateOwners = {
  'shared-contracts/src/state/owned-state.ts': ['subject'],
  'shared-contracts/src/session/session.ts': ['session'],
  'shell/src/auth/session-service.ts': ['session'],
  'shared-contracts/src/i18n/i18n.ts': ['language'],
  'shell/src/app/language.ts': ['language'],
  'shell/src/theme/theme-mode.ts': ['theme'],
  'shell/src/offline/offline-store.ts': ['offline'],
};
const apps = ['shell', ...remotes];

/** The packages a given app may not import, with what to do instead. */
function boundaryFor(app) {
  const others = apps.filter((name) => name !== app);
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(${others.join('|')})(/|$)|/(${others.join('|')})/src/`,
            message:
              "Do not import another micro-frontend's source: it is deployed on its own. Load what it exposes with loadRemote() (shell) or put shared code in shared-contracts.",
          },
          {
            regex: '^api(/|$)|/api/src/',
            message: 'Front ends talk to the api over HTTP through the client in shared-contracts.',
          },
        ],
        paths: [
          ...['react-router-dom', 'rxjs', 'react-i18next'].map((name) => ({
            name,
            allowImportNames: facadeNames(name),
            allowTypeImports: true,
            message: `Only the names of tooling/webpack/facades/${name}.mjs are shared at run time: add the one you need there.`,
          })),
          {
            name: 'antd',
            message: "Import antd components by path ('antd/es/button'): antd is shared module by module so no page ships what it does not use.",
          },
        ],
      },
    ],
  };
}

/**
 * Feature zones (issue 14): inside an app, `src/features/<name>` imports only its own folder,
 * `src/shared`, `src/testing`, and packages (ui-kit, shared-contracts, libraries); `src/shared`
 * imports only itself and `src/testing`. Pages and route tables compose features. What two
 * features need goes to `src/shared`, so one feature can change without breaking another.
 */
const zones = {
  rules: {
    'feature-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { outside: '{{zone}} may import only {{allowed}}, ui-kit, shared-contracts and libraries: move what two features need into src/shared.' },
      },
      create(context) {
        const file = context.filename;
        const match = /^(.*\/src)\/(features\/[^/]+|shared)\//.exec(file.split(path.sep).join('/'));
        if (!match) return {};
        const [, src, zone] = match;
        const allowed = [`${src}/${zone}/`, `${src}/shared/`, `${src}/locales/`, `${src}/testing/`];
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), spec));
          if (!target.startsWith(`${src}/`) || allowed.some((root) => `${target}/`.startsWith(root))) return;
          context.report({
            node: node.source,
            messageId: 'outside',
            data: { zone: `src/${zone}`, allowed: zone === 'shared' ? 'src/shared' : `its own folder, src/shared` },
          });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...apps.map((app) => ({ files: [`${app}/**/*.{ts,tsx,mjs}`], rules: boundaryFor(app) })),
  {
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { zones },
    rules: { 'zones/feature-imports': 'error' },
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(react|react-dom|antd|api|${apps.join('|')})(/|$)`,
              message: 'shared-contracts imports no React, no UI and no other workspace package: it is the contract every package builds on.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: `^(api|${apps.join('|')})(/|$)`, message: 'ui-kit serves every front end; it depends on none of them.' }],
          paths: [{ name: 'antd', message: "Import antd components by path ('antd/es/button')." }],
        },
      ],
    },
  },
  // One owner per piece of state (STYLE.md): held state is an ownedState whose writer stays in its
  // module; the session, the language, the theme and the offline toggle each have one writing module.
  {
    files: ['{shell,mf-reporting,mf-shifts,mf-adhoc,mf-org-admin,ui-kit,shared-contracts}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ownerRules.map(({ selector, message }) => ({ selector, message }))] },
  },
  ...Object.entries(stateOwners).map(([file, kept]) => ({
    files: [file],
    rules: {
      'no-restricted-syntax': ['error', ...ownerRules.filter((rule) => !kept.includes(rule.id)).map(({ selector, message }) => ({ selector, message }))],
    },
  })),
  {
    files: ['**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
