/**
 * The REST reference at /api/docs: Swagger UI from the shop's own copy of swagger-ui-dist (nothing from
 * a CDN, no inline script, so the shop's CSP holds), in the shop's light colours and type, and with
 * "Try it out" sending the token of the visitor signed in to the shop in this browser.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Soutache Studio: REST API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/shop.css" />
  </head>
  <body>
    <header class="shop-bar">
      <a class="shop-bar__name" href="/">Soutache Studio</a>
      <span class="shop-bar__what">REST API reference</span>
      <a class="shop-bar__link" href="/api/openapi.json">openapi.json</a>
    </header>
    <main id="swagger-ui"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

export const DOCS_INIT = `// Swagger UI on the shop's document; the shop's own sign-in (the token it keeps in this browser) authorises "Try it out".
(function () {
  var ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: false,
    persistAuthorization: false,
    defaultModelsExpandDepth: 0,
    onComplete: function () {
      var token = null;
      try { token = window.localStorage.getItem('token'); } catch (e) { token = null; }
      if (token) ui.preauthorizeApiKey('bearer', token);
    },
  });
  window.ui = ui;
})();
`;

/** The shop's light theme (client/src/styles/theme.css) laid over Swagger UI's own styles. */
export const DOCS_CSS = `:root {
  --bg: #faf6f0; --surface: #fffdf9; --text: #2a1d1a; --text-muted: #5b4c44; --accent: #a27a34;
  --accent-text: #7a5a1f; --burgundy: #7a2638; --border: rgb(122 90 31 / 0.2);
}
body { margin: 0; background: var(--bg); color: var(--text); font-family: Lato, 'Segoe UI', system-ui, sans-serif; }
.shop-bar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.25rem; padding: 1.25rem clamp(1rem, 4vw, 3rem);
  background: var(--surface); border-bottom: 1px solid var(--border); }
.shop-bar__name { font-family: 'Cormorant Garamond', Georgia, serif; font-size: 1.75rem; font-weight: 600; color: var(--burgundy); text-decoration: none; }
.shop-bar__what { color: var(--text-muted); letter-spacing: 0.08em; text-transform: uppercase; font-size: 0.8rem; }
.shop-bar__link { margin-left: auto; color: var(--accent-text); }
.swagger-ui { color: var(--text); }
.swagger-ui .wrapper { max-width: 1100px; padding: 0 clamp(0.75rem, 3vw, 2rem); }
.swagger-ui .info .title, .swagger-ui .opblock-tag { font-family: 'Cormorant Garamond', Georgia, serif; color: var(--text); }
.swagger-ui .info a, .swagger-ui a.nostyle { color: var(--accent-text); }
.swagger-ui .scheme-container { background: var(--surface); box-shadow: none; border-bottom: 1px solid var(--border); }
.swagger-ui .btn.authorize { color: var(--burgundy); border-color: var(--burgundy); }
.swagger-ui .btn.authorize svg { fill: var(--burgundy); }
.swagger-ui .opblock { border-radius: 10px; }
.swagger-ui .opblock.opblock-get { background: rgb(162 122 52 / 0.08); border-color: var(--accent); }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: var(--accent); }
.swagger-ui .opblock.opblock-post { background: rgb(122 38 56 / 0.06); border-color: var(--burgundy); }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: var(--burgundy); }
.swagger-ui .btn.execute { background: var(--burgundy); border-color: var(--burgundy); }
`;
