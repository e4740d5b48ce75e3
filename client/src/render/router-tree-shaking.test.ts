import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_MODULE, routerTreeShaking, routerTreeShakingPlugin } from './router-tree-shaking';

const production = join(__dirname, '../../../node_modules/react-router/dist/production');
const routerModules = readdirSync(production)
  .map((file) => join(production, file))
  .filter((path) => ROUTER_MODULE.test(path));

describe('routerTreeShaking', () => {
  it('finds the production module of the installed React Router', () => {
    expect(routerModules.length).toBeGreaterThan(0);
  });

  // Fails when an upgrade writes its components another way: every page's script would grow again.
  it("leaves the bundler free to drop the router's unused components: forwardRef marked pure, no displayName", () => {
    const code = routerModules.map((path) => readFileSync(path, 'utf8')).join('\n');
    expect(code).toMatch(/var Form = React\d*\.forwardRef\(/);
    const shaken = routerTreeShaking(code);
    expect(shaken).not.toMatch(/\.displayName = /);
    expect(shaken).not.toMatch(/= React\d*\.forwardRef\(/);
    expect(shaken).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });

  it('touches the production router only', () => {
    const { transform } = routerTreeShakingPlugin();
    const code = 'var Link = React.forwardRef(render);\nLink.displayName = "Link";';
    expect(transform(code, '/app/node_modules/react-router/dist/development/chunk-ABC123.mjs')).toBeNull();
    expect(transform(code, '/app/client/src/components/ui/link.tsx')).toBeNull();
    expect(transform(code, '/app/node_modules/react-router/dist/production/chunk-ABC123.mjs')?.code).toBe(
      'var Link = /* @__PURE__ */ React.forwardRef(render);\n',
    );
  });
});
