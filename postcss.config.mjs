/**
 * Next's own PostCSS defaults are replaced by this file, so it lists only what the design
 * system needs: the custom media queries of app/styles/media.css, injected into every
 * stylesheet (global sheets and CSS Modules alike) and compiled to plain media queries.
 * Browsers in the support list need no prefixes for what the sheets use.
 */
const config = {
  plugins: {
    '@csstools/postcss-global-data': { files: ['app/styles/media.css'] },
    'postcss-custom-media': {},
  },
};

export default config;
