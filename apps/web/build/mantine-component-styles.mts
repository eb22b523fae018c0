import type { Plugin } from 'vite';

// Mantine ships one CSS file per component (@mantine/core/styles/<Name>.css) next to the
// `<Name>.module.mjs` class map its component imports. Importing the file from that class map
// makes each stylesheet follow its component into the chunk that uses it, after the styles
// of the components it builds on, so a page loads only the CSS it draws.
const CORE_CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
const NOTIFICATIONS_CLASS_MAP = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;

/** The stylesheet a Mantine class map needs, or null for any other module. */
export function stylesheetFor(id: string): string | null {
  const core = CORE_CLASS_MAP.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  if (NOTIFICATIONS_CLASS_MAP.test(id)) return '@mantine/notifications/styles.css';
  return null;
}

/**
 * Per-component Mantine CSS in the build. The dev server pre-bundles Mantine (no plugin sees
 * its modules), so there the full stylesheets load first, as before.
 */
export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'salon:mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform: {
      filter: { id: /[\\/]@mantine[\\/](?:core|notifications)[\\/]esm[\\/].*\.module\.mjs$/ },
      handler(code, id) {
        const stylesheet = serving ? null : stylesheetFor(id);
        return stylesheet ? { code: `import ${JSON.stringify(stylesheet)};\n${code}` } : null;
      },
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        if (!serving) return [];
        const code = "import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';";
        return [{ tag: 'script', attrs: { type: 'module' }, children: code, injectTo: 'head' }];
      },
    },
  };
}
