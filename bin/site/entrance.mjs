/**
 * The cluster's entrance without the page cache (bin/site/cache.mjs): a
 * request carrying this header (any value) goes to both php-fpm masters
 * round-robin as every request does, and is never answered from the cache
 * nor stored in it. The real-plugin suite sends it on every request
 * (playwright.config.ts), so on the cluster it tests the plugins and the
 * theme, not the cache. A header and not a port: WordPress answers as its
 * one address (WP_HOME), and a page served on another port would load its
 * scripts and send its forms to that address, another origin.
 */
export const NO_PAGE_CACHE = 'X-Author-Site-No-Page-Cache';
