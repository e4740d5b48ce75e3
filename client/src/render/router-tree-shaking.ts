/**
 * React Router's production module as the browser's build tree-shakes it (used by vite.config.ts).
 *
 * The router is one module of 370 KB, and whatever of it the bundler cannot prove unused goes into every
 * page's script. Its components are made with an unannotated `React.forwardRef(…)` and given a
 * `displayName` afterwards; both count as side effects, so `<Form>` and everything only it uses (the
 * submission helpers, `useSubmit`, `useFormAction`) stayed in every page though the app has no `<Form>`:
 * about 1.3 KB of gzip. `forwardRef` only wraps its function in an object, and a `displayName` is read by
 * React's developer tools alone, so both are left to the bundler to drop where unused.
 */
export const ROUTER_MODULE = /react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

export function routerTreeShaking(code: string): string {
  return code
    .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
    .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm, '');
}

export function routerTreeShakingPlugin() {
  return {
    name: 'router-tree-shaking',
    transform: (code: string, id: string) =>
      ROUTER_MODULE.test(id) ? { code: routerTreeShaking(code), map: null } : null,
  };
}
