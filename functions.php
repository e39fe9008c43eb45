<?php
/**
 * Author Site theme: loads the small files under inc/, one per concern, each
 * group after the ones it calls (bin/php-deps.php checks that no file calls a
 * group loaded after it in a loop, and that every file under inc/ is listed).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

// Helpers: theme files, URLs, plain text, WordPress's HTML API.
require_once __DIR__ . '/inc/files.php';
require_once __DIR__ . '/inc/urls.php';
require_once __DIR__ . '/inc/text.php';
require_once __DIR__ . '/inc/clock.php';
require_once __DIR__ . '/inc/html-api.php';

// Domain: settings, routes, page text, the catalogue's books, events, newsletter, the app's configuration and <head>.
require_once __DIR__ . '/inc/settings.php';
require_once __DIR__ . '/inc/routes.php';
require_once __DIR__ . '/inc/menus.php';
require_once __DIR__ . '/inc/content-repair.php';
require_once __DIR__ . '/inc/content-parser.php';
require_once __DIR__ . '/inc/preload.php';
require_once __DIR__ . '/inc/content.php';
require_once __DIR__ . '/inc/books/values.php';
require_once __DIR__ . '/inc/books/links.php';
require_once __DIR__ . '/inc/books/book.php';
require_once __DIR__ . '/inc/books/catalogue.php';
require_once __DIR__ . '/inc/books/json-ld.php';
require_once __DIR__ . '/inc/books/pages.php';
require_once __DIR__ . '/inc/content-pages.php';
require_once __DIR__ . '/inc/previews.php';
require_once __DIR__ . '/inc/pictures.php';
require_once __DIR__ . '/inc/share-image.php';
require_once __DIR__ . '/inc/contact.php';
require_once __DIR__ . '/inc/setup.php';
require_once __DIR__ . '/inc/sections-block.php';
require_once __DIR__ . '/inc/seed.php';
require_once __DIR__ . '/inc/patterns.php';
require_once __DIR__ . '/inc/editor-assets.php';
require_once __DIR__ . '/inc/events.php';
require_once __DIR__ . '/inc/events-calendar.php';
require_once __DIR__ . '/inc/events-preload.php';
require_once __DIR__ . '/inc/events-views.php';
require_once __DIR__ . '/inc/events-plugin-assets.php';
require_once __DIR__ . '/inc/event-page.php';
require_once __DIR__ . '/inc/book-page.php';
require_once __DIR__ . '/inc/books-wordpress.php';
require_once __DIR__ . '/inc/newsletter-form.php';
require_once __DIR__ . '/inc/newsletter.php';
require_once __DIR__ . '/inc/newsletter-front.php';
require_once __DIR__ . '/inc/form-token.php';
require_once __DIR__ . '/inc/form-limits.php';
require_once __DIR__ . '/inc/form-oversize.php';
require_once __DIR__ . '/inc/form-flood.php';
require_once __DIR__ . '/inc/config.php';
require_once __DIR__ . '/inc/forms-shared.php';
require_once __DIR__ . '/inc/forms-post-contact.php';
require_once __DIR__ . '/inc/forms-post-newsletter.php';
require_once __DIR__ . '/inc/forms-post.php';
require_once __DIR__ . '/inc/forms-ajax-limit.php';
require_once __DIR__ . '/inc/csp-reports-store.php';
require_once __DIR__ . '/inc/csp-reports.php';
require_once __DIR__ . '/inc/security.php';
require_once __DIR__ . '/inc/fonts.php';
require_once __DIR__ . '/inc/used-css.php';
require_once __DIR__ . '/inc/assets.php';
require_once __DIR__ . '/inc/navigation.php';
require_once __DIR__ . '/inc/meta.php';
require_once __DIR__ . '/inc/meta-tags.php';
require_once __DIR__ . '/inc/meta-json-ld.php';
require_once __DIR__ . '/inc/meta-book.php';
require_once __DIR__ . '/inc/sitemap.php';

// Views: the first view's markup, printed into #root by index.php.
require_once __DIR__ . '/inc/render/html.php';
require_once __DIR__ . '/inc/render/parts.php';
require_once __DIR__ . '/inc/render/pictures.php';
require_once __DIR__ . '/inc/render/fields.php';
require_once __DIR__ . '/inc/render/newsletter.php';
require_once __DIR__ . '/inc/render/page-home.php';
require_once __DIR__ . '/inc/render/page-books.php';
require_once __DIR__ . '/inc/render/page-about.php';
require_once __DIR__ . '/inc/render/page-events.php';
require_once __DIR__ . '/inc/render/page-event.php';
require_once __DIR__ . '/inc/render/book-parts.php';
require_once __DIR__ . '/inc/render/book-lists.php';
require_once __DIR__ . '/inc/render/book-stores.php';
require_once __DIR__ . '/inc/render/page-book.php';
require_once __DIR__ . '/inc/render/page-contact.php';
require_once __DIR__ . '/inc/render/page-not-found.php';
require_once __DIR__ . '/inc/render/wordpress.php';
require_once __DIR__ . '/inc/render/layout.php';

// Admin: Appearance → Author Site (settings) and Appearance → Content Health.
require_once __DIR__ . '/inc/admin/wpforms.php';
require_once __DIR__ . '/inc/admin/pictures.php';
require_once __DIR__ . '/inc/admin/settings-sanitize.php';
require_once __DIR__ . '/inc/admin/settings-view-forms.php';
require_once __DIR__ . '/inc/admin/settings-view.php';
require_once __DIR__ . '/inc/admin/settings.php';
require_once __DIR__ . '/inc/admin/health-analysis.php';
require_once __DIR__ . '/inc/admin/health-services.php';
require_once __DIR__ . '/inc/admin/health-view.php';
require_once __DIR__ . '/inc/admin/health-books.php';
require_once __DIR__ . '/inc/admin/health-books-view.php';
require_once __DIR__ . '/inc/admin/health-blocked.php';
require_once __DIR__ . '/inc/admin/health.php';
