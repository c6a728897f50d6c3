/**
 * The inline scripts @next/third-parties (16.4.2) inserts for Google Tag Manager and GA4,
 * written out exactly (dist/google/gtm.js and ga.js, with the default `dataLayer` name and
 * no extra data or debug mode, as components/analytics/analytics.client.tsx uses them), so
 * that the Content-Security-Policy can allow them by hash and nothing else inline.
 * tests/unit/csp.test.ts compares them with the installed package's text.
 */

export const GTM_INIT_SCRIPT = "\n      (function(w,l){\n        w[l]=w[l]||[];\n        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});\n        \n      })(window,'dataLayer');";

export function ga4InitScript(gaId: string): string {
  return `\n          window['dataLayer'] = window['dataLayer'] || [];\n          function gtag(){window['dataLayer'].push(arguments);}\n          gtag('js', new Date());\n\n          gtag('config', '${gaId}' );`;
}
