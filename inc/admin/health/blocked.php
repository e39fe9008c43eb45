<?php
/**
 * Content Health's "Blocked scripts": the browsers' security policy reports,
 * with advice (docs/security.md#violation-reports).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Clears the list when the author asks, then comes back to the screen. */
function author_site_health_blocked_clear() {
	if ( ! isset( $_GET['author-site-clear-blocked'] ) ) {
		return;
	}
	if ( ! current_user_can( 'edit_theme_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'author-site' ), 403 );
	}
	check_admin_referer( 'author-site-clear-blocked' );
	author_site_csp_reports_clear();
	wp_safe_redirect( admin_url( 'themes.php?page=' . AUTHOR_SITE_HEALTH_SLUG . '&author-site-cleared=1#author-site-blocked' ) );
	exit;
}

/**
 * What was blocked, as a sentence.
 * @return string Escaped HTML.
 */
function author_site_health_blocked_what( array $entry ) {
	$source = (string) $entry['source'];
	if ( 'inline' === $source ) {
		return '' === (string) $entry['sample']
			? esc_html__( 'An inline script', 'author-site' )
			/* translators: %s: the script's first characters. */
			: sprintf( esc_html__( 'An inline script starting %s', 'author-site' ), '<code>' . esc_html( (string) $entry['sample'] ) . '</code>' );
	}
	if ( 'eval' === $source ) {
		return esc_html__( 'Code run from a text string (eval)', 'author-site' );
	}
	/* translators: %s: the script's address. */
	return sprintf( esc_html__( 'The script %s', 'author-site' ), '<code>' . esc_html( $source ) . '</code>' );
}

/**
 * The section. Anyone can send a report, so they show as unverified and the
 * advice never turns the protection down on their strength alone.
 */
function author_site_health_render_blocked() {
	$reports = author_site_csp_reports();
	$mode    = author_site_csp_mode();
	echo '<section class="author-site-health__page card" id="author-site-blocked" data-health-service="blocked"><h2>' . esc_html__( 'Blocked scripts', 'author-site' ) . '</h2>';
	if ( 'off' !== $mode ) {
		echo '<p data-blocked-about>' . esc_html__( 'Reported by visitors’ browsers, unverified: anyone can send such a report, so a script listed here is not proof that it was on your page.', 'author-site' ) . '</p>';
	}
	echo '<ul class="author-site-health__list">';
	if ( 'off' === $mode ) {
		author_site_health_line( false, esc_html__( 'Script protection is off: nothing is blocked or reported.', 'author-site' ) );
	} elseif ( ! $reports['entries'] ) {
		author_site_health_line( true, esc_html__( 'Nothing has been blocked on your site’s pages.', 'author-site' ) );
	}
	foreach ( $reports['entries'] as $entry ) {
		// A plain variable for _n()'s number (Theme Check reads each argument as written).
		$times = (int) $entry['count'];
		$line  = 'enforce' === $mode
			/* translators: 1: what (already escaped), 2: the page, 3: how many reports. */
			? _n( '%1$s was blocked on %2$s, says %3$d report.', '%1$s was blocked on %2$s, say %3$d reports.', $times, 'author-site' )
			/* translators: 1: what (already escaped), 2: the page, 3: how many reports. */
			: _n( '%1$s would have been blocked on %2$s, says %3$d report.', '%1$s would have been blocked on %2$s, say %3$d reports.', $times, 'author-site' );
		author_site_health_line(
			false,
			sprintf( esc_html( $line ), author_site_health_blocked_what( $entry ), '<code>' . esc_html( (string) $entry['page'] ) . '</code>', $times ),
			array( 'blocked-source' => (string) $entry['source'] )
		);
	}
	echo '</ul>';
	if ( $reports['entries'] ) {
		echo '<p data-blocked-advice>' . esc_html__( 'Keep the protection on: reports alone are no reason to change it. Open the page yourself. If something from a plugin you use is missing there, and its script is listed here, ask the plugin’s author to add it the WordPress way (with wp_enqueue_script() or wp_add_inline_script()); only if you have seen it fail and need it before then, choose “Only report them” under Script protection. A script you don’t know may be an attack that was stopped.', 'author-site' ) . '</p>';
		printf(
			'<p><a href="%1$s">%2$s</a> · <a href="%3$s">%4$s</a></p>',
			esc_url( admin_url( 'themes.php?page=author-site#author-site-protection' ) ),
			esc_html__( 'Script protection settings', 'author-site' ),
			esc_url( wp_nonce_url( admin_url( 'themes.php?page=' . AUTHOR_SITE_HEALTH_SLUG . '&author-site-clear-blocked=1' ), 'author-site-clear-blocked' ) ),
			esc_html__( 'Clear the list', 'author-site' )
		);
	}
	echo '</section>';
}
