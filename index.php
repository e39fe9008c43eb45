<?php
/**
 * The app shell: every front-end view. The current route's markup is printed
 * into #root so it paints with no script; the app then hydrates it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div id="root"><?php echo author_site_layout( author_site_current_page() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts in inc/render/. ?></div>
<?php wp_footer(); ?>
</body>
</html>
